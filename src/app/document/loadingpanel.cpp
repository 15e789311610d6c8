// SPDX-License-Identifier: Apache-2.0
#include "document/loadingpanel.h"

#include "core/util/units.h"
#include "ui_loadingpanel.h"
#include "widgets/formroles.h"

#include <QDir>
#include <QFileInfo>
#include <QPushButton>

namespace memscope {

LoadingPanel::LoadingPanel(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::LoadingPanel>())
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->progress->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    m_ui->cancelLoading->setShortcut(QKeySequence::Cancel);
    m_ui->cancelLoading->setToolTip(
        tr("Stop loading (%1)").arg(m_ui->cancelLoading->shortcut().toString(QKeySequence::NativeText)));
    connect(m_ui->cancelLoading, &QPushButton::clicked, this, &LoadingPanel::cancelRequested);
}

LoadingPanel::~LoadingPanel() = default;

QPushButton* LoadingPanel::cancelButton() const { return m_ui->cancelLoading; }

void LoadingPanel::start(const QString& path)
{
    start(tr("Opening %1").arg(QFileInfo(path).fileName()), QDir::toNativeSeparators(path));
}

void LoadingPanel::start(const QString& title, const QString& toolTip)
{
    m_ui->title->setText(title);
    m_ui->title->setToolTip(toolTip);
    m_ui->loadingStep->setText(tr("Starting…"));
    m_ui->progress->setRange(0, 0); // busy until the loader reports
    m_ui->cancelLoading->setEnabled(true);
}

void LoadingPanel::setProgress(int permille, const QString& step)
{
    if (m_ui->progress->maximum() == 0)
        m_ui->progress->setRange(0, 1000);
    m_ui->progress->setValue(qBound(0, permille, 1000));
    m_ui->progress->setFormat(tr("%1%").arg(formatNumber(qint64(permille / 10)))); // in the language's digits
    if (!step.isEmpty())
        m_ui->loadingStep->setText(step);
}

void LoadingPanel::setCompact()
{
    // What is shown below has its own Esc (the timeline's "show the whole trace"): a click cancels.
    m_ui->cancelLoading->setShortcut({});
    m_ui->cancelLoading->setToolTip(tr("Stop loading"));
    m_ui->layout->setStretch(0, 0);
    m_ui->layout->setStretch(2, 0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

QString LoadingPanel::stepText() const { return m_ui->loadingStep->text(); }

} // namespace memscope
