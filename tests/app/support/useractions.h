// SPDX-License-Identifier: Apache-2.0
#pragma once

// What a user does that a test repeats: dropping files from a file manager,
// and answering the modal dialogs and menus an action opens.

#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

namespace memscope::test {

// Sends the drag-enter and drop events a file manager would, at the middle of
// `target`; true when the drop was accepted.
bool dropPaths(QWidget* target, const QStringList& paths);

// `answer` runs on the first active modal widget (or popup menu) named
// `objectName` once it appears, polled for up to ten seconds.
void whenModalAppears(const QString& objectName, const std::function<void(QWidget* widget)>& answer);
// Clicks the button labelled `buttonText` of the dialog named `objectName` once it appears.
void clickWhenAsked(const QString& objectName, const QString& buttonText);

} // namespace memscope::test
