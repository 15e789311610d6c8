// SPDX-License-Identifier: Apache-2.0
#include "document/loadingpanel.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace memscope {

LoadingPanel::LoadingPanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_step(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_step->setObjectName(QStringLiteral("loadingStep"));
    m_step->setAlignment(Qt::AlignCenter);
    m_step->setWordWrap(true);
    m_progress->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    m_progress->setTextVisible(true);
    m_cancel->setObjectName(QStringLiteral("cancelLoading"));
    m_cancel->setShortcut(QKeySequence::Cancel);
    m_cancel->setToolTip(tr("Stop loading (%1)").arg(m_cancel->shortcut().toString(QKeySequence::NativeText)));
    connect(m_cancel, &QPushButton::clicked, this, &LoadingPanel::cancelRequested);

    auto* column = new QVBoxLayout;
    column->addWidget(m_title);
    column->addWidget(m_progress);
    column->addWidget(m_step);
    column->addWidget(m_cancel, 0, Qt::AlignHCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addLayout(column);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch(3);
}

void LoadingPanel::start(const QString& path)
{
    m_title->setText(tr("Opening %1").arg(QDir::toNativeSeparators(QFileInfo(path).fileName())));
    m_title->setToolTip(QDir::toNativeSeparators(path));
    m_step->setText(tr("Starting…"));
    m_progress->setRange(0, 0); // busy until the loader reports
    m_cancel->setEnabled(true);
}

void LoadingPanel::setProgress(int permille, const QString& step)
{
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, 1000);
    m_progress->setValue(qBound(0, permille, 1000));
    m_progress->setFormat(tr("%1%").arg(permille / 10));
    if (!step.isEmpty())
        m_step->setText(step);
}

QString LoadingPanel::stepText() const { return m_step->text(); }

} // namespace memscope
