// SPDX-License-Identifier: Apache-2.0
#include "overview/overviewtool.h"

#include "export/export.h"
#include "overview/overviewpage.h"

#include <QFileInfo>

namespace memscope {

OverviewTool::OverviewTool(QWidget* parent)
    : QWidget(parent)
    , m_page(new OverviewPage(this))
{
    embedPage(this, m_page);
}

OverviewTool::~OverviewTool() = default;

void OverviewTool::setProfile(std::shared_ptr<const Profile> profile)
{
    m_computation.cancel();
    m_profile = std::move(profile);
    if (!m_profile) {
        m_page->showMessage(tr("No profile is open."));
        return;
    }
    setExportCaption(m_page, QFileInfo(m_profile->path).fileName());
    if (m_profile->hosts.empty()) {
        m_page->showMessage(tr("This input has no trace (it is not an XSpace), so there is no performance overview."));
        Q_EMIT reportShown();
        return;
    }
    m_page->showMessage(tr("Computing the overview…"));
    std::shared_ptr<const Profile> loaded = m_profile;
    m_computation.start(
        [loaded](const std::atomic_bool& cancel) {
            return std::make_shared<const overview::OverviewReport>(overview::computeOverview(*loaded, &cancel));
        },
        [this](std::shared_ptr<const overview::OverviewReport> report) {
            m_page->showReport(*report);
            Q_EMIT reportShown();
        });
}

QList<ExportTarget> OverviewTool::exportTargets() const { return m_page->exportTargets(); }

bool OverviewTool::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    return m_page->exportAll(dir, formats, error);
}

} // namespace memscope
