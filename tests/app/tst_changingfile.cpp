// SPDX-License-Identifier: Apache-2.0
// A profile that changes while the window opens it (issue 20): re-captured
// into the same path, it shrinks under the load. The window says so and keeps
// the other open profile working, instead of ending with SIGBUS.
#include "core/format/inputfile.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/support/testprofiles.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "mainwindow.h"
#include "sidebar/sidebar.h"
#include "widgets/messagebar.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

class TestChangingFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("MemscopeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_changingfile"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QVERIFY(m_files.isValid());
    }

    void aFileThatShrinksWhileOpenedShowsWhyAndTheOtherTabWorks()
    {
        const QString good = m_files.filePath(QStringLiteral("train.hlo.textproto"));
        const QString recaptured = m_files.filePath(QStringLiteral("recaptured.hlo.textproto"));
        QVERIFY(QFile::copy(test::fixturePath(), good));
        QVERIFY(QFile::copy(test::fixturePath(), recaptured));
        const qint64 size = QFileInfo(recaptured).size();

        MainWindow window;
        window.show();
        QSignalSpy shown(&window, &MainWindow::profileShown);
        ProfileDocument* document = window.openPath(good);
        QVERIFY(shown.wait(10000));
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY(tool->result() && !tool->isAnalysing());

        // The capture rewrites the file between its mapping and its parse.
        format::setAfterMappingHookForTesting([&recaptured](const QString& path) {
            if (path == recaptured)
                QFile::resize(path, 0);
        });
        window.openPath(recaptured);
        QTRY_VERIFY(!window.messageBar()->isHidden());
        format::setAfterMappingHookForTesting({});
        QCOMPARE(window.messageBar()->kind(), MessageBar::Kind::Error);
        QCOMPARE(window.messageBar()->text(),
            QStringLiteral("Could not open %1: the file changed while it was read (%2 bytes when opened, 0 bytes "
                           "now); open it again once it is complete")
                .arg(recaptured)
                .arg(size));
        QCOMPARE(window.documentTabs()->count(), 1);
        QCOMPARE(window.currentDocument(), document);

        // The open profile still answers: another memory type is analysed.
        document->sidebar()->selectMemorySpace(1);
        QTRY_VERIFY(tool->result() && !tool->isAnalysing() && tool->result()->memorySpace == 1);
        QCOMPARE(tool->result()->moduleName, QStringLiteral("jit_train_step"));

        // And the window opens the file again once it is complete.
        QVERIFY(QFile::remove(recaptured));
        QVERIFY(QFile::copy(test::fixturePath(), recaptured));
        window.openPath(recaptured);
        QTRY_COMPARE(shown.count(), 2);
        QCOMPARE(window.documentTabs()->count(), 2);
    }

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
};

QTEST_MAIN(TestChangingFile)
#include "tst_changingfile.moc"
