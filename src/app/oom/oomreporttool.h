// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "document/toolpage.h"

#include <QWidget>
#include <memory>

class QListWidget;

namespace memscope {

namespace Ui {
    class OomReportTool;
}

class MemoryViewerPage;
struct OomPeakBuffers;
struct OomReport;

// The tool page of an XLA out-of-memory log (SourceKind::OomLog): one report at
// a time, a list choosing among the reports of the log. A report is shown with
// the Memory Viewer's own views of the buffers at the peak (by size, by
// padding, the table and the detail card, in the buffer palette) under an
// introduction that says what failed and by how much, the report's figures,
// what is missing from it and what a report cannot tell.
class OomReportTool : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    explicit OomReportTool(QWidget* parent = nullptr);
    ~OomReportTool() override;

    bool appliesTo(const Profile& profile) const override;
    void setProfile(std::shared_ptr<const Profile> profile) override;
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;
    QWidget* detailCard() const override;

    // The parts, for tests.
    QListWidget* reportList() const;
    MemoryViewerPage* page() const;
    int currentReport() const;
    void showReport(int index);

Q_SIGNALS:
    void reportShown(int index);

private:
    void fitTableToReport();

    std::unique_ptr<Ui::OomReportTool> m_ui;
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const OomPeakBuffers> m_buffers;
};

// What the page shows above the buffer views, as rich text: the overview
// sentences, the report's figure blocks and notes, its warnings and what a
// report cannot tell.
QString oomReportIntroduction(const OomReport& report);

} // namespace memscope
