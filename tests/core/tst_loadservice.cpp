// SPDX-License-Identifier: Apache-2.0
// LoadService: off-thread loading, progress, cancellation, latest request wins.

#include "core/profile/loadservice.h"
#include "core/support/testdata.h"
#include "core/torch/snapshot.h"
#include "generator/torchsnapshot.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace memscope;
using test::varint;

namespace {

// An HloProto of about `targetBytes` whose buffer assignment holds millions of
// logical buffers, written field by field (repeated fields concatenate), so
// that building it takes a fraction of the time parsing it takes.
void writeLargeHloProto(const QString& path, qint64 targetBytes)
{
    xla::HloProto header;
    header.mutable_hlo_module()->set_name("jit_huge");
    xla::BufferAssignmentProto one;
    xla::LogicalBufferProto& buffer = *one.add_logical_buffers();
    buffer.set_id(123456789);
    buffer.set_size(1 << 20);
    buffer.set_color(1);
    buffer.mutable_defined_at()->set_instruction_id(987654321);
    buffer.mutable_defined_at()->add_shape_index(3);
    const QByteArray element = test::serialize(one);
    const QByteArray assignment = element.repeated(targetBytes / element.size());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(test::serialize(header));
    file.write(QByteArray(1, char(0x1a)) + varint(quint64(assignment.size()))); // field 3, length-delimited
    file.write(assignment);
}

} // namespace

class LoadServiceTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_small;
    QString m_large;

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<std::shared_ptr<const memscope::Profile>>();
        QVERIFY(m_dir.isValid());
        m_small = m_dir.filePath(QStringLiteral("small.xplane.pb"));
        QVERIFY(test::writeFile(m_small, test::serialize(test::makeXSpace({ { "jit_small", 5 } }))));
        m_large = m_dir.filePath(QStringLiteral("large.hlo.pb"));
        writeLargeHloProto(m_large, qint64(300) << 20);
    }

    void loadsAndReportsProgress()
    {
        LoadService service;
        QSignalSpy started(&service, &LoadService::started);
        QSignalSpy progress(&service, &LoadService::progressChanged);
        QSignalSpy loaded(&service, &LoadService::loaded);
        service.load(m_small);
        QVERIFY(service.isLoading());
        QCOMPARE(started.size(), 1);
        QCOMPARE(started[0][0].toString(), m_small);
        QVERIFY(loaded.wait(10000));
        QVERIFY(!service.isLoading());
        const auto profile = loaded[0][0].value<std::shared_ptr<const Profile>>();
        QCOMPARE(profile->modules.at(0).displayName, QStringLiteral("jit_small(5)"));
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last()[0].toInt(), 1000);
    }

    // A snapshot still read after the preview's time is shown in part first: once, before it is
    // loaded, and only when asked for.
    void previewBeforeTheSnapshot()
    {
        const QString path = m_dir.filePath(QStringLiteral("generated.pickle"));
        generator::TorchSnapshotOptions options;
        options.eventsPerDevice = 30000;
        QCOMPARE(generator::writeTorchSnapshot(options, path, nullptr), QString());
        for (const bool wanted : { true, false }) {
            LoadService service;
            if (wanted)
                service.setPreviewAfter(0);
            QStringList order;
            connect(&service, &LoadService::previewed, this, [&] { order << QStringLiteral("previewed"); });
            connect(&service, &LoadService::loaded, this, [&] { order << QStringLiteral("loaded"); });
            QSignalSpy previewed(&service, &LoadService::previewed);
            QSignalSpy loaded(&service, &LoadService::loaded);
            service.load(path);
            QVERIFY(loaded.wait(10000));
            const auto profile = loaded[0][0].value<std::shared_ptr<const Profile>>();
            QVERIFY(!profile->torchSnapshot->preview);
            if (!wanted) {
                QCOMPARE(order, QStringList { QStringLiteral("loaded") });
                continue;
            }
            QCOMPARE(order, (QStringList { QStringLiteral("previewed"), QStringLiteral("loaded") }));
            const auto preview = previewed[0][0].value<std::shared_ptr<const Profile>>();
            QCOMPARE(preview->path, path);
            QCOMPARE(preview->kind, SourceKind::TorchSnapshot);
            QVERIFY(preview->torchSnapshot->preview);
            QVERIFY(preview->torchSnapshot->events.size() < profile->torchSnapshot->events.size());
        }
    }

    void failureIsAValue()
    {
        LoadService service;
        QSignalSpy failed(&service, &LoadService::failed);
        const QString missing = m_dir.filePath(QStringLiteral("missing.xplane.pb"));
        service.load(missing);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed[0][0].toString(), missing);
        QCOMPARE(failed[0][1].toString(), QStringLiteral("%1: no such file or folder").arg(missing));
    }

    void cancelStopsLargeParseQuickly()
    {
        LoadService service;
        QSignalSpy cancelled(&service, &LoadService::cancelled);
        QSignalSpy loaded(&service, &LoadService::loaded);
        QSignalSpy failed(&service, &LoadService::failed);
        QStringList steps;
        int lastPermille = 0;
        connect(&service, &LoadService::progressChanged, this, [&](int permille, const QString& step) {
            lastPermille = permille;
            steps.append(step);
        });
        service.load(m_large);
        // Cancel in the middle of the protobuf parse, not while reading.
        QTRY_VERIFY_WITH_TIMEOUT(lastPermille >= 50, 20000);
        QVERIFY2(lastPermille < 900, "the parse finished before it could be cancelled; make the input larger");
        // How soon: memscope-bench-views.
        service.cancel();
        QVERIFY(cancelled.wait(5000));
        QCOMPARE(cancelled[0][0].toString(), m_large);
        QVERIFY(loaded.isEmpty());
        QVERIFY(failed.isEmpty());
        QVERIFY(!service.isLoading());
        QVERIFY(steps.contains(QStringLiteral("Reading large.hlo.pb")));
    }

    void latestRequestWins()
    {
        LoadService service;
        QSignalSpy started(&service, &LoadService::started);
        QSignalSpy loaded(&service, &LoadService::loaded);
        QSignalSpy failed(&service, &LoadService::failed);
        QSignalSpy cancelled(&service, &LoadService::cancelled);
        service.load(m_large);
        service.load(m_dir.filePath(QStringLiteral("missing")));
        service.load(m_small);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(started.size(), 3);
        const auto profile = loaded[0][0].value<std::shared_ptr<const Profile>>();
        QCOMPARE(profile->path, m_small);
        // The superseded loads end silently, even once they have finished.
        QTest::qWait(300);
        QCOMPARE(loaded.size(), 1);
        QVERIFY(failed.isEmpty());
        QVERIFY(cancelled.isEmpty());
    }

    // Destroying a service in the middle of a load stops its worker cleanly
    // (how soon it returns: memscope-bench-views), and a new one loads.
    void destroyingWhileLoadingStopsTheWorker()
    {
        {
            LoadService service;
            service.load(m_large);
            QTest::qWait(100);
            QVERIFY(service.isLoading());
        }
        LoadService service;
        QSignalSpy loaded(&service, &LoadService::loaded);
        service.load(m_small);
        QVERIFY(loaded.wait(10000));
    }
};

QTEST_GUILESS_MAIN(LoadServiceTest)
#include "tst_loadservice.moc"
