// SPDX-License-Identifier: Apache-2.0
// memscope-report torch-snapshot: a PyTorch CUDA memory snapshot's figures, as PyTorch's memory
// viewer computes them, with the allocations live at the peak, what was never freed and the OOMs.

#include "command.h"
#include "core/profile/loader.h"
#include "core/torch/snapshot.h"
#include "core/torch/snapshotgrowth.h"
#include "core/torch/snapshotmemory.h"
#include "core/util/csv.h"
#include "core/util/units.h"
#include "snapshottext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace memscope::report {
namespace {

    using namespace memscope::torch;

    QString hexAddress(quint64 address) { return QString::fromLatin1(addressText(address)); }

    qint64 timeOf(const Snapshot& snapshot, qint64 event)
    {
        return event >= 0 ? snapshot.events[size_t(event)].timeUs : -1;
    }

    // Where an action happened, for people: its number (from 1, as the window's chart counts) and
    // its time from the trace's first action when the file has times.
    QString actionText(const Snapshot& snapshot, const DeviceMemory& memory, qint64 action)
    {
        if (action < 0)
            return ReportText::tr("before the trace");
        const qint64 microseconds = microsecondsToAction(snapshot, memory, action);
        if (microseconds >= 0)
            return ReportText::tr("action %1 (+%2 ms)")
                .arg(formatNumber(action + 1))
                .arg(formatNumber(double(microseconds) / 1000.0, 3));
        return ReportText::tr("action %1").arg(formatNumber(action + 1));
    }

    QJsonObject allocationJson(const Snapshot& snapshot, const DeviceMemory& memory, quint32 index)
    {
        const Allocation& allocation = memory.allocations[index];
        const ShownStack stack = shownStack(snapshot, allocation.stack);
        QJsonObject object {
            { QStringLiteral("size"), allocation.size },
            { QStringLiteral("address"), hexAddress(allocation.address) },
            { QStringLiteral("stream"), snapshot.streams.empty() ? 0 : snapshot.streams[allocation.stream] },
            { QStringLiteral("allocatedAtAction"), allocation.born },
            { QStringLiteral("freedAtAction"), allocation.died },
            { QStringLiteral("beforeTrace"), allocation.beforeTrace() },
            { QStringLiteral("frames"), framesJson(snapshot, stack) },
            { QStringLiteral("cppFramesFolded"), stack.cppFolded },
        };
        if (allocation.born >= 0 && snapshot.hasTimes)
            object.insert(
                QStringLiteral("allocatedAtUs"), timeOf(snapshot, memory.actionEvents[size_t(allocation.born)]));
        if (allocation.died >= 0 && snapshot.hasTimes)
            object.insert(QStringLiteral("freedAtUs"), timeOf(snapshot, memory.actionEvents[size_t(allocation.died)]));
        return object;
    }

    QJsonObject growthJson(const Snapshot& snapshot, const IterationGrowth& growth, int top)
    {
        static const char* const kFoundBy[] = { "none", "annotation", "stack" };
        QJsonArray liveAtStarts, startActions, sources;
        for (const Iteration& iteration : growth.iterations) {
            liveAtStarts.append(iteration.liveBytes);
            startActions.append(iteration.firstAction);
        }
        for (size_t i = 0; i < growth.sources.size() && i < size_t(top); ++i) {
            const GrowthSource& source = growth.sources[i];
            sources.append(QJsonObject { { QStringLiteral("bytes"), source.bytes },
                { QStringLiteral("allocations"), source.count },
                { QStringLiteral("frames"), framesJson(snapshot, shownStack(snapshot, source.stack)) } });
        }
        QJsonObject object {
            { QStringLiteral("foundBy"), QLatin1String(kFoundBy[int(growth.foundBy)]) },
            { QStringLiteral("count"), qint64(growth.iterations.size()) },
            { QStringLiteral("startActions"), startActions },
            { QStringLiteral("liveBytesAtStarts"), liveAtStarts },
            { QStringLiteral("growthBytes"), growth.growthBytes },
            { QStringLiteral("risingSteps"), growth.risingSteps },
            { QStringLiteral("steps"), growth.steps },
            { QStringLiteral("grows"), growth.grows },
            { QStringLiteral("grownByStack"), sources },
        };
        if (growth.foundBy == IterationsFoundBy::Annotation)
            object.insert(QStringLiteral("annotation"), snapshotText(snapshot, growth.annotation));
        if (growth.foundBy == IterationsFoundBy::Stack)
            object.insert(QStringLiteral("startFrames"), framesJson(snapshot, shownStack(snapshot, growth.stack)));
        return object;
    }

    QJsonObject deviceJson(const Snapshot& snapshot, const DeviceMemory& memory, int top)
    {
        QJsonObject actions;
        for (int action = 0; action < kActionCount; ++action) {
            if (memory.actionCounts[size_t(action)] > 0)
                actions.insert(QString::fromLatin1(actionName(Action(action))), memory.actionCounts[size_t(action)]);
        }
        const std::vector<quint32> atPeak = largestFirst(memory, liveAfter(memory, memory.peakAction));
        QJsonArray topAtPeak;
        for (size_t i = 0; i < atPeak.size() && i < size_t(top); ++i)
            topAtPeak.append(allocationJson(snapshot, memory, atPeak[i]));
        const std::vector<quint32> leaks = largestFirst(memory, neverFreed(memory));
        QJsonArray largestNeverFreed;
        for (size_t i = 0; i < leaks.size() && i < size_t(top); ++i)
            largestNeverFreed.append(allocationJson(snapshot, memory, leaks[i]));
        QJsonArray ooms;
        for (const OutOfMemory& oom : memory.outOfMemory) {
            ooms.append(QJsonObject {
                { QStringLiteral("event"), qint64(oom.event) },
                { QStringLiteral("requested"), oom.requested },
                { QStringLiteral("deviceFree"), oom.deviceFree },
                { QStringLiteral("liveBytes"), oom.liveBytes },
                { QStringLiteral("timeUs"), snapshot.events[oom.event].timeUs },
            });
        }
        QJsonObject peak {
            { QStringLiteral("bytes"), memory.peakBytes },
            { QStringLiteral("action"), memory.peakAction },
            { QStringLiteral("liveAllocations"), memory.liveAtPeak },
        };
        if (memory.peakAction >= 0 && snapshot.hasTimes)
            peak.insert(QStringLiteral("timeUs"), timeOf(snapshot, memory.actionEvents[size_t(memory.peakAction)]));
        return QJsonObject {
            { QStringLiteral("device"), memory.device },
            { QStringLiteral("stream"),
                memory.stream == kAllStreams ? QJsonValue() : QJsonValue(snapshot.streams[memory.stream]) },
            { QStringLiteral("traceEvents"), memory.eventCount },
            { QStringLiteral("actionCounts"), actions },
            { QStringLiteral("allocations"), qint64(memory.allocations.size()) },
            { QStringLiteral("actions"), qint64(memory.actions.size()) },
            { QStringLiteral("start"),
                QJsonObject { { QStringLiteral("bytes"), memory.startBytes },
                    { QStringLiteral("liveAllocations"), memory.startCount } } },
            { QStringLiteral("peak"), peak },
            { QStringLiteral("end"),
                QJsonObject { { QStringLiteral("bytes"), memory.endBytes },
                    { QStringLiteral("liveAllocations"), memory.liveAtEnd } } },
            { QStringLiteral("segments"), memory.segmentCount },
            { QStringLiteral("reservedBytes"), memory.reservedBytes },
            { QStringLiteral("activeAllocatedBytes"), memory.activeAllocatedBytes },
            { QStringLiteral("pendingFreeBytes"), memory.pendingFreeBytes },
            { QStringLiteral("inactiveBytes"), memory.inactiveBytes },
            { QStringLiteral("topAtPeak"), topAtPeak },
            { QStringLiteral("neverFreed"),
                QJsonObject { { QStringLiteral("count"), memory.neverFreedCount },
                    { QStringLiteral("bytes"), memory.neverFreedBytes },
                    { QStringLiteral("largest"), largestNeverFreed } } },
            { QStringLiteral("outOfMemory"), ooms },
            { QStringLiteral("iterations"), growthJson(snapshot, iterationGrowth(snapshot, memory), top) },
        };
    }

    QString allocationsText(
        const Snapshot& snapshot, const DeviceMemory& memory, const std::vector<quint32>& allocations, int top)
    {
        QString lines;
        for (size_t i = 0; i < allocations.size() && i < size_t(top); ++i) {
            const Allocation& allocation = memory.allocations[allocations[i]];
            lines += ReportText::tr("    %1 at %2, stream %3, allocated %4, freed %5\n")
                         .arg(formatBytes(allocation.size), hexAddress(allocation.address),
                             QString::fromLatin1(streamText(snapshot, allocation.stream)))
                         .arg(actionText(snapshot, memory, allocation.born),
                             allocation.died < 0 ? ReportText::tr("never")
                                                 : actionText(snapshot, memory, allocation.died));
            lines += stackText(snapshot, allocation.stack, QStringLiteral("      "),
                ReportText::tr("(no frames: allocated before the history was recorded)"));
        }
        if (allocations.size() > size_t(top))
            lines += ReportText::tr("    ... and %1 more: --top or --format csv lists them.\n")
                         .arg(allocations.size() - size_t(top));
        return lines;
    }

    QString growthText(const Snapshot& snapshot, const DeviceMemory& memory, int top)
    {
        const IterationGrowth growth = iterationGrowth(snapshot, memory);
        if (growth.foundBy == IterationsFoundBy::Nothing)
            return ReportText::tr("  Iterations: none found (no annotation starts twice and the allocations do not "
                                  "repeat evenly over the trace), so no growth from one to the next.\n");
        const Iteration& first = growth.iterations.front();
        const Iteration& last = growth.iterations.back();
        QString out = growth.foundBy == IterationsFoundBy::Annotation
            ? ReportText::tr("  Iterations: %1, each starting at the annotation %2\n")
                  .arg(formatNumber(qint64(growth.iterations.size())), snapshotText(snapshot, growth.annotation))
            : ReportText::tr("  Iterations: %1, each starting with the allocation of this stack (the allocations "
                             "repeat evenly over them):\n")
                    .arg(formatNumber(qint64(growth.iterations.size())))
                + stackText(snapshot, growth.stack, QStringLiteral("      "), ReportText::tr("(no frames recorded)"));
        out += ReportText::tr("  Live when they start: %1 at the first (%2), %3 at the last (%4)\n")
                   .arg(formatBytes(first.liveBytes), actionText(snapshot, memory, first.firstAction),
                       formatBytes(last.liveBytes), actionText(snapshot, memory, last.firstAction));
        out += (growth.iterations.size() >= 3
                ? ReportText::tr("  From the second's start to the last's (the first sets up what a loop "
                                 "keeps): %1, rising in %2 of %3 steps: %4\n")
                : ReportText::tr("  From the first's start to the last's: %1, rising in %2 of %3 steps: %4\n"))
                   .arg((growth.growthBytes > 0 ? QStringLiteral("+") : QString()) + formatBytes(growth.growthBytes),
                       formatNumber(growth.risingSteps), formatNumber(growth.steps),
                       growth.grows ? ReportText::tr("memory grows from one iteration to the next.")
                                    : ReportText::tr("no steady growth."));
        if (!growth.grows || growth.sources.empty())
            return out;
        out += ReportText::tr("  What grew from the second iteration's start to the last's, by stack:\n");
        for (size_t i = 0; i < growth.sources.size() && i < size_t(top); ++i) {
            const GrowthSource& source = growth.sources[i];
            out += ReportText::tr("    +%1 in %2 more allocations\n")
                       .arg(formatBytes(source.bytes), formatNumber(source.count));
            out += stackText(snapshot, source.stack, QStringLiteral("      "), ReportText::tr("(no frames recorded)"));
        }
        if (growth.sources.size() > size_t(top))
            out += ReportText::tr("    ... and %1 more stacks: --top lists them.\n")
                       .arg(growth.sources.size() - size_t(top));
        return out;
    }

    QString deviceText(const Snapshot& snapshot, const DeviceMemory& memory, int top)
    {
        QString out = memory.stream == kAllStreams
            ? ReportText::tr("Device %1 — trace events: %2\n").arg(memory.device).arg(formatNumber(memory.eventCount))
            : ReportText::tr("Device %1, stream %2 only — its trace events: %3\n")
                  .arg(memory.device)
                  .arg(QString::fromLatin1(streamText(snapshot, memory.stream)))
                  .arg(formatNumber(memory.eventCount));
        QStringList counts;
        for (int action = 0; action < kActionCount; ++action) {
            if (memory.actionCounts[size_t(action)] > 0)
                counts.append(QStringLiteral("%1 %2").arg(QString::fromLatin1(actionName(Action(action))),
                    formatNumber(memory.actionCounts[size_t(action)])));
        }
        if (!counts.isEmpty())
            out += QStringLiteral("  ") + counts.join(QStringLiteral(", ")) + QLatin1Char('\n');
        out += ReportText::tr("  Allocations: %1 (live at the start: %2, %3; live at the end: %4, %5)\n")
                   .arg(formatNumber(qint64(memory.allocations.size())), formatNumber(memory.startCount),
                       formatBytes(memory.startBytes), formatNumber(memory.liveAtEnd), formatBytes(memory.endBytes));
        out += ReportText::tr("  Peak: %1 (%2 bytes) %3; allocations live: %4\n")
                   .arg(formatBytes(memory.peakBytes), formatNumber(memory.peakBytes),
                       memory.peakAction < 0
                           ? ReportText::tr("at the start")
                           : ReportText::tr("after %1").arg(actionText(snapshot, memory, memory.peakAction)),
                       formatNumber(memory.liveAtPeak));
        out += ReportText::tr("  Reserved: %1 (segments: %2); in them %3 allocated, %4 pending free, %5 inactive\n")
                   .arg(formatBytes(memory.reservedBytes), formatNumber(memory.segmentCount),
                       formatBytes(memory.activeAllocatedBytes), formatBytes(memory.pendingFreeBytes),
                       formatBytes(memory.inactiveBytes));
        out += ReportText::tr("  Largest allocations at the peak:\n");
        out += allocationsText(snapshot, memory, largestFirst(memory, liveAfter(memory, memory.peakAction)), top);
        if (memory.neverFreedCount == 0) {
            out += ReportText::tr("  Never freed: none (every allocation made in the trace was freed in it).\n");
        } else {
            out += ReportText::tr("  Never freed (made in the trace, still live at its end) — allocations: %1, %2:\n")
                       .arg(formatNumber(memory.neverFreedCount), formatBytes(memory.neverFreedBytes));
            out += allocationsText(snapshot, memory, largestFirst(memory, neverFreed(memory)), top);
        }
        if (memory.outOfMemory.empty())
            out += ReportText::tr("  Out of memory: none.\n");
        for (const OutOfMemory& oom : memory.outOfMemory) {
            out += ReportText::tr("  Out of memory after %1: %2 requested, %3 free on the device, %4 allocated\n")
                       .arg(actionText(snapshot, memory, oom.afterAction), formatBytes(oom.requested),
                           oom.deviceFree < 0 ? ReportText::tr("unknown") : formatBytes(oom.deviceFree),
                           formatBytes(oom.liveBytes));
            out += stackText(snapshot, snapshot.events[oom.event].stack, QStringLiteral("      "),
                ReportText::tr("(no frames recorded)"));
        }
        return out + growthText(snapshot, memory, top);
    }

    // One row per allocation live at the peak, largest first: for spreadsheets.
    QByteArray peakCsv(const Snapshot& snapshot, const std::vector<DeviceMemory>& devices)
    {
        QString out = csvLine({ QStringLiteral("device"), QStringLiteral("size"), QStringLiteral("address"),
            QStringLiteral("stream"), QStringLiteral("allocated_at_action"), QStringLiteral("freed_at_action"),
            QStringLiteral("before_trace"), QStringLiteral("top_frame"), QStringLiteral("file"),
            QStringLiteral("line") });
        for (const DeviceMemory& memory : devices) {
            for (const quint32 index : largestFirst(memory, liveAfter(memory, memory.peakAction))) {
                const Allocation& allocation = memory.allocations[index];
                const ShownStack stack = shownStack(snapshot, allocation.stack);
                const Frame frame = stack.frames.empty() ? Frame() : snapshot.frames[stack.frames.front()];
                out += csvLine(
                    { QString::number(memory.device), QString::number(allocation.size), hexAddress(allocation.address),
                        QString::number(snapshot.streams.empty() ? 0 : snapshot.streams[allocation.stream]),
                        QString::number(allocation.born), QString::number(allocation.died),
                        allocation.beforeTrace() ? QStringLiteral("true") : QStringLiteral("false"),
                        snapshotText(snapshot, frame.name), snapshotText(snapshot, frame.fileName),
                        stack.frames.empty() ? QString() : QString::number(frame.line) });
            }
        }
        return out.toUtf8();
    }

    int runTorchSnapshot(const Arguments& arguments)
    {
        const std::shared_ptr<const Profile> profile = loadPath(arguments.input);
        if (!profile)
            return 1;
        printWarnings(profile->warnings);
        if (!profile->torchSnapshot) {
            printError(ReportText::tr("%1: not a PyTorch memory snapshot; memscope-report info says what it is")
                           .arg(arguments.input));
            return 1;
        }
        const Snapshot& snapshot = *profile->torchSnapshot;
        std::vector<qint64> devices = snapshotDevices(snapshot);
        if (arguments.isSet("device")) {
            const qint64 wanted = arguments.number("device", 0);
            if (std::find(devices.cbegin(), devices.cend(), wanted) == devices.cend()) {
                QStringList known;
                for (const qint64 device : devices)
                    known.append(QString::number(device));
                printError(ReportText::tr("%1: no device %2; the snapshot has: %3")
                               .arg(arguments.input)
                               .arg(wanted)
                               .arg(known.isEmpty() ? ReportText::tr("none") : known.join(QStringLiteral(", "))));
                return 1;
            }
            devices = { wanted };
        }
        // --stream: the value torch records (0, or a pointer such as 0x55d0e2f0a420).
        quint32 stream = kAllStreams;
        if (arguments.isSet("stream")) {
            bool ok = false;
            const qint64 wanted = arguments.value("stream").toLongLong(&ok, 0);
            const auto found = std::find(snapshot.streams.cbegin(), snapshot.streams.cend(), wanted);
            if (!ok || found == snapshot.streams.cend()) {
                QStringList known;
                for (quint32 index = 0; index < snapshot.streams.size(); ++index)
                    known.append(QString::fromLatin1(streamText(snapshot, index)));
                printError(ReportText::tr("%1: no stream %2; the snapshot has: %3")
                               .arg(arguments.input, arguments.value("stream"),
                                   known.isEmpty() ? ReportText::tr("none") : known.join(QStringLiteral(", "))));
                return 1;
            }
            stream = quint32(found - snapshot.streams.cbegin());
        }
        const int top = int(std::min<qint64>(arguments.number("top", 20), 1'000'000));
        std::vector<DeviceMemory> memories;
        for (const qint64 device : devices)
            memories.push_back(analyseDevice(snapshot, device, stream));

        const QString format = arguments.value("format");
        QByteArray data;
        if (format == QLatin1String("json")) {
            QJsonArray deviceArray;
            for (const DeviceMemory& memory : memories)
                deviceArray.append(deviceJson(snapshot, memory, top));
            QJsonObject settings;
            for (const auto& [key, value] : snapshot.allocatorSettings)
                settings.insert(snapshotText(snapshot, key), QString::fromUtf8(value));
            data = QJsonDocument(QJsonObject {
                                     { QStringLiteral("file"), arguments.input },
                                     { QStringLiteral("timesInMicroseconds"), snapshot.hasTimes },
                                     { QStringLiteral("devices"), deviceArray },
                                     { QStringLiteral("allocatorSettings"), settings },
                                 })
                       .toJson(QJsonDocument::Indented);
        } else if (format == QLatin1String("csv")) {
            data = peakCsv(snapshot, memories);
        } else {
            QString out = ReportText::tr("PyTorch memory snapshot %1 — devices: %2, trace events: %3, segments: %4%5\n")
                              .arg(arguments.input)
                              .arg(devices.size())
                              .arg(formatNumber(qint64(snapshot.events.size())))
                              .arg(formatNumber(qint64(snapshot.segments.size())))
                              .arg(snapshot.hasTimes || snapshot.events.empty()
                                      ? QString()
                                      : ReportText::tr(" (no times in the trace: actions are in event order)"));
            for (const DeviceMemory& memory : memories)
                out += deviceText(snapshot, memory, top);
            data = out.toUtf8();
        }
        return writeReport(arguments.value("output"), data);
    }

    const Registration registration({ "torch-snapshot", "FILE",
        QT_TRANSLATE_NOOP("memscope::report",
            "A PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot): per device the peak as PyTorch's "
            "memory viewer computes it, the largest allocations live there with their stacks, what was never freed, "
            "the out-of-memory events, and whether memory grows from one iteration to the next."),
        {
            formatOption({ "text", "json", "csv" }, "text"),
            outputOption(),
            { "device", "N", QT_TRANSLATE_NOOP("memscope::report", "Only this device (an index of device_traces)."), {},
                true },
            { "stream", "S",
                QT_TRANSLATE_NOOP("memscope::report",
                    "Only this CUDA stream's allocations and segments (the value torch records: 0, or a pointer "
                    "such as 0x55d0e2f0a420)."),
                {}, false },
            { "top", "N",
                QT_TRANSLATE_NOOP("memscope::report", "How many allocations to list at the peak and never freed."), {},
                true, "20" },
        },
        runTorchSnapshot });

} // namespace
} // namespace memscope::report
