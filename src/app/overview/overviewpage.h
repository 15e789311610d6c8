// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/overview/overview.h"
#include "export/export.h"

#include <QWidget>
#include <memory>
#include <optional>

class QGridLayout;
class QTableView;

namespace memscope {

namespace Ui {
    class OverviewPage;
}

class OverviewChart;
class OverviewTopOpsModel;

// The Overview Page of a profile: the diagnostics, the performance summary and
// run environment cards, the step-time graph (or the inference latency chart),
// the top device ops and the recommendations.
class OverviewPage : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewPage(QWidget* parent = nullptr);
    ~OverviewPage() override;

    // Shows a computed report, or a message in place of the page (while computing, on errors).
    void showReport(const overview::OverviewReport& report);
    void showMessage(const QString& text);

    const std::optional<overview::OverviewReport>& report() const { return m_report; }

    // The chart, the top ops table and the whole page, once a report is shown.
    QList<ExportTarget> exportTargets() const;
    // Writes every export target in each format into `directory`, plus overview.json
    // (the report, as memscope-report writes it) and overview-top-ops.csv (raw numbers).
    bool exportAll(const QString& directory, const QStringList& formats, QString* error);
    OverviewChart* chart() const;
    QTableView* topOpsTable() const;
    QWidget* content() const;

private:
    void showExportMenu(QWidget* view, const QPoint& position);
    void exportTopOpsCsv();
    void fillDiagnostics(const overview::OverviewReport& report);
    void fillSummary(const overview::OverviewReport& report);
    void fillEnvironment(const overview::RunEnvironment& environment);
    void fillRecommendations(const overview::OverviewReport& report);
    // One row of a card: a title with an optional hint below it, and a value.
    void addRow(QGridLayout* grid, const QString& title, const QString& hint, const QString& value,
        const QString& valueTip = {}, bool indented = false, bool muted = false);
    void addFigureRow(
        QGridLayout* grid, const QString& title, const QString& hint, const overview::Figure& figure, bool indented);

    std::unique_ptr<Ui::OverviewPage> m_ui;
    std::optional<overview::OverviewReport> m_report;
    OverviewTopOpsModel* m_topOpsModel = nullptr;
};

} // namespace memscope
