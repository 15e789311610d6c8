// SPDX-License-Identifier: Apache-2.0
// memscope-soak-bench [PROFILE] [--rounds N]
//
// The soak of issue 8: in one process, with the real window offscreen, opens a
// profile, switches to every module and every memory space of each module
// (waiting for the Memory Viewer's chart each time), and closes the document,
// N times (default 1000). Prints the resident memory after the first round,
// after the tenth, and after the last, and the growth from the first round:
// the goal is within 10 %. With each it prints the bytes malloc has handed out
// and not got back (glibc), which tells a leak (it grows) from fragmentation
// or the allocator's caches (it stays flat while RSS grows). Without PROFILE
// it generates the tiny test profile (every page has something to show) in a
// temporary folder.

#include "core/memoryviewer/memoryviewer.h"
#include "document/memoryviewertool.h"
#include "document/profiledocument.h"
#include "figures.h"
#include "generator/generator.h"
#include "mainwindow.h"
#include "sidebar/sidebar.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <cstdio>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace memscope;
using bench::print;

namespace {

// Resident set size of this process in KiB (VmRSS of /proc/self/status).
qint64 residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

// "RSS x MiB" and, with glibc, "(heap in use y MiB)".
QString memoryText(qint64 residentKiB)
{
    QString text = QStringLiteral("%1 MiB").arg(residentKiB / 1024.0, 0, 'f', 1);
#ifdef __GLIBC__
    const struct mallinfo2 heap = mallinfo2();
    text += QStringLiteral(" (heap in use %1 MiB)")
                .arg(double(heap.uordblks + heap.hblkhd) / (1024.0 * 1024.0), 0, 'f', 2);
#endif
    return text;
}

// One round: open, every module and memory space, close. False when something
// did not appear within the timeout.
bool soakRound(MainWindow& window, const QString& path)
{
    ProfileDocument* document = window.openPath(path);
    QSignalSpy shown(document, &ProfileDocument::profileShown);
    if (!shown.wait(60000))
        return false;
    auto* tool = document->findChild<MemoryViewerTool*>();
    QSignalSpy resultShown(tool, &MemoryViewerTool::resultShown);
    Sidebar* sidebar = document->sidebar();
    const auto select = [&](const auto& change) {
        const ModuleSelection before = sidebar->selection();
        resultShown.clear();
        change();
        // Only a changed selection brings a new chart.
        return sidebar->selection() == before || !resultShown.isEmpty() || resultShown.wait(60000);
    };
    const std::shared_ptr<const Profile> profile = document->profile();
    for (int module = 0; module < int(profile->modules.size()); ++module) {
        if (!select([&] { sidebar->selectModule(module); }))
            return false;
        for (qint64 space : memoryviewer::memorySpacesPresent(*profile->modules[module].proto())) {
            if (!select([&] { sidebar->selectMemorySpace(space); }))
                return false;
        }
    }
    window.closeDocument(document);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Opens, switches and closes a profile many times; prints resident memory."));
    parser.addHelpOption();
    const QCommandLineOption rounds(QStringLiteral("rounds"), QStringLiteral("Rounds (default 1000)."),
        QStringLiteral("N"), QStringLiteral("1000"));
    parser.addOption(rounds);
    parser.addPositionalArgument(
        QStringLiteral("PROFILE"), QStringLiteral("The profile to open (default: a generated one)."));
    parser.process(app);
    const int roundCount = std::max(1, parser.value(rounds).toInt());

    QTemporaryDir work;
    // The window remembers recent files and its layout: not in the user's settings.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, work.path());
    QString path = parser.positionalArguments().value(0);
    if (path.isEmpty()) {
        path = work.filePath(QStringLiteral("soak.xplane.pb"));
        const QString error = generator::writeXSpace(generator::tinyOptions(1), path);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qUtf8Printable(error));
            return 1;
        }
    }

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();

    QElapsedTimer timer;
    timer.start();
    qint64 afterFirst = 0;
    qint64 afterTenth = 0;
    for (int round = 1; round <= roundCount; ++round) {
        if (!soakRound(window, path)) {
            std::fprintf(stderr, "round %d: the profile or a chart did not appear within a minute\n", round);
            return 1;
        }
        if (round == 1) {
            afterFirst = residentKiB();
            print(QStringLiteral("RSS after round 1: %1").arg(memoryText(afterFirst)));
        } else if (round == 10) {
            afterTenth = residentKiB();
            print(QStringLiteral("RSS after round 10: %1").arg(memoryText(afterTenth)));
        }
    }
    const qint64 afterLast = residentKiB();
    const double growth = 100.0 * double(afterLast - afterFirst) / double(afterFirst);
    print(QStringLiteral("profile: %1").arg(path));
    print(QStringLiteral("rounds: %1 in %2 s (%3 ms per round)")
              .arg(roundCount)
              .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
              .arg(double(timer.elapsed()) / roundCount, 0, 'f', 1));
    print(QStringLiteral("RSS after round %1: %2").arg(roundCount).arg(memoryText(afterLast)));
    print(QStringLiteral("growth from round 1: %1 % (goal: within 10 %)").arg(growth, 0, 'f', 1));
    if (afterTenth > 0)
        print(QStringLiteral("growth from round 10: %1 %")
                  .arg(100.0 * double(afterLast - afterTenth) / double(afterTenth), 0, 'f', 1));
    return growth <= 10.0 ? 0 : 4;
}
