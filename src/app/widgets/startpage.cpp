// SPDX-License-Identifier: Apache-2.0
#include "widgets/startpage.h"

#include "ui_startpage.h"
#include "widgets/formroles.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QStyle>

namespace memscope {

namespace {
    constexpr int kPathRole = Qt::UserRole;
}

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::StartPage>())
    , m_fileIcon(style()->standardIcon(QStyle::SP_FileIcon))
    , m_folderIcon(style()->standardIcon(QStyle::SP_DirIcon))
{
    m_ui->setupUi(this);
    applyFormRoles(this);
    m_ui->appIcon->setPixmap(QApplication::windowIcon().pixmap(96, 96));
    // Sizes that follow the user's font, which a form cannot say.
    m_ui->recentList->setMinimumHeight(fontMetrics().height() * 6);
    m_ui->column->setMaximumWidth(fontMetrics().averageCharWidth() * 90);

    connect(m_ui->openFile, &QPushButton::clicked, this, &StartPage::openFileRequested);
    connect(m_ui->openFolder, &QPushButton::clicked, this, &StartPage::openFolderRequested);
    connect(m_ui->recentList, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { Q_EMIT openPathRequested(item->data(kPathRole).toString()); });
    setRecentFiles({});
}

StartPage::~StartPage() = default;

QListWidget* StartPage::recentList() const { return m_ui->recentList; }

void StartPage::setRecentFiles(const QStringList& paths)
{
    QListWidget* recent = m_ui->recentList;
    recent->clear();
    for (const QString& path : paths) {
        const QFileInfo info(path);
        // The folder tells apart the many files called <host>.xplane.pb.
        const QString text = tr("%1  —  %2").arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath()));
        auto* item = new QListWidgetItem(text, recent);
        item->setData(kPathRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        item->setIcon(info.isDir() ? m_folderIcon : m_fileIcon);
        if (!info.exists()) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("%1 (no longer exists)").arg(QDir::toNativeSeparators(path)));
        }
    }
    m_ui->recentHeading->setVisible(!paths.isEmpty());
    recent->setVisible(!paths.isEmpty());
}

} // namespace memscope
