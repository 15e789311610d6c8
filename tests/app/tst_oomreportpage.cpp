// SPDX-License-Identifier: Apache-2.0
// The OOM report page: a log's reports shown with the Memory Viewer's views,
// in a document of their own, opened from a file or pasted.

#include "app/support/screenshots.h"
#include "commandline.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/memoryviewer/xprofvalues.h"
#include "core/oom/oomparser.h"
#include "core/profile/loader.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "headlessexport.h"
#include "mainwindow.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "models/bufferselection.h"
#include "models/peakbuffermodel.h"
#include "oom/oomreporttool.h"
#include "settings/preferences.h"
#include "sidebar/sidebar.h"
#include "widgets/messagebar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QListWidget>
#include <QMenuBar>
#include <QPalette>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

namespace {

QString fixture(const char* name) { return QStringLiteral(MEMSCOPE_TEST_DATA "/oom/") + QLatin1String(name); }

// Screenshots for people to look at, in the temporary directory.
const QString kScreenshots = QStringLiteral("memscope-oom");

std::shared_ptr<const Profile> load(const QString& path)
{
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.profile)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.profile;
}

struct ShownTool
{
    explicit ShownTool(std::shared_ptr<const Profile> loaded)
        : profile(std::move(loaded))
    {
        tool.resize(1400, 1000);
        tool.setProfile(profile);
        tool.show();
        if (!QTest::qWaitForWindowExposed(&tool))
            qFatal("the page was not shown");
    }
    BufferDetailCard* card() const { return qobject_cast<BufferDetailCard*>(tool.detailCard()); }
    BufferStripView* strip(int order) const { return tool.page()->stripView(order); }
    void hover(int order, int row) const
    {
        QTest::mouseMove(strip(order), strip(order)->segmentRect(row).center().toPoint());
    }
    std::shared_ptr<const Profile> profile;
    OomReportTool tool;
};

QAction* findAction(QWidget* window, const QString& text)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->text().remove(QLatin1Char('&')) == text)
            return action;
    }
    return nullptr;
}

} // namespace

class TestOomReportPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The window remembers recent files and its layout: keep the user's settings out of it.
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("MemscopeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_oomreportpage"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

    void realReportInTheMemoryViewersViews()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/oom-logs/tf_keras_handwriting_oom.txt");
        if (!QFile::exists(path))
            QSKIP("../shared/data/oom-logs is absent");
        ShownTool shown(load(path));
        QVERIFY(shown.profile);
        QVERIFY(!shown.tool.reportList()->isVisibleTo(&shown.tool)); // one report: no list

        const QString overview = shown.tool.page()->overviewText();
        QVERIFY2(overview.contains(QStringLiteral("XLA ran out of memory while trying to allocate 20.74 GiB")),
            qPrintable(overview));
        QVERIFY(overview.contains(QStringLiteral("does not say how much device memory was free")));
        QVERIFY(overview.contains(QStringLiteral("preallocated temp allocation")));
        QVERIFY(overview.contains(QStringLiteral("20.74GiB")));
        QVERIFY(overview.contains(QStringLiteral("No program order")));
        QVERIFY(!overview.contains(QStringLiteral("Peak memory allocation"))); // not XProf's module overview

        // No program order and, on a GPU report, no padding figures: only the by-size view.
        QVERIFY(!shown.strip(0)->isVisibleTo(&shown.tool));
        QCOMPARE(shown.strip(1)->title(), QStringLiteral("by Buffer Size (15)"));
        QVERIFY(!shown.strip(2)->isVisibleTo(&shown.tool));
        QCOMPARE(shown.tool.page()->model()->rowCount(), 15);
        QVERIFY(shown.tool.page()->table()->isColumnHidden(PeakBufferModel::SpanStartColumn));
        QVERIFY(shown.tool.page()->table()->isColumnHidden(PeakBufferModel::PaddingColumn));
        QVERIFY(shown.tool.page()->table()->isColumnHidden(PeakBufferModel::UnpaddedColumn));
        // A GPU report names no allocation types: no empty column; the framework op
        // takes the width the other columns leave.
        QTableView* table = shown.tool.page()->table();
        QVERIFY(table->isColumnHidden(PeakBufferModel::AllocationTypeColumn));
        QCOMPARE(table->horizontalHeader()->length(), table->viewport()->width());
        QVERIFY(table->columnWidth(PeakBufferModel::FrameworkOpColumn) > 360); // wider than a column's first width
        for (const ExportTarget& target : shown.tool.exportTargets())
            QVERIFY(target.id != QLatin1String("buffers-by-padding"));

        // The buffer palette, as in the Memory Viewer.
        const QModelIndex first = shown.tool.page()->model()->index(0, 0);
        QCOMPARE(first.data(PeakBufferModel::BufferColorRole).value<QColor>(), QColor(memoryviewer::xprofColor(0)));

        shown.hover(1, 0);
        BufferDetailCard* card = shown.card();
        QCOMPARE(card->titleText(), QStringLiteral("Buffer 1"));
        // The shape's exact size (4 × 1200 × 476 × 1600), not the log's rounded "3.40GiB".
        QCOMPARE(card->rowText(BufferDetailCard::SizeRow), QStringLiteral("3.40 GiB (3,655,680,000 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::ShapeRow), QStringLiteral("f32[1200,476,1600]"));
        QVERIFY(card->rowText(BufferDetailCard::FrameworkOpRow)
                    .endsWith(QStringLiteral("MatMul/ReadVariableOp_0/accumulator")));
        QCOMPARE(card->rowText(BufferDetailCard::OpcodeRow), QStringLiteral("fusion"));
        QCOMPARE(card->rowText(BufferDetailCard::SourceRow),
            QStringLiteral("/root/code/venv/lib/python3.11/site-packages/tensorflow/python/framework/ops.py:1177"));
        QVERIFY(!card->isRowShown(BufferDetailCard::UnpaddedRow)); // a GPU report has none
        QVERIFY(!card->isRowShown(BufferDetailCard::AllocationTypeRow));
        QVERIFY2(card->rowText(BufferDetailCard::LifetimeRow).startsWith(QStringLiteral("not known")),
            qPrintable(card->rowText(BufferDetailCard::LifetimeRow)));

        shown.tool.page()->contentWidget()->grab().save(
            test::screenshotPath(kScreenshots, QStringLiteral("oom-real-report.png")));
        card->resize(340, 560);
        card->grab().save(test::screenshotPath(kScreenshots, QStringLiteral("oom-real-report-card.png")));

        // A dark palette: the introduction's text follows it.
        const QPalette dark = darkPalette();
        shown.tool.setPalette(dark);
        QApplication::processEvents();
        const QImage darkPage = shown.tool.page()->contentWidget()->grab().toImage();
        darkPage.save(test::screenshotPath(kScreenshots, QStringLiteral("oom-real-report-dark.png")));
        QCOMPARE(darkPage.pixelColor(2, 2), dark.color(QPalette::Base));
    }

    void severalReportsAreListedAndChosen()
    {
        ShownTool shown(load(fixture("two_reports.log")));
        QVERIFY(shown.profile);
        QListWidget* list = shown.tool.reportList();
        QVERIFY(list->isVisibleTo(&shown.tool));
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(0)->text(), shown.profile->oomReports[0]->summary());
        QCOMPARE(list->item(1)->text(), shown.profile->oomReports[1]->summary());
        QCOMPARE(shown.tool.currentReport(), 0);
        QCOMPARE(shown.tool.page()->model()->rowCount(), 4);

        // The GPU report's entry parameter.
        shown.hover(1, 1);
        QCOMPARE(shown.card()->rowText(BufferDetailCard::AllocationTypeRow), QStringLiteral("Parameter"));
        QCOMPARE(shown.card()->rowText(BufferDetailCard::OpcodeRow), QStringLiteral("parameter"));

        // The TPU report: padding, expansion, allocation type, how far over the capacity.
        list->setCurrentRow(1);
        QCOMPARE(shown.tool.currentReport(), 1);
        QTRY_VERIFY(shown.strip(2)->isVisible()); // a report with padding figures has the by-padding view
        QApplication::processEvents();
        QVERIFY(shown.tool.page()->overviewText().contains(QStringLiteral("4.77 GiB over the capacity")));
        QCOMPARE(shown.strip(2)->rowsInOrder(), (std::vector<int> { 0, 3, 1, 2 }));
        shown.hover(2, 3);
        BufferDetailCard* card = shown.card();
        QCOMPARE(card->titleText(), QStringLiteral("reshape.4751"));
        QCOMPARE(card->rowText(BufferDetailCard::UnpaddedRow), QStringLiteral("64.00 MiB (67,108,864 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::PaddingRow), QStringLiteral("448.00 MiB (469,762,048 bytes)"));
        QCOMPARE(card->rowText(BufferDetailCard::ExpansionRow), QStringLiteral("8.00×"));
        QCOMPARE(card->rowText(BufferDetailCard::AllocationTypeRow), QStringLiteral("HLO temp"));
        QCOMPARE(card->rowText(BufferDetailCard::ShapeRow), QStringLiteral("pred[64,512,2048]{2,1,0:T(8,128)E(32)}"));

        shown.tool.grab().save(test::screenshotPath(kScreenshots, QStringLiteral("oom-two-reports.png")));
        card->resize(340, 560);
        card->grab().save(test::screenshotPath(kScreenshots, QStringLiteral("oom-tpu-card.png")));
    }

    void truncatedReportSaysWhatIsMissing()
    {
        ShownTool shown(load(fixture("truncated_in_buffer.log")));
        const QString overview = shown.tool.page()->overviewText();
        QVERIFY(overview.contains(QStringLiteral("What is missing from this report")));
        QVERIFY(overview.contains(QStringLiteral("Buffer 3 (line 26) is cut off")));
        QCOMPARE(shown.tool.page()->model()->rowCount(), 3);
    }

    void exportsTheViewsAndTheBuffers()
    {
        ShownTool shown(load(fixture("tpu_hbm.log")));
        QTemporaryDir folder;
        QString error;
        QVERIFY2(shown.tool.exportAll(folder.path(), { QStringLiteral("png") }, &error), qPrintable(error));
        const QDir dir(folder.path());
        QVERIFY(!QImage(dir.filePath(QStringLiteral("buffers-by-size.png"))).isNull());
        QVERIFY(!QImage(dir.filePath(QStringLiteral("buffers-by-padding.png"))).isNull());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("buffers-by-program-order.png"))));
        QFile csv(dir.filePath(QStringLiteral("peak-buffers.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QCOMPARE(lines.size(), 4 + 2);
        QVERIFY2(lines[1].contains(",fusion.1858.remat4,8589934592,4294967296,4294967296,"), lines[1].constData());
    }

    void headlessExportWritesEveryReport()
    {
        QTemporaryDir folder;
        CommandLine commandLine;
        commandLine.paths = { fixture("two_reports.log") };
        commandLine.exportDir = folder.path();
        commandLine.exportFormats = { QStringLiteral("png") };
        QCOMPARE(runHeadlessExport(commandLine), 0);
        const QDir dir(folder.path());
        for (const char* report : { "report-1", "report-2" }) {
            QVERIFY(!QImage(dir.filePath(QLatin1String(report) + QStringLiteral("/buffers-by-size.png"))).isNull());
            QVERIFY(QFile::exists(dir.filePath(QLatin1String(report) + QStringLiteral("/peak-buffers.csv"))));
        }
        QTemporaryDir single;
        commandLine.paths = { fixture("tpu_hbm.log") };
        commandLine.exportDir = single.path();
        QCOMPARE(runHeadlessExport(commandLine), 0);
        QVERIFY(!QImage(QDir(single.path()).filePath(QStringLiteral("buffers-by-padding.png"))).isNull());
    }

    void aDocumentOfAnOomLogShowsOnlyThisPage()
    {
        ProfileDocument document;
        document.resize(1400, 900);
        document.show();
        document.showProfile(load(fixture("tpu_hbm.log")));
        QTabWidget* tabs = document.toolTabs();
        int visible = 0;
        for (int index = 0; index < tabs->count(); ++index)
            visible += tabs->isTabVisible(index) ? 1 : 0;
        QCOMPARE(visible, 1);
        QVERIFY(dynamic_cast<OomReportTool*>(document.currentToolPage()));
        QVERIFY(!document.sidebar()->isVisibleTo(&document)); // no modules, no runs
        // ... and the page takes the sidebar's room.
        QTRY_VERIFY(tabs->mapTo(&document, QPoint(0, 0)).x() < 10);
        document.grab().save(test::screenshotPath(kScreenshots, QStringLiteral("oom-document.png")));

        // A real profile afterwards: the Memory Viewer again, not this page.
        auto profile = std::make_shared<Profile>();
        profile->path = QStringLiteral("/test/profile");
        profile->modules.emplace_back();
        document.showProfile(profile);
        QVERIFY(dynamic_cast<MemoryViewerTool*>(document.currentToolPage()));
        QVERIFY(document.sidebar()->isVisibleTo(&document));
    }

    void pasteOpensTheClipboardsReport()
    {
        MainWindow window;
        window.show();
        QAction* paste = findAction(&window, QStringLiteral("Paste"));
        QVERIFY(paste);
        QCOMPARE(paste->shortcut(), QKeySequence(QKeySequence::Paste));

        QApplication::clipboard()->setText(QStringLiteral("Epoch 1/10\nloss: 0.69\n"));
        paste->trigger();
        QVERIFY(window.documents().isEmpty());
        QVERIFY2(window.messageBar()->text().startsWith(
                     QStringLiteral("No XLA out-of-memory report found in the clipboard")),
            qPrintable(window.messageBar()->text()));

        QFile log(fixture("two_reports.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QApplication::clipboard()->setText(QString::fromUtf8(log.readAll()));
        paste->trigger();
        QCOMPARE(window.documents().size(), 1);
        ProfileDocument* document = window.documents().first();
        QVERIFY(document->profile());
        QCOMPARE(document->profile()->kind, SourceKind::OomLog);
        QCOMPARE(document->profile()->oomReports.size(), size_t(2));
        QCOMPARE(document->title(), QStringLiteral("Pasted report 1"));
        auto* tool = dynamic_cast<OomReportTool*>(document->currentToolPage());
        QVERIFY(tool);
        QCOMPARE(tool->reportList()->count(), 2);

        QVERIFY(window.messageBar()->text().isEmpty()); // the notice about the first attempt is gone
        // The same report again shows its tab; another report is a second document.
        paste->trigger();
        QCOMPARE(window.documents().size(), 1);
        QCOMPARE(window.currentDocument(), document);
        QFile other(fixture("tpu_hbm.log"));
        QVERIFY(other.open(QIODevice::ReadOnly));
        QApplication::clipboard()->setText(QString::fromUtf8(other.readAll()));
        paste->trigger();
        QCOMPARE(window.documents().size(), 2);
        QCOMPARE(window.documents().last()->title(), QStringLiteral("Pasted report 2"));
        QApplication::clipboard()->setText(QString::fromUtf8(log.seek(0) ? log.readAll() : QByteArray()));
        paste->trigger();
        QCOMPARE(window.documents().size(), 2);
        QCOMPARE(window.currentDocument(), document);
        window.resize(1400, 900);
        QTest::qWait(50);
        window.grab().save(test::screenshotPath(kScreenshots, QStringLiteral("oom-pasted-window.png")));
    }

    void openingAnOomLogFromTheWindow()
    {
        MainWindow window;
        window.show();
        ProfileDocument* document = window.openPath(fixture("tpu_hbm.log"));
        QTRY_VERIFY(document->profile());
        QCOMPARE(document->profile()->kind, SourceKind::OomLog);
        auto* tool = dynamic_cast<OomReportTool*>(document->currentToolPage());
        QVERIFY(tool);
        QVERIFY(window.detailDock()->isAncestorOf(tool->detailCard())); // the card is docked

        ProfileDocument* failed = window.openPath(fixture("not_a_report.log"));
        QTRY_VERIFY(window.messageBar()->text().contains(QStringLiteral("No XLA out-of-memory report found in")));
        Q_UNUSED(failed);
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestOomReportPage)
#include "tst_oomreportpage.moc"
