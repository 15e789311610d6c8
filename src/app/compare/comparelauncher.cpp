// SPDX-License-Identifier: Apache-2.0
#include "compare/comparelauncher.h"

#include "compare/comparedialog.h"
#include "compare/compareloading.h"
#include "compare/compareview.h"
#include "document/profiledocument.h"
#include "mainwindow.h"
#include "models/modulelistmodel.h"
#include "sidebar/sidebar.h"
#include "widgets/messagebar.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>

namespace memscope {

CompareLauncher::CompareLauncher(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
}

std::shared_ptr<const Profile> CompareLauncher::openProfile(const QString& path) const
{
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (ProfileDocument* document : m_window->documents()) {
        if (document->profile() && !document->isLoading() && QFileInfo(document->path()).absoluteFilePath() == wanted)
            return document->profile();
    }
    return nullptr;
}

void CompareLauncher::chooseAndCompare(ProfileDocument* document, int moduleIndex)
{
    QList<CompareDialog::OpenProfile> open;
    int preselected = -1;
    for (ProfileDocument* candidate : m_window->documents()) {
        // Out-of-memory reports are not offered (openIfComparable says why).
        if (!candidate->profile() || candidate->isLoading() || candidate->profile()->kind == SourceKind::OomLog)
            continue;
        if (candidate == document)
            preselected = static_cast<int>(open.size());
        open.append({ candidate->title(), candidate->profile(), candidate->sidebar()->selection().moduleIndex });
    }
    CompareDialog dialog(open, m_window);
    if (preselected >= 0)
        dialog.preselect(0, preselected, moduleIndex >= 0 ? moduleIndex : open[preselected].moduleIndex);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const CompareDialog::Choice a = dialog.choice(0);
    const CompareDialog::Choice b = dialog.choice(1);
    load(a.side, a.path, b.side, b.path);
}

void CompareLauncher::openDropped(const QStringList& paths)
{
    // A modal question inside the drop would keep the file manager's drag waiting.
    QTimer::singleShot(0, this, [this, paths] {
        if (offerComparison(paths))
            return;
        for (const QString& path : paths)
            m_window->openPath(path);
    });
}

bool CompareLauncher::offerComparison(const QStringList& paths)
{
    if (paths.size() != 2)
        return false;
    QMessageBox box(QMessageBox::Question, tr("Compare the Two Profiles?"),
        tr("You dropped two files:\nA: %1\nB: %2\n\nCompare B with A, or open each in a tab of its own?")
            .arg(QFileInfo(paths[0]).fileName(), QFileInfo(paths[1]).fileName()),
        QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("compareDropQuestion"));
    QPushButton* compare = box.addButton(tr("Compare"), QMessageBox::AcceptRole);
    box.addButton(tr("Open Both"), QMessageBox::RejectRole);
    box.setDefaultButton(compare);
    box.exec();
    if (box.clickedButton() != compare)
        return false;
    compareFiles(paths[0], paths[1]);
    return true;
}

void CompareLauncher::compareFiles(const QString& pathA, const QString& pathB)
{
    load({ openProfile(pathA), -1 }, pathA, { openProfile(pathB), -1 }, pathB);
}

void CompareLauncher::load(ComparisonSide a, const QString& pathA, ComparisonSide b, const QString& pathB)
{
    if (a.profile && b.profile) {
        openIfComparable(std::move(a), std::move(b));
        return;
    }
    // The sides not open yet load in a tab of their own, whose place the comparison then takes.
    auto* loading = new CompareLoading(std::move(a), pathA, std::move(b), pathB, m_window->documentTabs());
    loading->setWindowTitle(CompareView::titleFor(pathA, pathB));
    showInTab(loading, loading->windowTitle(), CompareView::toolTipFor(pathA, pathB));
    auto closeLoading = [this, loading] {
        QTabWidget* tabs = m_window->documentTabs();
        const int index = tabs->indexOf(loading);
        tabs->removeTab(index);
        loading->deleteLater();
        return index;
    };
    connect(loading, &CompareLoading::loaded, this, [this, closeLoading](ComparisonSide a, ComparisonSide b) {
        const int index = closeLoading();
        openIfComparable(std::move(a), std::move(b), index);
    });
    connect(loading, &CompareLoading::failed, this, [this, closeLoading](const QString& message) {
        closeLoading();
        refuse(message);
    });
    connect(loading, &CompareLoading::cancelled, this, closeLoading);
}

void CompareLauncher::showInTab(QWidget* widget, const QString& title, const QString& toolTip, int index)
{
    QTabWidget* tabs = m_window->documentTabs();
    index = tabs->insertTab(index, widget, QString(title).replace(QLatin1Char('&'), QLatin1String("&&")));
    tabs->setTabToolTip(index, toolTip);
    tabs->setCurrentIndex(index);
}

void CompareLauncher::refuse(const QString& reason)
{
    m_window->messageBar()->showMessage(tr("Cannot compare: %1").arg(reason), MessageBar::Kind::Error);
}

void CompareLauncher::openIfComparable(ComparisonSide a, ComparisonSide b, int tabIndex)
{
    for (const ComparisonSide* side : { &a, &b }) {
        // An out-of-memory report has none of what a comparison shows.
        if (side->profile->kind == SourceKind::OomLog) {
            refuse(tr("%1 holds XLA out-of-memory reports, not a profile: it has no modules, memory profile or "
                      "steps to compare. Open it to see its reports.")
                       .arg(QDir::toNativeSeparators(side->profile->path)));
            return;
        }
    }
    // A snapshot's allocations have nothing in common with a profile's modules, steps and allocators.
    if ((a.profile->kind == SourceKind::TorchSnapshot) != (b.profile->kind == SourceKind::TorchSnapshot)) {
        const bool aIsSnapshot = a.profile->kind == SourceKind::TorchSnapshot;
        refuse(tr("%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots, or two profiles.")
                   .arg(QDir::toNativeSeparators((aIsSnapshot ? a : b).profile->path),
                       QDir::toNativeSeparators((aIsSnapshot ? b : a).profile->path)));
        return;
    }
    openComparison(std::move(a), std::move(b), 0, tabIndex);
}

CompareView* CompareLauncher::openComparison(ComparisonSide a, ComparisonSide b, qint64 memorySpace, int tabIndex)
{
    auto* view = new CompareView(std::move(a), std::move(b), memorySpace, m_window->documentTabs());
    showInTab(view, view->title(), view->toolTip(), tabIndex);
    Q_EMIT comparisonOpened(view);
    return view;
}

void CompareLauncher::installModuleMenu(ProfileDocument* document)
{
    QTreeView* modules = document->sidebar()->moduleView();
    modules->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(modules, &QWidget::customContextMenuRequested, this, [this, document, modules](const QPoint& position) {
        const QModelIndex index = modules->indexAt(position);
        if (!index.isValid())
            return;
        const int moduleIndex = index.data(ModuleListModel::ModuleIndexRole).toInt();
        QMenu menu(modules);
        menu.setObjectName(QStringLiteral("moduleContextMenu"));
        menu.addAction(
            tr("Compare with…"), this, [this, document, moduleIndex] { chooseAndCompare(document, moduleIndex); });
        menu.exec(modules->viewport()->mapToGlobal(position));
    });
}

} // namespace memscope
