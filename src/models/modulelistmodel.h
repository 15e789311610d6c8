// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/defaultmodule.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/profile.h"
#include "models/analysiscache.h"
#include "models/jobtracker.h"

#include <QAbstractTableModel>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace memscope {

// The HBM peak of one module in bytes, or the analysis error, with the
// analysis it came from (HBM, default threshold, with the timeline's DOT: what
// the Memory Viewer shows first). Slow on big modules: call it off the UI thread.
struct ModulePeak
{
    qint64 bytes = 0;
    QString error;
    std::shared_ptr<const memoryviewer::Result> analysis;
};
memoryviewer::Options modulePeakOptions();
// The full analysis with modulePeakOptions() (the one the Memory Viewer shows first); taken from
// `analyses` when it is there.
ModulePeak computeModulePeak(
    const HloModule& module, const AnalysisCache& analyses, const std::atomic_bool* cancel = nullptr);
// The peak alone (Options::peakOnly): `analysis` stays empty.
ModulePeak measureModulePeak(const HloModule& module, const std::atomic_bool* cancel = nullptr);

// The modules of a profile with their HBM peaks: column 0 "name(program_id)",
// column 1 the peak. Peaks are measured off the UI thread after setProfile():
// the largest module (in bytes) with its heap curve, which is left in
// analyses(), on one thread, the others one after the other (the peak alone: a
// fraction of the analysis) on another. The document shares analyses() with its
// Memory Viewer (shareAnalyses()), which draws the chart of the module with the
// largest peak from that curve when it is the one. Each row updates as its peak
// arrives; peaksComputed() fires when all are known. Sort with SortRole (raw
// numbers).
class ModuleListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        PeakColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole, // name (case-insensitive key) or peak bytes (-1 while unknown)
        PeakBytesRole, // qint64, invalid QVariant while unknown or failed
        ModuleIndexRole, // int: index into Profile::modules
    };

    explicit ModuleListModel(QObject* parent = nullptr);

    void setProfile(std::shared_ptr<const Profile> profile);
    std::shared_ptr<const Profile> profile() const { return m_profile; }
    void shareAnalyses(std::shared_ptr<AnalysisCache> analyses) { m_analyses = std::move(analyses); }
    const std::shared_ptr<AnalysisCache>& analyses() const { return m_analyses; }

    bool peaksComplete() const { return m_known >= m_peaks.size(); }
    int peaksKnown() const { return static_cast<int>(m_known); }
    // The row of the module with the largest known peak (of equal peaks the first), -1 when there is none.
    int largestPeakRow() const;
    // largestPeakRow(), or before any peak is known the largest module in bytes (measured first).
    int likelyLargestRow() const;
    std::optional<qint64> peakBytes(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void peaksComputed();
    void peaksMeasured(int known, int total); // after every batch, complete or not

private:
    // The peaks after the largest module's, a batch at a time.
    void computeNextPeaks();
    void takePeaks(const std::vector<size_t>& rows, std::vector<ModulePeak> peaks);

    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<AnalysisCache> m_analyses = std::make_shared<AnalysisCache>();
    std::vector<std::optional<ModulePeak>> m_peaks; // per module; empty while unknown
    std::shared_ptr<const std::vector<size_t>> m_order; // the rows, the largest module first
    size_t m_known = 0; // peaks known
    size_t m_nextPosition = 1; // in m_order, of the next batch
    JobTracker m_largestJob { this }; // order[0], with its heap curve
    JobTracker m_peakJob { this }; // the others
};

} // namespace memscope
