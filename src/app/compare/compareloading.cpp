// SPDX-License-Identifier: Apache-2.0
#include "compare/compareloading.h"

#include "compare/compareview.h"
#include "core/profile/loadservice.h"
#include "document/loadingpanel.h"

#include <QFileInfo>
#include <QVBoxLayout>

namespace memscope {

CompareLoading::CompareLoading(
    ComparisonSide a, const QString& pathA, ComparisonSide b, const QString& pathB, QWidget* parent)
    : QWidget(parent)
    , m_sides { Side { std::move(a), pathA, nullptr, 1000, {} }, Side { std::move(b), pathB, nullptr, 1000, {} } }
    , m_panel(new LoadingPanel(this))
{
    setObjectName(QStringLiteral("compareLoading"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel);
    m_panel->start(
        tr("Opening %1 and %2 to compare them").arg(QFileInfo(pathA).fileName(), QFileInfo(pathB).fileName()),
        CompareView::toolTipFor(pathA, pathB));
    connect(m_panel, &LoadingPanel::cancelRequested, this, [this] {
        if (stop())
            Q_EMIT cancelled();
    });

    for (Side& side : m_sides) {
        if (side.comparison.profile)
            continue;
        side.permille = 0;
        side.service = new LoadService(this);
        connect(side.service, &LoadService::progressChanged, this, [this, &side](int permille, const QString& step) {
            side.permille = permille;
            side.step = step;
            showProgress();
        });
        connect(side.service, &LoadService::loaded, this, [this, &side](std::shared_ptr<const Profile> profile) {
            side.comparison.profile = std::move(profile);
            side.permille = 1000;
            sideLoaded();
        });
        connect(side.service, &LoadService::failed, this, [this](const QString&, const QString& message) {
            if (stop())
                Q_EMIT failed(message);
        });
        connect(side.service, &LoadService::cancelled, this, [this](const QString&) {
            if (stop())
                Q_EMIT cancelled();
        });
    }
    for (Side& side : m_sides) {
        if (side.service)
            side.service->load(side.path);
    }
}

// The services cancel their loads and wait for them as they are deleted with this.
CompareLoading::~CompareLoading() = default;

void CompareLoading::showProgress()
{
    // The bar moves with the two sides together; the words (which name the file) follow the side that
    // is behind, once it has said something.
    const bool firstBehind = m_sides[0].permille <= m_sides[1].permille;
    const Side& behind = m_sides[firstBehind ? 0 : 1];
    const QString& step = behind.step.isEmpty() ? m_sides[firstBehind ? 1 : 0].step : behind.step;
    m_panel->setProgress((m_sides[0].permille + m_sides[1].permille) / 2, step);
}

void CompareLoading::sideLoaded()
{
    showProgress();
    if (m_finished || !m_sides[0].comparison.profile || !m_sides[1].comparison.profile)
        return;
    m_finished = true;
    Q_EMIT loaded(m_sides[0].comparison, m_sides[1].comparison);
}

bool CompareLoading::stop()
{
    // Only the first outcome counts: a failure cancels the other side, whose cancellation then says nothing.
    if (m_finished)
        return false;
    m_finished = true;
    for (Side& side : m_sides) {
        if (side.service)
            side.service->cancel();
    }
    return true;
}

} // namespace memscope
