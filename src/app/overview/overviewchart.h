// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/overview/overview.h"

#include <QChartView>
#include <QColor>

namespace memscope {

// The Overview Page's chart: the step-time graph stacked by category, or the
// inference session latency at percentiles. Axes and background follow the
// palette (light and dark); the series keep XProf's colours.
class OverviewChart : public QChartView
{
    Q_OBJECT
public:
    explicit OverviewChart(QWidget* parent = nullptr);

    void showStepTime(const overview::StepTime& stepTime);
    void showInferenceLatency(const overview::InferenceLatency& latency);

    // XProf's series colour of a step-time category.
    static QColor categoryColor(overview::StepCategory category);

protected:
    void changeEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void addMillisecondAxis(double maximum, const QString& title);
    void updateTicks();
    void applyPalette();
};

} // namespace memscope
