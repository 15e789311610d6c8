// SPDX-License-Identifier: Apache-2.0
// The Memory Viewer page on the real TPU profile of ../shared/data, analysed
// by the engine: what the user sees must match the engine's result.
#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/loader.h"
#include "memoryviewer/bufferdetailcard.h"
#include "memoryviewer/bufferstripview.h"
#include "memoryviewer/memoryviewerpage.h"
#include "memoryviewer/programorderchart.h"
#include "models/bufferselection.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

class TestMemoryViewerPageReal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheTpuModule()
    {
        const QString path = QStringLiteral(MEMSCOPE_SHARED_DATA "/xprof/tpu_inference_2.xplane.pb");
        if (!QFile::exists(path))
            QSKIP("the shared real profiles are not available");
        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.profile, qPrintable(outcome.error));
        QVERIFY(!outcome.profile->modules.empty());
        // The module the application opens first: the largest HBM peak.
        memoryviewer::Options options;
        options.renderDot = true;
        std::shared_ptr<const memoryviewer::Result> result;
        const HloModule* module = nullptr;
        for (const HloModule& candidate : outcome.profile->modules) {
            auto analysed
                = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*candidate.proto(), options));
            if (analysed->ok() && (!result || analysed->peakHeapBytes > result->peakHeapBytes)) {
                result = analysed;
                module = &candidate;
            }
        }
        QVERIFY(result);
        QVERIFY(!result->peakBuffers.empty());

        MemoryViewerPage page;
        page.resize(1400, 1000);
        page.setResult(result, module->displayName);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.overviewText().contains(module->displayName));
        QCOMPARE(page.stripView(0)->title(), QStringLiteral("by Program Order (%1)").arg(result->peakBuffers.size()));

        // Hover the largest buffer in the by-size view.
        const int largest = result->bySize.front();
        BufferStripView* bySize = page.stripView(1);
        QTest::mouseMove(bySize, bySize->segmentRect(largest).center().toPoint());
        const memoryviewer::BufferDetails buffer = result->details(largest);
        auto* card = qobject_cast<BufferDetailCard*>(page.detailCard());
        QCOMPARE(card->titleText(), buffer.isSmallGroup() ? buffer.label : buffer.instructionName);
        QVERIFY(card->rowText(BufferDetailCard::SizeRow).contains(QLocale().toString(buffer.sizeBytes)));
        QCOMPARE(card->rowText(BufferDetailCard::ShapeRow), buffer.shape);
        const auto overlay = page.chart()->overlay();
        QVERIFY(overlay.has_value());
        if (const std::pair<int, int>* span = result->spanOf(buffer.logicalBufferId)) {
            QCOMPARE(overlay->start, span->first);
            QCOMPARE(overlay->limit, span->second);
        }
        QCOMPARE(overlay->bytes, double(buffer.sizeBytes));

        // Every export, and the DOT the engine rendered.
        QTemporaryDir folder;
        QString error;
        QVERIFY2(
            page.exportAll(folder.path(), { QStringLiteral("png"), QStringLiteral("svg") }, &error), qPrintable(error));
        QVERIFY(!QImage(QDir(folder.path()).filePath(QStringLiteral("memory-viewer-page.png"))).isNull());
        QFile dot(QDir(folder.path()).filePath(QStringLiteral("allocation-timeline.dot")));
        QVERIFY(dot.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(dot.readAll()), result->allocationTimelineDot);

        const QString shots = QDir::temp().filePath(QStringLiteral("memscope-gui-viewer/real"));
        QDir().mkpath(shots);
        page.contentWidget()->grab().save(QDir(shots).filePath(QStringLiteral("page-hover.png")));
        card->resize(340, 600);
        card->grab().save(QDir(shots).filePath(QStringLiteral("card.png")));
    }
};

QTEST_MAIN(TestMemoryViewerPageReal)
#include "tst_memoryviewerpage_real.moc"
