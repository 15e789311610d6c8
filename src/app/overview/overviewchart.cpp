// SPDX-License-Identifier: Apache-2.0
#include "overview/overviewchart.h"

#include "core/util/units.h"
#include "widgets/chartticks.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

namespace memscope {

using overview::StepCategory;

namespace {

    // With more steps than this the axis shows every k-th step number only.
    constexpr int kLabelledSteps = 16;
    // The spacing of the value axes' round ticks, and the ticks the time axis's top is rounded for.
    constexpr double kPixelsPerStepTick = 60;
    constexpr double kPixelsPerTimeTick = 45;
    constexpr int kTimeTicks = 5;

    // Empties the chart for the next graph. removeAxis() only releases an axis,
    // so each graph shown would leave the previous one's axes behind.
    void clearChart(QChart* chart)
    {
        chart->removeAllSeries();
        const QList<QAbstractAxis*> axes = chart->axes();
        for (QAbstractAxis* axis : axes) {
            chart->removeAxis(axis);
            delete axis;
        }
    }

} // namespace

OverviewChart::OverviewChart(QWidget* parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->setLocalizeNumbers(true); // the axes in the user's digits, as every page's figures
    setMinimumHeight(300);
    applyPalette();
}

QColor OverviewChart::categoryColor(StepCategory category)
{
    // XProf's STACK_CHART_FILL_COLORS (TPU) and GPU step-time colours; GPU "Output" is
    // black in XProf, which vanishes on a dark background, so it is a dark grey here.
    switch (category) {
    case StepCategory::TensorCoreCompute:
        return QColor(0x00, 0xAA, 0x55);
    case StepCategory::TensorCoreInput:
        return QColor(0xB8, 0x86, 0x0B);
    case StepCategory::TensorCoreOutput:
        return QColor(0xB3, 0x81, 0xB3);
    case StepCategory::TensorCoreIdle:
        return QColor(0x00, 0x9F, 0xD4);
    case StepCategory::HostTransfer:
        return QColor(0x54, 0x54, 0x54);
    case StepCategory::DeviceCompute:
        return QColor(0x4b, 0x7b, 0x4b);
    case StepCategory::DeviceToDevice:
        return QColor(0x8d, 0x67, 0x08);
    case StepCategory::DeviceCollectives:
        return QColor(0xd2, 0x52, 0xb2);
    case StepCategory::HostCompute:
        return QColor(0x2a, 0x7a, 0xb0);
    case StepCategory::KernelLaunch:
        return QColor(0xe6, 0x57, 0x22);
    case StepCategory::Input:
        return QColor(0x8b, 0x00, 0x00);
    case StepCategory::Output:
        return QColor(0x60, 0x60, 0x60);
    case StepCategory::Compilation:
        return QColor(0x00, 0x55, 0x55);
    case StepCategory::AllOthers:
        return QColor(0x48, 0x3d, 0x8b);
    }
    return {};
}

void OverviewChart::showStepTime(const overview::StepTime& stepTime)
{
    QChart* chart = this->chart();
    clearChart(chart);
    const bool modules = stepTime.source == overview::StepSource::ModuleExecutions;
    chart->setTitle(modules ? tr("Module execution time (in milliseconds)") : tr("Step Time (in milliseconds)"));

    auto* series = new QStackedBarSeries;
    series->setBarWidth(stepTime.steps.size() > kLabelledSteps ? 1.0 : 0.8);
    for (size_t i = 0; i < stepTime.categories.size(); ++i) {
        const StepCategory category = stepTime.categories[i];
        auto* set = new QBarSet(overview::stepCategoryLabel(category));
        set->setColor(categoryColor(category));
        set->setBorderColor(categoryColor(category));
        for (const overview::Step& step : stepTime.steps)
            set->append(i < step.categoryPs.size() ? static_cast<double>(step.categoryPs[i]) / 1e9 : 0.0);
        connect(set, &QBarSet::hovered, this, [this, set, stepTime, modules](bool inside, int index) {
            if (!inside || index < 0 || static_cast<size_t>(index) >= stepTime.steps.size()) {
                QToolTip::hideText();
                return;
            }
            const overview::Step& step = stepTime.steps[static_cast<size_t>(index)];
            // Named as the graph names its bars: an execution of a module is not a step.
            const QString number = formatNumber(qint64(step.number));
            const QString header = modules ? tr("Module execution %1 (%2)").arg(number, step.name)
                : step.name.isEmpty() || step.name == QString::number(step.number)
                ? tr("Step %1").arg(number)
                : tr("Step %1 (%2)").arg(number, step.name);
            QToolTip::showText(QCursor::pos(),
                tr("%1, duration %2 ms\n%3: %4 ms")
                    .arg(header)
                    .arg(formatNumber(step.durationPs / 1e9, 3))
                    .arg(set->label())
                    .arg(formatNumber(set->at(index), 3)),
                this);
        });
        series->append(set);
    }
    chart->addSeries(series);

    double maximum = 0;
    for (const overview::Step& step : stepTime.steps)
        maximum = std::max(maximum, static_cast<double>(step.durationPs) / 1e9);
    addMillisecondAxis(maximum, tr("Milliseconds"));
    series->attachAxis(chart->axes(Qt::Vertical).first());

    const int count = static_cast<int>(stepTime.steps.size());
    if (count <= kLabelledSteps) {
        auto* xAxis = new QBarCategoryAxis;
        QStringList labels;
        for (const overview::Step& step : stepTime.steps)
            labels.append(formatNumber(qint64(step.number)));
        xAxis->append(labels);
        xAxis->setTitleText(modules ? tr("Module execution") : tr("Step Number"));
        chart->addAxis(xAxis, Qt::AlignBottom);
        series->attachAxis(xAxis);
    } else {
        // Too many steps to label each: a value axis over the step positions, with round ticks.
        auto* xAxis = new QValueAxis;
        xAxis->setRange(-0.5, count - 0.5);
        xAxis->setTitleText(modules ? tr("Module execution (in time order)") : tr("Step (in time order)"));
        chart->addAxis(xAxis, Qt::AlignBottom);
        series->attachAxis(xAxis);
    }
    updateTicks();
    applyPalette();
}

void OverviewChart::showInferenceLatency(const overview::InferenceLatency& latency)
{
    QChart* chart = this->chart();
    clearChart(chart);
    chart->setTitle(tr("Inference Session Latency at Percentile"));
    auto* series = new QStackedBarSeries;
    struct Part
    {
        QString label;
        QColor color;
        double overview::LatencyBreakdown::*value;
    };
    // XProf's orange, blue and red.
    const Part parts[] = { { tr("Host time (in ms)"), QColor(0xff, 0xa5, 0x00), &overview::LatencyBreakdown::hostMs },
        { tr("Device time (in ms)"), QColor(0x33, 0x66, 0xcc), &overview::LatencyBreakdown::deviceMs },
        { tr("Host-device communication time (in ms)"), QColor(0xdc, 0x39, 0x12),
            &overview::LatencyBreakdown::communicationMs } };
    QStringList labels;
    double maximum = 0;
    for (const overview::LatencyBreakdown& row : latency.rows) {
        labels.append(row.label);
        maximum = std::max(maximum, row.totalMs());
    }
    for (const Part& part : parts) {
        auto* set = new QBarSet(part.label);
        set->setColor(part.color);
        set->setBorderColor(part.color);
        for (const overview::LatencyBreakdown& row : latency.rows)
            set->append(row.*part.value);
        connect(set, &QBarSet::hovered, this, [this, set, latency](bool inside, int index) {
            if (!inside || index < 0 || static_cast<size_t>(index) >= latency.rows.size()) {
                QToolTip::hideText();
                return;
            }
            const overview::LatencyBreakdown& row = latency.rows[static_cast<size_t>(index)];
            QToolTip::showText(QCursor::pos(),
                tr("%1: %2 ms in total\n%3: %4 ms")
                    .arg(row.label)
                    .arg(formatNumber(row.totalMs(), 4))
                    .arg(set->label())
                    .arg(formatNumber(set->at(index), 4)),
                this);
        });
        series->append(set);
    }
    chart->addSeries(series);
    auto* xAxis = new QBarCategoryAxis;
    xAxis->append(labels);
    xAxis->setTitleText(tr("Percentile"));
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);
    addMillisecondAxis(maximum, tr("Session Latency Breakdown (ms)"));
    series->attachAxis(chart->axes(Qt::Vertical).first());
    updateTicks();
    applyPalette();
}

void OverviewChart::addMillisecondAxis(double maximum, const QString& title)
{
    auto* axis = new QValueAxis;
    axis->setRange(0, niceUpperBound(maximum > 0 ? maximum : 1, kTimeTicks));
    axis->setTitleText(title);
    chart()->addAxis(axis, Qt::AlignLeft);
}

void OverviewChart::updateTicks()
{
    // The one tick rule of every chart (models/axisticks.h), as many ticks as the plot has room for.
    const QRectF plot = chart()->plotArea();
    for (QAbstractAxis* axis : chart()->axes()) {
        auto* values = qobject_cast<QValueAxis*>(axis);
        if (!values)
            continue;
        if (values->orientation() == Qt::Horizontal)
            setNiceRange(values, values->min(), values->max(), plot.width(), kPixelsPerStepTick, AxisValues::Integer);
        else
            setNiceRange(values, values->min(), values->max(), plot.height(), kPixelsPerTimeTick);
    }
}

void OverviewChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    updateTicks();
}

void OverviewChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

bool OverviewChart::viewportEvent(QEvent* event)
{
    // The bars show their own tooltips when hovered. Qt's tooltip request, which
    // comes once the mouse rests, would reach the scene, whose items have no
    // tooltip, and the scene would hide the bar's.
    if (event->type() == QEvent::ToolTip)
        return true;
    return QChartView::viewportEvent(event);
}

void OverviewChart::applyPalette()
{
    const QPalette colors = palette();
    QChart* chart = this->chart();
    chart->setBackgroundBrush(colors.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(colors.color(QPalette::Text));
    chart->legend()->setLabelColor(colors.color(QPalette::Text));
    setBackgroundBrush(colors.color(QPalette::Base));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(colors.color(QPalette::Text));
        axis->setTitleBrush(colors.color(QPalette::Text));
        axis->setLinePenColor(colors.color(QPalette::Mid));
        axis->setGridLineColor(colors.color(QPalette::Midlight));
    }
}

} // namespace memscope
