// SPDX-License-Identifier: Apache-2.0
#include "models/modulelistmodel.h"

#include "core/format/hlorows.h"
#include "core/util/units.h"
#include "hlo.pb.h"
#include "models/analysiscache.h"
#include "models/jobtracker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <numeric>

namespace memscope {

memoryviewer::Options modulePeakOptions()
{
    memoryviewer::Options options = memoryviewer::defaultModuleOptions();
    options.renderDot = true; // costs little next to the analysis, and the Memory Viewer needs it
    return options;
}

namespace {

    constexpr qint64 kPeakBatchMs = 50;
    constexpr size_t kMostListUpdates = 20; // from the peak batches, however slow the machine

    ModulePeak unreadable(const QString& error)
    {
        return { 0,
            error.isEmpty()
                ? QCoreApplication::translate("memscope::ModuleListModel", "The module carries no HloProto.")
                : error,
            nullptr };
    }

    ModulePeak peakFrom(std::shared_ptr<const memoryviewer::Result> result, bool keep)
    {
        std::shared_ptr<const memoryviewer::Result> kept = keep ? result : nullptr;
        if (!result->ok())
            return { 0, result->error, std::move(kept) };
        return { result->peakHeapBytes, {}, std::move(kept) };
    }

    // analyses == nullptr: the peak alone (nothing cached or kept); otherwise the full analysis, from the cache
    // when there.
    ModulePeak peakOf(const HloModule& module, const AnalysisCache* analyses, const std::atomic_bool* cancel)
    {
        // The peak alone reads the module for this measure only; the full analysis keeps its rows (it is shown).
        QString error;
        const std::shared_ptr<const format::HloRows> rows
            = analyses ? module.rows(&error) : module.rowsForBuffers(&error, cancel);
        if (!rows)
            return unreadable(error);
        memoryviewer::Options options = modulePeakOptions();
        options.peakOnly = analyses == nullptr;
        options.cancel = cancel;
        std::shared_ptr<const memoryviewer::Result> result = analyses ? analyses->find(rows, options) : nullptr;
        if (!result)
            result = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*rows, options));
        return peakFrom(std::move(result), analyses != nullptr);
    }

    // The peak of the module most likely shown, measured with its heap curve (or, when small, its full
    // analysis), which is left in `analyses` for the Memory Viewer; its rows are kept for its full analysis.
    ModulePeak measurePeakWithHeapCurve(
        const HloModule& module, AnalysisCache& analyses, const std::atomic_bool* cancel)
    {
        QString error;
        const std::shared_ptr<const format::HloRows> rows = module.rows(&error);
        if (!rows)
            return unreadable(error);
        memoryviewer::Options options = modulePeakOptions();
        options.cancel = cancel;
        // A small module is shown in one step (showsHeapCurveFirst): its full analysis is left instead.
        return peakFrom(
            showsHeapCurveFirst(*rows) ? analyses.analyzeHeapCurve(rows, options) : analyses.analyze(rows, options),
            false);
    }

} // namespace

ModulePeak computeModulePeak(const HloModule& module, const AnalysisCache& analyses, const std::atomic_bool* cancel)
{
    return peakOf(module, &analyses, cancel);
}

ModulePeak measureModulePeak(const HloModule& module, const std::atomic_bool* cancel)
{
    return peakOf(module, nullptr, cancel);
}

ModuleListModel::ModuleListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ModuleListModel::setProfile(std::shared_ptr<const Profile> profile)
{
    m_largestJob.cancel();
    m_peakJob.cancel();
    beginResetModel();
    m_profile = std::move(profile);
    const size_t count = m_profile ? m_profile->modules.size() : 0;
    m_peaks.assign(count, std::nullopt);
    // The largest module (in bytes) usually has the largest peak: it is measured with its heap curve, on a
    // thread of its own beside the others, so that the chart can follow the peaks at once.
    std::vector<size_t> order(count);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [this](size_t a, size_t b) {
        return m_profile->modules[a].serialized().size() > m_profile->modules[b].serialized().size();
    });
    m_order = std::make_shared<const std::vector<size_t>>(std::move(order));
    m_known = 0;
    m_nextPosition = 1;
    endResetModel();
    if (count == 0) {
        Q_EMIT peaksComputed();
        return;
    }
    m_largestJob.start(
        [profile = m_profile, row = m_order->front(), analyses = m_analyses](const std::atomic_bool& cancel) {
            return measurePeakWithHeapCurve(profile->modules[row], *analyses, &cancel);
        },
        [this](ModulePeak peak) { takePeaks({ m_order->front() }, { std::move(peak) }); });
    computeNextPeaks();
}

void ModuleListModel::computeNextPeaks()
{
    if (m_nextPosition >= m_order->size())
        return;
    const size_t first = m_nextPosition;
    // Small modules go in batches of about kPeakBatchMs and of at least a
    // twentieth of the modules: the list re-sorts and re-measures its rows on
    // every change, which took seconds with thousands of modules updated one by
    // one, or in batches of a time alone on a busy machine. The jobs hold the
    // profile and the cache, so either outlives a job still running when the
    // model goes.
    m_peakJob.start(
        [profile = m_profile, order = m_order, first](const std::atomic_bool& cancel) {
            const size_t leastBatch = std::max<size_t>(1, order->size() / kMostListUpdates);
            std::vector<ModulePeak> peaks(order->size() - first);
            std::atomic<size_t> next = first;
            QElapsedTimer batch;
            batch.start();
            // Two workers take the next module in turn: the second gets a core
            // when the largest module's job ends (the pool has one per core).
            // Every position taken is measured, so the batch is [first, next).
            const auto measure = [&] {
                while (!cancel.load() && (next.load() - first < leastBatch || batch.elapsed() < kPeakBatchMs)) {
                    const size_t position = next.fetch_add(1);
                    if (position >= order->size())
                        return;
                    peaks[position - first] = measureModulePeak(profile->modules[(*order)[position]], &cancel);
                }
            };
            QFuture<void> helper = QtConcurrent::run(&workerPool(), measure);
            measure();
            helper.waitForFinished();
            peaks.resize(std::min(next.load(), order->size()) - first);
            return peaks;
        },
        [this, first](std::vector<ModulePeak> peaks) {
            if (peaks.empty())
                return;
            m_nextPosition = first + peaks.size();
            takePeaks(std::vector<size_t>(m_order->begin() + static_cast<std::ptrdiff_t>(first),
                          m_order->begin() + static_cast<std::ptrdiff_t>(m_nextPosition)),
                std::move(peaks));
            computeNextPeaks();
        });
}

void ModuleListModel::takePeaks(const std::vector<size_t>& rows, std::vector<ModulePeak> peaks)
{
    const auto [firstRow, lastRow] = std::minmax_element(rows.begin(), rows.end());
    for (size_t i = 0; i < rows.size(); ++i)
        m_peaks[rows[i]] = std::move(peaks[i]);
    m_known += rows.size();
    Q_EMIT dataChanged(index(static_cast<int>(*firstRow), 0), index(static_cast<int>(*lastRow), ColumnCount - 1));
    Q_EMIT peaksMeasured(peaksKnown(), rowCount());
    if (peaksComplete())
        Q_EMIT peaksComputed();
}

int ModuleListModel::likelyLargestRow() const
{
    const int row = largestPeakRow();
    return row >= 0 || !m_order || m_order->empty() ? row : static_cast<int>(m_order->front());
}

int ModuleListModel::largestPeakRow() const
{
    // In the modules' order, whatever order they were measured in: of equal peaks the first.
    memoryviewer::LargestPeak largest;
    for (size_t row = 0; row < m_peaks.size(); ++row) {
        if (const std::optional<qint64> bytes = peakBytes(static_cast<int>(row)))
            largest.offer(row, *bytes);
    }
    return largest.index() ? static_cast<int>(*largest.index()) : -1;
}

std::optional<qint64> ModuleListModel::peakBytes(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_peaks.size()) || !m_peaks[row] || !m_peaks[row]->error.isEmpty())
        return std::nullopt;
    return m_peaks[row]->bytes;
}

int ModuleListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_peaks.size());
}

int ModuleListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ModuleListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HloModule& module = m_profile->modules[index.row()];
    const std::optional<ModulePeak>& peak = m_peaks[index.row()];
    const std::optional<qint64> bytes = peakBytes(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return module.displayName;
        if (!peak)
            return tr("…");
        return bytes ? formatBytes(*bytes) : tr("error");
    case Qt::ToolTipRole:
        if (index.column() == NameColumn)
            return module.host.isEmpty() ? module.displayName
                                         : tr("%1\nfrom host %2").arg(module.displayName, module.host);
        if (!peak)
            return tr("Computing the HBM peak…");
        return bytes ? tr("HBM peak: %1 (%2 bytes)").arg(formatBytes(*bytes), QLocale().toString(*bytes))
                     : tr("The HBM peak could not be computed: %1").arg(peak->error);
    case Qt::TextAlignmentRole:
        return index.column() == PeakColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        if (index.column() == NameColumn)
            return module.displayName.toCaseFolded();
        return bytes ? *bytes : qint64(-1);
    case PeakBytesRole:
        return bytes ? QVariant(*bytes) : QVariant();
    case ModuleIndexRole:
        return index.row();
    default:
        return {};
    }
}

QVariant ModuleListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Module") : tr("HBM peak");
}

} // namespace memscope
