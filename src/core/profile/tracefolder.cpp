// SPDX-License-Identifier: Apache-2.0
#include "core/profile/tracefolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <optional>

namespace memscope {
namespace {

    const QLatin1String kHostSuffix(".xplane.pb");
    const QLatin1String kCompressedHostSuffix(".xplane.pb.gz");
    // The Chrome trace-event JSON TensorFlow 2.x wrote beside the XSpace (spec A.4.6).
    const QLatin1String kTraceJsonSuffix(".trace.json");
    const QLatin1String kCompressedTraceJsonSuffix(".trace.json.gz");

    // The profiler names runs after their start time, e.g. 2025_06_02_09_30_00.
    const QString kRunNameFormat = QStringLiteral("yyyy_MM_dd_HH_mm_ss");

    bool isTraceJsonFileName(const QString& fileName)
    {
        return fileName.endsWith(kTraceJsonSuffix) || fileName.endsWith(kCompressedTraceJsonSuffix);
    }

    // Unreadable host files are listed too, so that loading says why they fail.
    // A host's trace.json(.gz) stands in for it only when it has no XSpace: the
    // XSpace holds everything the JSON was made from, and more.
    QFileInfoList hostFilesIn(const QDir& dir)
    {
        QFileInfoList hosts;
        QFileInfoList traceJsons;
        const QFileInfoList files = dir.entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo& file : files) {
            if (isHostFileName(file.fileName()))
                hosts.append(file);
            else if (isTraceJsonFileName(file.fileName()))
                traceJsons.append(file);
        }
        QStringList hostNames;
        for (const QFileInfo& host : hosts)
            hostNames.append(hostNameFromFile(host.fileName()));
        for (const QFileInfo& traceJson : traceJsons) {
            const QString hostName = hostNameFromFile(traceJson.fileName());
            if (!hostNames.contains(hostName)) {
                hosts.append(traceJson);
                hostNames.append(hostName); // the .gz or the plain one, not both
            }
        }
        std::sort(hosts.begin(), hosts.end(),
            [](const QFileInfo& a, const QFileInfo& b) { return a.fileName() < b.fileName(); });
        return hosts;
    }

    std::optional<RunInfo> runIn(const QDir& dir)
    {
        const QFileInfoList hosts = hostFilesIn(dir);
        if (hosts.isEmpty())
            return std::nullopt;
        RunInfo run;
        run.name = dir.dirName();
        run.path = dir.absolutePath();
        for (const QFileInfo& host : hosts) {
            run.hostFiles.append(host.absoluteFilePath());
            run.modified = std::max(run.modified, host.lastModified());
        }
        return run;
    }

    QDateTime sortTime(const RunInfo& run)
    {
        const QDateTime named = QDateTime::fromString(run.name, kRunNameFormat);
        return named.isValid() ? named : run.modified;
    }

} // namespace

bool isHostFileName(const QString& fileName)
{
    return fileName.endsWith(kHostSuffix) || fileName.endsWith(kCompressedHostSuffix);
}

QString hostNameFromFile(const QString& filePath)
{
    const QString fileName = QFileInfo(filePath).fileName();
    for (const QLatin1String suffix :
        { kCompressedHostSuffix, kHostSuffix, kCompressedTraceJsonSuffix, kTraceJsonSuffix }) {
        if (fileName.endsWith(suffix) && fileName.size() > suffix.size())
            return fileName.chopped(suffix.size());
    }
    return QFileInfo(filePath).completeBaseName();
}

TraceFolderScan scanTraceFolder(const QString& folder)
{
    TraceFolderScan scan;
    const QDir dir(folder);
    if (std::optional<RunInfo> run = runIn(dir)) {
        scan.runs.push_back(std::move(*run));
        return scan;
    }
    // A log directory, its plugins/ folder, or plugins/profile/ itself.
    const QStringList profileFolders
        = { QStringLiteral("plugins/profile"), QStringLiteral("profile"), QStringLiteral(".") };
    for (const QString& relative : profileFolders) {
        const QDir profileDir(dir.filePath(relative));
        if (!profileDir.exists())
            continue;
        const QStringList runFolders = profileDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& runFolder : runFolders) {
            if (std::optional<RunInfo> run = runIn(QDir(profileDir.filePath(runFolder))))
                scan.runs.push_back(std::move(*run));
        }
        if (!scan.runs.empty())
            break;
    }
    std::stable_sort(scan.runs.begin(), scan.runs.end(),
        [](const RunInfo& a, const RunInfo& b) { return sortTime(a) > sortTime(b); });
    if (scan.runs.empty())
        scan.error = QCoreApplication::translate("memscope",
            "no profiles found: expected <host>.xplane.pb files in the folder, "
            "in plugins/profile/<run>/ or in <run>/ subfolders");
    return scan;
}

} // namespace memscope
