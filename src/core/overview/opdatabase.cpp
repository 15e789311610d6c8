// SPDX-License-Identifier: Apache-2.0
// The device op database (B.7) and its top ops (B.13).
#include "core/overview/analyses.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace memscope::overview {

// Device ops merged across cores and hosts by (program, name) (B.7).
std::vector<OpAggregate> deviceOpDatabase(const std::vector<HostTrace>& hosts)
{
    std::map<std::pair<QString, QString>, OpAggregate> byKey;
    for (const HostTrace& host : hosts) {
        // One look-up of the key per kind of op, not per execution (a map's entries stay where they are).
        std::unordered_map<const OpKind*, OpAggregate*> aggregateOfKind;
        for (const DeviceOp& op : host.deviceOps) {
            OpAggregate*& found = aggregateOfKind[op.kind];
            if (!found)
                found = &byKey[{ op.kind->programId, op.kind->name }];
            OpAggregate& aggregate = *found;
            if (aggregate.occurrences == 0) {
                aggregate.name = op.kind->name;
                aggregate.longName = op.kind->longName;
                aggregate.category = op.kind->category;
                aggregate.provenance = op.kind->provenance;
                aggregate.shape = op.kind->shape;
            }
            ++aggregate.occurrences;
            aggregate.timePs += op.deviceSpan.length();
            aggregate.selfPs += op.selfPs;
            aggregate.isEager = aggregate.isEager || op.isEager;
            if (op.kind->flops) {
                aggregate.flops += *op.kind->flops;
                aggregate.flopsKnown = true;
            }
            if (op.kind->bytesAccessed) {
                aggregate.bytesAccessed += *op.kind->bytesAccessed;
                aggregate.bytesKnown = true;
            }
            if (op.kind->hbmBytes) {
                aggregate.hbmBytes += *op.kind->hbmBytes;
                aggregate.hbmKnown = true;
            }
        }
    }
    std::vector<OpAggregate> database;
    for (auto& [key, aggregate] : byKey)
        database.push_back(std::move(aggregate));
    return database;
}

std::vector<TopOp> topOps(const std::vector<OpAggregate>& database, HardwareType hardware)
{
    qint64 totalSelf = 0;
    for (const OpAggregate& op : database)
        totalSelf += op.selfPs;
    std::vector<const OpAggregate*> sorted;
    for (const OpAggregate& op : database)
        sorted.push_back(&op);
    std::sort(sorted.begin(), sorted.end(), [](const OpAggregate* a, const OpAggregate* b) {
        return a->selfPs != b->selfPs ? a->selfPs > b->selfPs : a->name < b->name;
    });
    const auto noCounts = [hardware](const QString& stat) {
        return hardware == HardwareType::Gpu ? OverviewText::tr(
                   "GPU traces carry no FLOP or byte counts; XProf derives them from XLA's cost analysis of the HLO.")
                                             : OverviewText::tr("The op's metadata carries no %1 stat.").arg(stat);
    };
    std::vector<TopOp> rows;
    double cumulative = 0;
    for (const OpAggregate* op : sorted) {
        if (static_cast<int>(rows.size()) == kTopOpCount)
            break;
        TopOp row;
        row.name = op->name;
        row.longName = op->longName;
        row.category = op->category;
        row.provenance = op->provenance;
        row.occurrences = op->occurrences;
        row.selfTimeMs = static_cast<double>(op->selfPs) / 1e9;
        row.totalTimeMs = static_cast<double>(op->timePs) / 1e9;
        row.selfTimeFraction = totalSelf > 0 ? static_cast<double>(op->selfPs) / static_cast<double>(totalSelf) : 0;
        cumulative += row.selfTimeFraction;
        row.cumulativeFraction = cumulative;
        const double timeNs = static_cast<double>(op->timePs) / 1000.0;
        const QString noTime = OverviewText::tr("The op takes no time.");
        // flops / ns = GFLOP/s and bytes / ns = GB/s.
        row.flopRateGflopsPerSecond = !op->flopsKnown ? Figure::unavailable(noCounts(QStringLiteral("flops")))
            : timeNs > 0                              ? Figure::of(op->flops / timeNs)
                                                      : Figure::unavailable(noTime);
        row.bytesAccessed = op->bytesKnown ? Figure::of(op->bytesAccessed)
                                           : Figure::unavailable(noCounts(QStringLiteral("bytes_accessed")));
        row.memoryBandwidthGBytesPerSecond = !op->bytesKnown
            ? Figure::unavailable(noCounts(QStringLiteral("bytes_accessed")))
            : timeNs > 0 ? Figure::of(op->bytesAccessed / timeNs)
                         : Figure::unavailable(noTime);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace memscope::overview
