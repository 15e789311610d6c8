// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/overview/overview.h"
#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>

namespace memscope {

class OverviewPage;

// The Overview tool of a document: computes the overview of the whole run off
// the UI thread when a profile is loaded and hands it to the OverviewPage.
class OverviewTool : public QWidget, public ToolPage
{
    Q_OBJECT
public:
    explicit OverviewTool(QWidget* parent = nullptr);
    ~OverviewTool() override;

    void setProfile(std::shared_ptr<const Profile> profile) override;
    QList<ExportTarget> exportTargets() const override;
    bool exportAll(const QString& dir, const QStringList& formats, QString* error) override;

    OverviewPage* page() const { return m_page; }
    bool isComputing() const { return m_computation.isRunning(); }

Q_SIGNALS:
    // The page shows the overview of the current profile.
    void reportShown();

private:
    OverviewPage* m_page;
    std::shared_ptr<const Profile> m_profile;
    JobTracker m_computation { this };
};

} // namespace memscope
