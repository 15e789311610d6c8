// SPDX-License-Identifier: Apache-2.0
#include "compare/memoryviewercomparepage.h"

#include "compare/comparisonchart.h"
#include "compare/deltatable.h"
#include "core/compare/compareoutput.h"
#include "core/compare/deltatext.h"
#include "core/format/hlorows.h"
#include "core/memoryviewer/defaultmodule.h"
#include "core/util/units.h"
#include "models/buffermatchmodel.h"
#include "models/peakbuffermodel.h"
#include "ui_memoryviewercomparepage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTreeView>
#include <algorithm>

namespace memscope {

using compare::BufferChange;
using compare::BufferMatch;
using compare::ModuleComparison;

namespace {

    // The four lists, then the unchanged pairs (where a buffer that only moved in program order is).
    constexpr BufferChange kLists[] = { BufferChange::Grown, BufferChange::Shrunk, BufferChange::OnlyInA,
        BufferChange::OnlyInB, BufferChange::Unchanged };

    struct Analysis
    {
        int moduleA = -1;
        int moduleB = -1;
        std::shared_ptr<const ModuleComparison> comparison;
        QString error;
        QString note; // what the user should know about the modules compared
    };

    // The module a side starts with: the one given, else for B the module of
    // A's name, else the largest peak in the memory space.
    int defaultModule(const Profile& profile, int given, const HloModule* pairWith, qint64 memorySpace)
    {
        if (given >= 0 && given < static_cast<int>(profile.modules.size()))
            return given;
        if (pairWith) {
            if (const HloModule* paired = compare::pairedModule(*pairWith, profile.modules))
                return static_cast<int>(paired - profile.modules.data());
        }
        memoryviewer::Options options = memoryviewer::defaultModuleOptions();
        options.memorySpace = memorySpace;
        options.peakOnly = true;
        memoryviewer::LargestPeak largest;
        for (size_t i = 0; i < profile.modules.size(); ++i) {
            if (const std::shared_ptr<const format::HloRows> rows = profile.modules[i].rowsForBuffers())
                largest.offer(i, memoryviewer::analyze(*rows, options).peakHeapBytes);
        }
        return largest.index() ? static_cast<int>(*largest.index()) : -1;
    }

    QString escaped(const QString& text) { return text.toHtmlEscaped(); }

    QString lifetime(const memoryviewer::BufferDetails& buffer)
    {
        return buffer.spanStart < 0
            ? MemoryViewerComparePage::tr("whole program")
            : MemoryViewerComparePage::tr("%1 to %2").arg(buffer.spanStart).arg(buffer.spanLimit);
    }

} // namespace

MemoryViewerComparePage::MemoryViewerComparePage(
    ComparisonSide a, ComparisonSide b, qint64 memorySpace, QWidget* parent)
    : QWidget(parent)
    , m_sides { std::move(a), std::move(b) }
    , m_memorySpace(memorySpace)
    , m_jobs(this)
    , m_ui(std::make_unique<Ui::MemoryViewerComparePage>())
{
    m_ui->setupUi(this);
    for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
        connect(moduleBox(side), &QComboBox::activated, this, [this, side](int row) {
            m_sides[side].moduleIndex = moduleBox(side)->itemData(row).toInt();
            fillMemoryTypes();
            analyse();
        });
    }
    connect(m_ui->compareMemoryType, &QComboBox::activated, this, [this](int row) {
        m_memorySpace = m_ui->compareMemoryType->itemData(row).toLongLong();
        analyse();
    });
    connect(m_ui->compareAxis, &QComboBox::activated, this, &MemoryViewerComparePage::updateChart);

    for (const BufferChange change : kLists) {
        auto* model = new BufferMatchModel(change, this);
        auto* proxy = new QSortFilterProxyModel(this);
        proxy->setSourceModel(model);
        proxy->setSortRole(Qt::UserRole);
        auto* view = new QTreeView(m_ui->compareBufferLists);
        view->setObjectName(QStringLiteral("list_") + compare::bufferChangeKey(change));
        view->setModel(proxy);
        view->setRootIsDecorated(false);
        view->setUniformRowHeights(true);
        view->setSortingEnabled(true);
        // Growth first where things grew, the largest loss first where they shrank; unchanged pairs by size.
        const bool unchanged = change == BufferChange::Unchanged;
        view->sortByColumn(unchanged ? BufferMatchModel::SizeAColumn : BufferMatchModel::DeltaColumn,
            unchanged || change == BufferChange::Grown || change == BufferChange::OnlyInB ? Qt::DescendingOrder
                                                                                          : Qt::AscendingOrder);
        view->setMouseTracking(true);
        view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->header()->setSectionResizeMode(BufferMatchModel::BufferColumn, QHeaderView::Stretch);
        view->header()->setStretchLastSection(false);
        connect(view, &QTreeView::entered, this,
            [this, view](const QModelIndex& index) { showMatch(matchAt(view, index)); });
        connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this, view](const QModelIndex& index) { showMatch(matchAt(view, index)); });
        m_ui->compareBufferLists->addTab(view, compare::bufferChangeLabel(change));
        m_listViews.emplace_back(view, model);
    }

    m_ui->compareFigures->setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    m_ui->detailsScroll->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    m_ui->bottom->setSizes({ 900, 600 });

    fillModuleBoxes();
    analyse();
}

MemoryViewerComparePage::~MemoryViewerComparePage() = default;

QComboBox* MemoryViewerComparePage::moduleBox(ComparisonChart::Side side) const
{
    return side == ComparisonChart::A ? m_ui->moduleA : m_ui->moduleB;
}

QComboBox* MemoryViewerComparePage::memoryTypeBox() const { return m_ui->compareMemoryType; }

QComboBox* MemoryViewerComparePage::axisBox() const { return m_ui->compareAxis; }

DeltaTable* MemoryViewerComparePage::figureTable() const { return m_ui->compareFigures; }

ComparisonChart* MemoryViewerComparePage::chart() const { return m_ui->compareCurves; }

QTabWidget* MemoryViewerComparePage::listTabs() const { return m_ui->compareBufferLists; }

QLabel* MemoryViewerComparePage::detailsCard() const { return m_ui->compareDetails; }

QString MemoryViewerComparePage::error() const { return m_error; }

QTreeView* MemoryViewerComparePage::listView(BufferChange change) const
{
    for (const auto& [view, model] : m_listViews) {
        if (model->change() == change)
            return view;
    }
    return nullptr;
}

void MemoryViewerComparePage::fillModuleBoxes()
{
    for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
        QComboBox* box = moduleBox(side);
        box->clear();
        const std::vector<HloModule>& modules = m_sides[side].profile->modules;
        for (size_t i = 0; i < modules.size(); ++i)
            box->addItem(modules[i].displayName, static_cast<int>(i));
        box->setCurrentIndex(box->findData(m_sides[side].moduleIndex));
    }
}

void MemoryViewerComparePage::fillMemoryTypes()
{
    std::vector<qint64> spaces;
    for (const ComparisonSide& side : m_sides) {
        // Read by the analysis, off the UI thread, and kept.
        const std::shared_ptr<const format::HloRows> rows
            = side.moduleIndex < 0 ? nullptr : side.profile->modules[static_cast<size_t>(side.moduleIndex)].rows();
        if (!rows)
            continue;
        for (const qint64 space : memoryviewer::memorySpacesPresent(*rows)) {
            if (std::find(spaces.begin(), spaces.end(), space) == spaces.end())
                spaces.push_back(space);
        }
    }
    if (std::find(spaces.begin(), spaces.end(), m_memorySpace) == spaces.end())
        spaces.push_back(m_memorySpace);
    std::sort(spaces.begin(), spaces.end());
    m_ui->compareMemoryType->clear();
    for (const qint64 space : spaces)
        m_ui->compareMemoryType->addItem(memorySpaceName(space), space);
    m_ui->compareMemoryType->setCurrentIndex(m_ui->compareMemoryType->findData(m_memorySpace));
}

void MemoryViewerComparePage::analyse()
{
    m_ui->compareStatus->setText(tr("Comparing…"));
    m_ui->compareStatus->show();
    const ComparisonSide a = m_sides[0];
    const ComparisonSide b = m_sides[1];
    const qint64 memorySpace = m_memorySpace;
    m_jobs.start(
        [a, b, memorySpace](const std::atomic_bool& cancel) {
            Analysis analysis;
            analysis.moduleA = defaultModule(*a.profile, a.moduleIndex, nullptr, memorySpace);
            const HloModule* moduleA
                = analysis.moduleA < 0 ? nullptr : &a.profile->modules[static_cast<size_t>(analysis.moduleA)];
            analysis.moduleB = defaultModule(*b.profile, b.moduleIndex, moduleA, memorySpace);
            if (moduleA && analysis.moduleB >= 0 && b.moduleIndex < 0
                && compare::modulePairing(*moduleA, b.profile->modules[static_cast<size_t>(analysis.moduleB)])
                    == compare::ModulePairing::None)
                analysis.note = tr("B has no module named %1: it shows its module with the largest peak. "
                                   "Choose another above.")
                                    .arg(moduleA->name);
            if (analysis.moduleA < 0 || analysis.moduleB < 0) {
                analysis.error = tr("%1 has no XLA module with a buffer assignment to compare.")
                                     .arg(analysis.moduleA < 0 ? a.profile->path : b.profile->path);
                return analysis;
            }
            const HloModule& moduleB = b.profile->modules[static_cast<size_t>(analysis.moduleB)];
            memoryviewer::Options options;
            options.memorySpace = memorySpace;
            options.cancel = &cancel;
            const std::shared_ptr<const format::HloRows> rowsA = moduleA->rows(&analysis.error);
            const std::shared_ptr<const format::HloRows> rowsB = rowsA ? moduleB.rows(&analysis.error) : nullptr;
            if (!rowsA || !rowsB)
                return analysis;
            auto resultA = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*rowsA, options));
            auto resultB = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*rowsB, options));
            for (const auto& [result, module] :
                { std::pair(resultA.get(), moduleA), std::pair(resultB.get(), &moduleB) }) {
                if (!result->ok()) {
                    analysis.error = tr("Module %1: %2").arg(module->displayName, result->error);
                    return analysis;
                }
            }
            analysis.comparison = std::make_shared<const ModuleComparison>(
                compare::compareModules(std::move(resultA), std::move(resultB)));
            return analysis;
        },
        [this](Analysis analysis) {
            m_sides[0].moduleIndex = analysis.moduleA;
            m_sides[1].moduleIndex = analysis.moduleB;
            fillModuleBoxes();
            fillMemoryTypes();
            showComparison(std::move(analysis.comparison), analysis.error.isEmpty() ? analysis.note : analysis.error);
        });
}

void MemoryViewerComparePage::showComparison(std::shared_ptr<const ModuleComparison> comparison, const QString& status)
{
    m_comparison = std::move(comparison);
    m_error = m_comparison ? QString() : status;
    m_ui->compareStatus->setText(status);
    m_ui->compareStatus->setVisible(!status.isEmpty());
    // Without a comparison the message says why, alone in the page: empty figures, an empty chart and
    // five empty lists would say nothing.
    m_ui->compareStatus->setAlignment(m_comparison ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
    m_ui->vertical->setVisible(m_comparison != nullptr);
    m_ui->compareFigures->clear();
    if (m_comparison) {
        for (const compare::ModuleFigure figure : compare::moduleFigures())
            m_ui->compareFigures->addRow(compare::moduleFigureLabel(figure), m_comparison->figure(figure));
    }
    for (const auto& [view, model] : m_listViews) {
        model->setComparison(m_comparison);
        m_ui->compareBufferLists->setTabText(m_ui->compareBufferLists->indexOf(view),
            tr("%1 (%2)").arg(compare::bufferChangeLabel(model->change())).arg(model->rowCount()));
    }
    // An empty list tells nothing: when the one shown has no buffers, show the first list that has some.
    const auto shown = std::find_if(m_listViews.begin(), m_listViews.end(),
        [this](const auto& list) { return list.first == m_ui->compareBufferLists->currentWidget(); });
    if (shown != m_listViews.end() && shown->second->rowCount() == 0) {
        const auto filled = std::find_if(
            m_listViews.begin(), m_listViews.end(), [](const auto& list) { return list.second->rowCount() > 0; });
        if (filled != m_listViews.end())
            m_ui->compareBufferLists->setCurrentWidget(filled->first);
    }
    updateChart();
    showMatch(nullptr);
    Q_EMIT comparisonChanged();
}

double MemoryViewerComparePage::chartX(int point, int count) const
{
    return m_ui->compareAxis->currentIndex() == 1 ? compare::normalisedPosition(point, count) : point;
}

void MemoryViewerComparePage::updateChart()
{
    const bool normalised = m_ui->compareAxis->currentIndex() == 1;
    m_ui->compareCurves->setXAxisTitle(normalised ? tr("Program order (% of each module's)") : tr("Program order"));
    m_ui->compareCurves->setIntegerX(!normalised);
    m_ui->compareCurves->setXFormat(normalised ? ComparisonChart::XFormat([](double x, int decimals) {
        return tr("%1 %").arg(formatNumber(x, std::max(decimals, 0)));
    })
                                               : [](double x, int) { return formatNumber(x, 0); });
    for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
        ComparisonChart::Series series;
        if (m_comparison) {
            const compare::Curve& curve = side == ComparisonChart::A ? m_comparison->curveA : m_comparison->curveB;
            const int count = static_cast<int>(curve.heapBytes.size());
            series.points.reserve(curve.heapBytes.size());
            for (int i = 0; i < count; ++i)
                series.points.emplace_back(
                    chartX(i, count), static_cast<double>(curve.heapBytes[static_cast<size_t>(i)]));
            series.peakIndex = curve.peakIndex;
            const QString module = moduleBox(side)->currentText();
            series.name = side == ComparisonChart::A ? tr("A: %1").arg(module) : tr("B: %1").arg(module);
        }
        m_ui->compareCurves->setSeries(side, std::move(series));
        m_ui->compareCurves->setHighlight(side, std::nullopt);
    }
}

const BufferMatch* MemoryViewerComparePage::matchAt(QTreeView* view, const QModelIndex& index) const
{
    if (!index.isValid() || !m_comparison)
        return nullptr;
    const int row = view->model()->data(index, BufferMatchModel::MatchRole).toInt();
    return &m_comparison->buffers[static_cast<size_t>(row)];
}

void MemoryViewerComparePage::showMatch(const BufferMatch* match)
{
    if (!match || !m_comparison) {
        m_ui->compareDetails->setText(m_comparison
                ? tr("Point at a buffer in the lists to see both sides here; its lifetime is "
                     "shaded on both curves.")
                : QString());
        m_ui->compareCurves->setHighlight(ComparisonChart::A, std::nullopt);
        m_ui->compareCurves->setHighlight(ComparisonChart::B, std::nullopt);
        return;
    }
    const std::optional<memoryviewer::BufferDetails> buffers[2]
        = { m_comparison->bufferA(*match), m_comparison->bufferB(*match) };
    const compare::Curve* curves[2] = { &m_comparison->curveA, &m_comparison->curveB };
    for (const ComparisonChart::Side side : { ComparisonChart::A, ComparisonChart::B }) {
        const std::optional<memoryviewer::BufferDetails>& buffer = buffers[side];
        const int count = static_cast<int>(curves[side]->heapBytes.size());
        // The lifetime as the Memory Viewer shades it on its own chart.
        if (buffer) {
            const ProgramOrderSpan span = overlaySpan(buffer->spanStart, buffer->spanLimit, count - 1);
            m_ui->compareCurves->setHighlight(side, std::pair(chartX(span.start, count), chartX(span.limit, count)));
        } else {
            m_ui->compareCurves->setHighlight(side, std::nullopt);
        }
    }
    const auto cell = [&](int side, const std::function<QString(const memoryviewer::BufferDetails&)>& text) {
        return buffers[side] ? escaped(text(*buffers[side])) : QStringLiteral("—");
    };
    const std::pair<QString, std::function<QString(const memoryviewer::BufferDetails&)>> rows[] = {
        { tr("Instruction"),
            [](const memoryviewer::BufferDetails& b) { return b.isSmallGroup() ? b.label : b.instructionName; } },
        { tr("Shape"), [](const memoryviewer::BufferDetails& b) { return b.shape; } },
        { tr("Framework op"), [](const memoryviewer::BufferDetails& b) { return b.tfOpName; } },
        { tr("Op code"), [](const memoryviewer::BufferDetails& b) { return b.opcode; } },
        { tr("Allocation type"), [](const memoryviewer::BufferDetails& b) { return b.allocationType; } },
        { tr("Size"), [](const memoryviewer::BufferDetails& b) { return formatBytes(b.sizeBytes); } },
        { tr("Unpadded size"),
            [](const memoryviewer::BufferDetails& b) {
                return b.unpaddedBytes > 0 ? formatBytes(b.unpaddedBytes) : QString();
            } },
        { tr("Padding"), [](const memoryviewer::BufferDetails& b) { return formatBytes(b.paddingBytes()); } },
        { tr("Lifetime (program order)"), lifetime },
        { tr("Position at the peak"),
            [](const memoryviewer::BufferDetails& b) { return QString::number(b.colorIndex); } },
        { tr("Source"),
            [](const memoryviewer::BufferDetails& b) {
                return b.source.file.isEmpty() ? QString()
                                               : QStringLiteral("%1:%2").arg(b.source.file).arg(b.source.line);
            } },
    };
    QString html = QStringLiteral("<b>%1</b> %2 (%3)<br>%4<table cellspacing=0 cellpadding=3>")
                       .arg(escaped(compare::bufferChangeLabel(match->change)),
                           escaped(compare::formatDeltaBytes(match->sizeBytes.delta())),
                           escaped(compare::formatDeltaPercent(match->sizeBytes.percent())),
                           escaped(match->movedInProgramOrder ? tr("Moved in program order.") : QString()));
    html += QStringLiteral("<tr><th></th><th align=left>%1</th><th align=left>%2</th></tr>").arg(tr("A"), tr("B"));
    for (const auto& [label, text] : rows)
        html += QStringLiteral("<tr><td><i>%1</i></td><td>%2</td><td>%3</td></tr>")
                    .arg(escaped(label), cell(0, text), cell(1, text));
    m_ui->compareDetails->setText(html + QStringLiteral("</table>"));
}

QList<ExportTarget> MemoryViewerComparePage::exportTargets()
{
    QList<ExportTarget> targets;
    if (m_comparison) // without one the chart is hidden: the page's image says why
        targets.append({ QStringLiteral("compare-memory-viewer-chart"), tr("Memory Viewer Comparison Chart"),
            m_ui->compareCurves });
    targets.append({ QStringLiteral("compare-memory-viewer"), tr("Memory Viewer Comparison"), this });
    return targets;
}

QList<std::pair<QString, QByteArray>> MemoryViewerComparePage::csvExports() const
{
    if (!m_comparison)
        return {};
    return { { QStringLiteral("compare-memory-viewer-figures"), compare::moduleFiguresCsv(*m_comparison) },
        { QStringLiteral("compare-memory-viewer-buffers"), compare::bufferMatchesCsv(*m_comparison) } };
}

} // namespace memscope
