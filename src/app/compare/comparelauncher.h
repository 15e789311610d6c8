// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparisonside.h"

#include <QObject>

namespace memscope {

class CompareView;
class MainWindow;
class ProfileDocument;

// The window's ways into a comparison: File > Compare…, "Compare with…" in
// a module list's context menu, and two files dropped at once. Files not open
// yet load in a tab that shows their progress (CompareLoading), which the
// comparison then replaces.
class CompareLauncher : public QObject
{
    Q_OBJECT
public:
    explicit CompareLauncher(MainWindow* window);

    // File > Compare…; with a document, side A starts on it (and that module).
    void chooseAndCompare(ProfileDocument* document = nullptr, int moduleIndex = -1);
    // Files dropped on the window: each opens in its tab, but for two the user
    // is first asked whether to compare them instead (after the drop has ended).
    void openDropped(const QStringList& paths);
    // Asks whether to compare two files; true when the comparison was chosen.
    bool offerComparison(const QStringList& paths);
    // Loads what is not open yet, then opens the comparison.
    void compareFiles(const QString& pathA, const QString& pathB);
    // Adds "Compare with…" to the document's module list.
    void installModuleMenu(ProfileDocument* document);
    // The comparison in a new tab at `tabIndex` (-1: after the others).
    CompareView* openComparison(ComparisonSide a, ComparisonSide b, qint64 memorySpace = 0, int tabIndex = -1);

Q_SIGNALS:
    // A comparison tab was added (tests wait for it).
    void comparisonOpened(CompareView* view);

private:
    // The profile of an open document showing `path`, or nullptr.
    std::shared_ptr<const Profile> openProfile(const QString& path) const;
    void load(ComparisonSide a, const QString& pathA, ComparisonSide b, const QString& pathB);
    // Opens the comparison unless a side cannot be compared, which the message bar then says.
    void openIfComparable(ComparisonSide a, ComparisonSide b, int tabIndex = -1);
    // Adds the widget as the current tab at `index` (-1: after the others).
    void showInTab(QWidget* widget, const QString& title, const QString& toolTip, int index = -1);
    void refuse(const QString& reason);

    MainWindow* m_window;
};

} // namespace memscope
