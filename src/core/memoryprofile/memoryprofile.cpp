// SPDX-License-Identifier: Apache-2.0
#include "core/memoryprofile/memoryprofile.h"

#include "core/grouping/eventgroups.h"
#include "core/grouping/groupingspace.h"
#include "core/memoryprofile/allocatoranalysis.h"
#include "core/memoryprofile/eventscan.h"
#include "core/profile/fileerror.h"
#include "core/profile/openedinput.h"
#include "core/profile/profile.h"
#include "core/util/workers.h"
#include "xplane.pb.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>

namespace memscope::memoryprofile {

namespace {

    struct MemoryProfileText
    {
        Q_DECLARE_TR_FUNCTIONS(memscope::memoryprofile)
    };

} // namespace

QString dataTypeName(int dataType)
{
    static const std::array<const char*, 31> names = { "INVALID", "float", "double", "int32", "uint8", "int16", "int8",
        "string", "complex64", "int64", "bool", "qint8", "quint8", "qint32", "bfloat16", "qint16", "quint16", "uint16",
        "complex128", "half", "resource", "variant", "uint32", "uint64", "float8_e5m2", "float8_e4m3fn",
        "float8_e4m3fnuz", "float8_e4m3b11fnuz", "float8_e5m2fnuz", "int4", "uint4" };
    constexpr int kRefOffset = 100;
    if (dataType >= 0 && dataType < static_cast<int>(names.size()))
        return QLatin1String(names[static_cast<size_t>(dataType)]);
    if (dataType > kRefOffset && dataType < kRefOffset + static_cast<int>(names.size()))
        return QLatin1String(names[static_cast<size_t>(dataType - kRefOffset)]) + QLatin1String("_ref");
    return QStringLiteral("unknown dtype enum (%1)").arg(dataType);
}

std::vector<int> sampleTimeline(const std::vector<Snapshot>& snapshots, int maxSamples)
{
    const int count = static_cast<int>(snapshots.size());
    std::vector<int> samples;
    if (maxSamples <= 0 || count <= maxSamples) {
        samples.resize(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            samples[static_cast<size_t>(i)] = i;
        return samples;
    }
    // XProf's max-box filter: c1 boxes of width w, then c2 boxes of width w + 1,
    // keeping the first snapshot with the largest stack + heap of each box.
    const int width = count / maxSamples;
    const int narrowBoxes = maxSamples * (width + 1) - count;
    samples.reserve(static_cast<size_t>(maxSamples));
    int start = 0;
    for (int box = 0; box < maxSamples; ++box) {
        const int boxWidth = box < narrowBoxes ? width : width + 1;
        int best = start;
        for (int i = start + 1; i < start + boxWidth; ++i) {
            if (snapshots[static_cast<size_t>(i)].inUseBytes() > snapshots[static_cast<size_t>(best)].inUseBytes())
                best = i;
        }
        samples.push_back(best);
        start += boxWidth;
    }
    return samples;
}

qint64 Allocator::peakBytesInUseAt(int snapshotIndex) const
{
    const auto after = std::upper_bound(peakBytesInUse.begin(), peakBytesInUse.end(), snapshotIndex,
        [](int index, const ValueChange& change) { return index < change.firstSnapshot; });
    return after == peakBytesInUse.begin() ? 0 : std::prev(after)->value;
}

const Allocator* Result::findAllocator(const QString& idOrMemoryId) const
{
    for (const Allocator& allocator : allocators) {
        if (allocator.id == idOrMemoryId)
            return &allocator;
    }
    const Allocator* byMemoryId = nullptr;
    for (const Allocator& allocator : allocators) {
        if (allocator.memoryId == idOrMemoryId) {
            if (byMemoryId)
                return nullptr; // ambiguous across hosts
            byMemoryId = &allocator;
        }
    }
    return byMemoryId;
}

Result analyze(const std::vector<HostSpace>& hosts, const Options& options)
{
    Result result;
    result.strings = std::make_shared<StringTable>();
    result.numHosts = static_cast<int>(hosts.size());
    StringTable& strings = *result.strings;
    // The breakdown's special rows name these; interned now because the
    // allocators are analysed in parallel and only read the table.
    for (const char* text : { "unused preallocated device memory", "persist/dynamic", "stack", "unknown" })
        strings.intern(text);

    // Progress: nine tenths for the lines scanned (most of the time), the last for the allocators.
    const auto report = [&](int permille) {
        if (options.progress)
            options.progress(permille);
    };
    std::vector<HostPlanesOutline> outlines(hosts.size());
    int linesToScan = 0;
    for (size_t hostIndex = 0; hostIndex < hosts.size(); ++hostIndex) {
        outlines[hostIndex] = EventScanner::outline({ hosts[hostIndex].bytes(), hosts[hostIndex].bytesMapped() });
        linesToScan += outlines[hostIndex].lines;
    }
    std::atomic_int linesScanned = 0;
    EventScanner scanner(strings, options.cancel, [&] { report(900 * ++linesScanned / std::max(linesToScan, 1)); });

    std::vector<ScannedAllocator> scanned;
    std::vector<std::optional<qint64>> hostOrigins(hosts.size());
    for (size_t hostIndex = 0; hostIndex < hosts.size(); ++hostIndex) {
        const HostSpace& host = hosts[hostIndex];
        const QByteArrayView bytes = host.bytes();
        if (bytes.isEmpty()) {
            result.warnings
                << MemoryProfileText::tr("Host %1 has no XSpace; its memory events are missing.").arg(host.hostName);
            continue;
        }
        // XProf groups the events first, so memory events get their step; a
        // grouped file carries it already, and only an ungrouped one that
        // declares memory events is parsed, with what the grouping reads.
        std::optional<grouping::EventGroups> groups;
        if (outlines[hostIndex].declaresMemoryEvents && !grouping::declaresGroupIds(bytes)) {
            const grouping::SpaceToGroup parsed
                = grouping::parseSpaceToGroup(bytes, host.bytesMapped(), options.cancel);
            if (!parsed.space) {
                result.error = parsed.cancelled
                    ? QStringLiteral("cancelled")
                    : fileError(host.filePath,
                        host.settled(MemoryProfileText::tr("the plane at byte %1 cannot be parsed "
                                                           "to find the steps of its memory events")
                                         .arg(parsed.damagedPlaneOffset)));
                return result;
            }
            groups = grouping::groupEvents(parsed);
        }
        QString error;
        if (!scanner.scan({ bytes, host.bytesMapped() }, static_cast<int>(hostIndex), scanned, hostOrigins[hostIndex],
                result.warnings, &error, groups ? &*groups : nullptr)) {
            result.error
                = error.isEmpty() ? QStringLiteral("cancelled") : fileError(host.filePath, host.settled(error));
            return result;
        }
    }
    // XProf's origin: the earliest line of memory events of any host. Each host's events are on its
    // own (the scan let its lines go before the next host); those of a later one move by the
    // difference, as absoluteTimePs would have put them from their lines (the same but where a time
    // saturates).
    std::optional<qint64> originNs;
    for (const std::optional<qint64>& hostOriginNs : hostOrigins) {
        if (hostOriginNs && (!originNs || *hostOriginNs < *originNs))
            originNs = hostOriginNs;
    }
    result.originNs = originNs.value_or(0);
    parallelFor(qsizetype(scanned.size()), [&](qsizetype i) {
        ScannedAllocator& allocator = scanned[size_t(i)];
        const qint64 hostOriginNs = hostOrigins[size_t(allocator.hostIndex)].value_or(0);
        if (hostOriginNs == result.originNs)
            return;
        for (Snapshot& snapshot : allocator.snapshots)
            snapshot.timePs = absoluteTimePs(hostOriginNs, result.originNs, snapshot.timePs);
    });

    result.allocators.resize(scanned.size());
    for (size_t i = 0; i < scanned.size(); ++i) {
        Allocator& allocator = result.allocators[i];
        allocator.hostIndex = scanned[i].hostIndex;
        allocator.hostName = hosts[static_cast<size_t>(scanned[i].hostIndex)].hostName;
        allocator.memoryId = QString::fromStdString(scanned[i].memoryId);
        allocator.id
            = hosts.size() > 1 ? allocator.hostName + QLatin1Char('/') + allocator.memoryId : allocator.memoryId;
    }
    std::atomic_int allocatorsAnalysed = 0;
    parallelFor(qsizetype(scanned.size()), [&](qsizetype i) {
        analyzeAllocator(std::move(scanned[size_t(i)]), options, strings, result.allocators[size_t(i)]);
        report(900 + 100 * ++allocatorsAnalysed / int(scanned.size()));
    });
    if (options.cancel && options.cancel->load()) {
        result.error = QStringLiteral("cancelled");
        result.allocators.clear();
        return result;
    }
    std::sort(result.allocators.begin(), result.allocators.end(),
        [](const Allocator& a, const Allocator& b) { return a.id.toUtf8() < b.id.toUtf8(); });
    for (const HostSpace& host : hosts) {
        for (HloModuleSpan& module : hloModuleSpans(host.bytes(), result.originNs)) {
            module.id = static_cast<qint64>(result.hloModules.size());
            result.hloModules.push_back(std::move(module));
        }
    }
    return result;
}

Result analyze(const Profile& profile, const Options& options) { return analyze(profile.hosts, options); }

} // namespace memscope::memoryprofile
