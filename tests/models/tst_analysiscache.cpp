// SPDX-License-Identifier: Apache-2.0
#include "core/profile/profile.h"
#include "core/support/testprofiles.h"
#include "models/analysiscache.h"
#include "models/timelinescene.h"

#include <QTest>

using namespace memscope;

namespace {

// A fixture module's rows, as the window reads them (the cache is keyed by them).
std::shared_ptr<const format::HloRows> fixtureModule(const QString& name, qint64 programId, qint64 scale)
{
    HloModule module;
    module.setProto(test::fixtureModuleProto(name, programId, scale));
    return module.rows();
}

} // namespace

class TestAnalysisCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void returnsTheSameResultForTheSameRequest()
    {
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        AnalysisCache cache;
        memoryviewer::Options options;
        options.renderDot = true;
        const auto first = cache.analyze(proto, options);
        QVERIFY(first->ok());
        QCOMPARE(cache.analyze(proto, options), first);
        // A result with the DOT text serves a request without it, not the other way round.
        memoryviewer::Options withoutDot;
        QCOMPARE(cache.find(proto, withoutDot), first);
        memoryviewer::Options vmem = options;
        vmem.memorySpace = 1;
        QVERIFY(!cache.find(proto, vmem));
        const auto vmemResult = cache.analyze(proto, vmem);
        QCOMPARE(vmemResult->memorySpace, 1);
        memoryviewer::Options noFolding = options;
        noFolding.smallBufferSize = 0;
        QVERIFY(!cache.find(proto, noFolding));
        // Another module (even an equal one) never matches.
        QVERIFY(!cache.find(fixtureModule(QStringLiteral("m"), 1, 1), options));
    }

    void forgetsModulesThatAreGoneAndKeepsOnlyAFew()
    {
        AnalysisCache cache;
        memoryviewer::Options options;
        auto kept = fixtureModule(QStringLiteral("kept"), 1, 1);
        cache.analyze(kept, options);
        {
            auto gone = fixtureModule(QStringLiteral("gone"), 2, 1);
            cache.analyze(gone, options);
        }
        QVERIFY(cache.find(kept, options));
        std::vector<std::shared_ptr<const format::HloRows>> others;
        for (int i = 0; i < 3; ++i) {
            others.push_back(fixtureModule(QStringLiteral("other"), 10 + i, 1));
            cache.analyze(others.back(), options);
        }
        QVERIFY(!cache.find(kept, options)); // pushed out by three newer ones
        QVERIFY(cache.find(others.back(), options));
    }

    // A peak-only analysis lacks the curves and buffers: it never answers a full
    // request, while a full one answers a peak-only request.
    void peakOnlyIsPartOfTheKey()
    {
        AnalysisCache cache;
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        memoryviewer::Options peakOnly;
        peakOnly.peakOnly = true;
        const auto peak = cache.analyze(proto, peakOnly);
        QVERIFY(peak->ok());
        const memoryviewer::Options full;
        QVERIFY(!cache.find(proto, full));
        const auto whole = cache.analyze(proto, full);
        QVERIFY(whole != peak);
        QCOMPARE(whole->peakHeapBytes, peak->peakHeapBytes);
        QCOMPARE(cache.find(proto, peakOnly), whole);
    }

    // A heap curve answers only curve requests, whatever the threshold (it does not change the curve); a full
    // analysis answers them too, and replaces the curve of its module and memory space.
    void aHeapCurveIsPartOfTheKey()
    {
        AnalysisCache cache;
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        const memoryviewer::Options options;
        const auto curve = cache.analyzeHeapCurve(proto, options);
        QVERIFY(curve->ok());
        QVERIFY(!curve->heapSizes.empty());
        QVERIFY(curve->peakBuffers.empty());
        QVERIFY(!cache.find(proto, options));
        memoryviewer::Options otherThreshold;
        otherThreshold.smallBufferSize = 0;
        QCOMPARE(cache.findHeapCurve(proto, otherThreshold), curve);
        memoryviewer::Options vmem;
        vmem.memorySpace = 1;
        QVERIFY(!cache.findHeapCurve(proto, vmem));

        const auto whole = cache.analyze(proto, options);
        QCOMPARE(whole->heapSizes, curve->heapSizes);
        QCOMPARE(whole->unpaddedHeapSizes, curve->unpaddedHeapSizes);
        // Names are ids into each result's own strings: their texts agree.
        QCOMPARE(whole->instructionNames.size(), curve->instructionNames.size());
        for (size_t i = 0; i < curve->instructionNames.size(); ++i)
            QCOMPARE(whole->text(whole->instructionNames[i]), curve->text(curve->instructionNames[i]));
        QCOMPARE(whole->peakHeapBytes, curve->peakHeapBytes);
        QCOMPARE(whole->peakHeapSizePosition, curve->peakHeapSizePosition);
        QCOMPARE(cache.findHeapCurve(proto, options), whole);
        // The curve entry went: three other modules' analyses push the full one out only after three.
        std::vector<std::shared_ptr<const format::HloRows>> others;
        for (int i = 0; i < 2; ++i) {
            others.push_back(fixtureModule(QStringLiteral("other"), 10 + i, 1));
            cache.analyze(others.back(), options);
        }
        QCOMPARE(cache.find(proto, options), whole);
    }

    // A cached analysis keeps its timeline's scene: coming back to the module does not build it again.
    void keepsTheTimelineSceneOfACachedAnalysis()
    {
        AnalysisCache cache;
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        const memoryviewer::Options options;
        const auto result = cache.analyze(proto, options);
        const auto scene = cache.timelineOf(result);
        QVERIFY(scene);
        QVERIFY(!scene->index.isEmpty());
        QCOMPARE(cache.timelineOf(cache.analyze(proto, options)), scene);
        // A result the cache does not hold gets a scene of its own each time.
        const auto loose = std::make_shared<const memoryviewer::Result>(memoryviewer::analyze(*proto, options));
        QVERIFY(cache.timelineOf(loose) != cache.timelineOf(loose));
    }

    // Each document has its own cache: one never answers for another.
    void cachesAreSeparate()
    {
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        const memoryviewer::Options options;
        AnalysisCache first;
        first.analyze(proto, options);
        const AnalysisCache second;
        QVERIFY(first.find(proto, options));
        QVERIFY(!second.find(proto, options));
    }

    void doesNotKeepCancelledAnalyses()
    {
        AnalysisCache cache;
        auto proto = fixtureModule(QStringLiteral("m"), 1, 1);
        std::atomic_bool cancel { true };
        memoryviewer::Options options;
        options.cancel = &cancel;
        cache.analyze(proto, options);
        options.cancel = nullptr;
        QVERIFY(!cache.find(proto, options));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCache)
#include "tst_analysiscache.moc"
