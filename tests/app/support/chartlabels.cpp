// SPDX-License-Identifier: Apache-2.0
#include "app/support/chartlabels.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <algorithm>

namespace memscope::test {

QStringList bottomAxisLabels(const QChartView& view)
{
    const QChart* chart = view.chart();
    const QRectF plot = chart->mapRectToScene(chart->plotArea());
    const QString title = chart->axes(Qt::Horizontal).first()->titleText();
    std::vector<std::pair<double, QString>> labels;
    const QList<QGraphicsItem*> items = view.scene()->items();
    for (const QGraphicsItem* item : items) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible() || text->toPlainText().isEmpty() || text->toPlainText() == title)
            continue;
        const QRectF bounds = text->sceneBoundingRect();
        // The labels hang under the plot, inside its horizontal extent.
        if (bounds.top() >= plot.bottom() && bounds.top() < plot.bottom() + 3 * bounds.height()
            && bounds.center().x() >= plot.left() - 1 && bounds.center().x() <= plot.right() + 1)
            labels.emplace_back(bounds.center().x(), text->toPlainText());
    }
    std::sort(labels.begin(), labels.end());
    QStringList texts;
    for (const auto& [x, label] : labels)
        texts << label;
    return texts;
}

} // namespace memscope::test
