// SPDX-License-Identifier: Apache-2.0
// The XLA out-of-memory report parser: the real TensorFlow/Keras report of
// ../shared/data/oom-logs and hand-written variants in tests/data/oom.

#include "core/format/sniff.h"
#include "core/oom/oomparser.h"
#include "core/oom/oomtext.h"
#include "core/support/testdata.h"

#include <QFile>
#include <QLocale>
#include <QTest>

using namespace memscope;

namespace {

QString fixture(const char* name) { return QStringLiteral(MEMSCOPE_TEST_DATA "/oom/") + QLatin1String(name); }

QString realReportPath() { return QStringLiteral(MEMSCOPE_SHARED_DATA "/oom-logs/tf_keras_handwriting_oom.txt"); }

QString readText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

struct ExpectedFigure
{
    const char* label;
    const char* text;
    qint64 bytes;
    double percent;
};

void checkFigures(const OomFigureGroup& group, const std::vector<ExpectedFigure>& expected)
{
    QCOMPARE(group.figures.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const OomFigure& figure = group.figures[i];
        QCOMPARE(figure.label, QLatin1String(expected[i].label));
        QCOMPARE(figure.value.text, QLatin1String(expected[i].text));
        QCOMPARE(figure.value.bytes, expected[i].bytes);
        QCOMPARE(figure.percent, expected[i].percent);
    }
}

void compareBytes(const ReportedBytes& actual, const ReportedBytes& expected)
{
    QCOMPARE(actual.text, expected.text);
    QCOMPARE(actual.bytes, expected.bytes);
    QCOMPARE(actual.rounded, expected.rounded);
}

// Every parsed field of two reports, optionally without the line numbers
// (a wrapped log has the same report on more lines).
void compareReports(const OomReport& actual, const OomReport& expected, bool compareLines)
{
    QCOMPARE(actual.kind, expected.kind);
    QCOMPARE(actual.requestedBytes, expected.requestedBytes);
    QCOMPARE(actual.memorySpace, expected.memorySpace);
    compareBytes(actual.used, expected.used);
    compareBytes(actual.capacity, expected.capacity);
    compareBytes(actual.exceededBy, expected.exceededBy);
    QCOMPARE(actual.notes, expected.notes);
    QCOMPARE(actual.buffersHeading, expected.buffersHeading);
    QCOMPARE(actual.figureGroups.size(), expected.figureGroups.size());
    for (size_t g = 0; g < expected.figureGroups.size(); ++g) {
        const OomFigureGroup& a = actual.figureGroups[g];
        const OomFigureGroup& e = expected.figureGroups[g];
        QCOMPARE(a.title, e.title);
        compareBytes(a.total, e.total);
        QCOMPARE(a.figures.size(), e.figures.size());
        for (size_t f = 0; f < e.figures.size(); ++f) {
            QCOMPARE(a.figures[f].label, e.figures[f].label);
            compareBytes(a.figures[f].value, e.figures[f].value);
            QCOMPARE(a.figures[f].percent, e.figures[f].percent);
            QCOMPARE(a.figures[f].detail, e.figures[f].detail);
            if (compareLines)
                QCOMPARE(a.figures[f].line, e.figures[f].line);
        }
    }
    QCOMPARE(actual.buffers.size(), expected.buffers.size());
    for (size_t i = 0; i < expected.buffers.size(); ++i) {
        const OomBuffer& a = actual.buffers[i];
        const OomBuffer& e = expected.buffers[i];
        QCOMPARE(a.rank, e.rank);
        compareBytes(a.size, e.size);
        compareBytes(a.unpaddedSize, e.unpaddedSize);
        compareBytes(a.padding, e.padding);
        QCOMPARE(a.expansion, e.expansion);
        QCOMPARE(a.operatorText, e.operatorText);
        QCOMPARE(a.opType, e.opType);
        QCOMPARE(a.opName, e.opName);
        QCOMPARE(a.sourceFile, e.sourceFile);
        QCOMPARE(a.sourceLine, e.sourceLine);
        QCOMPARE(a.xlaLabel, e.xlaLabel);
        QCOMPARE(a.opcode, e.opcode);
        QCOMPARE(a.instructionName, e.instructionName);
        QCOMPARE(a.shape, e.shape);
        QCOMPARE(a.isEntryParameter, e.isEntryParameter);
        QCOMPARE(a.allocationType, e.allocationType);
        QCOMPARE(a.missingFields, e.missingFields);
        if (compareLines)
            QCOMPARE(a.line, e.line);
    }
    if (compareLines) {
        QCOMPARE(actual.firstLine, expected.firstLine);
        QCOMPARE(actual.lastLine, expected.lastLine);
        QCOMPARE(actual.warnings, expected.warnings);
    }
}

const QString kKerasFile
    = QStringLiteral("/root/code/venv/lib/python3.11/site-packages/tensorflow/python/framework/ops.py");
const QString kAccumulatorPrefix = QStringLiteral(
    "gradient_tape/deep_handwriting_synthesis_model_1/rnn_1/while/deep_handwriting_synthesis_model_1/rnn_1/while/"
    "attention_rnn_cell_1/");
const QString kWhileOp = QStringLiteral("deep_handwriting_synthesis_model_1/rnn_1/while");

} // namespace

class TestOomParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realKerasReport()
    {
        if (!QFile::exists(realReportPath()))
            QSKIP("../shared/data/oom-logs is absent");
        const OomParseOutcome outcome = test::loadOomReports(realReportPath());
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.kind, OomReportKind::BufferAssignment);
        QCOMPARE(report.number, 1);
        QCOMPARE(report.firstLine, 1);
        QCOMPARE(report.lastLine, 113);
        QCOMPARE(report.requestedBytes, Q_INT64_C(22271409880));
        QVERIFY(report.memorySpace.isEmpty());
        QVERIFY(!report.capacity.isKnown());
        QVERIFY(!report.exceededBy.isKnown());
        // The report is complete; XLA printed no fragmentation lines for it.
        QCOMPARE(report.warnings, QStringList());

        QCOMPARE(report.figureGroups.size(), size_t(1));
        QCOMPARE(report.figureGroups[0].title, QStringLiteral("BufferAssignment stats"));
        QCOMPARE(report.figureGroups[0].line, 3);
        checkFigures(report.figureGroups[0],
            { { "parameter allocation", "29.54MiB", 30974935, -1 }, { "constant allocation", "4B", 4, -1 },
                { "maybe_live_out allocation", "27.74MiB", 29087498, -1 },
                { "preallocated temp allocation", "20.74GiB", 22269405430, -1 },
                { "total allocation", "20.77GiB", 22301617684, -1 } });
        QVERIFY(!report.figure(QStringLiteral("constant allocation"))->value.rounded);
        QVERIFY(report.figure(QStringLiteral("total allocation"))->value.rounded);
        QVERIFY(!report.figure(QStringLiteral("total fragmentation")));

        struct ExpectedBuffer
        {
            const char* size;
            qint64 bytes;
            const char* opType;
            QString opName;
            const char* shape;
        };
        const QString matMul
            = kAccumulatorPrefix + QStringLiteral("lstm_peephole_cell_2_1/MatMul/ReadVariableOp_0/accumulator");
        const QString matMul1
            = kAccumulatorPrefix + QStringLiteral("lstm_peephole_cell_2_1/MatMul_1/ReadVariableOp_0/accumulator");
        const QString cell1
            = kAccumulatorPrefix + QStringLiteral("lstm_peephole_cell_1/MatMul/ReadVariableOp_0/accumulator");
        const std::vector<ExpectedBuffer> expected = {
            { "3.40GiB", 3650722202, "EmptyTensorList", matMul, "f32[1200,476,1600]" },
            { "3.40GiB", 3650722202, "EmptyTensorList", matMul, "f32[1200,476,1600]" },
            { "2.86GiB", 3070901617, "EmptyTensorList", matMul1, "f32[1200,400,1600]" },
            { "2.86GiB", 3070901617, "EmptyTensorList", matMul1, "f32[1200,400,1600]" },
            { "2.86GiB", 3070901617, "EmptyTensorList", matMul1, "f32[1200,400,1600]" },
            { "556.64MiB", 583679345, "EmptyTensorList", cell1, "f32[1200,76,1600]" },
            { "219.73MiB", 230403604, "While", kWhileOp, "f32[1200,64,10,75]" },
            { "219.73MiB", 230403604, "While", kWhileOp, "f32[1200,64,10,75]" },
            { "219.73MiB", 230403604, "While", kWhileOp, "f32[1200,64,10,75]" },
            { "139.45MiB", 146223923, "While", kWhileOp, "f32[1200,64,476]" },
            { "139.45MiB", 146223923, "While", kWhileOp, "f32[1200,64,476]" },
            { "139.45MiB", 146223923, "While", kWhileOp, "f32[1200,64,476]" },
            { "117.19MiB", 122882621, "While", kWhileOp, "f32[1200,64,400]" },
            { "117.19MiB", 122882621, "While", kWhileOp, "f32[1200,64,400]" },
            { "117.19MiB", 122882621, "While", kWhileOp, "f32[1200,64,400]" },
        };
        QCOMPARE(report.buffersHeading, QStringLiteral("Peak buffers"));
        QCOMPARE(report.buffers.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            const OomBuffer& buffer = report.buffers[i];
            QCOMPARE(buffer.rank, int(i) + 1);
            QCOMPARE(buffer.line, 10 + 7 * int(i));
            QCOMPARE(buffer.size.text, QLatin1String(expected[i].size));
            QCOMPARE(buffer.size.bytes, expected[i].bytes);
            QCOMPARE(buffer.opType, QLatin1String(expected[i].opType));
            QCOMPARE(buffer.opName, expected[i].opName);
            QCOMPARE(buffer.sourceFile, kKerasFile);
            QCOMPARE(buffer.sourceLine, 1177);
            QCOMPARE(buffer.operatorText,
                QStringLiteral("op_type=\"%1\" op_name=\"%2\" source_file=\"%3\" source_line=1177")
                    .arg(QLatin1String(expected[i].opType), expected[i].opName, kKerasFile));
            QCOMPARE(buffer.xlaLabel, QStringLiteral("fusion"));
            QCOMPARE(buffer.opcode, QStringLiteral("fusion"));
            QVERIFY(buffer.instructionName.isEmpty());
            QCOMPARE(buffer.shape, QLatin1String(expected[i].shape));
            QVERIFY(!buffer.isEntryParameter);
            QVERIFY(buffer.allocationType.isEmpty()); // the GPU report does not say
            QVERIFY(!buffer.unpaddedSize.isKnown());
            QVERIFY(!buffer.padding.isKnown());
            QCOMPARE(buffer.expansion, 0.0);
            QCOMPARE(buffer.paddingBytes(), 0);
            QCOMPARE(buffer.missingFields, QStringList());
        }

        QCOMPARE(report.location(), QStringLiteral("lines 1–113 of tf_keras_handwriting_oom.txt"));
        const QStringList overview = oomReportOverview(report);
        QCOMPARE(overview.value(0),
            QStringLiteral("XLA ran out of memory while trying to allocate 20.74 GiB (%1 bytes).")
                .arg(QLocale().toString(Q_INT64_C(22271409880))));
        QVERIFY(
            overview.join(QLatin1Char('\n')).contains(QStringLiteral("does not say how much device memory was free")));
        QVERIFY(overview.contains(
            QStringLiteral("XLA's buffer assignment needs 20.77 GiB in total: 20.74 GiB for temporaries, "
                           "29.54 MiB for parameters, 27.74 MiB for outputs.")));
        QVERIFY(overview.contains(QStringLiteral(
            "The listed buffers (15) hold 17.32 GiB; the largest is 3.40 GiB (fusion of …/accumulator).")));
        const QString limitations = oomReportLimitations(report).join(QLatin1Char('\n'));
        QVERIFY(limitations.contains(QStringLiteral("No program order")));
        QVERIFY(limitations.contains(QStringLiteral("No lifetimes")));
        QVERIFY(limitations.contains(QStringLiteral("No padding figures")));
    }

    void realReportRepeatedIsListedTwice()
    {
        if (!QFile::exists(realReportPath()))
            QSKIP("../shared/data/oom-logs is absent");
        const QString text = readText(realReportPath());
        const OomParseOutcome outcome
            = parseOomReports(QString(QStringLiteral("epoch 1\n") + text + QStringLiteral("\nretrying\n") + text),
                QStringLiteral("clipboard"));
        QCOMPARE(outcome.reports.size(), size_t(2));
        QCOMPARE(outcome.reports[0]->number, 1);
        QCOMPARE(outcome.reports[1]->number, 2);
        QCOMPARE(outcome.reports[0]->firstLine, 2);
        QCOMPARE(outcome.reports[0]->lastLine, 114);
        QCOMPARE(outcome.reports[1]->firstLine, 117);
        QCOMPARE(outcome.reports[1]->lastLine, 229);
        QCOMPARE(outcome.reports[1]->sourceName, QStringLiteral("clipboard"));
        compareReports(*outcome.reports[1], *outcome.reports[0], false);
    }

    void gpuReportWithTabsInsideALog()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("gpu_tabs_in_log.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        // The exception repeats the first line at the end without a report: not listed.
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.firstLine, 3);
        QCOMPARE(report.lastLine, 38);
        QCOMPARE(report.requestedBytes, Q_INT64_C(2110783616));
        QCOMPARE(report.warnings, QStringList());
        QCOMPARE(report.figureGroups.size(), size_t(1));
        checkFigures(report.figureGroups[0],
            { { "parameter allocation", "1.02GiB", 1095216660, -1 }, { "constant allocation", "0B", 0, -1 },
                { "maybe_live_out allocation", "4.89GiB", 5250597519, -1 },
                { "preallocated temp allocation", "1.97GiB", 2115271393, -1 },
                { "preallocated temp fragmentation", "2.0KiB", 2048, 0.0 },
                { "total allocation", "7.88GiB", 8461085573, -1 }, { "total fragmentation", "112B", 112, 0.0 } });
        QCOMPARE(report.buffers.size(), size_t(4));

        const OomBuffer& dot = report.buffers[0];
        QCOMPARE(dot.line, 14);
        QCOMPARE(dot.size.bytes, Q_INT64_C(5250597519));
        QCOMPARE(dot.opType, QString());
        QCOMPARE(dot.opName,
            QStringLiteral(
                "jit(step)/jit(main)/dot_general[dimension_numbers=(((2,), (0,)), ((), ())) precision=None]"));
        QCOMPARE(dot.sourceFile, QStringLiteral("/home/user/project/model.py"));
        QCOMPARE(dot.sourceLine, 175);
        QCOMPARE(dot.opcode, QStringLiteral("custom-call"));
        QCOMPARE(dot.shape, QStringLiteral("f32[5104,257152]"));

        const OomBuffer& parameter = report.buffers[1];
        QCOMPARE(parameter.rank, 2);
        QCOMPARE(parameter.size.text, QStringLiteral("1004.50MiB"));
        QCOMPARE(parameter.size.bytes, Q_INT64_C(1053294592));
        QVERIFY(parameter.isEntryParameter);
        QCOMPARE(parameter.allocationType, QStringLiteral("Parameter"));
        QCOMPARE(parameter.opcode, QStringLiteral("parameter"));
        QCOMPARE(parameter.shape, QStringLiteral("f16[2048,257152]"));
        QVERIFY(parameter.operatorText.isEmpty());
        QVERIFY(parameter.xlaLabel.isEmpty());
        QCOMPARE(parameter.missingFields, QStringList());

        const OomBuffer& mul = report.buffers[2];
        QCOMPARE(mul.size.text, QStringLiteral("38.7KiB"));
        QCOMPARE(mul.size.bytes, Q_INT64_C(39629));
        QVERIFY(mul.size.rounded);
        QCOMPARE(mul.opType, QStringLiteral("Mul"));
        QCOMPARE(mul.opName, QStringLiteral("model/attention/mul \"scaled\"")); // unescaped
        QCOMPARE(mul.sourceFile, QStringLiteral("/home/user/project/layers.py"));
        QCOMPARE(mul.sourceLine, 42);
        QCOMPARE(mul.opcode, QStringLiteral("fusion"));
        QCOMPARE(mul.shape, QStringLiteral("bf16[4,4952]"));

        const OomBuffer& tuple = report.buffers[3];
        QCOMPARE(tuple.size.text, QStringLiteral("16B"));
        QCOMPARE(tuple.size.bytes, Q_INT64_C(16));
        QVERIFY(!tuple.size.rounded);
        QCOMPARE(tuple.shape, QStringLiteral("(f32[5104,257152], s8[4194304])"));
        QCOMPARE(tuple.line, 33);
    }

    void bytesInMemoryGiveTheSameReports()
    {
        QFile file(fixture("two_reports.log"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const OomParseOutcome fromBytes = parseOomReportBytes(bytes, fixture("two_reports.log"));
        const OomParseOutcome fromFile = test::loadOomReports(fixture("two_reports.log"));
        QCOMPARE(fromBytes.reports.size(), size_t(2));
        for (size_t i = 0; i < 2; ++i)
            compareReports(*fromBytes.reports[i], *fromFile.reports[i], true);

        const std::atomic_bool cancelled { true };
        const OomParseOutcome stopped = parseOomReportBytes(bytes, fixture("two_reports.log"), &cancelled);
        QVERIFY(stopped.cancelled);
        QVERIFY(stopped.reports.empty());
    }

    void spacesAndLogPrefixesGiveTheSameReport()
    {
        const OomParseOutcome tabs = test::loadOomReports(fixture("gpu_tabs_in_log.log"));
        const OomParseOutcome spaces = test::loadOomReports(fixture("gpu_spaces_prefixed.log"));
        QVERIFY2(spaces.error.isEmpty(), qPrintable(spaces.error));
        QCOMPARE(spaces.reports.size(), size_t(1));
        QCOMPARE(tabs.reports.size(), size_t(1));
        compareReports(*spaces.reports.front(), *tabs.reports.front(), true);
    }

    void tpuReportWithPadding()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("tpu_hbm.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.kind, OomReportKind::TpuCompile);
        QCOMPARE(report.firstLine, 5);
        QCOMPARE(report.lastLine, 51);
        QCOMPARE(report.requestedBytes, Q_INT64_C(-1));
        QCOMPARE(report.memorySpace, QStringLiteral("hbm"));
        QCOMPARE(report.used.text, QStringLiteral("20.25G"));
        QCOMPARE(report.used.bytes, Q_INT64_C(21743271936));
        QCOMPARE(report.capacity.bytes, Q_INT64_C(16621523436));
        QCOMPARE(report.exceededBy.text, QStringLiteral("4.77G"));
        QCOMPARE(report.exceededBy.bytes, Q_INT64_C(5121748500));
        QCOMPARE(report.warnings, QStringList());

        QCOMPARE(report.figureGroups.size(), size_t(2));
        QCOMPARE(report.figureGroups[0].title, QStringLiteral("Total hbm usage >= 20.77G"));
        QCOMPARE(report.figureGroups[0].total.text, QStringLiteral("20.77G"));
        checkFigures(report.figureGroups[0],
            { { "reserved", "530.00M", 555745280, -1 }, { "program", "19.71G", 21163451351, -1 },
                { "arguments", "544.09M", 570519716, -1 } });
        QCOMPARE(report.figureGroups[1].title, QStringLiteral("Program hbm requirement 19.71G"));
        checkFigures(report.figureGroups[1],
            { { "global", "4.0K", 4096, -1 }, { "scoped", "8.0K", 8192, -1 },
                { "HLO temp", "19.71G", 21163451351, -1 } });
        QCOMPARE(report.figureGroups[1].figures[2].detail,
            QStringLiteral("(62.5% utilization: Unpadded (12.32G) Padded (19.71G), 0.0% fragmentation (1.06M))"));
        QCOMPARE(report.notes, QStringList { QStringLiteral("Output size 544.09M; shares 544.09M with arguments.") });
        QCOMPARE(report.buffersHeading, QStringLiteral("Largest program allocations in hbm"));
        QCOMPARE(report.buffers.size(), size_t(4));

        const OomBuffer& fusion = report.buffers[0];
        QCOMPARE(fusion.rank, 1);
        QCOMPARE(fusion.line, 21);
        QCOMPARE(fusion.size.bytes, Q_INT64_C(8589934592));
        QCOMPARE(fusion.unpaddedSize.text, QStringLiteral("4.00G"));
        QCOMPARE(fusion.unpaddedSize.bytes, Q_INT64_C(4294967296));
        QCOMPARE(fusion.padding.bytes, Q_INT64_C(4294967296));
        QCOMPARE(fusion.expansion, 2.0);
        QCOMPARE(fusion.paddingBytes(), Q_INT64_C(4294967296));
        QCOMPARE(fusion.opName, QStringLiteral("jit(train_step)/jit(main)/transpose(jvp(Model))/Dense_0/dot_general"));
        QCOMPARE(fusion.sourceFile, QStringLiteral("/home/user/project/model.py"));
        QCOMPARE(fusion.sourceLine, 88);
        QCOMPARE(fusion.shape, QStringLiteral("f32[64,512,2,32768]{3,2,1,0:T(2,128)}"));
        QCOMPARE(fusion.opcode, QStringLiteral("fusion"));
        QCOMPARE(fusion.instructionName, QStringLiteral("fusion.1858.remat4"));
        QCOMPARE(fusion.allocationType, QStringLiteral("HLO temp"));

        // No padding lines: unpadded equals the size.
        const OomBuffer& convert = report.buffers[1];
        QCOMPARE(convert.size.bytes, Q_INT64_C(2147483648));
        QCOMPARE(convert.unpaddedSize.bytes, Q_INT64_C(2147483648));
        QVERIFY(!convert.padding.isKnown());
        QCOMPARE(convert.expansion, 0.0);
        QCOMPARE(convert.paddingBytes(), 0);
        QCOMPARE(convert.opcode, QStringLiteral("convert"));
        QCOMPARE(convert.instructionName, QStringLiteral("convert.77"));
        QVERIFY(convert.operatorText.isEmpty());
        QCOMPARE(convert.opType, QStringLiteral("Cast")); // from the label's metadata={...}
        QCOMPARE(convert.opName, QStringLiteral("model/embed/Cast"));

        const OomBuffer& loop = report.buffers[2];
        QCOMPARE(loop.shape, QStringLiteral("(s32[], f32[1536,262144]{1,0:T(8,128)})"));
        QCOMPARE(loop.opcode, QStringLiteral("while"));
        QCOMPARE(loop.instructionName, QStringLiteral("while.12"));

        const OomBuffer& predicate = report.buffers[3];
        QCOMPARE(predicate.size.bytes, Q_INT64_C(536870912));
        QCOMPARE(predicate.unpaddedSize.bytes, Q_INT64_C(67108864));
        QCOMPARE(predicate.padding.text, QStringLiteral("448.00M"));
        QCOMPARE(predicate.padding.bytes, Q_INT64_C(469762048));
        QCOMPARE(predicate.expansion, 8.0);
        QCOMPARE(predicate.opcode, QStringLiteral("reshape"));
        QCOMPARE(predicate.line, 45);

        const QStringList overview = oomReportOverview(report);
        QVERIFY(overview.contains(QStringLiteral("The program needs 20.25 GiB of hbm but only 15.48 GiB exist: 4.77 "
                                                 "GiB over the capacity (30.8% more than fits).")));
        QVERIFY(overview.contains(QStringLiteral("Padding accounts for 4.44 GiB of the listed buffers.")));
        QVERIFY(!oomReportLimitations(report).join(QLatin1Char(' ')).contains(QStringLiteral("No padding figures")));
    }

    void twoReportsInOneLogAreListedSeparately()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("two_reports.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(2));
        QCOMPARE(outcome.reports[0]->number, 1);
        QCOMPARE(outcome.reports[0]->kind, OomReportKind::BufferAssignment);
        QCOMPARE(outcome.reports[0]->firstLine, 3);
        QCOMPARE(outcome.reports[0]->lastLine, 38);
        QCOMPARE(outcome.reports[1]->number, 2);
        QCOMPARE(outcome.reports[1]->kind, OomReportKind::TpuCompile);
        QCOMPARE(outcome.reports[1]->firstLine, 49);
        QCOMPARE(outcome.reports[1]->lastLine, 95);
        QCOMPARE(outcome.reports[0]->summary(),
            QStringLiteral("Report 1: allocating 1.97 GiB failed (4 listed buffers, lines 3–38 of two_reports.log)"));
        QCOMPARE(outcome.reports[1]->summary(),
            QStringLiteral(
                "Report 2: 4.77 GiB over the hbm capacity (4 listed buffers, lines 49–95 of two_reports.log)"));
        compareReports(
            *outcome.reports[0], *test::loadOomReports(fixture("gpu_tabs_in_log.log")).reports.front(), false);
        compareReports(*outcome.reports[1], *test::loadOomReports(fixture("tpu_hbm.log")).reports.front(), false);
    }

    void wrappedLinesGiveTheSameReports()
    {
        // two_reports.log broken at 64 columns as a log viewer shows it, plus breaks
        // inside a stats label, a "Size:" label, a separator and an "Unpadded size:" label.
        const OomParseOutcome wrapped = test::loadOomReports(fixture("wrapped.log"));
        const OomParseOutcome original = test::loadOomReports(fixture("two_reports.log"));
        QVERIFY2(wrapped.error.isEmpty(), qPrintable(wrapped.error));
        QCOMPARE(wrapped.reports.size(), size_t(2));
        for (size_t i = 0; i < 2; ++i) {
            QCOMPARE(wrapped.reports[i]->warnings, QStringList());
            compareReports(*wrapped.reports[i], *original.reports[i], false);
        }
    }

    void reportInsideAJsonLogRecord()
    {
        // Structured logs keep the whole report in one quoted message with escaped line breaks.
        const QStringList lines = readText(fixture("gpu_tabs_in_log.log")).split(QLatin1Char('\n'));
        QString message = lines.mid(2, 36).join(QLatin1Char('\n'));
        message.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
            .replace(QLatin1Char('"'), QLatin1String("\\\""))
            .replace(QLatin1Char('\n'), QLatin1String("\\n"))
            .replace(QLatin1Char('\t'), QLatin1String("\\t"));
        const QString log = QStringLiteral("{\"severity\":\"INFO\",\"message\":\"step 1\"}\n"
                                           "{\"severity\":\"ERROR\",\"message\":\"%1\"}\n"
                                           "{\"severity\":\"INFO\",\"message\":\"step 2\"}\n")
                                .arg(message);
        const OomParseOutcome outcome = parseOomReports(log, QStringLiteral("logs.jsonl"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        QCOMPARE(outcome.reports[0]->firstLine, 2);
        QCOMPARE(outcome.reports[0]->lastLine, 2);
        QCOMPARE(outcome.reports[0]->warnings, QStringList());
        compareReports(
            *outcome.reports[0], *test::loadOomReports(fixture("gpu_tabs_in_log.log")).reports.front(), false);
    }

    void truncatedInsideABuffer()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("truncated_in_buffer.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.lastLine, 28);
        QCOMPARE(report.figureGroups[0].figures.size(), size_t(7));
        QCOMPARE(report.buffers.size(), size_t(3));
        QCOMPARE(report.buffers[0].missingFields, QStringList());
        QCOMPARE(report.buffers[1].missingFields, QStringList());
        const OomBuffer& cut = report.buffers[2];
        QCOMPARE(cut.size.text, QStringLiteral("38.7KiB"));
        QCOMPARE(cut.opType, QStringLiteral("Mul"));
        QCOMPARE(cut.missingFields, (QStringList { QStringLiteral("XLA Label"), QStringLiteral("Shape") }));
        QCOMPARE(report.warnings,
            QStringList {
                QStringLiteral("Buffer 3 (line 26) is cut off: the report does not give its XLA Label, Shape.") });
    }

    void truncatedInsideTheStats()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("truncated_in_stats.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.requestedBytes, Q_INT64_C(2110783616));
        checkFigures(report.figureGroups[0],
            { { "parameter allocation", "1.02GiB", 1095216660, -1 }, { "constant allocation", "0B", 0, -1 },
                { "maybe_live_out allocation", "4.89GiB", 5250597519, -1 } });
        QVERIFY(report.buffers.empty());
        QCOMPARE(report.warnings,
            (QStringList {
                QStringLiteral("The stats block (line 5) lacks: preallocated temp allocation, total allocation."),
                QStringLiteral("The report ends at line 8 before \"Peak buffers:\": it looks cut off, "
                               "and its peak buffers are unknown.") }));
    }

    void truncatedTpuSummary()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("truncated_tpu_summary.log"));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.exceededBy.text, QStringLiteral("4.77G"));
        QCOMPARE(report.figureGroups.size(), size_t(2));
        QCOMPARE(report.figureGroups[1].figures.size(), size_t(3));
        QVERIFY(report.buffers.empty());
        QCOMPARE(report.warnings,
            QStringList { QStringLiteral("The report ends at line 17 before \"Largest program allocations\": "
                                         "it looks cut off, and its buffers are unknown.") });
    }

    void truncatedReportFollowedByLogRecords()
    {
        // The log goes on right below the cut: prefixed records are new lines, not a wrapped field.
        const OomParseOutcome outcome = parseOomReports(
            QStringLiteral(
                "Out of memory while trying to allocate 10 bytes.\nBufferAssignment OOM Debugging.\nPeak buffers:\n"
                "\tBuffer 1:\n\t\tSize: 8B\n\t\tOperator: op_name=\"a/b\"\n"
                "2025-06-02 09:30:02.000000: I tensorflow/core/x.cc:1] step 2\n"
                "2025-06-02 09:30:03.000000: I tensorflow/core/x.cc:1] step 3\n"),
            QStringLiteral("clipboard"));
        QCOMPARE(outcome.reports.size(), size_t(1));
        const OomReport& report = *outcome.reports.front();
        QCOMPARE(report.lastLine, 6);
        QCOMPARE(report.buffers.size(), size_t(1));
        QCOMPARE(report.buffers[0].opName, QStringLiteral("a/b"));
        QCOMPARE(
            report.buffers[0].missingFields, (QStringList { QStringLiteral("XLA Label"), QStringLiteral("Shape") }));
    }

    void reportWithoutItsFirstLines()
    {
        const OomParseOutcome outcome
            = parseOomReports(QStringLiteral("Peak buffers:\n\tBuffer 1:\n\t\tSize: 1.50GiB\n"
                                             "\t\tXLA Label: fusion\n\t\tShape: f32[4]\n\t\t=====\n"),
                QStringLiteral("clipboard"));
        QCOMPARE(outcome.reports.size(), size_t(1));
        QCOMPARE(outcome.reports[0]->buffers.size(), size_t(1));
        QCOMPARE(outcome.reports[0]->buffers[0].size.bytes, Q_INT64_C(1610612736));
        QVERIFY(outcome.reports[0]->warnings.value(0).startsWith(
            QStringLiteral("The report begins at line 1 with its buffer list")));
    }

    void missingBufferNumbersAreWarned()
    {
        const OomParseOutcome outcome = parseOomReports(
            QStringLiteral(
                "Out of memory while trying to allocate 10 bytes.\nBufferAssignment OOM Debugging.\nPeak buffers:\n"
                "\tBuffer 1:\n\t\tSize: 8B\n\t\tXLA Label: add\n\t\tShape: f32[2]\n\t\t=====\n"
                "\tBuffer 3:\n\t\tSize: 4B\n\t\tXLA Label: add\n\t\tShape: f32[1]\n\t\t=====\n"),
            QStringLiteral("clipboard"));
        QCOMPARE(outcome.reports.size(), size_t(1));
        QCOMPARE(outcome.reports[0]->warnings,
            (QStringList { QStringLiteral("The report has no \"BufferAssignment stats:\" block."),
                QStringLiteral("Buffer 2 is missing before buffer 3 (line 9).") }));
    }

    void textThatIsNotAReport()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("not_a_report.log"));
        QVERIFY(outcome.reports.empty());
        QCOMPARE(outcome.error,
            QStringLiteral("No XLA out-of-memory report found in %1: none of its 6 line(s) starts a report "
                           "(\"Out of memory while trying to allocate\", \"BufferAssignment OOM Debugging.\", "
                           "\"Ran out of memory in memory space\").")
                .arg(fixture("not_a_report.log")));
    }

    void aLoneOutOfMemoryLineIsNotAReport()
    {
        const OomParseOutcome outcome = test::loadOomReports(fixture("lone_oom_line.log"));
        QVERIFY(outcome.reports.empty());
        QCOMPARE(outcome.error,
            QStringLiteral("No XLA out-of-memory report found in %1: line 2 says \"Out of memory while "
                           "trying to allocate\", but no \"BufferAssignment OOM Debugging.\" report follows it.")
                .arg(fixture("lone_oom_line.log")));
    }

    void emptyAndBinaryInputs()
    {
        QVERIFY(parseOomReports(QString(), QStringLiteral("clipboard"))
                    .error.startsWith(QStringLiteral("No XLA out-of-memory report found in clipboard")));
        const QString binary = QStringLiteral(MEMSCOPE_BINARY_DIR "/tst_oomparser_binary.bin");
        QFile file(binary);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("\x0a\x05hello\0\0\x12", 10));
        file.close();
        // The bytes as the loader hands them over (it sniffs a .bin file as no log at all).
        QCOMPARE(parseOomReportBytes(test::readFile(binary), binary).error,
            QStringLiteral("No XLA out-of-memory report found in %1: it is a binary file, not text.").arg(binary));
        QVERIFY(test::loadOomReports(QStringLiteral("/nonexistent/oom.log"))
                    .error.startsWith(QStringLiteral("/nonexistent/oom.log")));
    }

    void reportedBytes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<bool>("rounded");
        QTest::newRow("bytes") << QStringLiteral("123B") << Q_INT64_C(123) << false;
        QTest::newRow("KiB") << QStringLiteral("1.2KiB") << Q_INT64_C(1229) << true;
        QTest::newRow("MiB") << QStringLiteral("34.00MiB") << Q_INT64_C(35651584) << true;
        QTest::newRow("GiB") << QStringLiteral("1.50GiB") << Q_INT64_C(1610612736) << true;
        QTest::newRow("TPU G") << QStringLiteral("6.00G") << Q_INT64_C(6442450944) << true;
        QTest::newRow("TPU K") << QStringLiteral("4.0K") << Q_INT64_C(4096) << true;
        QTest::newRow("zero") << QStringLiteral("0B") << Q_INT64_C(0) << false;
        QTest::newRow("no unit") << QStringLiteral("123") << Q_INT64_C(-1) << false;
        QTest::newRow("words") << QStringLiteral("unknown") << Q_INT64_C(-1) << false;
    }

    void reportedBytes()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        QFETCH(bool, rounded);
        const ReportedBytes value = parseReportedBytes(text);
        QCOMPARE(value.text, text);
        QCOMPARE(value.bytes, bytes);
        QCOMPARE(value.rounded, rounded);
    }

    void logPrefixes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("stripped");
        QTest::newRow("tensorflow") << QStringLiteral(
            "2025-06-02 09:30:01.600000: W tensorflow/core/x.cc:76] Peak buffers:")
                                    << QStringLiteral("Peak buffers:");
        QTest::newRow("torch_xla with pid") << QStringLiteral(
            "2020-05-04 09:05:40.719796: E    1578 tensorflow/compiler/xla/xla_client/xla_util.cc:76]      Shape: "
            "u32[1]") << QStringLiteral("     Shape: u32[1]");
        QTest::newRow("glog") << QStringLiteral(
            "E1111 07:35:00.272763 140408571025152 error_handling.py:81] Closing session")
                              << QStringLiteral("Closing session");
        QTest::newRow("bracketed ISO") << QStringLiteral("[2025-06-02T09:30:00Z] \tBuffer 1:")
                                       << QStringLiteral("\tBuffer 1:");
        QTest::newRow("python logging") << QStringLiteral("2025-06-02 09:30:00,123 ERROR Size: 4B")
                                        << QStringLiteral("Size: 4B");
        QTest::newRow("no prefix") << QStringLiteral("\t\tEntry Parameter Subshape: f32[2]")
                                   << QStringLiteral("\t\tEntry Parameter Subshape: f32[2]");
        QTest::newRow("report text starting with E")
            << QStringLiteral("Extra memory due to padding: 4B") << QStringLiteral("Extra memory due to padding: 4B");
    }

    void logPrefixes()
    {
        QFETCH(QString, line);
        QFETCH(QString, stripped);
        QCOMPARE(stripLogPrefix(line).toString(), stripped);
    }

    void opcodes_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("opcode");
        QTest::newRow("GPU") << QStringLiteral("custom-call") << QStringLiteral("custom-call");
        QTest::newRow("TPU with layout") << QStringLiteral(
            "%copy.40488 = s32[8388608,8,4]{2,1,0:T(8,128)} copy(s32[8388608,8,4]{0,2,1:T(4,128)} %gte)")
                                         << QStringLiteral("copy");
        QTest::newRow("tuple shape") << QStringLiteral(
            "%fusion.38 = (bf16[32]{0}, f32[32]{0}) fusion(f32[32]{0} %a), kind=kOutput")
                                     << QStringLiteral("fusion");
        QTest::newRow("no shape") << QStringLiteral(
            "reduce-window.4 = reduce-window(pad.1, constant.58), window={size=1x128}")
                                  << QStringLiteral("reduce-window");
        QTest::newRow("cut off") << QStringLiteral(
            "%fusion.47701.remat4 = u32[12582912,1]{1,0:T(8,128)} fusion(u32[]{:T(256)} %add.45656...")
                                 << QStringLiteral("fusion");
        QTest::newRow("unreadable") << QStringLiteral("%x = f32[4]{0") << QString();
    }

    void opcodes()
    {
        QFETCH(QString, label);
        QFETCH(QString, opcode);
        QCOMPARE(opcodeFromXlaLabel(label), opcode);
    }

    void sniffing()
    {
        QVERIFY(
            format::mayContainOomReport("log\nRESOURCE_EXHAUSTED: Out of memory while trying to allocate 5 bytes.\n"));
        QVERIFY(format::mayContainOomReport("XLA:TPU compile permanent error. Ran out of memory in memory space hbm."));
        QVERIFY(!format::mayContainOomReport("Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.97GiB"));
    }
};

QTEST_GUILESS_MAIN(TestOomParser)
#include "tst_oomparser.moc"
