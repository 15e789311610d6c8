// SPDX-License-Identifier: Apache-2.0
// The Trace Viewer's model: hand-written XSpaces (nesting, zero-length and
// overlapping events, display and step names, flows, counters, planes XProf
// skips), the real profiles, level of detail, search, range statistics and
// bad input.
#include "core/format/slicestream.h"
#include "core/format/xspacereader.h"
#include "core/memoryprofile/memoryprofile.h"
#include "core/profile/loader.h"
#include "core/support/testdata.h"
#include "core/support/tracecases.h"
#include "core/trace/chrometrace.h"
#include "core/trace/eventdetails.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/traceexport.h"
#include "generator/generator.h"

#include <QBuffer>
#include <QFile>
#include <QMutex>
#include <QTemporaryDir>
#include <QtTest/QTest>
#include <charconv>
#include <functional>
#include <random>

using namespace memscope;
using namespace memscope::trace;
using memscope::test::trackNamed;

namespace {

QStringList list(std::initializer_list<const char*> texts)
{
    QStringList strings;
    for (const char* text : texts)
        strings << QString::fromUtf8(text);
    return strings;
}

// A hand-written case of tests/data/trace/, serialized into `dir`.
QString writeCase(const QTemporaryDir& dir, const QString& name, bool compressed = false)
{
    return test::writeInput(dir, name + QStringLiteral(".xplane.pb"), test::traceCase(name), compressed);
}

// A Chrome trace-event JSON case of tests/data/trace/, written into `dir` as `target`.trace.json (gzipped as
// TensorFlow writes it, target.trace.json.gz, when `compressed`).
QString writeJsonCase(const QTemporaryDir& dir, const QString& name, bool compressed = true, QString target = {})
{
    QFile file(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/%1.trace.json").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the trace case %s", qPrintable(name));
    return test::writeInput(
        dir, (target.isEmpty() ? name : target) + QStringLiteral(".trace.json"), file.readAll(), compressed);
}

QStringList trackNames(const TraceModel& model, int process)
{
    QStringList names;
    for (int t : model.processes()[size_t(process)].tracks)
        names << model.track(t).name;
    return names;
}

std::shared_ptr<const TraceModel> build(const QString& path)
{
    const TraceBuildOutcome outcome = test::buildTraceOf(path);
    if (!outcome.model)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.model;
}

EventRef eventNamed(const TraceModel& model, const QString& name)
{
    for (int t = 0; t < model.trackCount(); ++t) {
        for (int e = 0; e < model.track(t).eventCount(); ++e) {
            if (model.nameOf({ t, e }).name == name)
                return { t, e };
        }
    }
    return {};
}

// Events of the planes XProf traces, counted with protobuf: what the model must hold, every one.
qint64 tracedEventCount(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    tensorflow::profiler::XSpace space;
    if (!space.ParseFromString(file.readAll().toStdString()))
        return -1;
    bool hasGpu = false;
    for (const auto& plane : space.planes())
        hasGpu = hasGpu || plane.name().starts_with("/device:GPU:");
    const std::string family = hasGpu ? "/device:GPU:" : "/device:TPU:";
    qint64 count = 0;
    for (const auto& plane : space.planes()) {
        if (!plane.name().starts_with(family) && !plane.name().starts_with("/device:CUSTOM:")
            && !plane.name().starts_with("/host:CPU"))
            continue;
        for (const auto& line : plane.lines()) {
            if (line.name().starts_with("counters_") || line.name() == "_counters_")
                continue;
            for (const auto& event : line.events()) {
                const auto metadata = plane.event_metadata().find(event.metadata_id());
                const std::string name = metadata == plane.event_metadata().end() ? "" : metadata->second.name();
                if (!isInternalEventName(QByteArrayView(name.data(), qsizetype(name.size()))))
                    ++count;
            }
        }
    }
    return count;
}

} // namespace

class TestTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nestingDepthsAndOrder()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        QCOMPARE(model->processes().size(), size_t(1));
        QCOMPARE(model->processes()[0].pid, qint64(1));
        QCOMPARE(model->processes()[0].name, QStringLiteral("/device:GPU:0"));
        // The empty line and the "counters_" line make no track.
        QCOMPARE(model->trackCount(), 2);
        const TraceTrack& stream = model->track(0);
        QCOMPARE(stream.name, QStringLiteral("Stream #13(Compute)"));
        QCOMPARE(stream.tid, 13u);
        QCOMPARE(stream.eventCount(), 7);
        QCOMPARE(stream.depthCount(), 3);
        const auto depthNames = [&](int depth) {
            QStringList names;
            for (quint32 e = stream.depthBegin[size_t(depth)]; e < stream.depthBegin[size_t(depth) + 1]; ++e)
                names << model->nameOf({ 0, int(e) }).name;
            return names;
        };
        QCOMPARE(depthNames(0), list({ "outer", "after", "late" }));
        QCOMPARE(depthNames(1), list({ "middle", "overlap" }));
        QCOMPARE(depthNames(2), list({ "inner", "instant" }));
        // The second stream's line starts 1000 ns later: its times are on the same origin.
        QCOMPARE(model->originNs(), qint64(1000));
        QCOMPARE(model->startPs(eventNamed(*model, QStringLiteral("copy"))), qint64(1000000));
        // An event outside its line's span is kept where it is.
        QCOMPARE(stream.lineSpan, (TimeRange { 0, 200000 }));
        QCOMPARE(model->startPs(eventNamed(*model, QStringLiteral("late"))), qint64(900000));
        QCOMPARE(model->extent(), (TimeRange { 0, 1001000 }));
        QCOMPARE(model->eventCount(), qint64(8));
        QVERIFY(!model->memoryOriginNs()); // no memory events: nothing to link with the Memory Profile
        QVERIFY(!model->fromMemoryProfileMs(1.0));
    }

    void selfTimes()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        QCOMPARE(model->selfTimePs(eventNamed(*model, QStringLiteral("outer"))), qint64(60000));
        QCOMPARE(model->selfTimePs(eventNamed(*model, QStringLiteral("middle"))), qint64(30000));
        // A child running past its parent's end counts up to that end.
        QCOMPARE(model->selfTimePs(eventNamed(*model, QStringLiteral("after"))), qint64(10000));
        QCOMPARE(model->selfTimePs(eventNamed(*model, QStringLiteral("instant"))), qint64(0));
    }

    void levelOfDetailMergesPerPixel()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        std::vector<TraceBox> boxes;
        // 1 ps per pixel: every event is a box of its own.
        model->boxes(0, { 0, 1000000 }, 1000000, boxes);
        QCOMPARE(boxes.size(), size_t(7));
        // 200 ns per pixel: outer and after, both narrower than a pixel, start in
        // the first column and merge; "late" is alone in its column.
        model->boxes(0, { 0, 1000000 }, 5, boxes);
        for (const TraceBox& box : boxes)
            QVERIFY(box.event >= 0 || box.mergedCount > 1);
        const auto depth0 = std::count_if(boxes.begin(), boxes.end(), [](const TraceBox& b) { return b.depth == 0; });
        QCOMPARE(depth0, 2);
        QCOMPARE(boxes.front().mergedCount, 2); // outer + after
        // Only what overlaps the range.
        model->boxes(0, { 895000, 910000 }, 100, boxes);
        QCOMPARE(boxes.size(), size_t(1));
        QCOMPARE(model->nameOf({ 0, boxes[0].event }).name, QStringLiteral("late"));
        // Hit testing at a depth, with a tolerance.
        QCOMPARE(model->nameOf({ 0, model->eventAt(0, 1, 30000, 0) }).name, QStringLiteral("middle"));
        QCOMPARE(model->eventAt(0, 1, 70000, 100), -1);
        QCOMPARE(model->nameOf({ 0, model->eventAt(0, 1, 105000, 6000) }).name, QStringLiteral("overlap"));
    }

    void timeOrder()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        QStringList names;
        for (int e : model->eventsInTimeOrder(0, model->extent()))
            names << model->nameOf({ 0, e }).name;
        QCOMPARE(names, list({ "outer", "middle", "inner", "instant", "after", "overlap", "late" }));
        names.clear();
        for (int e : model->eventsInTimeOrder(0, { 25000, 60000 }))
            names << model->nameOf({ 0, e }).name;
        QCOMPARE(names, list({ "outer", "middle", "inner", "instant" }));
    }

    void namesOrderAndPlanes()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("names_flows")));
        QVERIFY(model);
        // Devices first (pid 1 + plane id), then the host (701); the empty GPU
        // plane, /host:metadata and Task Environment make no process.
        QCOMPARE(model->processes().size(), size_t(2));
        QCOMPARE(model->processes()[0].name, QStringLiteral("/device:GPU:0"));
        QCOMPARE(model->processes()[0].pid, qint64(1));
        QCOMPARE(model->processes()[1].name, QStringLiteral("/host:CPU"));
        QCOMPARE(model->processes()[1].pid, qint64(701));
        const auto trackNames = [&](int process) {
            QStringList names;
            for (int t : model->processes()[size_t(process)].tracks)
                names << model->track(t).name;
            return names;
        };
        // Device lines by id (the derived Steps line's negative id is a large tid); host threads in line order.
        QCOMPARE(trackNames(0), list({ "Stream #13(Compute)", "Steps" }));
        QCOMPARE(model->track(trackNamed(*model, QStringLiteral("Steps"))).tid, 3735928559u);
        QCOMPARE(trackNames(1), list({ "tf_Compute/-100", "python3" }));
        QCOMPARE(model->track(trackNamed(*model, QStringLiteral("tf_Compute/-100"))).tid, 4294967196u);
        // Display names replace names; the metadata name is the long name. Step names rename.
        const EventRef add = eventNamed(*model, QStringLiteral("AddV2"));
        QVERIFY(add.isValid());
        QCOMPARE(model->nameOf(add).longName, QStringLiteral("Adam/add:AddV2"));
        QVERIFY(eventNamed(*model, QStringLiteral("train 0")).isValid());
        // Internal events are dropped.
        QVERIFY(!eventNamed(*model, QStringLiteral("PrefetchProduce")).isValid());
        QCOMPARE(model->track(trackNamed(*model, QStringLiteral("python3"))).eventCount(), 1);
        // The _counters_ line is a counter track.
        QCOMPARE(model->counters().size(), size_t(1));
        const CounterTrack& counter = model->counters()[0];
        QCOMPARE(counter.kind, CounterKind::Device);
        QCOMPARE(counter.name, QStringLiteral("sm_active"));
        QCOMPARE(counter.timesPs, (std::vector<qint64> { 100, 200 }));
        QCOMPARE(counter.values[0], (std::vector<double> { 40.5, 60 }));
    }

    void detailsResolveStats()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("names_flows"), true)); // gzip too
        QVERIFY(model);
        const EventDetails add = eventDetails(*model, eventNamed(*model, QStringLiteral("AddV2")));
        QVERIFY2(add.error.isEmpty(), qPrintable(add.error));
        QCOMPARE(add.metadataName, QStringLiteral("Adam/add:AddV2"));
        QCOMPARE(add.displayName, QStringLiteral("AddV2"));
        QCOMPARE(add.startPs, qint64(100));
        QCOMPARE(add.durationPs, qint64(500));
        QCOMPARE(add.stats.size(), size_t(5));
        QCOMPARE(add.stats[0].name, QStringLiteral("tf_op"));
        QCOMPARE(add.stats[0].text, QStringLiteral("Adam/add:AddV2"));
        QCOMPARE(add.stats[1].kind, EventStat::Kind::Ref);
        QCOMPARE(add.stats[1].text, QStringLiteral("fusion.1"));
        QCOMPARE(add.stats[2].real, 2.5);
        QCOMPARE(add.stats[3].int64, qint64(-7));
        QCOMPARE(add.stats[4].kind, EventStat::Kind::Bytes);
        QCOMPARE(add.stats[4].byteCount, qint64(2));
        // Metadata stats come first.
        const EventDetails kernel = eventDetails(*model, eventNamed(*model, QStringLiteral("volta_sgemm")));
        QCOMPARE(kernel.stats.front().name, QStringLiteral("hlo_op"));
        QVERIFY(kernel.stats.front().fromMetadata);
        QCOMPARE(kernel.stats.front().text, QStringLiteral("fusion.3"));
    }

    void flowsLinkEvents()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("names_flows")));
        QVERIFY(model);
        const EventRef launch = eventNamed(*model, QStringLiteral("cuLaunchKernel"));
        const EventRef kernel = eventNamed(*model, QStringLiteral("volta_sgemm"));
        const std::vector<FlowPoint> fromLaunch = model->flowsOf(launch);
        QCOMPARE(fromLaunch.size(), size_t(1));
        QCOMPARE((EventRef { fromLaunch[0].track, fromLaunch[0].event }), kernel);
        QCOMPARE(fromLaunch[0].id, quint64(77));
        QCOMPARE(fromLaunch[0].direction, FlowPoint::Direction::In);
        const std::vector<FlowPoint> fromKernel = model->flowsOf(kernel);
        QCOMPARE(fromKernel.size(), size_t(1));
        QCOMPARE((EventRef { fromKernel[0].track, fromKernel[0].event }), launch);
        QVERIFY(model->flowsOf(eventNamed(*model, QStringLiteral("AddV2"))).empty());
    }

    void searchEverything()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        SearchResult result = model->search(QStringLiteral("E"), SearchMode::Substring); // case-insensitive
        QStringList names;
        for (const EventRef& hit : result.hits)
            names << model->nameOf(hit).name;
        QCOMPARE(names, list({ "outer", "middle", "inner", "after", "overlap", "late" }));
        result = model->search(QStringLiteral("^(in|out)"), SearchMode::RegularExpression);
        QCOMPARE(result.hits.size(), size_t(3));
        result = model->search(QStringLiteral("("), SearchMode::RegularExpression);
        QVERIFY(!result.error.isEmpty());
        QVERIFY(result.hits.empty());
        // The long name is searched too.
        QTemporaryDir other;
        const auto named = build(writeCase(other, QStringLiteral("names_flows")));
        QCOMPARE(named->search(QStringLiteral("adam/add"), SearchMode::Substring).hits.size(), size_t(1));
    }

    void rangeStatistics()
    {
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        const std::vector<RangeStatRow> rows = model->rangeStatistics({ 0, 60000 });
        QStringList names;
        for (const RangeStatRow& row : rows)
            names << row.name;
        QCOMPARE(names, list({ "outer", "middle", "inner", "instant" })); // by total, largest first
        QCOMPARE(rows[0].count, qint64(1));
        QCOMPARE(rows[0].totalPs, qint64(100000));
        QCOMPARE(rows[0].selfPs, qint64(60000));
        QCOMPARE(rows[1].selfPs, qint64(30000));
        // One track only.
        QCOMPARE(model->rangeStatistics(model->extent(), { 1 }).size(), size_t(1));
    }

    void stepsTrackFromTheGrouping_data()
    {
        QTest::addColumn<bool>("parsedSpace");
        QTest::newRow("file only: parsed for the grouping") << false;
        QTest::newRow("the window's parsed XSpace") << true;
    }

    void stepsTrackFromTheGrouping()
    {
        QFETCH(bool, parsedSpace);
        QTemporaryDir dir;
        const LoadOutcome loaded = loadProfile(writeCase(dir, QStringLiteral("steps")));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        TraceInput input { loaded.profile->hosts.front(), nullptr };
        if (parsedSpace) {
            auto space = std::make_shared<tensorflow::profiler::XSpace>();
            QVERIFY(space->ParseFromString(test::traceCase(QStringLiteral("steps")).toStdString()));
            input.space = space;
        }
        const TraceBuildOutcome outcome = buildTrace({ input });
        QVERIFY2(outcome.model, qPrintable(outcome.error));
        const TraceModel& model = *outcome.model;
        constexpr qint64 kMs = 1000000000;
        // The GPU's tracks: its stream, then the derived Steps line (tid kThreadIdStepInfo sorts last).
        const TraceProcess& gpu = model.processes()[0];
        QCOMPARE(gpu.name, QStringLiteral("/device:GPU:0"));
        QCOMPARE(gpu.tracks.size(), size_t(2));
        const TraceTrack& steps = model.track(gpu.tracks[1]);
        QCOMPARE(steps.kind, TrackKind::Steps);
        QCOMPARE(steps.name, QStringLiteral("Steps"));
        QCOMPARE(steps.tid, quint32(3735928559u));
        QCOMPARE(steps.eventCount(), 2);
        QCOMPARE(steps.startsPs, (std::vector<qint64> { 3 * kMs, 12 * kMs }));
        QCOMPARE(steps.durationsPs, (std::vector<qint64> { 6 * kMs, 2 * kMs }));
        QCOMPARE(steps.groupIds, (std::vector<qint32> { 0, 1 }));
        QCOMPARE(model.nameOf({ gpu.tracks[1], 0 }).name, QStringLiteral("train 1"));
        QCOMPARE(model.nameOf({ gpu.tracks[1], 1 }).name, QStringLiteral("train 2"));
        // The details show each event's group and step: a step, a kernel, a host root.
        const EventDetails step = eventDetails(model, { gpu.tracks[1], 1 });
        QCOMPARE(step.groupId, qint32(1));
        QCOMPARE(step.stepName, QStringLiteral("train 2"));
        QCOMPARE(step.durationPs, 2 * kMs);
        const EventRef relu = eventNamed(model, QStringLiteral("relu_kernel"));
        QCOMPARE(eventDetails(model, relu).groupId, qint32(0));
        QCOMPARE(eventDetails(model, relu).stepName, QStringLiteral("train 1"));
        // XProf names a root by the step name its grouping gives it (spec A.3.3).
        const int python = trackNamed(model, QStringLiteral("python"));
        QVERIFY(python >= 0);
        const std::vector<int> roots = model.eventsInTimeOrder(python, { 10 * kMs + 1, 10 * kMs + 1 });
        QCOMPARE(roots.size(), size_t(1));
        const EventRef root { python, roots[0] };
        QCOMPARE(model.nameOf(root).name, QStringLiteral("train 2"));
        QCOMPARE(eventDetails(model, root).stepName, QStringLiteral("train 2"));
        // The name it replaced stays: searched for, in the CSV and the details (TensorFlow's own trace
        // shows a CPU run's step as EagerKernelExecute, XProf as its step name).
        QCOMPARE(model.nameOf(root).longName, QStringLiteral("train"));
        QCOMPARE(eventDetails(model, root).metadataName, QStringLiteral("train"));
        QCOMPARE(model.nameOf({ gpu.tracks[1], 1 }).longName, QString());
        const SearchResult found = model.search(QStringLiteral("^train$"), SearchMode::RegularExpression);
        QVERIFY(std::find(found.hits.begin(), found.hits.end(), root) != found.hits.end());
    }

    void unparsablePlaneShowsEventsWithoutSteps()
    {
        // The wire walk reads a line name that is not UTF-8; protobuf refuses the plane, so the
        // grouping cannot run: the events are shown, and a warning names the file and the plane.
        tensorflow::profiler::XSpace space;
        auto* plane = space.add_planes();
        plane->set_name("/device:GPU:0");
        auto* line = plane->add_lines();
        line->set_name(std::string("bad \xff name"));
        line->add_events()->set_duration_ps(5);
        QTemporaryDir dir;
        const QString path = test::writeInput(
            dir, QStringLiteral("bad.xplane.pb"), QByteArray::fromStdString(space.SerializeAsString()));
        const auto model = build(path);
        QVERIFY(model);
        QCOMPARE(model->eventCount(), qint64(1));
        QCOMPARE(model->warnings().size(), 1);
        QVERIFY2(model->warnings()[0].contains(QStringLiteral("cannot be parsed for the event grouping")),
            qPrintable(model->warnings()[0]));
        QVERIFY(model->warnings()[0].contains(QStringLiteral("bad.xplane.pb")));
    }

    void noRootsNoStepsTrack()
    {
        // A file without roots is grouped into nothing: no Steps track, no group ids.
        QTemporaryDir dir;
        const auto model = build(writeCase(dir, QStringLiteral("nesting")));
        QVERIFY(model);
        for (int t = 0; t < model->trackCount(); ++t) {
            QCOMPARE(model->track(t).kind, TrackKind::Line);
            QVERIFY(model->track(t).groupIds.empty());
        }
        QCOMPARE(eventDetails(*model, { 0, 0 }).groupId, kNoGroup);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
        // The loader's words, as for every other command: the trace reads what it loaded.
        QTest::newRow("text") << QByteArray("hello, this is text\n")
                              << QStringLiteral("neither a profile nor an HloProto in text format");
        tensorflow::profiler::XSpace space;
        auto* plane = space.add_planes();
        plane->set_name("/device:GPU:0");
        auto* line = plane->add_lines();
        for (int i = 0; i < 100; ++i)
            line->add_events()->set_duration_ps(i);
        const QByteArray whole = test::serialize(space);
        // The loader's words: the figure is where the cut plane should end, then the file's size.
        QTest::newRow("truncated") << whole.left(whole.size() - 7)
                                   << QStringLiteral(
                                          "truncated: plane 1 should end at byte %1; the file ends at byte %2")
                                          .arg(whole.size())
                                          .arg(whole.size() - 7);
    }

    void badInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = test::writeInput(dir, QStringLiteral("bad.xplane.pb"), content);
        const TraceBuildOutcome outcome = test::buildTraceOf(path);
        QVERIFY(!outcome.model);
        QVERIFY2(outcome.error.contains(QStringLiteral("bad.xplane.pb")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(expected), qPrintable(outcome.error));
        const TraceBuildOutcome missing = test::buildTraceOf(dir.filePath(QStringLiteral("no")));
        QVERIFY2(missing.error.contains(QStringLiteral("no such file or folder")), qPrintable(missing.error));
    }

    void hostileTimesStayInRange()
    {
        tensorflow::profiler::XSpace space;
        auto* plane = space.add_planes();
        plane->set_name("/device:GPU:0");
        (*plane->mutable_event_metadata())[1].set_name("huge");
        auto* early = plane->add_lines();
        early->set_id(1);
        early->set_timestamp_ns(std::numeric_limits<qint64>::min());
        auto* event = early->add_events();
        event->set_metadata_id(1);
        event->set_offset_ps(std::numeric_limits<qint64>::min());
        event->set_duration_ps(-5);
        auto* late = plane->add_lines();
        late->set_id(2);
        late->set_timestamp_ns(std::numeric_limits<qint64>::max());
        late->set_duration_ps(std::numeric_limits<qint64>::max());
        event = late->add_events();
        event->set_metadata_id(7); // undeclared
        event->set_offset_ps(std::numeric_limits<qint64>::max());
        event->set_duration_ps(std::numeric_limits<qint64>::max());
        QTemporaryDir dir;
        const auto model = build(test::writeInput(dir, QStringLiteral("hostile.xplane.pb"), test::serialize(space)));
        QVERIFY(model);
        QCOMPARE(model->eventCount(), qint64(2));
        const TimeRange extent = model->extent();
        QVERIFY(extent.startPs < extent.endPs);
        QVERIFY(extent.length() > 0); // no overflow
        std::vector<TraceBox> boxes;
        for (int t = 0; t < model->trackCount(); ++t)
            model->boxes(t, extent, 800, boxes);
        QVERIFY(model->nameOf({ 1, 0 }).name.isEmpty());
        QCOMPARE(model->search(QStringLiteral("huge"), SearchMode::Substring).hits.size(), size_t(1));
        QVERIFY(!model->rangeStatistics(extent).empty());
    }

    // The build says how far it is as each plane is read, never going past 1000, and ends at 1000.
    void progressPlaneByPlane()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("generated.xplane.pb"));
        QVERIFY(generator::writeXSpace(generator::tinyOptions(), path).isEmpty());
        QMutex mutex;
        QList<int> reported;
        TraceBuildOptions options;
        options.progress = [&](int permille) {
            const QMutexLocker locker(&mutex);
            reported << permille;
        };
        const TraceBuildOutcome outcome = test::buildTraceOf(path, options);
        QVERIFY2(outcome.model, qPrintable(outcome.error));
        QVERIFY2(reported.size() > 3, qPrintable(QString::number(reported.size())));
        QCOMPARE(reported.last(), 1000);
        for (const int permille : std::as_const(reported))
            QVERIFY(permille > 0 && permille <= 1000);
    }

    // The window paints the trace before the Memory Profile's analysis behind its memory counters:
    // the trace handed out first has every track, and the plane of the memory events even when it has
    // nothing else to show; the last one adds the counters, keeps those tracks in their places and is
    // the trace a build without the first one gives.
    // The counters take an analysis made elsewhere (the window's Memory Profile page) instead of
    // analysing the memory events again: the same trace to the byte; its snapshots are what is drawn
    // (one changed shows), and one that failed is not taken.
    void memoryCountersFromASharedAnalysis()
    {
        auto space = generator::generateXSpace(generator::tinyOptions(7, generator::Kind::Gpu), 0);
        QTemporaryDir dir;
        const QString path = test::writeInput(
            dir, QStringLiteral("memory.xplane.pb"), QByteArray::fromStdString(space->SerializeAsString()), false);
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        const auto analysis = std::make_shared<const memoryprofile::Result>(memoryprofile::analyze(*loaded.profile));
        QVERIFY(!analysis->allocators.empty());
        const auto chromeJson = [&](const std::shared_ptr<const memoryprofile::Result>& shared, int* asked) {
            TraceBuildOptions options;
            if (asked) {
                options.memoryProfile = [&] {
                    ++*asked;
                    return shared;
                };
            }
            const TraceBuildOutcome built = buildTrace(traceInputs(*loaded.profile), options);
            QByteArray json;
            QBuffer buffer(&json);
            if (!built.model || !buffer.open(QIODevice::WriteOnly) || !writeChromeJson(*built.model, {}, buffer))
                return QByteArray();
            return json;
        };
        const QByteArray direct = chromeJson(nullptr, nullptr);
        QVERIFY(direct.size() > 1000);
        int asked = 0;
        QVERIFY(chromeJson(analysis, &asked) == direct);
        QCOMPARE(asked, 1);

        auto changed = std::make_shared<memoryprofile::Result>(*analysis);
        changed->allocators.front().snapshots.front().heapBytes += 4096;
        const QByteArray fromChanged = chromeJson(changed, &asked);
        QVERIFY(!fromChanged.isEmpty() && fromChanged != direct);

        auto failed = std::make_shared<memoryprofile::Result>(*changed);
        failed->error = QStringLiteral("cancelled");
        QVERIFY(chromeJson(failed, &asked) == direct);
        QVERIFY(chromeJson(nullptr, &asked) == direct);
        QCOMPARE(asked, 4);
    }

    void memoryCountersComeAfterTheTrace_data()
    {
        QTest::addColumn<bool>("hostThreads");
        QTest::newRow("memory events beside host threads") << true;
        QTest::newRow("memory events alone on the host plane") << false;
    }

    void memoryCountersComeAfterTheTrace()
    {
        QFETCH(bool, hostThreads);
        auto space = generator::generateXSpace(generator::tinyOptions(7, generator::Kind::Gpu), 0);
        for (tensorflow::profiler::XPlane& plane : *space->mutable_planes()) {
            if (hostThreads || plane.name() != "/host:CPU")
                continue;
            for (tensorflow::profiler::XLine& line : *plane.mutable_lines()) {
                auto* events = line.mutable_events();
                events->erase(std::remove_if(events->begin(), events->end(),
                                  [&](const tensorflow::profiler::XEvent& event) {
                                      return !format::isMemoryEventName(
                                          plane.event_metadata().at(event.metadata_id()).name());
                                  }),
                    events->end());
            }
        }
        QTemporaryDir dir;
        const QString path = test::writeInput(
            dir, QStringLiteral("memory.xplane.pb"), QByteArray::fromStdString(space->SerializeAsString()), false);

        std::vector<std::shared_ptr<const TraceModel>> previews;
        TraceBuildOptions options;
        options.withoutMemoryCounters = [&](std::shared_ptr<const TraceModel> model) { previews.push_back(model); };
        const TraceBuildOutcome staged = test::buildTraceOf(path, options);
        QVERIFY2(staged.model, qPrintable(staged.error));
        QCOMPARE(previews.size(), size_t(1));
        const TraceModel& preview = *previews.front();
        const TraceModel& final = *staged.model;

        for (const CounterTrack& counter : preview.counters())
            QVERIFY(counter.kind != CounterKind::Memory);
        QCOMPARE(preview.processes().size(), final.processes().size());
        QCOMPARE(preview.trackCount(), final.trackCount());
        QVERIFY(final.trackCount() > 0);
        for (int t = 0; t < final.trackCount(); ++t)
            QCOMPARE(&preview.track(t), &final.track(t));
        int memoryCounters = 0;
        for (const CounterTrack& counter : final.counters()) {
            if (counter.kind == CounterKind::Memory) {
                ++memoryCounters;
                QCOMPARE(final.processes()[size_t(counter.process)].name, QStringLiteral("/host:CPU"));
                QCOMPARE(preview.processes()[size_t(counter.process)].name, QStringLiteral("/host:CPU"));
                QCOMPARE(preview.processes()[size_t(counter.process)].tracks.empty(), !hostThreads);
            }
        }
        QVERIFY(memoryCounters > 0);

        // The same trace as a build in one go, to the byte.
        const TraceBuildOutcome direct = test::buildTraceOf(path);
        QVERIFY2(direct.model, qPrintable(direct.error));
        QByteArray stagedJson;
        QByteArray directJson;
        QBuffer stagedBuffer(&stagedJson);
        QBuffer directBuffer(&directJson);
        QVERIFY(stagedBuffer.open(QIODevice::WriteOnly) && directBuffer.open(QIODevice::WriteOnly));
        QVERIFY(writeChromeJson(final, {}, stagedBuffer));
        QVERIFY(writeChromeJson(*direct.model, {}, directBuffer));
        QVERIFY(stagedJson.size() > 1000);
        QVERIFY(stagedJson == directJson);
    }

    void cancelled()
    {
        QTemporaryDir dir;
        const QString path = writeCase(dir, QStringLiteral("nesting"));
        const std::atomic_bool cancel { true };
        TraceBuildOptions options;
        options.cancel = &cancel;
        const TraceBuildOutcome outcome = test::buildTraceOf(path, options);
        QVERIFY(outcome.cancelled);
        QVERIFY(!outcome.model);
    }

    // TensorFlow 2.x's <host>.trace.json.gz (spec A.4.6): pids, tids, names, sort order and times as stored.
    void chromeTraceFromTensorFlow()
    {
        QTemporaryDir dir;
        const auto model = build(writeJsonCase(dir, QStringLiteral("tf_gpu")));
        QVERIFY(model);
        QCOMPARE(model->processes().size(), size_t(2));
        QCOMPARE(model->processes()[0].name, QStringLiteral("/device:GPU:0"));
        QCOMPARE(model->processes()[0].pid, qint64(1));
        QCOMPARE(model->processes()[1].name, QStringLiteral("/host:CPU"));
        QCOMPARE(model->processes()[1].pid, qint64(501));
        QCOMPARE(trackNames(*model, 0), list({ "Stream #13(Compute)", "Steps", "TensorFlow Ops" }));
        QCOMPARE(trackNames(*model, 1), list({ "python3", "tf_Compute/-100" }));
        QCOMPARE(model->track(trackNamed(*model, QStringLiteral("tf_Compute/-100"))).tid, quint32(4294967196));
        QCOMPARE(model->track(trackNamed(*model, QStringLiteral("Steps"))).tid, quint32(3735928559));
        QCOMPARE(model->eventCount(), qint64(6));
        // Names as written: no step_name renaming, the display name with its long name.
        QVERIFY(eventNamed(*model, QStringLiteral("EagerKernelExecute 0")).isValid());
        QVERIFY(!eventNamed(*model, QStringLiteral("0")).isValid());
        const EventRef add = eventNamed(*model, QStringLiteral("AddV2"));
        QCOMPARE(model->nameOf(add).longName, QStringLiteral("Adam/add:AddV2"));
        // Times to the picosecond: ts 299282.58100000001 is the start, the kernel 879.141 µs later.
        const EventRef kernel = eventNamed(*model, QStringLiteral("volta_sgemm_128x64_nn"));
        const int python = trackNamed(*model, QStringLiteral("python3"));
        QCOMPARE(model->extent().startPs, model->startPs({ python, 0 }));
        QCOMPARE(model->startPs(kernel) - model->extent().startPs, qint64(879'141'000));
        QCOMPARE(model->durationPs(kernel), qint64(2'250'000));
        QCOMPARE(model->durationPs(eventNamed(*model, QStringLiteral("zero_length_kernel"))), qint64(0));
        // Args are the stats, by name, strings as written.
        const EventDetails details = eventDetails(*model, kernel);
        QVERIFY(details.error.isEmpty());
        QStringList stats;
        for (const EventStat& stat : details.stats)
            stats << stat.name + QLatin1Char('=') + stat.text;
        QCOMPARE(stats, list({ "correlation_id=42", "group_id=0", "is_eager=1" }));
        // No flows are made up for a JSON trace (correlation ids stay args).
        QVERIFY(model->flows().empty());
    }

    // Chrome's other phases and shapes: the array form, B/E pairs, instants, counters,
    // flows by bind_id, escapes, absolute clocks, string pids; what is left out is told.
    void chromeTracePhases()
    {
        QTemporaryDir dir;
        const TraceBuildOutcome outcome = test::buildTraceOf(writeJsonCase(dir, QStringLiteral("phases"), false));
        QVERIFY2(outcome.model, qPrintable(outcome.error));
        const TraceModel& model = *outcome.model;
        QCOMPARE(model.processes().size(), size_t(2));
        QCOMPARE(model.processes()[0].name, QStringLiteral("python \"main\""));
        QCOMPARE(model.processes()[0].pid, qint64(7));
        QCOMPARE(trackNames(model, 0), list({ "worker", "main" })); // thread_sort_index -1 first
        const EventRef outer = eventNamed(model, QStringLiteral("outer"));
        const EventRef inner = eventNamed(model, QStringLiteral("inner \u00e9\n"));
        QVERIFY(outer.isValid() && inner.isValid());
        QCOMPARE(model.track(outer.track).depthOf(inner.event), 1);
        // 1700000000000000.5 µs to ...100.5: exactly 100 µs, on a clock of µs since 1970.
        QCOMPARE(model.durationPs(outer), qint64(100'000'000));
        QCOMPARE(model.startPs(inner) - model.startPs(outer), qint64(9'500'000));
        QCOMPARE(model.durationPs(inner), qint64(10'000'000));
        QCOMPARE(model.durationPs(eventNamed(model, QStringLiteral("mark"))), qint64(0));
        // The E's args join the B's.
        QStringList innerStats;
        for (const EventStat& stat : eventDetails(model, inner).stats)
            innerStats << stat.name;
        QCOMPARE(innerStats, list({ "ratio" }));
        const EventDetails outerDetails = eventDetails(model, outer);
        QCOMPARE(outerDetails.stats.size(), size_t(2));
        QCOMPARE(outerDetails.stats[1].kind, EventStat::Kind::Int64);
        QCOMPARE(outerDetails.stats[1].int64, qint64(3));
        const EventDetails recv = eventDetails(model, eventNamed(model, QStringLiteral("recv")));
        QCOMPARE(recv.stats[0].name, QStringLiteral("big"));
        QCOMPARE(recv.stats[0].kind, EventStat::Kind::Uint64);
        QCOMPARE(recv.stats[0].uint64, std::numeric_limits<quint64>::max());
        QCOMPARE(recv.stats[1].int64, qint64(1)); // true
        QCOMPARE(recv.stats[2].text, QStringLiteral("[1,{\"a\":null}]"));
        QCOMPARE(recv.stats.size(), size_t(4)); // null is no value; the flow is the 4th
        // bind_id "0x1f" and 31 are one flow, from send to recv.
        QCOMPARE(recv.flows.size(), size_t(1));
        QCOMPARE(recv.flows[0].direction, FlowPoint::Direction::Out);
        QCOMPARE(model.nameOf({ recv.flows[0].track, recv.flows[0].event }).name, QStringLiteral("send"));
        // Counters: one per numeric arg.
        QStringList counters;
        for (const CounterTrack& counter : model.counters())
            counters << counter.name + QLatin1Char(':') + QString::number(counter.values[0].back());
        counters.sort();
        QCOMPARE(counters, list({ "memory heap:300", "memory stack:7", "queue:2" }));
        // A string pid is a process of its own; its unclosed B lasts to the trace's end.
        QCOMPARE(model.processes()[1].name, QStringLiteral("renderer"));
        const EventRef open = eventNamed(model, QStringLiteral("open"));
        QCOMPARE(model.startPs(open) + model.durationPs(open), model.startPs(outer) + 199'500'000);
        const QString warnings = model.warnings().join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QStringLiteral("1 begin event(s) (\"B\") without an end")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("1 end event(s) (\"E\") without a begin")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("phase \"b\"")), qPrintable(warnings));
        QVERIFY(warnings.contains(QStringLiteral("phases.trace.json")));
    }

    void chromeTraceBadInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cut") << QByteArray(
            "{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"a\",\"ts\":1,\"dur\":2},{\"ph\":\"X\"")
                             << QStringLiteral("not valid at byte 62 of 62 (decompressed): it ends where");
        QTest::newRow("bad value") << QByteArray("{\"traceEvents\":[{\"ph\":\"X\",\"ts\":1,\"dur\":nope}]}")
                                   << QStringLiteral("at byte 39 of 46 (decompressed): 'nope' is not a JSON value");
        QTest::newRow("open string") << QByteArray("{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"abc")
                                     << QStringLiteral("a string is not closed");
        QTest::newRow("no events") << QByteArray("{\"traceEvents\":{}}") << QStringLiteral("the traceEvents array");
        QTest::newRow("deep") << QByteArray("{\"traceEvents\":[{\"ph\":\"X\",\"args\":") + QByteArray(100, '[')
                              << QStringLiteral("nested deeper than 64 levels");
        QTest::newRow("trailing") << QByteArray("{\"traceEvents\":[]} x") << QStringLiteral("more follows");
        QTest::newRow("bad escape") << QByteArray("{\"traceEvents\":[{\"name\":\"\\q\"}]}")
                                    << QStringLiteral("'\\q' is not a JSON escape");
    }

    void chromeTraceBadInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = test::writeInput(dir, QStringLiteral("bad.trace.json"), content, true);
        const TraceBuildOutcome outcome = test::buildTraceOf(path);
        QVERIFY(!outcome.model);
        QVERIFY2(outcome.error.startsWith(path), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(expected), qPrintable(outcome.error));
    }

    // The JSON tokenizer's verdict and the byte offset of its error, to the letter, on the input's edges:
    // strings cut before their quote (with escapes before it or not, past 16 bytes or not), bad escapes,
    // scalars, white space and nesting.
    void chromeTraceJsonSyntax_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const auto row = [](const char* name, const QByteArray& json, const char* error) {
            QTest::newRow(name) << json << QString::fromUtf8(error);
        };
        row("empty", "", "at byte 0 of 0: it ends where a value should follow");
        row("spaces", " \t\r\n", "at byte 4 of 4: it ends where a value should follow");
        row("array", " [ 1 , -2.5e3 ,\t\"a\" , true,false ,null, {} ,[ ] ]\n", "");
        row("object", "{\"a\" : {\"b\":[1,{\"c\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"}]}}", "");
        row("cut array", "[1, 2", "at byte 5 of 5: it ends where ',' or ']' should follow");
        row("missing comma", "{\"a\":1 \"b\":2}", "at byte 7 of 13: expected ',' or '}', found '\"'");
        row("missing colon", "{\"a\" 1}", "at byte 5 of 7: expected ':', found '1'");
        row("trailing comma", "[1,]", "at byte 3 of 4: expected a value, found ']'");
        row("more follows", "[1] x", "at byte 4 of 5: more follows the trace");
        row("open string", "[\"abc", "at byte 5 of 5: a string is not closed");
        row("open long string", "[\"0123456789abcdefghijklmnopqrstuvwxyz", "at byte 38 of 38: a string is not closed");
        row("open escaped quote", "[\"ab\\\"", "at byte 6 of 6: a string is not closed");
        row("bad escape", "[\"ab\\q\"]", "at byte 5 of 8: '\\q' is not a JSON escape");
        row("bad escape far", "[\"0123456789abcdefghij\\q\"]", "at byte 23 of 26: '\\q' is not a JSON escape");
        row("bad escape unclosed", "[\"ab\\q", "at byte 6 of 6: a string is not closed");
        row("short hex", "[\"\\u12\"]", "at byte 6 of 8: a \\u escape needs four hex digits");
        row("bad hex", "[\"\\u12G4\"]", "at byte 6 of 10: a \\u escape needs four hex digits");
        row("short hex unclosed", "[\"\\u12", "at byte 6 of 6: a string is not closed");
        row("escape at end", "[\"\\", "at byte 3 of 3: a string is not closed");
        row("bare word", "[tru]", "at byte 1 of 5: 'tru' is not a JSON value");
        row("long bare word", "[abcdefghijklmnopqrstuvwxyz]",
            "at byte 1 of 28: 'abcdefghijklmnopqrst' is not a JSON value");
        row("exponent cut", "[1e+]", "at byte 1 of 5: '1e+' is not a JSON value");
        row("plus", "[+1]", "at byte 1 of 4: '+1' is not a JSON value");
        row("hex number", "{\"a\":0x10}", "at byte 5 of 10: '0x10' is not a JSON value");
        row("lone minus", "[-]", "at byte 1 of 3: '-' is not a JSON value");
        row("control", "[\x01]", "at byte 1 of 3: expected a value, found '\x01'");
        row("deep", QByteArray(70, '['), "at byte 65 of 70: values are nested deeper than 64 levels");
    }

    void chromeTraceJsonSyntax()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QString found = checkJsonSyntax({ json.constData(), json.size() });
        if (error.isEmpty())
            QCOMPARE(found, QString());
        else
            QCOMPARE(found, QStringLiteral("the trace JSON is not valid ") + error);
    }

    // A scalar is valid exactly when it is true, false or null or std::from_chars reads all of it as a
    // double (out of range included): every word of up to four characters of number-like letters, and
    // longer random ones.
    void chromeTraceJsonScalarsAsFromChars()
    {
        const QByteArray letters("0159.-+eEinfatyINu");
        const auto valid = [](const QByteArray& token) {
            if (token == "true" || token == "false" || token == "null")
                return true;
            double value = 0;
            const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
            return ptr == token.data() + token.size() && (ec == std::errc() || ec == std::errc::result_out_of_range);
        };
        const auto check = [&](const QByteArray& token) {
            const QByteArray json = "[" + token + "]";
            const bool accepted = checkJsonSyntax({ json.constData(), json.size() }).isEmpty();
            if (accepted != valid(token))
                QFAIL(qPrintable(QStringLiteral("'%1': tokenizer %2, from_chars %3")
                                     .arg(QString::fromLatin1(token))
                                     .arg(accepted)
                                     .arg(valid(token))));
        };
        QByteArray token;
        std::function<void(int)> words = [&](int length) {
            if (length == 0)
                return check(token);
            for (const char letter : letters) {
                token.append(letter);
                words(length - 1);
                token.chop(1);
            }
        };
        for (int length = 1; length <= 4; ++length)
            words(length);
        for (const char* word : { "true", "false", "null", "infinity", "-Infinity", "INF", "NaN", "-nan", "1e999",
                 "-1e-999", "00012", "1.", ".5", "-.5e-3", "1E+05", "123456789012345678901234567890" })
            check(word);
        std::mt19937 random(7);
        const QByteArray weighted("000111223456789...--+eEinfa");
        for (int i = 0; i < 200000; ++i) {
            token.clear();
            const int length = 5 + int(random() % 12);
            for (int j = 0; j < length; ++j)
                token.append(weighted[qsizetype(random() % quint32(weighted.size()))]);
            check(token);
        }
    }

    // A run whose host has an XSpace and the older trace.json.gz reads the XSpace; one with
    // only the JSON reads the JSON; the loader opens both as the trace folder's hosts.
    void chromeTraceInTraceFolder()
    {
        QTemporaryDir dir;
        const QString run = QStringLiteral("plugins/profile/2024_01_01_00_00_00/");
        writeJsonCase(dir, QStringLiteral("tf_gpu"), true, run + QStringLiteral("alpha"));
        writeJsonCase(dir, QStringLiteral("tf_gpu"), true, run + QStringLiteral("beta"));
        test::writeInput(dir, run + QStringLiteral("beta.xplane.pb"), test::traceCase(QStringLiteral("nesting")));
        const QString runPath = dir.filePath(run);
        const LoadOutcome loaded = loadProfile(dir.path());
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        QCOMPARE(loaded.profile->hosts.size(), size_t(2));
        QCOMPARE(loaded.profile->hosts[0].hostName, QStringLiteral("alpha"));
        QVERIFY(loaded.profile->hosts[0].filePath.endsWith(QStringLiteral("alpha.trace.json.gz")));
        QVERIFY(!loaded.profile->hosts[0].holdsXSpace());
        QVERIFY(loaded.profile->hosts[1].filePath.endsWith(QStringLiteral("beta.xplane.pb")));
        const TraceBuildOutcome outcome = buildTrace(traceInputs(*loaded.profile));
        QVERIFY2(outcome.model, qPrintable(outcome.error));
        // Two hosts: XProf's per-host pid shift, the JSON's pids included.
        QStringList processes;
        for (const TraceProcess& process : outcome.model->processes())
            processes << QStringLiteral("%1 %2").arg(process.pid).arg(process.name);
        QVERIFY2(
            processes.contains(QStringLiteral("1001 /device:GPU:0")), qPrintable(processes.join(QLatin1Char(','))));
        QVERIFY(processes.contains(QStringLiteral("1501 /host:CPU")));
        QVERIFY(std::any_of(
            processes.begin(), processes.end(), [](const QString& p) { return p.startsWith(QLatin1String("2")); }));
        // The JSON file alone is a profile with a trace and nothing else.
        const LoadOutcome alone = loadProfile(runPath + QStringLiteral("alpha.trace.json.gz"));
        QVERIFY2(alone.profile, qPrintable(alone.error));
        QCOMPARE(alone.profile->kind, SourceKind::ChromeTraceJson);
        QCOMPARE(alone.profile->hosts.size(), size_t(1));
        QVERIFY(alone.profile->modules.empty());
    }

    void realTpuInference()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "xprof/tpu_inference_2.xplane.pb");
        const auto model = build(path);
        QVERIFY(model);
        // Every event of the file, plus the framework and source lines XProf derives (tst_derivedlines).
        qint64 fileEvents = 0;
        for (int t = 0; t < model->trackCount(); ++t)
            fileEvents += model->track(t).kind == TrackKind::Line ? model->track(t).eventCount() : 0;
        QCOMPARE(fileEvents, tracedEventCount(path));
        QStringList processNames;
        for (const TraceProcess& process : model->processes())
            processNames << process.name;
        QCOMPARE(processNames.mid(0, 4), list({ "/device:TPU:0", "/device:TPU:1", "/device:TPU:2", "/device:TPU:3" }));
        for (int p = 0; p < 4; ++p) {
            QStringList tracks;
            for (int t : model->processes()[size_t(p)].tracks)
                tracks << model->track(t).name;
            QVERIFY2(tracks.contains(QStringLiteral("XLA Modules")) && tracks.contains(QStringLiteral("XLA Ops")),
                qPrintable(tracks.join(QLatin1Char(','))));
        }
        // The memory counters carry the Memory Profile's numbers.
        const LoadOutcome loaded = loadProfile(path);
        QVERIFY(loaded.profile);
        const memoryprofile::Result memory = memoryprofile::analyze(*loaded.profile);
        std::vector<const CounterTrack*> memoryCounters;
        for (const CounterTrack& counter : model->counters()) {
            if (counter.kind == CounterKind::Memory)
                memoryCounters.push_back(&counter);
        }
        QCOMPARE(memoryCounters.size(), memory.allocators.size());
        QCOMPARE(memoryCounters.size(), size_t(4));
        QCOMPARE(model->memoryOriginNs(), std::optional<qint64>(memory.originNs));
        QCOMPARE(*model->toMemoryProfileMs(*model->fromMemoryProfileMs(12.5)), 12.5);
        for (size_t a = 0; a < memory.allocators.size(); ++a) {
            const memoryprofile::Allocator& allocator = memory.allocators[a];
            const CounterTrack& counter = *memoryCounters[a];
            QCOMPARE(counter.name, allocator.memoryId);
            QCOMPARE(counter.timesPs.size(), allocator.snapshots.size());
            for (size_t i = 0; i < allocator.snapshots.size(); ++i) {
                QCOMPARE(counter.values[0][i], double(allocator.snapshots[i].heapBytes));
                QCOMPARE(counter.values[1][i], double(allocator.snapshots[i].stackBytes));
                QCOMPARE(counter.values[2][i], double(allocator.snapshots[i].freeBytes));
                QCOMPARE(
                    counter.timesPs[i], (memory.originNs - model->originNs()) * 1000 + allocator.snapshots[i].timePs);
                QCOMPARE(model->fromMemoryProfileMs(double(allocator.snapshots[i].timePs) / 1e9), counter.timesPs[i]);
            }
        }
        // Details of a real XLA op: stats with their names.
        const int ops = trackNamed(*model, QStringLiteral("XLA Ops"));
        const EventDetails details = eventDetails(*model, { ops, 0 });
        QVERIFY(details.error.isEmpty());
        QVERIFY(!details.stats.empty());
        for (const EventStat& stat : details.stats)
            QVERIFY(!stat.name.isEmpty());
    }

    // XProf's derived GPU lines (spec A.2.4) on JAX on MI300: per stream, XLA Modules and XLA Ops
    // from the kernels' hlo_module / hlo_op (and the framework and source lines, tst_derivedlines),
    // and display ids 1, 2, ... as tids: the stream, then its five derived lines.
    void realDerivedGpuLines()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(path, "tracelens/mi300_jax08_attention.xplane.pb");
        const auto model = build(path);
        QVERIFY(model);
        const TraceProcess& gpu = model->processes().front();
        QCOMPARE(trackNames(*model, 0),
            list({ "Stream #16(Kernel)", "Framework Name Scope - from #16", "Framework Ops - from #16",
                "XLA Modules - from #16", "XLA Ops - from #16", "Source code - from #16", "Stream #17(Kernel)" }));
        std::vector<quint32> tids;
        for (int t : gpu.tracks)
            tids.push_back(model->track(t).tid);
        QCOMPARE(tids, (std::vector<quint32> { 1, 2, 3, 4, 5, 6, 7 }));
        const TraceTrack& stream = model->track(gpu.tracks[0]);
        const TraceTrack& modules = model->track(gpu.tracks[3]);
        const TraceTrack& ops = model->track(gpu.tracks[4]);
        QCOMPARE(modules.kind, TrackKind::Derived);
        // Consecutive kernels of one module are one event: 87 kernels, 75 module runs.
        QCOMPARE(stream.eventCount(), 87);
        QCOMPARE(modules.eventCount(), 75);
        QCOMPARE(ops.eventCount(), 81);
        QCOMPARE(model->nameOf({ gpu.tracks[3], 0 }).name, QStringLiteral("jit_matmul(19)"));
        QCOMPARE(modules.startsPs[0], stream.startsPs[0]);
        const EventName& op = model->nameOf({ gpu.tracks[4], 0 });
        QCOMPARE(op.longName, QStringLiteral("19/") + op.name);
        // Every derived event spans kernels of the stream: none starts or ends between them.
        for (const TraceTrack* derived : { &modules, &ops }) {
            for (int e = 0; e < derived->eventCount(); ++e) {
                QVERIFY(
                    std::binary_search(stream.startsPs.begin(), stream.startsPs.end(), derived->startsPs[size_t(e)]));
                bool endsAtAKernel = false;
                for (int k = 0; k < stream.eventCount(); ++k)
                    endsAtAKernel = endsAtAKernel || stream.endPs(k) == derived->endPs(e);
                QVERIFY(endsAtAKernel);
            }
        }
        // A grouped file (TensorFlow wrote its derived lines) gets none of its own.
        MEMSCOPE_SHARED_DATA_OR_SKIP(grouped, "xprof/gpu_multi_worker.xplane.pb");
        const auto stored = build(grouped);
        for (int t = 0; t < stored->trackCount(); ++t)
            QVERIFY(stored->track(t).kind != TrackKind::Derived);
    }

    // The merge rule by hand: same op and group extend, another group or op starts anew,
    // "::" nests, memcpys (no kernel_details) are left out.
    void derivedLinesMergeByOpAndGroup()
    {
        tensorflow::profiler::XSpace space;
        auto* plane = space.add_planes();
        plane->set_name("/device:GPU:0");
        auto& stats = *plane->mutable_stat_metadata();
        stats[1].set_name("hlo_module");
        stats[2].set_name("hlo_op");
        stats[3].set_name("program_id");
        stats[4].set_name("kernel_details");
        (*plane->mutable_event_metadata())[1].set_name("kernel");
        auto* line = plane->add_lines();
        line->set_id(7);
        line->set_name("Stream #7(Compute)");
        const auto kernel = [&](qint64 start, qint64 duration, const char* op, bool isKernel = true) {
            auto* event = line->add_events();
            event->set_metadata_id(1);
            event->set_offset_ps(start);
            event->set_duration_ps(duration);
            auto* module = event->add_stats();
            module->set_metadata_id(1);
            module->set_str_value("jit_f");
            auto* hloOp = event->add_stats();
            hloOp->set_metadata_id(2);
            hloOp->set_str_value(op);
            auto* program = event->add_stats();
            program->set_metadata_id(3);
            program->set_int64_value(5);
            if (isKernel) {
                auto* details = event->add_stats();
                details->set_metadata_id(4);
                details->set_str_value("grid:1");
            }
        };
        kernel(0, 10, "while.1::fusion.2");
        kernel(20, 10, "while.1::fusion.2");
        kernel(40, 10, "while.1::add.3");
        kernel(60, 10, "copy.4", false); // a memcpy: not derived
        kernel(80, 10, "while.1::add.3");
        QTemporaryDir dir;
        const auto model = build(test::writeInput(dir, QStringLiteral("derived.xplane.pb"), test::serialize(space)));
        QVERIFY(model);
        QCOMPARE(trackNames(*model, 0), list({ "Stream #7(Compute)", "XLA Modules - from #7", "XLA Ops - from #7" }));
        const TraceTrack& modules = model->track(model->processes()[0].tracks[1]);
        QCOMPARE(modules.eventCount(), 1);
        QCOMPARE(model->nameOf({ model->processes()[0].tracks[1], 0 }).name, QStringLiteral("jit_f(5)"));
        QCOMPARE(modules.durationsPs[0], qint64(90));
        const int opsTrack = model->processes()[0].tracks[2];
        QStringList ops;
        for (int e : model->eventsInTimeOrder(opsTrack, model->extent()))
            ops << QStringLiteral("%1@%2+%3:%4")
                       .arg(model->nameOf({ opsTrack, e }).name)
                       .arg(model->startPs({ opsTrack, e }) - model->extent().startPs)
                       .arg(model->durationPs({ opsTrack, e }))
                       .arg(model->track(opsTrack).depthOf(e));
        // while.1 spans everything; fusion.2 merges its two kernels; add.3 too, across the memcpy.
        QCOMPARE(ops, list({ "while.1@0+90:0", "fusion.2@0+30:1", "add.3@40+50:1" }));
        QCOMPARE(model->nameOf({ opsTrack, 0 }).longName.section(QLatin1Char('/'), 0, 0), QStringLiteral("5"));
    }

    void realGpuAndTraceLens_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::newRow("gpu_multi_worker") << QStringLiteral("xprof/gpu_multi_worker.xplane.pb");
        QTest::newRow("mi300_gemm") << QStringLiteral("tracelens/mi300_jax08_gemm.xplane.pb");
        QTest::newRow("mi300_attention") << QStringLiteral("tracelens/mi300_jax08_attention.xplane.pb");
        QTest::newRow("te_fused_attn") << QStringLiteral("tracelens/jax_te_fused_attn.xplane.pb");
    }

    void realGpuAndTraceLens()
    {
        QFETCH(QString, relative);
        const QString path = test::sharedDataPath(relative);
        if (path.isEmpty())
            QSKIP("real profiles are absent (no ../shared/data in this checkout)");
        const auto model = build(path);
        QVERIFY(model);
        QVERIFY(model->eventCount() > 0);
        // Every event of the file, plus the derived ones.
        qint64 fileEvents = 0;
        for (int t = 0; t < model->trackCount(); ++t)
            fileEvents += model->track(t).kind == TrackKind::Line ? model->track(t).eventCount() : 0;
        QCOMPARE(fileEvents, tracedEventCount(path));
        QVERIFY(model->processes().front().name.startsWith(QStringLiteral("/device:GPU:")));
        QCOMPARE(model->processes().back().name, QStringLiteral("/host:CPU"));
        QVERIFY(trackNamed(*model, QStringLiteral("Stream #0(Compute)")) >= 0
            || std::any_of(model->processes().front().tracks.begin(), model->processes().front().tracks.end(),
                [&](int t) { return model->track(t).name.startsWith(QStringLiteral("Stream")); }));
        // Every event can be drawn at any zoom without more boxes than columns per depth.
        std::vector<TraceBox> boxes;
        for (int t = 0; t < model->trackCount(); ++t) {
            model->boxes(t, model->extent(), 500, boxes);
            QVERIFY(boxes.size() <= size_t(2 * 500 * std::max(1, model->track(t).depthCount())));
        }
    }
};

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
