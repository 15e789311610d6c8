// SPDX-License-Identifier: Apache-2.0
// Edit > Settings and Help > About, driven as a user does: the menu entries,
// clicks at the controls' positions and keys, then what the window shows.
#include "app/support/useractions.h"
#include "application.h"
#include "core/memoryviewer/memoryviewer.h"
#include "core/support/testprofiles.h"
#include "core/util/units.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "mainwindow.h"
#include "settings/preferences.h"
#include "sidebar/sidebar.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace memscope;

namespace {

// The menu entry the user picks: found by its text, so a renamed or lost entry fails.
QAction* menuAction(MainWindow& window, const QString& menuTitle, const QString& text)
{
    for (QAction* menu : window.menuBar()->actions()) {
        if (!menu->menu() || menu->text() != menuTitle)
            continue;
        for (QAction* action : menu->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

void clickMiddleOf(QWidget* widget) { QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center()); }

// A radio button reacts to its circle and its label, which start at its left
// edge and may be narrower than the button's row.
void clickRadio(QWidget* dialog, const QString& objectName)
{
    auto* button = dialog->findChild<QRadioButton*>(objectName);
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(button->sizeHint().width() / 2, button->height() / 2));
}

// The label of the Memory Viewer page that sums up the peak.
QString peakSummary(ProfileDocument& document)
{
    for (const QLabel* label : document.findChildren<QLabel*>()) {
        if (label->text().contains(QStringLiteral("Peak memory allocation")))
            return label->text();
    }
    return {};
}

// The version in the top-level CMakeLists.txt: project(memscope VERSION x.y.z ...).
QString projectVersion()
{
    QFile file(QStringLiteral(MEMSCOPE_TEST_DATA "/../../CMakeLists.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QRegularExpression(QStringLiteral("project\\(memscope VERSION ([0-9.]+)"))
        .match(QString::fromUtf8(file.readAll()))
        .captured(1);
}

} // namespace

class TestSettingsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        setUpApplication(); // the version and the icon the window shows
        QCoreApplication::setOrganizationName(QStringLiteral("MemscopeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settingsdialog"));
        QVERIFY(m_settingsDir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

    void cleanup()
    {
        // Each test starts from the defaults, as a new user would.
        QSettings().clear();
        applyPreferences(Preferences());
    }

    void eachSettingChangesWhatTheWindowShows()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QColor lightWindow = window.palette().color(QPalette::Window);

        QAction* settings = menuAction(window, QStringLiteral("&Edit"), QStringLiteral("&Settings…"));
        QVERIFY(settings);
        bool answered = false;
        test::whenModalAppears(QStringLiteral("settingsDialog"), [&answered](QWidget* dialog) {
            // The threshold: click into the field, replace its text, as typed.
            auto* threshold = dialog->findChild<QSpinBox*>(QStringLiteral("smallBufferThreshold"));
            clickMiddleOf(threshold);
            QTest::keyClick(threshold, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(threshold, QStringLiteral("64"));
            clickRadio(dialog, QStringLiteral("decimalUnits"));
            clickRadio(dialog, QStringLiteral("darkTheme"));
            // The language list, stepped through with the arrow keys to Turkish.
            auto* language = dialog->findChild<QComboBox*>(QStringLiteral("language"));
            language->setFocus();
            for (int step = 0; step < language->count() && language->currentData() != QStringLiteral("tr"); ++step)
                QTest::keyClick(language, Qt::Key_Down);
            answered = language->currentText() == QStringLiteral("Türkçe");
            auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
            clickMiddleOf(buttons->button(QDialogButtonBox::Ok));
        });
        settings->trigger();
        QVERIFY2(answered, "the language list offers Türkçe");

        // Language: the key the language support reads at start.
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("tr"));
        // Theme: the open window turned dark at once.
        QVERIFY(lightWindow.lightness() > 128);
        QTRY_VERIFY2(window.palette().color(QPalette::Window).lightness() < 100,
            qPrintable(window.palette().color(QPalette::Window).name()));
        QVERIFY(window.palette().color(QPalette::WindowText).lightness() > 200);

        // Threshold and units: a profile opened now uses them.
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("train.hlo.textproto"));
        QVERIFY(QFile::copy(test::fixturePath(), path));
        ProfileDocument* document = window.openPath(path);
        auto* tool = document->findChild<MemoryViewerTool*>();
        QTRY_VERIFY(tool->result() && !tool->isAnalysing());
        QCOMPARE(document->sidebar()->smallBufferBox()->value(), 64);
        QCOMPARE(tool->result()->smallBufferSize, 64 * 1024);
        const QString summary = peakSummary(*document);
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("\\d [kMG]B\\b"))), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("iB")), qPrintable(summary));
    }

    // In the dark theme a text field's frame shows against the window (Fusion's own was as dark as
    // the field); the light theme keeps Fusion's.
    void textFieldsHaveAVisibleFrameInTheDarkTheme()
    {
        Preferences dark;
        dark.theme = Theme::Dark;
        applyPreferences(dark);
        QWidget window;
        auto* field = new QLineEdit(&window);
        field->setGeometry(10, 10, 200, 30);
        window.resize(220, 50);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = field->grab().toImage();
        const QColor edge = image.pixelColor(0, image.height() / 2);
        const QColor windowColour = window.palette().color(QPalette::Window);
        QVERIFY2(edge.lightness() > windowColour.lightness() + 30,
            qPrintable(edge.name() + QLatin1Char(' ') + windowColour.name()));
        Preferences light;
        light.theme = Theme::Light;
        applyPreferences(light);
    }

    void theSettingsAreKeptAndCancelChangesNothing()
    {
        Preferences saved;
        saved.smallBufferKiB = 0;
        saved.byteUnits = ByteUnitSystem::Decimal;
        saved.theme = Theme::Light;
        saved.language = QStringLiteral("fa");
        saved.save();
        QCOMPARE(Preferences::load(), saved);

        MainWindow window;
        window.show();
        QStringList shown;
        test::whenModalAppears(QStringLiteral("settingsDialog"), [&shown](QWidget* dialog) {
            // What the dialog shows of the saved settings; then the user changes one and cancels.
            for (const QRadioButton* button : dialog->findChildren<QRadioButton*>()) {
                if (button->isChecked())
                    shown << button->objectName();
            }
            shown << dialog->findChild<QComboBox*>(QStringLiteral("language"))->currentData().toString()
                  << dialog->findChild<QSpinBox*>(QStringLiteral("smallBufferThreshold"))->text();
            clickRadio(dialog, QStringLiteral("darkTheme"));
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        menuAction(window, QStringLiteral("&Edit"), QStringLiteral("&Settings…"))->trigger();
        QCOMPARE(shown,
            QStringList({ QStringLiteral("decimalUnits"), QStringLiteral("lightTheme"), QStringLiteral("fa"),
                QStringLiteral("None") }));
        QCOMPARE(Preferences::load(), saved);
        QCoreApplication::processEvents(); // where a palette change would arrive
        QVERIFY(window.palette().color(QPalette::Window).lightness() > 128);
    }

    void binaryUnitsAreTheDefault()
    {
        QCOMPARE(formatBytes(qint64(1536)), QStringLiteral("1.50 KiB"));
        setByteUnitSystem(ByteUnitSystem::Decimal);
        QCOMPARE(formatBytes(qint64(1536)), QStringLiteral("1.54 kB"));
        QCOMPARE(formatBytes(qint64(2500000000)), QStringLiteral("2.50 GB"));
        QCOMPARE(formatBytes(qint64(999)), QStringLiteral("999 B"));
        QCOMPARE(byteScaleFor(3e6).name, QStringLiteral("MB"));
    }

    void aboutShowsTheVersion()
    {
        const QString version = projectVersion();
        QVERIFY(!version.isEmpty());
        MainWindow window;
        window.show();
        QString shown;
        QString description;
        test::whenModalAppears(QStringLiteral("aboutDialog"), [&](QWidget* dialog) {
            shown = dialog->findChild<QLabel*>(QStringLiteral("versionLabel"))->text();
            description = dialog->findChild<QLabel*>(QStringLiteral("descriptionLabel"))->text();
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        menuAction(window, QStringLiteral("&Help"), QStringLiteral("&About Memscope"))->trigger();
        QVERIFY2(shown.contains(QStringLiteral("Memscope %1").arg(version)), qPrintable(shown));
        // It names every tool the app has, not only the first one.
        for (const char* tool :
            { "Memory Viewer", "Memory Profile", "Overview", "Trace Viewer", "out-of-memory reports", "comparison" })
            QVERIFY2(description.contains(QLatin1String(tool)), qPrintable(description));
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
