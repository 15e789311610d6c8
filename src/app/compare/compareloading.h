// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparisonside.h"

#include <QWidget>
#include <array>

namespace memscope {

class LoadService;
class LoadingPanel;

// The tab a comparison shows while the sides that are not open yet load. Each side loads through a
// LoadService of its own, both at once; one panel shows their joint progress and the slower side's
// step, and Cancel (or closing the tab, which deletes this) stops both. Exactly one of loaded,
// failed and cancelled is emitted.
class CompareLoading : public QWidget
{
    Q_OBJECT
public:
    // A side whose profile is set is taken as it is; the other is loaded from its path.
    CompareLoading(
        ComparisonSide a, const QString& pathA, ComparisonSide b, const QString& pathB, QWidget* parent = nullptr);
    ~CompareLoading() override;

    LoadingPanel* panel() const { return m_panel; }

Q_SIGNALS:
    void loaded(memscope::ComparisonSide a, memscope::ComparisonSide b);
    // message names the file and what is wrong with it.
    void failed(const QString& message);
    void cancelled();

private:
    struct Side
    {
        ComparisonSide comparison;
        QString path;
        LoadService* service = nullptr; // nullptr when the profile was open already
        int permille = 1000;
        QString step;
    };

    void showProgress();
    void sideLoaded();
    // Cancels both loads; false when an outcome was already emitted.
    bool stop();

    std::array<Side, 2> m_sides;
    LoadingPanel* m_panel;
    bool m_finished = false;
};

} // namespace memscope
