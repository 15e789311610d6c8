// SPDX-License-Identifier: Apache-2.0
// The window in each language: the translated menus, right to left for Persian, the digits of
// the language in sizes, Qt's own dialogs translated where the system has Qt's translations,
// and View > Language keeping the choice in "ui/language".

#include "core/util/units.h"
#include "language.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

QMenu* menuTitled(QMenuBar* bar, int index) { return bar->actions().value(index)->menu(); }

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("MemscopeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

    void init() { QSettings().clear(); }
    void cleanupTestCase() { memscope::applyLanguage(QStringLiteral("en")); }

    void mainWindowInEachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fileMenu");
        QTest::addColumn<QString>("viewMenu");
        QTest::addColumn<QString>("size");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&File") << QStringLiteral("&View")
                            << QStringLiteral("1.50 KiB") << Qt::LeftToRight;
        QTest::newRow("tr") << QStringLiteral("tr") << QStringLiteral("&Dosya") << QStringLiteral("&Görünüm")
                            << QStringLiteral("1,50 KiB") << Qt::LeftToRight;
        QTest::newRow("bn") << QStringLiteral("bn") << QStringLiteral("ফাইল(&F)") << QStringLiteral("দৃশ্য(&V)")
                            << QStringLiteral("১.৫০ KiB") << Qt::LeftToRight;
        QTest::newRow("fa") << QStringLiteral("fa") << QStringLiteral("&فایل") << QStringLiteral("&نما")
                            << QStringLiteral("۱٫۵۰ KiB") << Qt::RightToLeft;
    }

    void mainWindowInEachLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, fileMenu);
        QFETCH(QString, viewMenu);
        QFETCH(QString, size);
        QFETCH(Qt::LayoutDirection, direction);
        memscope::applyLanguage(code);
        memscope::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(menuTitled(window.menuBar(), 0)->title(), fileMenu);
        QCOMPARE(menuTitled(window.menuBar(), 3)->title(), viewMenu);
        QCOMPARE(window.layoutDirection(), direction);
        QCOMPARE(window.menuBar()->layoutDirection(), direction);
        QCOMPARE(memscope::formatBytes(qint64(1536)), size);
    }

    void qtDialogsInTheLanguage()
    {
        const QString translations = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (!QFile::exists(QDir(translations).filePath(QStringLiteral("qtbase_tr.qm"))))
            QSKIP("Qt's own translations are not installed (Debian: qt6-translations-l10n)");
        memscope::applyLanguage(QStringLiteral("tr"));
        QMessageBox box(QMessageBox::Question, QString(), QString(), QMessageBox::Cancel);
        QCOMPARE(box.button(QMessageBox::Cancel)->text(), QStringLiteral("İptal"));
    }

    void viewLanguageMenuKeepsTheChoice()
    {
        memscope::applyLanguage(QStringLiteral("en"));
        memscope::MainWindow window;
        QMenu* language = nullptr;
        for (QAction* action : menuTitled(window.menuBar(), 3)->actions()) {
            if (action->menu() && action->text() == QLatin1String("&Language"))
                language = action->menu();
        }
        QVERIFY(language);
        const QList<QAction*> entries = language->actions();
        QCOMPARE(entries.size(), 5);
        QVERIFY(entries[0]->isChecked()); // the system's language until one is chosen
        QCOMPARE(entries[2]->text(), QStringLiteral("Türkçe"));
        QCOMPARE(entries[4]->text(), QStringLiteral("فارسی"));
        // Choosing says that the language applies from the next start.
        QString said;
        QTimer::singleShot(0, this, [&said] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                said = box->text();
                box->accept();
            }
        });
        entries[4]->trigger();
        QCOMPARE(said, QStringLiteral("Memscope shows the new language when it starts again."));
        QCOMPARE(memscope::languageSetting(), QStringLiteral("fa"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("fa"));
        QVERIFY(entries[4]->isChecked());
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
