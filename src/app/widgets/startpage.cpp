// SPDX-License-Identifier: Apache-2.0
#include "widgets/startpage.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace memscope {

namespace {
    constexpr int kPathRole = Qt::UserRole;
}

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
    , m_openFile(new QPushButton(tr("&Open Profile…"), this))
    , m_openFolder(new QPushButton(tr("Open &Trace Folder…"), this))
    , m_recent(new QListWidget(this))
    , m_fileIcon(style()->standardIcon(QStyle::SP_FileIcon))
    , m_folderIcon(style()->standardIcon(QStyle::SP_DirIcon))
{
    setObjectName(QStringLiteral("startPage"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignCenter);

    auto* title = new QLabel(tr("Memscope"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2);
    titleFont.setBold(true);
    title->setFont(titleFont);
    title->setAlignment(Qt::AlignCenter);

    auto* intro = new QLabel(tr("See where accelerator memory goes: open an XProf profile "
                                "(<i>*.xplane.pb</i>, <i>*.xplane.pb.gz</i>), a TensorBoard trace folder "
                                "or an XLA HloProto dump (<i>*.hlo.pb</i>, text or JSON)."),
        this);
    intro->setWordWrap(true);
    intro->setAlignment(Qt::AlignCenter);
    auto* drop = new QLabel(tr("…or drop files and trace folders anywhere on this window."), this);
    drop->setAlignment(Qt::AlignCenter);
    drop->setForegroundRole(QPalette::PlaceholderText);

    m_openFile->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_openFolder->setIcon(style()->standardIcon(QStyle::SP_DirOpenIcon));
    m_openFile->setDefault(true);
    connect(m_openFile, &QPushButton::clicked, this, &StartPage::openFileRequested);
    connect(m_openFolder, &QPushButton::clicked, this, &StartPage::openFolderRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_openFile);
    buttons->addWidget(m_openFolder);
    buttons->addStretch();

    auto* recentHeading = new QLabel(tr("&Recent profiles"), this);
    QFont headingFont = recentHeading->font();
    headingFont.setBold(true);
    recentHeading->setFont(headingFont);
    recentHeading->setBuddy(m_recent);
    m_recentHeading = recentHeading;
    m_recent->setObjectName(QStringLiteral("recentList"));
    m_recent->setUniformItemSizes(true);
    m_recent->setMinimumHeight(fontMetrics().height() * 6);
    connect(m_recent, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { Q_EMIT openPathRequested(item->data(kPathRole).toString()); });

    auto* column = new QVBoxLayout;
    column->addWidget(icon);
    column->addWidget(title);
    column->addSpacing(fontMetrics().height());
    column->addWidget(intro);
    column->addSpacing(fontMetrics().height());
    column->addLayout(buttons);
    column->addWidget(drop);
    column->addSpacing(fontMetrics().height() * 2);
    column->addWidget(recentHeading);
    column->addWidget(m_recent);

    auto* center = new QWidget(this);
    center->setLayout(column);
    center->setMaximumWidth(fontMetrics().averageCharWidth() * 90);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(center, 3);
    row->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(2);

    setTabOrder(m_openFile, m_openFolder);
    setTabOrder(m_openFolder, m_recent);
    setRecentFiles({});
}

void StartPage::setRecentFiles(const QStringList& paths)
{
    m_recent->clear();
    for (const QString& path : paths) {
        const QFileInfo info(path);
        // The folder tells apart the many files called <host>.xplane.pb.
        const QString text = tr("%1  —  %2").arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath()));
        auto* item = new QListWidgetItem(text, m_recent);
        item->setData(kPathRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        item->setIcon(info.isDir() ? m_folderIcon : m_fileIcon);
        if (!info.exists()) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("%1 (no longer exists)").arg(QDir::toNativeSeparators(path)));
        }
    }
    m_recentHeading->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

} // namespace memscope
