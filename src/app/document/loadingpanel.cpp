// SPDX-License-Identifier: Apache-2.0
#include "document/loadingpanel.h"

#include "ui_loadingpanel.h"
#include "widgets/formroles.h"

#include <QDir>
#include <QFileInfo>
#include <QPushButton>

namespace memscope {

LoadingPanel::LoadingPanel(QWidget* parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::LoadingPanel>())
{
    ui->setupUi(this);
    applyFormRoles(this);
    ui->progress->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    ui->cancelLoading->setShortcut(QKeySequence::Cancel);
    ui->cancelLoading->setToolTip(
        tr("Stop loading (%1)").arg(ui->cancelLoading->shortcut().toString(QKeySequence::NativeText)));
    connect(ui->cancelLoading, &QPushButton::clicked, this, &LoadingPanel::cancelRequested);
}

LoadingPanel::~LoadingPanel() = default;

QPushButton* LoadingPanel::cancelButton() const { return ui->cancelLoading; }

void LoadingPanel::start(const QString& path)
{
    ui->title->setText(tr("Opening %1").arg(QDir::toNativeSeparators(QFileInfo(path).fileName())));
    ui->title->setToolTip(QDir::toNativeSeparators(path));
    ui->loadingStep->setText(tr("Starting…"));
    ui->progress->setRange(0, 0); // busy until the loader reports
    ui->cancelLoading->setEnabled(true);
}

void LoadingPanel::setProgress(int permille, const QString& step)
{
    if (ui->progress->maximum() == 0)
        ui->progress->setRange(0, 1000);
    ui->progress->setValue(qBound(0, permille, 1000));
    ui->progress->setFormat(tr("%1%").arg(permille / 10));
    if (!step.isEmpty())
        ui->loadingStep->setText(step);
}

QString LoadingPanel::stepText() const { return ui->loadingStep->text(); }

} // namespace memscope
