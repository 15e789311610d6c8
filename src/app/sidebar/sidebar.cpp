// SPDX-License-Identifier: Apache-2.0
#include "sidebar/sidebar.h"

#include "core/memoryviewer/memoryviewer.h"
#include "hlo.pb.h"
#include "models/memorytypemodel.h"
#include "models/modulelistmodel.h"
#include "models/runtreemodel.h"
#include "settings/preferences.h"
#include "ui_sidebar.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTimer>
#include <QTreeView>
#include <utility>

namespace memscope {

namespace {

    // Down/Up in the filter field move through the filtered list, Return picks the
    // highlighted module, so the keyboard never has to leave the field.
    class FilterKeys : public QObject
    {
    public:
        FilterKeys(QTreeView* view, QObject* parent)
            : QObject(parent)
            , m_view(view)
        {
        }

    protected:
        bool eventFilter(QObject* watched, QEvent* event) override
        {
            if (event->type() != QEvent::KeyPress)
                return QObject::eventFilter(watched, event);
            auto* key = static_cast<QKeyEvent*>(event);
            if (key->key() != Qt::Key_Down && key->key() != Qt::Key_Up && key->key() != Qt::Key_PageDown
                && key->key() != Qt::Key_PageUp)
                return QObject::eventFilter(watched, event);
            QCoreApplication::sendEvent(m_view, event);
            return true;
        }

    private:
        QTreeView* m_view;
    };

} // namespace

Sidebar::Sidebar(QWidget* parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::Sidebar>())
    , m_modules(new ModuleListModel(this))
    , m_memoryTypes(new MemoryTypeModel(this))
    , m_runs(new RunTreeModel(this))
    , m_moduleProxy(new QSortFilterProxyModel(this))
    , m_thresholdDelay(new QTimer(this))
{
    m_ui->setupUi(this);

    m_ui->runView->setModel(m_runs);
    // A folder has a few runs: leave the height to the module list.
    m_ui->runView->setMaximumHeight(m_ui->runView->fontMetrics().height() * 9);
    connect(m_ui->runView, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const QString run = index.data(RunTreeModel::RunNameRole).toString();
        if (!index.data(RunTreeModel::IsLoadedRole).toBool() && !run.isEmpty())
            Q_EMIT runRequested(run);
    });

    m_moduleProxy->setSourceModel(m_modules);
    m_moduleProxy->setSortRole(ModuleListModel::SortRole);
    m_moduleProxy->setFilterKeyColumn(ModuleListModel::NameColumn);
    m_moduleProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_ui->moduleFilter->installEventFilter(new FilterKeys(m_ui->moduleView, this));
    connect(m_ui->moduleFilter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_moduleProxy->setFilterFixedString(text);
        updateModuleHeading();
    });
    connect(m_ui->moduleFilter, &QLineEdit::returnPressed, this, [this] {
        QModelIndex index = m_ui->moduleView->currentIndex();
        if (!index.isValid())
            index = m_moduleProxy->index(0, 0);
        if (index.isValid())
            selectModule(index.data(ModuleListModel::ModuleIndexRole).toInt());
    });

    m_ui->moduleView->setModel(m_moduleProxy);
    m_ui->moduleView->sortByColumn(ModuleListModel::PeakColumn, Qt::DescendingOrder);
    m_ui->moduleView->header()->setSectionResizeMode(ModuleListModel::NameColumn, QHeaderView::Stretch);
    m_ui->moduleView->header()->setSectionResizeMode(ModuleListModel::PeakColumn, QHeaderView::ResizeToContents);
    // Peaks arriving in the background re-sort the list. Qt 6.4's QTreeView
    // repaints only the rows whose data changed, leaving rows that merely moved
    // showing their old text (seen under Xvfb); repaint the whole list instead.
    connect(
        m_moduleProxy, &QAbstractItemModel::layoutChanged, m_ui->moduleView->viewport(), qOverload<>(&QWidget::update));
    connect(m_ui->moduleView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &Sidebar::onCurrentModuleRowChanged);
    connect(m_modules, &ModuleListModel::peaksComputed, this, &Sidebar::selectLargestModuleUnlessChosen);
    connect(m_modules, &ModuleListModel::peaksMeasured, this, [this](int known, int total) {
        if (!m_moduleChosen && known < total)
            Q_EMIT findingLargestModule(known, total);
    });

    m_ui->memoryType->setModel(m_memoryTypes);
    connect(m_ui->memoryType, &QComboBox::activated, this, &Sidebar::onMemoryTypeActivated);

    // A new document starts with the threshold of the Settings dialog.
    m_ui->smallBufferSize->setValue(Preferences::load().smallBufferKiB);
    m_selection.smallBufferSize = qint64(m_ui->smallBufferSize->value()) * 1024;
    // Typing "256" passes through 2 and 25: wait until the user pauses.
    m_thresholdDelay->setSingleShot(true);
    m_thresholdDelay->setInterval(400);
    connect(m_ui->smallBufferSize, &QSpinBox::valueChanged, m_thresholdDelay, qOverload<>(&QTimer::start));
    connect(m_ui->smallBufferSize, &QSpinBox::editingFinished, this, [this] {
        if (m_thresholdDelay->isActive()) {
            m_thresholdDelay->stop();
            m_selection.smallBufferSize = qint64(m_ui->smallBufferSize->value()) * 1024;
            publish();
        }
    });
    connect(m_thresholdDelay, &QTimer::timeout, this, [this] {
        m_selection.smallBufferSize = qint64(m_ui->smallBufferSize->value()) * 1024;
        publish();
    });

    setProfile(nullptr);
}

Sidebar::~Sidebar() = default;

QTreeView* Sidebar::moduleView() const { return m_ui->moduleView; }
QLineEdit* Sidebar::moduleFilter() const { return m_ui->moduleFilter; }
QComboBox* Sidebar::memoryTypeBox() const { return m_ui->memoryType; }
QTreeView* Sidebar::runView() const { return m_ui->runView; }
QSpinBox* Sidebar::smallBufferBox() const { return m_ui->smallBufferSize; }

void Sidebar::setModuleSectionVisible(bool visible)
{
    m_moduleSectionVisible = visible;
    m_ui->moduleHeading->setVisible(visible);
    m_ui->moduleFilter->setVisible(visible);
    m_ui->moduleView->setVisible(visible);
    for (int row = 0; row < m_ui->options->rowCount(); ++row)
        m_ui->options->setRowVisible(row, visible);
}

bool Sidebar::hasVisibleSection() const { return m_moduleSectionVisible || (m_profile && !m_profile->runs.empty()); }

void Sidebar::setProfile(std::shared_ptr<const Profile> profile)
{
    m_memorySpacesJob.cancel();
    m_profile = std::move(profile);
    m_moduleChosen = false;
    m_selection.moduleIndex = -1;
    m_applying = true;
    m_runs->setProfile(m_profile);
    m_modules->setProfile(m_profile);
    m_applying = false;
    const bool hasRuns = m_profile && !m_profile->runs.empty();
    m_ui->runHeading->setVisible(hasRuns);
    m_ui->runView->setVisible(hasRuns);
    if (hasRuns) {
        m_ui->runView->expand(m_runs->loadedRunIndex());
        m_ui->runView->setCurrentIndex(m_runs->loadedRunIndex());
    }
    updateModuleHeading();
    m_memoryTypes->setPresentSpaces({});
    // Otherwise the largest module is selected once the peaks are known, even
    // when there is only one: the heap curve (or, for a small module, the full
    // analysis) its peak was measured with is the one the Memory Viewer shows
    // (AnalysisCache), where selecting it now ran the same pass twice at once.
    applyPreferredModule();
}

void Sidebar::preferModule(const QString& nameOrId, bool reportMissing)
{
    m_preferredModule = nameOrId;
    m_reportMissingPreferred = reportMissing;
}

bool Sidebar::applyPreferredModule()
{
    const QString wanted = std::exchange(m_preferredModule, QString());
    if (wanted.isEmpty() || !m_profile)
        return false;
    if (const HloModule* module = m_profile->findModule(wanted)) {
        selectModule(static_cast<int>(module - m_profile->modules.data()));
        return true;
    }
    if (m_reportMissingPreferred)
        Q_EMIT preferredModuleMissing(wanted);
    return false;
}

void Sidebar::selectLargestModuleUnlessChosen()
{
    if (m_moduleChosen || !m_profile || m_profile->modules.empty())
        return;
    const int row = m_modules->largestPeakRow();
    applyModule(row < 0 ? 0 : row);
}

void Sidebar::stopFindingLargest()
{
    if (m_moduleChosen || !m_profile || m_profile->modules.empty())
        return;
    selectModule(std::max(m_modules->likelyLargestRow(), 0));
}

void Sidebar::selectModule(int moduleIndex)
{
    m_moduleChosen = true;
    applyModule(moduleIndex);
}

void Sidebar::applyModule(int moduleIndex)
{
    if (!m_moduleProxy->mapFromSource(m_modules->index(moduleIndex, 0)).isValid())
        m_ui->moduleFilter->clear(); // hidden by the filter, but asked for: show it
    m_applying = true;
    m_ui->moduleView->setCurrentIndex(m_moduleProxy->mapFromSource(m_modules->index(moduleIndex, 0)));
    m_applying = false;
    m_ui->moduleView->scrollTo(m_ui->moduleView->currentIndex());
    showModule(moduleIndex);
}

void Sidebar::onCurrentModuleRowChanged()
{
    const QModelIndex current = m_ui->moduleView->currentIndex();
    if (m_applying || !m_profile || !current.isValid())
        return;
    m_moduleChosen = true;
    showModule(current.data(ModuleListModel::ModuleIndexRole).toInt());
}

void Sidebar::showModule(int moduleIndex)
{
    if (!m_profile || moduleIndex < 0 || moduleIndex >= static_cast<int>(m_profile->modules.size())
        || moduleIndex == m_selection.moduleIndex)
        return;
    m_selection.moduleIndex = moduleIndex;
    // The read reads the module's rows unless it was analysed before: off the GUI thread,
    // and its Memory Viewer analysis, started once the spaces are known, reuses them.
    m_memorySpacesJob.start(
        [profile = m_profile, moduleIndex](const std::atomic_bool& cancel) {
            const std::shared_ptr<const format::HloRows> rows
                = profile->modules[static_cast<size_t>(moduleIndex)].rows(nullptr, &cancel);
            return rows ? memoryviewer::memorySpacesPresent(*rows) : std::vector<qint64> {};
        },
        [this](const std::vector<qint64>& present) { showMemorySpaces(present); });
}

void Sidebar::showMemorySpaces(const std::vector<qint64>& present)
{
    m_memoryTypes->setPresentSpaces(present);
    if (!m_memoryTypes->isPresent(m_selection.memorySpace)) {
        // Keep the user's memory type when the new module has it; else the first one it has, in XProf's order.
        for (int row = 0; row < m_memoryTypes->rowCount(); ++row) {
            if (m_memoryTypes->isPresent(m_memoryTypes->memorySpaceAt(row))) {
                m_selection.memorySpace = m_memoryTypes->memorySpaceAt(row);
                break;
            }
        }
    }
    m_ui->memoryType->setCurrentIndex(m_memoryTypes->rowOf(m_selection.memorySpace));
    publish();
}

void Sidebar::onMemoryTypeActivated(int row)
{
    const qint64 space = m_memoryTypes->memorySpaceAt(row);
    if (space < 0 || space == m_selection.memorySpace)
        return;
    m_selection.memorySpace = space;
    publish();
}

void Sidebar::selectMemorySpace(qint64 memorySpace)
{
    const int row = m_memoryTypes->rowOf(memorySpace);
    if (row >= 0 && m_memorySpacesJob.isRunning()) {
        // The module's spaces are not known yet: showMemorySpaces() keeps this one if it has it.
        m_selection.memorySpace = memorySpace;
        return;
    }
    if (row < 0 || !m_memoryTypes->isPresent(memorySpace))
        return;
    m_ui->memoryType->setCurrentIndex(row);
    onMemoryTypeActivated(row);
}

void Sidebar::setSmallBufferSize(qint64 bytes)
{
    m_thresholdDelay->stop();
    const QSignalBlocker blocker(m_ui->smallBufferSize);
    m_ui->smallBufferSize->setValue(static_cast<int>((bytes + 1023) / 1024));
    if (m_selection.smallBufferSize == bytes)
        return;
    m_selection.smallBufferSize = bytes;
    publish();
}

void Sidebar::publish()
{
    // While the module's memory spaces are read, showMemorySpaces() publishes.
    if (m_selection.moduleIndex >= 0 && !m_memorySpacesJob.isRunning())
        Q_EMIT selectionChanged(m_selection);
}

void Sidebar::updateModuleHeading()
{
    const int total = m_modules->rowCount();
    const int shown = m_moduleProxy->rowCount();
    m_ui->moduleHeading->setText(
        shown == total ? tr("&Modules (%1)").arg(total) : tr("&Modules (%1 of %2)").arg(shown).arg(total));
}

} // namespace memscope
