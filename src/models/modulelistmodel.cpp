// SPDX-License-Identifier: Apache-2.0
#include "models/modulelistmodel.h"

#include "core/util/units.h"
#include "hlo.pb.h"
#include "models/analysiscache.h"

#include <QCoreApplication>
#include <QLocale>

namespace memscope {

memoryviewer::Options modulePeakOptions()
{
    memoryviewer::Options options = memoryviewer::defaultModuleOptions();
    options.renderDot = true; // costs little next to the analysis, and the Memory Viewer needs it
    return options;
}

ModulePeak computeModulePeak(const HloModule& module, const AnalysisCache& analyses, const std::atomic_bool* cancel)
{
    if (!module.proto)
        return { 0, QCoreApplication::translate("ModuleListModel", "The module carries no HloProto."), nullptr };
    memoryviewer::Options options = modulePeakOptions();
    options.cancel = cancel;
    std::shared_ptr<const memoryviewer::Result> result = analyses.find(module.proto, options);
    if (!result)
        result = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*module.proto, options));
    if (!result->ok())
        return { 0, result->error, result };
    return { memoryviewer::peakBytes(*result), {}, result };
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
        Q_EMIT peaksComputed();
        return;
    }
    const size_t index = m_nextToCompute;
    // The job holds the profile and the cache, so either outlives a job still running when the model goes.
    m_peakJob.start(
        [profile = m_profile, analyses = m_analyses, index](
            const std::atomic_bool& cancel) { return computeModulePeak(profile->modules[index], *analyses, &cancel); },
        [this, index](ModulePeak peak) {
            if (peak.error.isEmpty() && m_largest.offer(index, peak.bytes))
                m_analyses->insert(m_profile->modules[index].proto, modulePeakOptions(), peak.analysis);
            peak.analysis.reset(); // the rows keep only the numbers
            m_peaks[index] = std::move(peak);
            ++m_nextToCompute;
            const int row = static_cast<int>(index);
            Q_EMIT dataChanged(this->index(row, 0), this->index(row, ColumnCount - 1));
            computeNextPeak();
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
