// SPDX-License-Identifier: Apache-2.0
#include "models/modulelistmodel.h"

#include "core/format/hlorows.h"
#include "core/util/units.h"
#include "hlo.pb.h"
#include "models/analysiscache.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

namespace memscope {

memoryviewer::Options modulePeakOptions()
{
    memoryviewer::Options options = memoryviewer::defaultModuleOptions();
    options.renderDot = true; // costs little next to the analysis, and the Memory Viewer needs it
    return options;
}

namespace {

    constexpr qint64 kPeakBatchMs = 50;

    // analyses == nullptr: the peak alone (nothing cached or kept); otherwise the full analysis, from the cache
    // when there.
    ModulePeak peakOf(const HloModule& module, const AnalysisCache* analyses, const std::atomic_bool* cancel)
    {
        // The peak alone reads the module for this measure only; the full analysis keeps its rows (it is shown).
        QString error;
        const std::shared_ptr<const format::HloRows> rows
            = analyses ? module.rows(&error) : module.rowsForBuffers(&error, cancel);
        if (!rows)
            return { 0,
                error.isEmpty() ? QCoreApplication::translate("ModuleListModel", "The module carries no HloProto.")
                                : error,
                nullptr };
        memoryviewer::Options options = modulePeakOptions();
        options.peakOnly = analyses == nullptr;
        options.cancel = cancel;
        std::shared_ptr<const memoryviewer::Result> result = analyses ? analyses->find(rows, options) : nullptr;
        if (!result)
            result = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*rows, options));
        std::shared_ptr<const memoryviewer::Result> kept = analyses ? result : nullptr;
        if (!result->ok())
            return { 0, result->error, std::move(kept) };
        return { memoryviewer::peakBytes(*result), {}, std::move(kept) };
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
    m_peakJob.cancel();
    beginResetModel();
    m_profile = std::move(profile);
    m_peaks.assign(m_profile ? m_profile->modules.size() : 0, std::nullopt);
    m_nextToCompute = 0;
    m_largest = {};
    endResetModel();
    computeNextPeak();
}

void ModuleListModel::computeNextPeak()
{
    if (peaksComplete()) {
        analyseLargest();
        return;
    }
    const size_t first = m_nextToCompute;
    std::shared_ptr<const Profile> profile = m_profile; // keeps the modules alive while the job runs
    // Small modules go in batches of about kPeakBatchMs: the list re-sorts and
    // re-measures its rows on every change, which took seconds with thousands of
    // modules updated one by one.
    m_peakJob.start(
        [profile, first](const std::atomic_bool& cancel) {
            // The only module is the one shown: its rows are kept for the full analysis that follows.
            if (profile->modules.size() == 1)
                profile->modules[0].rows();
            std::vector<ModulePeak> peaks;
            QElapsedTimer batch;
            batch.start();
            for (size_t index = first; index < profile->modules.size() && !cancel.load(); ++index) {
                peaks.push_back(measureModulePeak(profile->modules[index], &cancel));
                if (batch.elapsed() >= kPeakBatchMs)
                    break;
            }
            return peaks;
        },
        [this, first](std::vector<ModulePeak> peaks) {
            for (ModulePeak& peak : peaks) {
                if (peak.error.isEmpty())
                    m_largest.offer(m_nextToCompute, peak.bytes);
                m_peaks[m_nextToCompute++] = std::move(peak);
            }
            if (peaks.empty())
                return;
            Q_EMIT dataChanged(
                index(static_cast<int>(first), 0), index(static_cast<int>(m_nextToCompute) - 1, ColumnCount - 1));
            computeNextPeak();
        });
}

void ModuleListModel::analyseLargest()
{
    const int row = largestPeakRow();
    if (row < 0) {
        Q_EMIT peaksComputed();
        return;
    }
    // The job holds the profile and the cache, so either outlives a job still running when the model goes.
    m_peakJob.start(
        [profile = m_profile, analyses = m_analyses, row](const std::atomic_bool& cancel) {
            return computeModulePeak(profile->modules[static_cast<size_t>(row)], *analyses, &cancel);
        },
        [this, row](ModulePeak peak) {
            if (peak.error.isEmpty())
                m_analyses->insert(
                    m_profile->modules[static_cast<size_t>(row)].rows(), modulePeakOptions(), peak.analysis);
            Q_EMIT peaksComputed();
        });
}

int ModuleListModel::largestPeakRow() const { return m_largest.index() ? static_cast<int>(*m_largest.index()) : -1; }

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
