// SPDX-License-Identifier: Apache-2.0
#include "app/support/chartlabels.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <algorithm>

namespace memscope::test {

namespace {

    enum class Side
    {
        Bottom,
        Right
    };

    QStringList axisLabels(const QChartView& view, Side side)
    {
        const QChart* chart = view.chart();
        const QRectF plot = chart->mapRectToScene(chart->plotArea());
        QStringList titles;
        for (const QAbstractAxis* axis : chart->axes())
            titles << axis->titleText();
        std::vector<std::pair<double, QString>> labels; // by where they stand along the axis
        const QList<QGraphicsItem*> items = view.scene()->items();
        for (const QGraphicsItem* item : items) {
            const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            if (!text || !text->isVisible() || text->toPlainText().isEmpty() || titles.contains(text->toPlainText()))
                continue;
            const QRectF bounds = text->sceneBoundingRect();
            if (side == Side::Bottom) {
                // The labels hang under the plot, inside its horizontal extent.
                if (bounds.top() >= plot.bottom() && bounds.top() < plot.bottom() + 3 * bounds.height()
                    && bounds.center().x() >= plot.left() - 1 && bounds.center().x() <= plot.right() + 1)
                    labels.emplace_back(bounds.center().x(), text->toPlainText());
            } else if (bounds.left() >= plot.right() && bounds.center().y() >= plot.top() - 1
                && bounds.center().y() <= plot.bottom() + 1) {
                labels.emplace_back(-bounds.center().y(), text->toPlainText());
            }
        }
        std::sort(labels.begin(), labels.end());
        QStringList texts;
        for (const auto& [position, label] : labels)
            texts << label;
        return texts;
    }

} // namespace

QStringList bottomAxisLabels(const QChartView& view) { return axisLabels(view, Side::Bottom); }

QStringList rightAxisLabels(const QChartView& view) { return axisLabels(view, Side::Right); }

} // namespace memscope::test
