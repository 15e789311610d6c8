// SPDX-License-Identifier: Apache-2.0
// XProf's derived lines (spec trace-viewer-and-steps.md A.2.4) in the Trace Viewer's model:
// framework name scopes and ops, XLA modules and ops and source code per GPU stream (from the
// HLO instructions of /host:metadata, or tf_op), the same from the stats of TPU TensorCores,
// Launch Stats, the merge and shrink rules, ParseTfOpFullname, and the real profiles.
#include "core/support/testdata.h"
#include "core/support/tracecases.h"
#include "core/trace/eventdetails.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/traceexport.h"
#include "core/xplane/tfopname.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest/QTest>

using namespace memscope;
using namespace memscope::trace;

Q_DECLARE_METATYPE(memscope::xplane::TfOpCategory)

namespace {

std::shared_ptr<const TraceModel> buildCase(const QTemporaryDir& dir, const QString& name)
{
    const QString path = test::writeInput(dir, name + QStringLiteral(".xplane.pb"), test::traceCase(name));
    const TraceBuildOutcome outcome = test::buildTraceOf(path);
    if (!outcome.model)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.model;
}

std::shared_ptr<const TraceModel> buildFile(const QString& path)
{
    const TraceBuildOutcome outcome = test::buildTraceOf(path);
    if (!outcome.model)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.model;
}

// The process's tracks as "name #tid".
QStringList tracksOf(const TraceModel& model, int process)
{
    QStringList tracks;
    for (int t : model.processes()[size_t(process)].tracks)
        tracks << QStringLiteral("%1 #%2").arg(model.track(t).name).arg(model.track(t).tid);
    return tracks;
}

// A track's events in time order as "name@start+duration:depth", times in ns since the trace's origin.
QStringList eventsOf(const TraceModel& model, const QString& trackName)
{
    const int track = test::trackNamed(model, trackName);
    if (track < 0)
        return { QStringLiteral("no track %1").arg(trackName) };
    QStringList events;
    for (int e : model.eventsInTimeOrder(track, model.extent())) {
        const EventRef ref { track, e };
        events << QStringLiteral("%1@%2+%3:%4")
                      .arg(model.nameOf(ref).name)
                      .arg(model.startPs(ref) / 1000)
                      .arg(model.durationPs(ref) / 1000)
                      .arg(model.track(track).depthOf(e));
    }
    return events;
}

QStringList split(const char* text) { return QString::fromUtf8(text).split(QLatin1Char(' ')); }

} // namespace

class TestDerivedLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseTfOpFullname_data()
    {
        using xplane::TfOpCategory;
        QTest::addColumn<QString>("fullName");
        QTest::addColumn<TfOpCategory>("category");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("scopes");
        QTest::addColumn<QString>("eventName");
        const auto row = [](const char* tag, const char* fullName, TfOpCategory category, const char* name,
                             const char* type, QStringList scopes, const char* eventName) {
            QTest::newRow(tag) << QString::fromUtf8(fullName) << category << QString::fromUtf8(name)
                               << QString::fromUtf8(type) << scopes << QString::fromUtf8(eventName);
        };
        row("tf", "model/dense/MatMul:MatMul", TfOpCategory::TensorFlow, "model/dense/MatMul", "MatMul",
            { QStringLiteral("model"), QStringLiteral("dense") }, "MatMul");
        row("tf, type from the name", "Adam/AddV2_1:", TfOpCategory::TensorFlow, "Adam/AddV2_1", "AddV2",
            { QStringLiteral("Adam") }, "AddV2");
        row("jax, type from the name", "jit(f)/jit(main)/dot_general:", TfOpCategory::Jax,
            "jit(f)/jit(main)/dot_general", "dot_general", { QStringLiteral("jit(f)"), QStringLiteral("jit(main)") },
            "dot_general");
        row("jax, lower-case name suffix", "Adam/add_1:", TfOpCategory::Jax, "Adam/add_1", "add",
            { QStringLiteral("Adam") }, "add");
        row("jax, type with parameters", "jit(f)/transpose:transpose[permutation=(1, 0)]", TfOpCategory::Jax,
            "jit(f)/transpose", "transpose", { QStringLiteral("jit(f)") }, "transpose");
        row("tf.data", "Iterator::Prefetch::Generator", TfOpCategory::TfData, "Iterator::Prefetch::Generator",
            "Dataset", {}, "Iterator::Generator");
        row("memcpy", "MEMCPYHToD", TfOpCategory::Memcpy, "MEMCPYHToD", "MemcpyHToD", {}, "MemcpyHToD");
        row("unknown, trailing spaces trimmed", "my trace  ", TfOpCategory::Unknown, "my trace  ", "", {}, "my trace");
        row("unknown with a colon", "Some:thing odd", TfOpCategory::Unknown, "Some:thing odd", "", {},
            "Some:thing odd");
        row("an instruction without metadata", ":", TfOpCategory::TensorFlow, "", "", {}, "");
    }

    void parseTfOpFullname()
    {
        QFETCH(QString, fullName);
        QFETCH(xplane::TfOpCategory, category);
        QFETCH(QString, name);
        QFETCH(QString, type);
        QFETCH(QStringList, scopes);
        QFETCH(QString, eventName);
        const xplane::TfOp op = xplane::parseTfOpFullname(fullName);
        QCOMPARE(op.category, category);
        QCOMPARE(op.name, name);
        QCOMPARE(op.type, type);
        if (category == xplane::TfOpCategory::TensorFlow || category == xplane::TfOpCategory::Jax)
            QCOMPARE(xplane::tfNameScopes(op), scopes);
        QCOMPARE(xplane::tfOpEventName(op), eventName);
    }

    // Per stream, in XProf's display-id order, every derived line of derived_gpu.textproto.
    void gpuStreamLines()
    {
        QTemporaryDir dir;
        const auto model = buildCase(dir, QStringLiteral("derived_gpu"));
        QVERIFY(model);
        QCOMPARE(model->processes()[0].name, QStringLiteral("/device:GPU:0"));
        QCOMPARE(tracksOf(*model, 0),
            QStringList({ QStringLiteral("Stream #7(Compute) #1"), QStringLiteral("Framework Name Scope - from #7 #2"),
                QStringLiteral("Framework Ops - from #7 #3"), QStringLiteral("XLA Modules - from #7 #4"),
                QStringLiteral("XLA Ops - from #7 #5"), QStringLiteral("Source code - from #7 #6"),
                QStringLiteral("Stream #9(MemcpyH2D) #7"), QStringLiteral("Steps #3735928559"),
                QStringLiteral("Launch Stats #3735928560") }));
        // Name scopes nest; a stack of identical spans ends 1 ns earlier per level when it closes
        // (jit(f)/dense at tf.4, model/dense at the module change, model/conv at the next module);
        // the last stack stays open and keeps its spans.
        QCOMPARE(eventsOf(*model, QStringLiteral("Framework Name Scope - from #7")),
            split("jit(f)@100000+50000:0 dense@100000+49999:1 model@180000+10000:0 dense@180000+9999:1 "
                  "model@260000+10000:0 conv@260000+9999:1 jit(f)@1100000+10000:0 dense@1100000+10000:1"));
        // Consecutive kernels of one op merge; op_name ":" op_type of the instruction (":" without
        // metadata), tf_op of the non-XLA kernels; a module that is not in /host:metadata gives none.
        QCOMPARE(eventsOf(*model, QStringLiteral("Framework Ops - from #7")),
            QStringList({ QStringLiteral("dot_general@100000+30000:0"), QStringLiteral("add@140000+10000:0"),
                QStringLiteral(":@160000+10000:0"), QStringLiteral("MatMul@180000+10000:0"),
                QStringLiteral("Iterator::Generator@220000+10000:0"), QStringLiteral("my trace@240000+10000:0"),
                QStringLiteral("Conv2D@260000+10000:0"), QStringLiteral("dot_general@1100000+10000:0") }));
        const int ops = test::trackNamed(*model, QStringLiteral("Framework Ops - from #7"));
        QStringList longNames;
        for (int e : model->eventsInTimeOrder(ops, model->extent()))
            longNames << model->nameOf({ ops, e }).longName;
        QCOMPARE(longNames,
            QStringList({ QStringLiteral("jit(f)/dense/dot_general:"), QStringLiteral("jit(f)/dense/add:"), QString(),
                QStringLiteral("model/dense/MatMul:MatMul"), QStringLiteral("Iterator::Prefetch::Generator"),
                QStringLiteral("my trace  "), QStringLiteral("model/conv/Conv2D:Conv2D"),
                QStringLiteral("jit(f)/dense/dot_general:") }));
        // Groups: the launch's (0) inherited by the kernels after it, then 1.
        std::vector<qint32> groups;
        for (int e : model->eventsInTimeOrder(ops, model->extent()))
            groups.push_back(model->groupOf({ ops, e }));
        QCOMPARE(groups, (std::vector<qint32> { 0, 0, 0, 0, 0, 0, 0, 1 }));
        QCOMPARE(eventsOf(*model, QStringLiteral("XLA Modules - from #7")),
            split("jit_f(5)@100000+90000:0 jit_g(6)@200000+18000:0 jit_f(5)@1100000+10000:0"));
        QCOMPARE(eventsOf(*model, QStringLiteral("XLA Ops - from #7")),
            split("while.5@100000+50000:0 fusion.1@100000+30000:1 add.2@140000+10000:1 copy.3@160000+10000:0 "
                  "tf.4@180000+10000:0 call.8@200000+10000:0 fusion.9@200000+9999:1 other.10@215000+3000:0 "
                  "fusion.1@1100000+10000:0"));
        // The instruction's source file's base name and line; none for an instruction without one.
        QCOMPARE(eventsOf(*model, QStringLiteral("Source code - from #7")),
            split("model.py:12@100000+30000:0 model.py:13@140000+10000:0 train.py:7@180000+10000:0 "
                  "model.py:12@1100000+10000:0"));
        QVERIFY(model->warnings().isEmpty());
    }

    // Launch Stats: per group, the launches of the host (not cu… calls, only known devices).
    void launchStats()
    {
        QTemporaryDir dir;
        const auto model = buildCase(dir, QStringLiteral("derived_gpu"));
        QVERIFY(model);
        QCOMPARE(eventsOf(*model, QStringLiteral("Launch Stats")),
            QStringList({ QStringLiteral("Launch Stats for train 1@10000+13000:0"),
                QStringLiteral("Launch Stats for train 2@1010000+1000:0") }));
        const int launches = test::trackNamed(*model, QStringLiteral("Launch Stats"));
        const EventDetails first = eventDetails(*model, { launches, 0 });
        QCOMPARE(first.groupId, qint32(0));
        QCOMPARE(first.stats.size(), size_t(3));
        QCOMPARE(first.stats[0].name, QStringLiteral("num_launches"));
        QCOMPARE(first.stats[0].int64, qint64(2));
        QCOMPARE(first.stats[1].name, QStringLiteral("max_launch_time_us"));
        QCOMPARE(first.stats[1].real, 3.0);
        QCOMPARE(first.stats[2].name, QStringLiteral("avg_launch_time_us"));
        QCOMPARE(first.stats[2].real, 2.0);
        // The Chrome JSON carries them as args, beside the group.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(writeChromeJson(*model, {}, buffer));
        const QJsonArray events
            = QJsonDocument::fromJson(buffer.data()).object().value(QStringLiteral("traceEvents")).toArray();
        QJsonObject args;
        for (const QJsonValue& event : events) {
            if (event[QStringLiteral("name")].toString() == QStringLiteral("Launch Stats for train 2"))
                args = event[QStringLiteral("args")].toObject();
        }
        QCOMPARE(args.value(QStringLiteral("num_launches")).toString(), QStringLiteral("1"));
        QCOMPARE(args.value(QStringLiteral("max_launch_time_us")).toString(), QStringLiteral("1"));
        QCOMPARE(args.value(QStringLiteral("avg_launch_time_us")).toString(), QStringLiteral("1"));
        QCOMPARE(args.value(QStringLiteral("group_id")).toString(), QStringLiteral("1"));
    }

    // A module whose HloProto is damaged: XLA lines as ever, no framework lines, a warning.
    void damagedModule()
    {
        tensorflow::profiler::XSpace space;
        QVERIFY(space.ParseFromString(test::traceCase(QStringLiteral("derived_gpu")).toStdString()));
        auto& metadata = (*space.mutable_planes(0)->mutable_event_metadata())[5];
        metadata.mutable_stats(0)->set_bytes_value(std::string("\x0a\xff\xff\xff", 4));
        QTemporaryDir dir;
        const auto model
            = buildFile(test::writeInput(dir, QStringLiteral("damaged.xplane.pb"), test::serialize(space)));
        QVERIFY(model);
        QCOMPARE(model->warnings().size(), 1);
        QVERIFY2(model->warnings()[0].contains(QStringLiteral("damaged.xplane.pb"))
                && model->warnings()[0].contains(QStringLiteral("is damaged")),
            qPrintable(model->warnings()[0]));
        QCOMPARE(eventsOf(*model, QStringLiteral("Source code - from #7")),
            QStringList { QStringLiteral("no track Source code - from #7") });
        // Only the kernels with a tf_op of their own remain.
        QCOMPARE(model->track(test::trackNamed(*model, QStringLiteral("Framework Ops - from #7"))).eventCount(), 3);
        QCOMPARE(model->track(test::trackNamed(*model, QStringLiteral("XLA Ops - from #7"))).eventCount(), 9);
    }

    // TensorCores: framework and source lines from the tf_op and source stats (the metadata's,
    // the event's own winning), async events left out; ungrouped events merge within a gap.
    void tensorCoreLines()
    {
        QTemporaryDir dir;
        const auto model = buildCase(dir, QStringLiteral("derived_tpu"));
        QVERIFY(model);
        QCOMPARE(tracksOf(*model, 0),
            QStringList({ QStringLiteral("XLA Modules #2"), QStringLiteral("XLA Ops #3"),
                QStringLiteral("Async XLA Ops #4"), QStringLiteral("Framework Name Scope #3735928561"),
                QStringLiteral("Framework Ops #3735928562"), QStringLiteral("Source code #3735928566") }));
        QCOMPARE(eventsOf(*model, QStringLiteral("Framework Ops")).mid(0, 4),
            split("mul@10000+30000:0 add@50000+10000:0 sub@70000+10000:0 mul@210000+10000:0"));
        // The last stack closes at the end of the plane: it shrinks too.
        QStringList scopes;
        const int scopeTrack = model->processes()[0].tracks[3];
        for (int e : model->eventsInTimeOrder(scopeTrack, model->extent()))
            scopes << QStringLiteral("%1@%2+%3")
                          .arg(model->nameOf({ scopeTrack, e }).name)
                          .arg(model->startPs({ scopeTrack, e }) / 1000)
                          .arg(model->durationPs({ scopeTrack, e }) / 1000);
        QCOMPARE(scopes, split("jit(f)@10000+70000 jit(main)@10000+69999 jit(f)@210000+10000 jit(main)@210000+9999"));
        const int source = model->processes()[0].tracks[5];
        QStringList sources;
        for (int e : model->eventsInTimeOrder(source, model->extent()))
            sources << model->nameOf({ source, e }).name;
        QCOMPARE(sources, split("f.py:3 f.py:4 f.py:3"));
        // /device:TPU:1 has no groups: an event extends the last one only within twice its length.
        QCOMPARE(tracksOf(*model, 1),
            QStringList({ QStringLiteral("XLA Ops #3"), QStringLiteral("Framework Name Scope #3735928561"),
                QStringLiteral("Framework Ops #3735928562") }));
        const int ungrouped = model->processes()[1].tracks[2];
        QStringList merged;
        for (int e : model->eventsInTimeOrder(ungrouped, model->extent()))
            merged << QStringLiteral("%1+%2")
                          .arg(model->startPs({ ungrouped, e }) / 1000)
                          .arg(model->durationPs({ ungrouped, e }) / 1000);
        QCOMPARE(merged, split("0+110000 400000+10000"));
        QVERIFY(model->track(ungrouped).groupIds.empty());
    }

    // The real profiles: which get which lines.
    void realProfiles()
    {
        MEMSCOPE_SHARED_DATA_OR_SKIP(gemm, "tracelens/mi300_jax08_gemm.xplane.pb");
        const auto model = buildFile(gemm);
        QVERIFY(model);
        // JAX on MI300: framework lines from the HLO instructions' op_name, source from their files.
        QCOMPARE(tracksOf(*model, 0),
            QStringList({ QStringLiteral("Stream #16(Kernel) #1"), QStringLiteral("Framework Name Scope - from #16 #2"),
                QStringLiteral("Framework Ops - from #16 #3"), QStringLiteral("XLA Modules - from #16 #4"),
                QStringLiteral("XLA Ops - from #16 #5"), QStringLiteral("Source code - from #16 #6"),
                QStringLiteral("Stream #17(Kernel) #7") }));
        const QStringList ops = eventsOf(*model, QStringLiteral("Framework Ops - from #16"));
        QVERIFY2(ops.contains(QStringLiteral("dot_general@"))
                || std::any_of(ops.begin(), ops.end(),
                    [](const QString& e) { return e.startsWith(QStringLiteral("dot_general@")); }),
            qPrintable(ops.join(QLatin1Char(' '))));
        const QStringList sources = eventsOf(*model, QStringLiteral("Source code - from #16"));
        QVERIFY(std::all_of(sources.begin(), sources.end(),
            [](const QString& e) { return e.startsWith(QStringLiteral("generate_gemm_trace.py:")); }));
        // The TPU inference: every TensorCore gets framework and source lines from its ops' stats.
        MEMSCOPE_SHARED_DATA_OR_SKIP(tpu, "xprof/tpu_inference_2.xplane.pb");
        const auto tpuModel = buildFile(tpu);
        QVERIFY(tpuModel);
        for (int p = 0; p < 4; ++p) {
            const QStringList tracks = tracksOf(*tpuModel, p);
            QVERIFY2(tracks.contains(QStringLiteral("Framework Ops #3735928562"))
                    && tracks.contains(QStringLiteral("Framework Name Scope #3735928561"))
                    && tracks.contains(QStringLiteral("Source code #3735928566")),
                qPrintable(tracks.join(QLatin1Char(','))));
        }
        const int tpuOps = test::trackNamed(*tpuModel, QStringLiteral("Framework Ops"));
        QCOMPARE(tpuModel->nameOf({ tpuOps, 0 }).longName.section(QLatin1Char('/'), -1),
            QStringLiteral("broadcast_in_dim:"));
        // A file grouped when it was written (TensorFlow's gpu_multi_worker) keeps its stored lines.
        MEMSCOPE_SHARED_DATA_OR_SKIP(grouped, "xprof/gpu_multi_worker.xplane.pb");
        const auto stored = buildFile(grouped);
        QVERIFY(stored);
        for (int t = 0; t < stored->trackCount(); ++t)
            QVERIFY(stored->track(t).kind != TrackKind::Derived);
        QVERIFY(test::trackNamed(*stored, QStringLiteral("TensorFlow Ops")) >= 0);
    }
};

QTEST_GUILESS_MAIN(TestDerivedLines)
#include "tst_derivedlines.moc"
