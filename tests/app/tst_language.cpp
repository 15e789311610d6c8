// SPDX-License-Identifier: Apache-2.0
// The window in each language: the translated menus, right to left for Persian, the digits of
// the language in sizes, Qt's own dialogs translated where the system has Qt's translations,
// and View > Language keeping the choice in "ui/language".

#include "core/util/units.h"
#include "document/loadingpanel.h"
#include "document/profiledocument.h"
#include "generator/generator.h"
#include "language.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
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
        // A load's progress too: "২৫%" in Bengali, as the sizes under it.
        memscope::LoadingPanel loading;
        loading.start(QStringLiteral("snapshot.pickle"));
        loading.setProgress(255, {});
        QCOMPARE(loading.findChild<QProgressBar*>()->text(),
            QCoreApplication::translate("memscope::LoadingPanel", "%1%").arg(memscope::formatNumber(qint64(25))));
        QVERIFY(code == QLatin1String("en") || code == QLatin1String("tr")
            || !loading.findChild<QProgressBar*>()->text().contains(QLatin1String("25")));
    }

    // A laptop's 1280 x 720: no page, in no language, makes the window grow past it (in Bengali the
    // Memory Profile page did, and the window stayed cut off).
    void everyPageFitsASmallScreen_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : { "en", "tr", "bn", "fa" })
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void everyPageFitsASmallScreen()
    {
        QFETCH(QString, code);
        const QString path = m_settingsDir.filePath(QStringLiteral("small-screen.xplane.pb"));
        if (!QFile::exists(path))
            QVERIFY(memscope::generator::writeXSpace(memscope::generator::tinyOptions(), path).isEmpty());
        memscope::applyLanguage(code);
        const QSize screen(1280, 720);
        constexpr int kTitleBarAndPanel = 64;
        memscope::MainWindow window;
        window.resize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy shown(&window, &memscope::MainWindow::profileShown);
        memscope::ProfileDocument* document = window.openPath(path);
        QVERIFY(shown.wait(20000));
        QTabWidget* pages = document->toolTabs();
        for (int page = 0; page < pages->count(); ++page) {
            if (!pages->isTabEnabled(page))
                continue;
            pages->setCurrentIndex(page);
            QTest::qWait(400); // the page computes and fills once shown
            const QString where = QStringLiteral("%1, page %2 (%3): window %4 x %5, needs at least %6 x %7")
                                      .arg(code)
                                      .arg(page)
                                      .arg(pages->tabText(page))
                                      .arg(window.width())
                                      .arg(window.height())
                                      .arg(window.minimumSizeHint().width())
                                      .arg(window.minimumSizeHint().height());
            QVERIFY2(window.width() <= screen.width() && window.height() <= screen.height(), qPrintable(where));
            // Every line of the Memory Profile's summary is whole: a title wraps rather than running under
            // its value ("Profile-window Peak Memory Usage" was cut at 1280 x 720 in English).
            // The Memory Profile's summary, the Overview's (a panel around a grid).
            QWidget* summary = pages->currentWidget()->findChild<QWidget*>(QStringLiteral("summary"));
            if (!summary)
                summary = pages->currentWidget()->findChild<QWidget*>(QStringLiteral("summaryPanel"));
            if (summary) {
                for (const QLabel* label : summary->findChildren<QLabel*>()) {
                    if (!label->isVisibleTo(summary) || label->text().isEmpty())
                        continue;
                    const int needed
                        = label->wordWrap() ? label->heightForWidth(label->width()) : label->minimumSizeHint().height();
                    const bool whole = label->height() >= needed
                        && (label->wordWrap() || label->width() >= label->minimumSizeHint().width());
                    QVERIFY2(whole, qPrintable(QStringLiteral("%1: '%2' is cut").arg(where, label->text())));
                    // Counts in the language's digits too, as sizes and times are ("539" beside "২৫৫.৪৬ MiB").
                    static const QRegularExpression asciiDigit(QStringLiteral("[0-9]"));
                    if (code == QLatin1String("bn") || code == QLatin1String("fa"))
                        QVERIFY2(!label->text().contains(asciiDigit),
                            qPrintable(where + QStringLiteral(": ") + label->text()));
                }
            }
            // Room left for the window's title bar and a desktop panel.
            QVERIFY2(window.minimumSizeHint().width() <= screen.width()
                    && window.minimumSizeHint().height() <= screen.height() - kTitleBarAndPanel,
                qPrintable(where));
        }
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
