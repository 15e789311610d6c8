// SPDX-License-Identifier: Apache-2.0
#include "trace/tracepage.h"

#include "core/memoryprofile/memoryprofile.h"
#include "core/trace/eventdetails.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/traceexport.h"
#include "core/util/savefile.h"
#include "core/util/units.h"
#include "export/exportactions.h"
#include "export/exportfolder.h"
#include "models/memoryprofileshare.h"
#include "trace/tracetimeline.h"
#include "ui_tracepage.h"

#include <QBuffer>
#include <QCheckBox>
#include <QDir>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>
#include <utility>

namespace memscope {

using trace::EventRef;

namespace {

    constexpr int kEventRole = Qt::UserRole + 1; // a flow item's linked event: track, event
    constexpr int kSortRole = Qt::UserRole;
    constexpr int kSearchDelayMs = 200; // a pause in typing

    QString statValueText(const trace::EventStat& stat)
    {
        switch (stat.kind) {
        case trace::EventStat::Kind::Int64:
            return QString::number(stat.int64);
        case trace::EventStat::Kind::Uint64:
            return QString::number(stat.uint64);
        case trace::EventStat::Kind::Double:
            return QString::number(stat.real, 'g', 10);
        case trace::EventStat::Kind::String:
        case trace::EventStat::Kind::Ref:
            return stat.text;
        case trace::EventStat::Kind::Bytes:
            return TracePage::tr("binary data, %1").arg(formatBytes(stat.byteCount));
        }
        return {};
    }

    // Writes the whole trace to `path` as every export is written, never leaving what a file that changed
    // under the read spoiled; the error names the file, "" when written.
    QString writeTraceFile(
        const trace::TraceModel& model, const QString& path, bool csv, const std::atomic_bool* cancel = nullptr)
    {
        QString changed;
        trace::ExportOptions options;
        options.cancel = cancel;
        const QString error = writeFileAtomically(path, [&](QIODevice& device) {
            return trace::writeTrace(
                model, options, csv ? trace::TraceFormat::Csv : trace::TraceFormat::ChromeJson, device, changed);
        });
        return changed.isEmpty() ? error : changed;
    }

} // namespace

TracePage::TracePage(QWidget* parent)
    : QWidget(parent)
    , m_statistics(new QStandardItemModel(this))
{
    // The form's widgets are kept in the members the page has always used.
    Ui::TracePage form;
    form.setupUi(this);
    m_timeline = form.timeline;
    m_search = form.search;
    m_regularExpression = form.regularExpression;
    m_searchStatus = form.searchStatus;
    m_previous = form.previous;
    m_next = form.next;
    m_status = form.status;
    m_buildProgress = form.buildProgress;
    m_cancelBuild = form.cancelBuild;
    m_details = form.details;
    m_statisticsView = form.statisticsView;
    m_exportStatistics = form.exportStatistics;
    // The splitter asked the statistics box for its size while setupUi() had
    // not yet given the title its text, and a widget not yet shown does not
    // pass a size change on to its layouts: without this the box starts as
    // narrow as an empty title.
    form.statisticsHeader->invalidate();
    form.statisticsLayout->invalidate();

    m_details->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_statistics->setHorizontalHeaderLabels({ tr("Name"), tr("Count"), tr("Total"), tr("Average"), tr("Self time") });
    m_statistics->setSortRole(kSortRole);
    m_statisticsView->setModel(m_statistics);
    m_statisticsView->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    setFocusProxy(m_timeline);

    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(kSearchDelayMs);
    connect(&m_searchDelay, &QTimer::timeout, this, &TracePage::runSearch);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_searchDelay.isActive() || (m_hits.hits.empty() && m_hits.error.isEmpty()))
            runSearch();
        showNextHit(!(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier));
    });
    connect(m_search, &QLineEdit::textChanged, &m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_regularExpression, &QCheckBox::toggled, this, &TracePage::runSearch);
    connect(m_previous, &QToolButton::clicked, this, [this] { showNextHit(false); });
    connect(m_next, &QToolButton::clicked, this, [this] { showNextHit(true); });
    connect(m_timeline, &TraceTimeline::eventSelected, this, &TracePage::showDetails);
    connect(m_timeline, &TraceTimeline::rangeSelected, this, &TracePage::showStatistics);
    connect(m_timeline, &TraceTimeline::rangeSelected, this, [this](trace::TimeRange range) {
        const std::optional<double> from = m_model ? m_model->toMemoryProfileMs(range.startPs) : std::nullopt;
        const std::optional<double> to = m_model ? m_model->toMemoryProfileMs(range.endPs) : std::nullopt;
        if (from && to)
            Q_EMIT memoryProfileRangeSelected(*from, *to);
    });
    connect(m_details, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QVariant linked = item->data(0, kEventRole);
        if (linked.isValid()) {
            const QPoint ref = linked.toPoint();
            m_timeline->selectEvent({ ref.x(), ref.y() }, true);
        }
    });
    connect(m_exportStatistics, &QPushButton::clicked, this, &TracePage::exportStatistics);
    // Cancel stops the build; so does Esc while the button shows (a button's shortcut works only
    // while it is visible). The page then says the trace was not read.
    m_cancelBuild->setShortcut(QKeySequence::Cancel);
    connect(m_cancelBuild, &QToolButton::clicked, this, [this] {
        m_building.cancel();
        showBuilding(false);
        m_status->setText(
            m_model ? tr("Reading the memory counters was cancelled.") : tr("Reading the trace was cancelled."));
    });
    m_timeline->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_timeline, &QWidget::customContextMenuRequested, this, &TracePage::showTimelineMenu);
    auto* find = new QShortcut(QKeySequence(Qt::Key_Slash), this);
    find->setContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, this, [this] { m_search->setFocus(Qt::ShortcutFocusReason); });
    showModel(nullptr);
}

TracePage::~TracePage() = default;

void TracePage::setProfile(std::shared_ptr<const Profile> profile)
{
    m_building.cancel();
    showBuilding(false);
    m_framesFirstHit = false;
    m_profile = std::move(profile);
    showModel(nullptr);
    const std::vector<trace::TraceInput> inputs
        = m_profile ? trace::traceInputs(*m_profile) : std::vector<trace::TraceInput> {};
    if (inputs.empty()) {
        m_status->setText(m_profile ? tr("This input has no trace (it is not an XSpace).") : tr("No profile is open."));
        Q_EMIT traceShown();
        return;
    }
    m_status->setText(tr("Reading the trace…"));
    auto early = std::make_shared<EarlyTrace>();
    m_earlyTrace = early;
    showBuilding(true);
    // The Memory Profile page's analysis counts the hosts as the profile lists them: the trace's when
    // it reads every host.
    std::function<std::shared_ptr<const memoryprofile::Result>()> sharedAnalysis;
    if (m_share && inputs.size() == m_profile->hosts.size())
        sharedAnalysis = [share = m_share, profile = m_profile] { return share->find(profile); };
    m_building.start(
        [inputs, early, sharedAnalysis, permille = m_buildPoll.start()](const std::atomic_bool& cancel) {
            trace::TraceBuildOptions options;
            options.cancel = &cancel;
            options.memoryProfile = sharedAnalysis;
            options.progress = [permille](int value) { permille->store(value, std::memory_order_relaxed); };
            options.withoutMemoryCounters = [early](std::shared_ptr<const trace::TraceModel> model) {
                const QMutexLocker locker(&early->mutex);
                early->model = std::move(model);
            };
            return trace::buildTrace(inputs, options);
        },
        [this](trace::TraceBuildOutcome outcome) {
            showBuilding(false);
            m_earlyTrace.reset(); // a trace without counters not shown yet is outdated
            if (!outcome.model) {
                m_status->setText(tr("The trace cannot be shown: %1").arg(outcome.error));
                showModel(nullptr);
            } else if (m_timeline->addCounters(outcome.model)) {
                // The trace shown, now with its memory counters: the view, the selection, the
                // search and the statistics stay.
                m_model = outcome.model;
                showModelStatus();
            } else {
                showModel(outcome.model);
            }
            if (std::exchange(m_framesFirstHit, false) && m_model)
                frameFirstHit();
            Q_EMIT traceShown();
        });
}

void TracePage::showBuilding(bool building)
{
    m_buildProgress->setValue(0);
    m_buildProgress->setVisible(building);
    m_cancelBuild->setVisible(building);
    if (!building)
        m_buildPoll.stop();
}

void TracePage::showBuildProgress(int permille)
{
    m_buildProgress->setValue(permille);
    std::shared_ptr<const trace::TraceModel> early;
    if (m_earlyTrace) {
        const QMutexLocker locker(&m_earlyTrace->mutex);
        early = std::move(m_earlyTrace->model);
    }
    if (early) {
        showModel(early);
        if (std::exchange(m_framesFirstHit, false))
            frameFirstHit();
    }
}

void TracePage::showModel(std::shared_ptr<const trace::TraceModel> model)
{
    m_model = std::move(model);
    m_timeline->setModel(m_model);
    m_hits = {};
    m_currentHit = -1;
    m_details->clear();
    m_statistics->removeRows(0, m_statistics->rowCount());
    m_exportStatistics->setEnabled(false);
    m_search->setEnabled(bool(m_model));
    if (m_model) {
        showModelStatus();
        if (!m_search->text().isEmpty())
            runSearch();
    }
    m_searchStatus->clear();
}

void TracePage::showModelStatus()
{
    const QString counts
        = tr("Events: %1, tracks: %2, planes: %3")
              .arg(formatNumber(qint64(m_model->eventCount())), formatNumber(qint64(m_model->trackCount())),
                  formatNumber(qint64(m_model->processes().size())));
    m_status->setText(m_building.isRunning() ? tr("%1. Reading the memory counters…").arg(counts) : counts);
}

void TracePage::runSearch()
{
    m_searchDelay.stop();
    m_hits = {};
    m_currentHit = -1;
    const QString pattern = m_search->text();
    if (!m_model || pattern.isEmpty()) {
        m_searchStatus->clear();
        return;
    }
    m_hits = m_model->search(pattern,
        m_regularExpression->isChecked() ? trace::SearchMode::RegularExpression : trace::SearchMode::Substring);
    if (!m_hits.error.isEmpty())
        m_searchStatus->setText(tr("Invalid regular expression: %1").arg(m_hits.error));
    else if (m_hits.hits.empty())
        m_searchStatus->setText(tr("No match"));
    else
        m_searchStatus->setText(tr("Matches: %1").arg(formatNumber(qint64(m_hits.hits.size()))));
}

void TracePage::showNextHit(bool forward)
{
    if (m_hits.hits.empty())
        return;
    const int count = int(m_hits.hits.size());
    m_currentHit = m_currentHit < 0 ? (forward ? 0 : count - 1) : (m_currentHit + (forward ? 1 : count - 1)) % count;
    m_timeline->selectEvent(m_hits.hits[size_t(m_currentHit)], true);
    m_searchStatus->setText(
        tr("Match %1 of %2").arg(formatNumber(qint64(m_currentHit) + 1), formatNumber(qint64(count))));
}

void TracePage::showOpExecutions(const QString& opName)
{
    {
        const QSignalBlocker quietMode(m_regularExpression); // one search, below
        const QSignalBlocker quietField(m_search);
        m_regularExpression->setChecked(true);
        m_search->setText(QStringLiteral("^%1$").arg(QRegularExpression::escape(opName)));
    }
    m_framesFirstHit = !m_model;
    if (m_model) {
        runSearch();
        frameFirstHit();
    }
}

// Of the search run last (showModel runs it once the trace is built).
void TracePage::frameFirstHit()
{
    if (m_hits.hits.empty())
        return;
    showNextHit(true);
    // A 6 ns op on a trace of 98 s is no pixel wide: shown at the whole trace it could not be seen.
    m_timeline->frameSelection();
    m_timeline->setFocus(); // the keys (F, arrows, W/S) work on it at once
}

void TracePage::showMemoryProfileRange(double fromMs, double toMs)
{
    const std::optional<qint64> from = m_model ? m_model->fromMemoryProfileMs(fromMs) : std::nullopt;
    const std::optional<qint64> to = m_model ? m_model->fromMemoryProfileMs(toMs) : std::nullopt;
    if (from && to && *from < *to)
        m_timeline->setVisibleRange({ *from, *to });
}

void TracePage::showDetails(EventRef event)
{
    m_details->clear();
    if (!m_model || !event.isValid())
        return;
    const trace::EventDetails details = trace::eventDetails(*m_model, event);
    const trace::TraceTrack& track = m_model->track(event.track);
    const trace::TraceProcess& process = m_model->processes()[size_t(track.process)];
    const qint64 origin = m_model->extent().startPs;
    const auto add = [this](QTreeWidgetItem* parent, const QString& name, const QString& value) {
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_details);
        item->setText(0, name);
        item->setText(1, value);
        return item;
    };
    add(nullptr, tr("Name"), details.name);
    // The metadata name a display name or a step name replaced (TensorFlow's EagerKernelExecute shown as step 0).
    if (!details.metadataName.isEmpty() && details.metadataName != details.name)
        add(nullptr, tr("Long name"), details.metadataName);
    add(nullptr, tr("Where"), tr("%1 / %2").arg(process.name, track.name));
    add(nullptr, tr("Start"), TraceTimeline::formatDuration(details.startPs - origin));
    add(nullptr, tr("Duration"), TraceTimeline::formatDuration(details.durationPs));
    add(nullptr, tr("Self time"), TraceTimeline::formatDuration(details.selfPs));
    if (details.groupId != trace::kNoGroup) {
        add(nullptr, tr("Group id"), QString::number(details.groupId));
        if (!details.stepName.isEmpty())
            add(nullptr, tr("Step"), details.stepName);
    }
    if (!details.error.isEmpty())
        add(nullptr, tr("Error"), details.error);
    if (!details.stats.empty()) {
        QTreeWidgetItem* stats = add(nullptr, tr("Stats"), QString::number(details.stats.size()));
        for (const trace::EventStat& stat : details.stats)
            add(stats, stat.name, statValueText(stat));
        stats->setExpanded(true);
    }
    if (!details.flows.empty()) {
        QTreeWidgetItem* flows = add(nullptr, tr("Flows"), QString::number(details.flows.size()));
        for (const trace::FlowPoint& flow : details.flows) {
            const EventRef linked { flow.track, flow.event };
            const trace::TraceTrack& other = m_model->track(flow.track);
            QTreeWidgetItem* item = add(flows, m_model->nameOf(linked).name,
                tr("%1 / %2 at %3")
                    .arg(m_model->processes()[size_t(other.process)].name, other.name,
                        TraceTimeline::formatDuration(m_model->startPs(linked) - origin)));
            item->setData(0, kEventRole, QPoint(flow.track, flow.event));
            item->setToolTip(0, tr("Activate to show this event"));
        }
        flows->setExpanded(true);
    }
}

void TracePage::showStatistics(trace::TimeRange range)
{
    m_statistics->removeRows(0, m_statistics->rowCount());
    if (!m_model)
        return;
    const auto cell = [](const QString& text, const QVariant& sortKey) {
        auto* item = new QStandardItem(text);
        item->setData(sortKey, kSortRole);
        return item;
    };
    const auto duration = [&](qint64 ps) { return cell(TraceTimeline::formatDuration(ps), ps); };
    m_statisticsView->setSortingEnabled(false);
    for (const trace::RangeStatRow& row : m_model->rangeStatistics(range)) {
        m_statistics->appendRow({ cell(row.name, row.name), cell(QString::number(row.count), row.count),
            duration(row.totalPs), duration(row.averagePs()), duration(row.selfPs) });
    }
    m_statisticsView->setSortingEnabled(true);
    m_statisticsView->sortByColumn(2, Qt::DescendingOrder);
    m_exportStatistics->setEnabled(m_statistics->rowCount() > 0);
}

QByteArray TracePage::statisticsCsv() const { return modelToCsv(*m_statistics); }

void TracePage::exportStatistics()
{
    exportTextFile(this, tr("Export range statistics"), QStringLiteral("trace-range-statistics"), QStringLiteral("csv"),
        tr("CSV files (*.csv)"), [this] { return statisticsCsv(); });
}

void TracePage::showTimelineMenu(const QPoint& position)
{
    QMenu menu(this);
    addImageExportActions(&menu, exportTargets().front(), this);
    menu.addSeparator();
    QAction* json = menu.addAction(tr("Export Trace as Chrome JSON…"));
    QAction* csv = menu.addAction(tr("Export Events as CSV…"));
    json->setEnabled(m_model && !m_exporting.isRunning());
    csv->setEnabled(json->isEnabled());
    connect(json, &QAction::triggered, this, [this] { exportTrace(false); });
    connect(csv, &QAction::triggered, this, [this] { exportTrace(true); });
    menu.exec(m_timeline->mapToGlobal(position));
}

void TracePage::exportTrace(bool csv)
{
    const QString path = csv ? askExportPath(this, tr("Export events"), QStringLiteral("trace"), QStringLiteral("csv"),
                             tr("CSV files (*.csv)"))
                             : askExportPath(this, tr("Export trace"), QStringLiteral("trace"), QStringLiteral("json"),
                                 tr("Chrome trace-event JSON (*.json)"));
    if (path.isEmpty())
        return;
    m_status->setText(tr("Writing %1…").arg(QDir::toNativeSeparators(path)));
    std::shared_ptr<const trace::TraceModel> model = m_model;
    m_exporting.start(
        [model, path, csv](const std::atomic_bool& cancel) { return writeTraceFile(*model, path, csv, &cancel); },
        [this, path](const QString& error) {
            m_status->setText(error.isEmpty() ? tr("Wrote %1").arg(QDir::toNativeSeparators(path)) : error);
            reportExportError(this, error);
        });
}

QList<ExportTarget> TracePage::exportTargets() const
{
    return { { QStringLiteral("trace-viewer-timeline"), tr("Trace Viewer Timeline"), m_timeline } };
}

bool TracePage::exportAll(const QString& dir, const QStringList& formats, QString* error)
{
    return exportPageToFolder(
        this, m_timeline, dir, formats, [this] { return exportTargets(); },
        [this](const QDir& folder, QString* writeError) {
            if (!m_model)
                return true;
            // The whole trace as Chrome trace-event JSON, as memscope-report trace writes it.
            *writeError = writeTraceFile(*m_model, folder.filePath(QStringLiteral("trace.json")), false);
            return writeError->isEmpty();
        },
        error);
}

} // namespace memscope
