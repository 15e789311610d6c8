// SPDX-License-Identifier: Apache-2.0
// XProf's event grouping (core/grouping) on hand-written XSpaces, one per grouping rule
// (tests/data/grouping/*.textproto, whose comments give every time), and on the real profiles.
#include "core/grouping/eventgroups.h"
#include "core/grouping/groupingspace.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/overview/overview.h"
#include "core/overview/overviewformat.h"
#include "core/support/sharedxspace.h"
#include "generator/generator.h"
#include "xplane.pb.h"

#include <QFile>
#include <QTest>
#include <google/protobuf/text_format.h>

using namespace memscope;
using namespace memscope::grouping;

namespace {

constexpr qint64 kPsPerMs = 1000000000;

std::shared_ptr<tensorflow::profiler::XSpace> readCase(const char* name)
{
    QFile file(QStringLiteral(MEMSCOPE_TEST_DATA "/grouping/%1.textproto").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    auto space = std::make_shared<tensorflow::profiler::XSpace>();
    if (!google::protobuf::TextFormat::ParseFromString(file.readAll().toStdString(), space.get()))
        qFatal("%s is no XSpace textproto", qPrintable(file.fileName()));
    return space;
}

std::vector<HostSpace> hostsOf(std::shared_ptr<tensorflow::profiler::XSpace> space)
{
    return { HostSpace::parsed(QStringLiteral("case"), QString(), std::move(space)) };
}

// A MemoryAllocation event, with two stats, at the start, in the middle and at the end of every
// host event; and a MemoryDeallocation event before the line's first event.
void addMemoryEvents(tensorflow::profiler::XSpace& space)
{
    for (tensorflow::profiler::XPlane& plane : *space.mutable_planes()) {
        if (plane.name().rfind("/device:TPU:", 0) == 0)
            continue;
        qint64 nextId = 1000;
        const auto addMetadata = [&](const char* name) {
            const qint64 id = nextId++;
            tensorflow::profiler::XEventMetadata& metadata = (*plane.mutable_event_metadata())[id];
            metadata.set_id(id);
            metadata.set_name(name);
            return id;
        };
        const qint64 allocation = addMetadata("MemoryAllocation");
        const qint64 deallocation = addMetadata("MemoryDeallocation");
        tensorflow::profiler::XStatMetadata& bytes = (*plane.mutable_stat_metadata())[nextId];
        bytes.set_id(nextId);
        bytes.set_name("bytes_allocated");
        for (tensorflow::profiler::XLine& line : *plane.mutable_lines()) {
            const int events = line.events_size();
            if (events == 0)
                continue;
            const auto add = [&](qint64 metadataId, qint64 offsetPs) {
                tensorflow::profiler::XEvent& memory = *line.add_events();
                memory.set_metadata_id(metadataId);
                memory.set_offset_ps(offsetPs);
                tensorflow::profiler::XStat& stat = *memory.add_stats();
                stat.set_metadata_id(bytes.id());
                stat.set_int64_value(4096);
            };
            add(deallocation, std::max<qint64>(0, line.events(0).offset_ps() - 1));
            for (int e = 0; e < events; ++e) {
                const tensorflow::profiler::XEvent event = line.events(e);
                for (const qint64 at : { event.offset_ps(), event.offset_ps() + event.duration_ps() / 2,
                         event.offset_ps() + event.duration_ps() })
                    add(allocation, at);
            }
        }
    }
}

bool isMemoryEvent(const tensorflow::profiler::XPlane& plane, const tensorflow::profiler::XEvent& event)
{
    const auto metadata = plane.event_metadata().find(event.metadata_id());
    return metadata != plane.event_metadata().end()
        && (metadata->second.name() == "MemoryAllocation" || metadata->second.name() == "MemoryDeallocation");
}

const overview::MeanDeviation& category(const overview::StepTime& steps, overview::StepCategory wanted)
{
    for (size_t i = 0; i < steps.categories.size(); ++i) {
        if (steps.categories[i] == wanted)
            return steps.categoryTimes[i];
    }
    static const overview::MeanDeviation none;
    return none;
}

#define QCOMPARE_NEAR(actual, expected)                                                                                \
    QVERIFY2(std::abs((actual) - (expected)) < 1e-9,                                                                   \
        qPrintable(QStringLiteral("%1 != %2").arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17)))

} // namespace

class TestGrouping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kerasCpuTrainRoots()
    {
        const auto space = readCase("keras_cpu_train");
        const EventGroups groups = groupEvents(*space, 1000000); // times from the lines' 1 ms
        QCOMPARE(groups.source(), GroupingSource::Computed);
        // Three train roots, named from the root's name and its step number.
        QCOMPARE(groups.groups().size(), size_t(3));
        QCOMPARE(groups.groups()[0].name, QStringLiteral("train 10"));
        QCOMPARE(groups.groups()[2].name, QStringLiteral("train 12"));
        QCOMPARE(groups.groups()[1].stepNumber, qint64(11));
        QCOMPARE(groups.stepName(0, 0, 5), QStringLiteral("train 11")); // the root carries its name
        // Children nest by time on the line; the executor thread joins through the _p/_c context.
        QCOMPARE(groups.groupOf(0, 0, 2), qint64(0)); // dense/MatMul in step 10
        QCOMPARE(groups.groupOf(0, 1, 2), qint64(1)); // ExecutorState::Process consuming 101
        QCOMPARE(groups.groupOf(0, 1, 5), qint64(2)); // ReluGrad inside it
        // The train events are explicit host step markers.
        QCOMPARE(groups.hostSteps().size(), size_t(3));
        QCOMPARE(groups.hostSteps()[1].kind, StepSpan::Kind::ExplicitHostMarker);
        QCOMPARE(groups.hostSteps()[1].startPs, 10 * kPsPerMs);
        QCOMPARE(groups.hostSteps()[1].durationPs, 8 * kPsPerMs);
        QVERIFY(groups.deviceSteps().empty());

        // The CPU-only run has its average step time: 8 ms, of which input 1, host compute 6, other 1.
        const overview::OverviewReport report = overview::computeOverview(hostsOf(space), {});
        QCOMPARE(report.environment.hardware, overview::HardwareType::CpuOnly);
        const overview::StepTime& steps = report.stepTime;
        QCOMPARE(steps.source, overview::StepSource::HostStepMarkers);
        QCOMPARE(steps.steps.size(), size_t(3));
        QCOMPARE(steps.steps[0].name, QStringLiteral("train 10"));
        QCOMPARE_NEAR(steps.stepTime.meanMs, 8.0);
        QCOMPARE_NEAR(category(steps, overview::StepCategory::Input).meanMs, 1.0);
        QCOMPARE_NEAR(category(steps, overview::StepCategory::HostCompute).meanMs, 6.0);
        QCOMPARE_NEAR(category(steps, overview::StepCategory::AllOthers).meanMs, 1.0);
        QCOMPARE_NEAR(category(steps, overview::StepCategory::KernelLaunch).meanMs, 0.0); // no device: no launch
        // A training job (gradient_tape ops): its train roots are no inference sessions.
        QCOMPARE(report.environment.isTraining, std::optional<bool>(true));
        QCOMPARE(report.inference.sessionCount, 0);
        QVERIFY(!overview::overviewToText(report).contains(QLatin1String("Inference session latency")));
        // No Task Environment plane: the profile lasts from the first event (0) to the last end (28 ms).
        QCOMPARE_NEAR(*report.environment.profileDurationMs.value, 28.0);
        // Everything runs on the host of a CPU-only run: "host-bound" would say nothing.
        QVERIFY(std::none_of(report.recommendations.begin(), report.recommendations.end(),
            [](const overview::Recommendation& recommendation) {
                return recommendation.key == QLatin1String("host_bound");
            }));

        // The memory events take the step of the train root they fall in (before: all step 0).
        const memoryprofile::Result memory = memoryprofile::analyze(hostsOf(space), {});
        QCOMPARE(memory.allocators.size(), size_t(1));
        std::vector<qint64> stepIds;
        for (const memoryprofile::Snapshot& snapshot : memory.allocators[0].snapshots)
            stepIds.push_back(memory.allocators[0].stepIdOf(snapshot));
        QCOMPARE(stepIds, (std::vector<qint64> { 0, 1, 2 }));
    }

    void userRootAnnotations()
    {
        const auto space = readCase("user_roots");
        const EventGroups groups = groupEvents(*space);
        // The level-2 ProcessBatch root is grouped first; then the serve_step roots by time.
        QCOMPARE(groups.groups().size(), size_t(3));
        QCOMPARE(groups.groups()[0].name, QStringLiteral("ProcessBatch 0"));
        QCOMPARE(groups.groups()[1].name, QStringLiteral("serve_step 1")); // no step_num: the group id
        QCOMPARE(groups.groupOf(0, 0, 1), qint64(1)); // inner_step: absorbed by the root around it
        QVERIFY(groups.stepName(0, 0, 1).isEmpty());
        QCOMPARE(groups.groupOf(0, 0, 3), qint64(2));
        QCOMPARE(groups.groupOf(0, 0, 5), kNoGroup); // housekeeping, in no root
        QCOMPARE(groups.hostSteps().size(), size_t(3));
        QCOMPARE(groups.hostSteps()[1].kind, StepSpan::Kind::ImplicitHostMarker);

        // ProcessBatch has no host compute: not a well-formed step. serve_step: 4 ms and 3 ms.
        const overview::OverviewReport report = overview::computeOverview(hostsOf(space), {});
        const overview::StepTime& steps = report.stepTime;
        QCOMPARE(steps.steps.size(), size_t(2));
        QCOMPARE(steps.steps[0].number, qint64(1));
        QCOMPARE_NEAR(steps.stepTime.meanMs, 3.5);
        QCOMPARE(steps.steps[0].categoryPs[3], 3 * kPsPerMs); // host compute: the jit(f)/add op
        QCOMPARE(steps.steps[1].categoryPs[3], 3 * kPsPerMs / 2);
    }

    void hostToDeviceThroughCorrelationIds()
    {
        const auto space = readCase("gpu_correlation");
        const EventGroups groups = groupEvents(*space);
        QCOMPARE(groups.groups().size(), size_t(1));
        QCOMPARE(groups.groups()[0].name, QStringLiteral("train 5"));
        QCOMPARE(groups.groupOf(1, 0, 0), kNoGroup); // stray_kernel: before any grouped event
        QCOMPARE(groups.groupOf(1, 0, 1), qint64(0)); // gemm_kernel, launched by correlation 1
        QCOMPARE(groups.groupOf(1, 0, 2), qint64(0)); // relu_kernel, correlation 2
        QCOMPARE(groups.groupOf(1, 0, 3), qint64(0)); // late_kernel: the group of the kernel before it
        // The derived Steps line: one step from the first to the last kernel of the group.
        QCOMPARE(groups.deviceSteps().size(), size_t(1));
        const StepSpan& step = groups.deviceSteps()[0];
        QCOMPARE(step.plane, 1);
        QCOMPARE(step.groupId, qint64(0));
        QCOMPARE(step.startPs, 3 * kPsPerMs);
        QCOMPARE(step.durationPs, 9 * kPsPerMs);

        const overview::OverviewReport report = overview::computeOverview(hostsOf(space), {});
        QCOMPARE(report.stepTime.source, overview::StepSource::DeviceStepMarkers);
        QCOMPARE(report.stepTime.steps.size(), size_t(1));
        QCOMPARE_NEAR(report.stepTime.stepTime.meanMs, 9.0); // the host marker does not include the device's
        QCOMPARE_NEAR(category(report.stepTime, overview::StepCategory::DeviceCompute).meanMs, 9.0);
    }

    void noRootsMeansNoSteps()
    {
        const auto space = readCase("no_roots");
        const EventGroups groups = groupEvents(*space);
        QCOMPARE(groups.source(), GroupingSource::Computed);
        QVERIFY(groups.groups().empty());
        QCOMPARE(groups.groupOf(1, 0, 0), kNoGroup);
        QVERIFY(groups.deviceSteps().empty());
        QVERIFY(groups.hostSteps().empty());
        const overview::OverviewReport report = overview::computeOverview(hostsOf(space), {});
        QCOMPARE(report.stepTime.source, overview::StepSource::None);
        QVERIFY(report.stepTime.steps.empty());
        QVERIFY(report.diagnostics.warnings.first().startsWith(QLatin1String("No step marker observed")));
    }

    void stepsCutByTheProfileEdges()
    {
        const overview::OverviewReport report = overview::computeOverview(hostsOf(readCase("edge_steps")), {});
        const overview::StepTime& steps = report.stepTime;
        // Step 6 is not well formed; of the six others the first and the last are dropped.
        QCOMPARE(steps.droppedIncompleteSteps, 2);
        std::vector<qint64> numbers;
        for (const overview::Step& step : steps.steps)
            numbers.push_back(step.number);
        QCOMPARE(numbers, (std::vector<qint64> { 1, 2, 3, 4 }));
        QCOMPARE_NEAR(steps.stepTime.meanMs, 8.0);
        QCOMPARE_NEAR(steps.stepTime.standardDeviationMs, 0.0);
    }

    void eagerOpsAreMarked()
    {
        // An op-by-op EagerKernelExecute (is_func = 0) around the MatMul of step 10 makes that MatMul eager.
        auto space = readCase("keras_cpu_train");
        tensorflow::profiler::XPlane& host = *space->mutable_planes(0);
        auto& eagerMetadata = (*host.mutable_event_metadata())[50];
        eagerMetadata.set_id(50);
        eagerMetadata.set_name("EagerKernelExecute");
        auto& isFunc = (*host.mutable_stat_metadata())[60];
        isFunc.set_id(60);
        isFunc.set_name("is_func");
        tensorflow::profiler::XEvent* eager = host.mutable_lines(0)->add_events();
        eager->set_metadata_id(50);
        eager->set_offset_ps(kPsPerMs * 9 / 10);
        eager->set_duration_ps(kPsPerMs * 42 / 10);
        tensorflow::profiler::XStat* stat = eager->add_stats();
        stat->set_metadata_id(60);
        stat->set_int64_value(0);
        const EventGroups groups = groupEvents(*space);
        QVERIFY(groups.isEager(0, 0, 2)); // MatMul of step 10
        QVERIFY(!groups.isEager(0, 0, 7)); // MatMul of step 11: no eager wrapper
        QVERIFY(!groups.isEager(0, 1, 1)); // ReluGrad of step 10, on the executor thread
        // Host framework-op self time: 3 MatMuls of 4 ms and 3 ReluGrads of 1 ms; 4 ms of it eager.
        const overview::OverviewReport report = overview::computeOverview(hostsOf(space), {});
        QCOMPARE_NEAR(*report.eager.hostPercent.value, 100.0 * 4 / 15);
    }

    void loopOpsStopGrouping()
    {
        auto space = readCase("keras_cpu_train");
        auto& metadata = (*space->mutable_planes(0)->mutable_event_metadata())[99];
        metadata.set_id(99);
        metadata.set_name("WhileOp-EvalCond");
        const EventGroups groups = groupEvents(*space);
        QCOMPARE(groups.source(), GroupingSource::LoopOpsPresent);
        QVERIFY(groups.groups().empty());
        QCOMPARE(groups.groupOf(0, 0, 0), kNoGroup);
    }

    void storedGroupsOfARealTensorFlowRun()
    {
        const std::vector<HostSpace> hosts = test::readSharedHost(QStringLiteral("xprof/gpu_multi_worker.xplane.pb"));
        if (hosts.empty())
            QSKIP("the shared data is absent");
        // The file was grouped when TensorFlow wrote it: XProf keeps its groups and its Steps lines.
        const EventGroups groups = groupEvents(*hosts[0].space());
        QCOMPARE(groups.source(), GroupingSource::Stored);
        QVERIFY(groups.group(0) != nullptr);
        QVERIFY(!groups.deviceSteps().empty());
        for (const StepSpan& step : groups.deviceSteps())
            QVERIFY(step.line >= 0); // stored events, not derived ones
    }

    void jaxTpuRunGroupsTheCoresByTheirModules()
    {
        const std::vector<HostSpace> hosts = test::readSharedHost(QStringLiteral("xprof/tpu_inference_2.xplane.pb"));
        if (hosts.empty())
            QSKIP("the shared data is absent");
        const tensorflow::profiler::XSpace& space = *hosts[0].space();
        const EventGroups groups = groupEvents(space);
        QCOMPARE(groups.source(), GroupingSource::Computed);
        QVERIFY(groups.hostSteps().empty()); // no host roots
        QVERIFY(groups.deviceSteps().empty()); // and no Steps line
        // XProf's fallback: the k-th XLA Modules event of every core is group k, and each op takes
        // the group of the module execution it overlaps.
        const auto lineNamed = [&](int plane, const char* name) {
            for (int l = 0; l < space.planes(plane).lines_size(); ++l) {
                if (space.planes(plane).lines(l).name() == name)
                    return l;
            }
            return -1;
        };
        QCOMPARE(space.planes(0).name(), std::string("/device:TPU:0"));
        QCOMPARE(space.planes(1).name(), std::string("/device:TPU:1"));
        const int modules = lineNamed(0, "XLA Modules");
        QCOMPARE(groups.groupOf(0, modules, 0), qint64(0));
        QCOMPARE(groups.groupOf(1, lineNamed(1, "XLA Modules"), 0), qint64(0));
        QCOMPARE(groups.group(0)->name, QStringLiteral("0"));
        const tensorflow::profiler::XLine& ops = space.planes(0).lines(lineNamed(0, "XLA Ops"));
        int grouped = 0;
        for (int e = 0; e < ops.events_size(); ++e)
            grouped += groups.groupOf(0, lineNamed(0, "XLA Ops"), e) != kNoGroup;
        QVERIFY(grouped > 0);
        // The host plane has no root: its memory events stay ungrouped.
        QCOMPARE(groups.groupOf(5, 0, 0), kNoGroup);
    }

    // An ungrouped file's memory events are left out of the parse (groupingspace.h): every event
    // gets the group, and every root the step name, of the whole parse. The cases'
    // host events get memory events inside them and on their edges, as a profiler writes them.
    void spaceToGroupGroupsLikeTheWholeParse_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("groupedMemoryEvents"); // all but those outside every step
        const std::pair<const char*, int> cases[]
            = { { "keras_cpu_train", 67 }, { "user_roots", 20 }, { "gpu_correlation", 19 }, { "edge_steps", 40 },
                  { "no_roots", 0 }, { "", 0 } }; // "": generated; its allocators' lines hold no steps
        for (const auto& [name, grouped] : cases)
            QTest::addRow("%s", *name ? name : "generated") << QString::fromLatin1(name) << grouped;
    }

    void spaceToGroupGroupsLikeTheWholeParse()
    {
        QFETCH(QString, name);
        QFETCH(int, groupedMemoryEvents);
        std::shared_ptr<tensorflow::profiler::XSpace> space;
        if (name.isEmpty()) {
            generator::Options options = generator::tinyOptions(3);
            options.groupIds = false;
            space = generator::generateXSpace(options);
        } else {
            space = readCase(name.toLatin1().constData());
            addMemoryEvents(*space);
        }
        QVERIFY(!isGrouped(*space));
        const std::string bytes = space->SerializeAsString();
        const SpaceToGroup parsed
            = parseSpaceToGroup(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())), false);
        QVERIFY(parsed.space);
        QVERIFY(!parsed.cancelled);
        const EventGroups whole = groupEvents(*space);
        const EventGroups pruned = groupEvents(parsed);
        QCOMPARE(parsed.space->planes_size(), space->planes_size());
        int memoryEventCount = 0;
        int grouped = 0;
        for (int p = 0; p < space->planes_size(); ++p) {
            const tensorflow::profiler::XPlane& plane = space->planes(p);
            const tensorflow::profiler::XPlane& kept = parsed.space->planes(p);
            QCOMPARE(kept.name(), plane.name());
            if (plane.name() == "/host:metadata") {
                QCOMPARE(kept.lines_size() + kept.stats_size(), 0); // the HloProtos stay out
                continue;
            }
            QCOMPARE(kept.lines_size(), plane.lines_size());
            const bool leavesOut = plane.name() == "/host:CPU";
            for (int l = 0; l < plane.lines_size(); ++l) {
                int keptIndex = 0;
                for (int e = 0; e < plane.lines(l).events_size(); ++e) {
                    QCOMPARE(pruned.groupOf(p, l, e), whole.groupOf(p, l, e));
                    QCOMPARE(pruned.stepName(p, l, e), whole.stepName(p, l, e));
                    QCOMPARE(pruned.isEager(p, l, e), whole.isEager(p, l, e));
                    const tensorflow::profiler::XEvent& event = plane.lines(l).events(e);
                    const bool memory = isMemoryEvent(plane, event);
                    if (memory) {
                        QVERIFY(event.stats_size() > 0);
                        grouped += whole.groupOf(p, l, e) != kNoGroup;
                        ++memoryEventCount;
                        if (leavesOut)
                            continue; // instant, without a stat the grouping reads
                    }
                    const tensorflow::profiler::XEvent& parsedEvent = kept.lines(l).events(keptIndex++);
                    QCOMPARE(parsedEvent.offset_ps(), event.offset_ps());
                    QCOMPARE(parsedEvent.stats_size(), memory ? 0 : event.stats_size());
                }
                QCOMPARE(kept.lines(l).events_size(), keptIndex);
            }
        }
        QVERIFY(memoryEventCount > 0);
        QCOMPARE(grouped, groupedMemoryEvents);
        QCOMPARE(pruned.groups().size(), whole.groups().size());
        for (size_t i = 0; i < whole.groups().size(); ++i)
            QCOMPARE(pruned.groups()[i].name, whole.groups()[i].name);
        QCOMPARE(pruned.hostSteps().size(), whole.hostSteps().size());
        for (size_t i = 0; i < whole.hostSteps().size(); ++i) {
            QCOMPARE(pruned.hostSteps()[i].line, whole.hostSteps()[i].line);
            QCOMPARE(pruned.hostSteps()[i].event, whole.hostSteps()[i].event);
            QCOMPARE(pruned.hostSteps()[i].groupId, whole.hostSteps()[i].groupId);
        }
        QCOMPARE(pruned.deviceSteps().size(), whole.deviceSteps().size());
    }

    // In a file grouped at capture a left-out memory event has the group it was written with, or none,
    // never its holder's: as the stored groups of the whole parse.
    void leftOutEventsOfAGroupedFileKeepTheirStoredGroups()
    {
        generator::Options options = generator::tinyOptions(3);
        options.groupIds = true;
        const std::shared_ptr<tensorflow::profiler::XSpace> space = generator::generateXSpace(options);
        QVERIFY(isGrouped(*space));
        // A memory event without a group_id at the start of the first host event that has one.
        bool added = false;
        for (tensorflow::profiler::XPlane& plane : *space->mutable_planes()) {
            if (plane.name() != "/host:CPU" || added)
                continue;
            qint64 allocation = -1, groupStat = -1;
            for (const auto& [id, metadata] : plane.event_metadata())
                allocation = metadata.name() == "MemoryAllocation" ? id : allocation;
            for (const auto& [id, metadata] : plane.stat_metadata())
                groupStat = metadata.name() == "group_id" ? id : groupStat;
            QVERIFY(allocation >= 0 && groupStat >= 0);
            for (tensorflow::profiler::XLine& line : *plane.mutable_lines()) {
                for (int e = 0; e < line.events_size() && !added; ++e) {
                    const tensorflow::profiler::XEvent holder = line.events(e);
                    const bool grouped = std::any_of(holder.stats().begin(), holder.stats().end(),
                        [&](const tensorflow::profiler::XStat& stat) { return stat.metadata_id() == groupStat; });
                    if (!grouped || holder.duration_ps() == 0)
                        continue;
                    tensorflow::profiler::XEvent& memory = *line.add_events();
                    memory.set_metadata_id(allocation);
                    memory.set_offset_ps(holder.offset_ps());
                    added = true;
                }
            }
        }
        QVERIFY(added);
        const std::string bytes = space->SerializeAsString();
        const SpaceToGroup parsed
            = parseSpaceToGroup(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())), false);
        QVERIFY(parsed.space);
        QVERIFY(!parsed.leftOut.empty());
        const EventGroups whole = groupEvents(*space);
        const EventGroups pruned = groupEvents(parsed);
        QCOMPARE(pruned.source(), GroupingSource::Stored);
        size_t leftOut = 0;
        for (const LeftOutEvents& line : parsed.leftOut)
            leftOut += line.events.size();
        int memoryEvents = 0;
        for (int p = 0; p < space->planes_size(); ++p) {
            for (int l = 0; l < space->planes(p).lines_size(); ++l) {
                for (int e = 0; e < space->planes(p).lines(l).events_size(); ++e) {
                    QCOMPARE(pruned.groupOf(p, l, e), whole.groupOf(p, l, e));
                    memoryEvents += isMemoryEvent(space->planes(p), space->planes(p).lines(l).events(e));
                }
            }
        }
        QCOMPARE(leftOut, size_t(memoryEvents)); // each with its group_id and bytes stats, or none
        QCOMPARE(pruned.groups().size(), whole.groups().size());
        for (size_t i = 0; i < whole.groups().size(); ++i) {
            QCOMPARE(pruned.groups()[i].id, whole.groups()[i].id);
            QCOMPARE(pruned.groups()[i].name, whole.groups()[i].name);
            QCOMPARE(pruned.groups()[i].stepNumber, whole.groups()[i].stepNumber);
        }
    }

    // Only an instant memory event at an offset without a stat the grouping reads is left out; one
    // with such a stat, a duration or a count instead of an offset is parsed like any other event.
    void onlyPlainInstantMemoryEventsAreLeftOut()
    {
        tensorflow::profiler::XSpace space;
        tensorflow::profiler::XPlane& plane = *space.add_planes();
        plane.set_name("/host:CPU");
        (*plane.mutable_event_metadata())[1].set_name("MemoryAllocation");
        (*plane.mutable_stat_metadata())[10].set_name("bytes_allocated");
        (*plane.mutable_stat_metadata())[11].set_name("correlation_id");
        tensorflow::profiler::XLine& line = *plane.add_lines();
        const auto add = [&](qint64 offsetPs, qint64 statId) {
            tensorflow::profiler::XEvent& event = *line.add_events();
            event.set_metadata_id(1);
            event.set_offset_ps(offsetPs);
            tensorflow::profiler::XStat& stat = *event.add_stats();
            stat.set_metadata_id(statId);
            stat.set_int64_value(4096);
            return &event;
        };
        add(100, 10); // left out
        add(200, 11); // a stat the grouping reads
        add(300, 10)->set_duration_ps(5);
        add(400, 10)->set_num_occurrences(2); // the oneof's offset replaced by a count
        tensorflow::profiler::XEvent* unknownField = add(500, 10); // a field XEvent lacks: still left out
        unknownField->GetReflection()->MutableUnknownFields(unknownField)->AddVarint(9, 7);
        add(600, 10); // left out
        const std::string bytes = space.SerializeAsString();
        const SpaceToGroup parsed
            = parseSpaceToGroup(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())), false);
        QVERIFY(parsed.space);
        const tensorflow::profiler::XLine& kept = parsed.space->planes(0).lines(0);
        QCOMPARE(kept.events_size(), 3);
        QCOMPARE(kept.events(0).offset_ps(), qint64(200));
        QCOMPARE(kept.events(0).stats_size(), 1);
        QCOMPARE(kept.events(1).duration_ps(), qint64(5));
        QCOMPARE(kept.events(2).num_occurrences(), qint64(2));
        QCOMPARE(parsed.leftOut.size(), size_t(1));
        std::vector<std::pair<int, qint64>> leftOut;
        for (const auto& event : parsed.leftOut[0].events)
            leftOut.emplace_back(event.fileIndex, event.offsetPs);
        QCOMPARE(leftOut, (std::vector<std::pair<int, qint64>> { { 0, 100 }, { 4, 500 }, { 5, 600 } }));
        QCOMPARE(parsed.leftOut[0].keptFileIndex, (std::vector<int> { 1, 2, 3 }));
    }

    void spaceToGroupNamesTheDamagedPlaneAndStopsWhenCancelled()
    {
        tensorflow::profiler::XSpace space;
        space.add_planes()->set_name("/host:CPU");
        std::string bytes = space.SerializeAsString();
        const qsizetype damagedAt = static_cast<qsizetype>(bytes.size()) + 2; // after the second plane's tag and length
        bytes += std::string("\x0a\x03\xff\xff\xff", 5); // a plane whose first tag never ends
        const SpaceToGroup damaged
            = parseSpaceToGroup(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())), false);
        QVERIFY(!damaged.space);
        QVERIFY(!damaged.cancelled);
        QCOMPARE(damaged.damagedPlaneOffset, damagedAt);

        const std::unique_ptr<tensorflow::profiler::XSpace> profile
            = generator::generateXSpace(generator::tinyOptions(3));
        const std::string profileBytes = profile->SerializeAsString();
        const std::atomic_bool cancel = true;
        const SpaceToGroup cancelled = parseSpaceToGroup(
            QByteArrayView(profileBytes.data(), static_cast<qsizetype>(profileBytes.size())), false, &cancel);
        QVERIFY(!cancelled.space);
        QVERIFY(cancelled.cancelled);
    }
};

QTEST_GUILESS_MAIN(TestGrouping)
#include "tst_grouping.moc"
