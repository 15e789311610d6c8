// SPDX-License-Identifier: Apache-2.0
#include "core/profile/tracefolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>
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

    // How far below an opened folder log directories are looked for: Keras's logs/fit/<time>/train
    // is 3 levels below logs; a home folder opened by mistake is given up on quickly.
    constexpr int kMaxLogDirectoryDepth = 8;
    constexpr int kMaxFoldersSearched = 20000;

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

    // Runs are named after their start time; a run found below the opened folder by the relative
    // path of its folder, whose last part is that time.
    QDateTime sortTime(const RunInfo& run)
    {
        const QDateTime named = QDateTime::fromString(run.name.section(QLatin1Char('/'), -1), kRunNameFormat);
        return named.isValid() ? named : run.modified;
    }

    // The runs of a profile folder (plugins/profile): each subfolder holding host files, named
    // `prefix` + its name.
    void addRunsOf(const QDir& profileDir, const QString& prefix, std::vector<RunInfo>& runs)
    {
        const QStringList runFolders = profileDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& runFolder : runFolders) {
            if (std::optional<RunInfo> run = runIn(QDir(profileDir.filePath(runFolder)))) {
                run->name = prefix + run->name;
                runs.push_back(std::move(*run));
            }
        }
    }

    // TensorBoard's way (`--logdir logs/fit`): every folder below `root` that holds plugins/profile
    // is a log directory of its own (Keras writes <timestamp>/train and <timestamp>/validation),
    // its runs named by their path from `root`. Breadth first, so that the bounds cut the deepest
    // folders; symbolic links are followed once (a link back up would loop).
    void addNestedLogDirectories(const QDir& root, TraceFolderScan& scan)
    {
        struct Pending
        {
            QString path;
            int depth = 0;
        };
        std::vector<Pending> queue { { root.absolutePath(), 0 } };
        QSet<QString> seen { root.canonicalPath() };
        for (size_t next = 0; next < queue.size(); ++next) {
            const Pending folder = queue[next];
            const QDir dir(folder.path);
            if (folder.depth > 0) {
                const QDir profileDir(dir.filePath(QStringLiteral("plugins/profile")));
                if (profileDir.exists())
                    addRunsOf(profileDir, root.relativeFilePath(folder.path) + QLatin1Char('/'), scan.runs);
            }
            if (folder.depth == kMaxLogDirectoryDepth)
                continue;
            const QFileInfoList children = dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            for (const QFileInfo& child : children) {
                if (child.fileName() == QLatin1String("plugins") || seen.contains(child.canonicalFilePath()))
                    continue;
                if (scan.foldersSearched == kMaxFoldersSearched) {
                    scan.searchCut = true;
                    return;
                }
                ++scan.foldersSearched;
                seen.insert(child.canonicalFilePath());
                queue.push_back({ child.absoluteFilePath(), folder.depth + 1 });
            }
        }
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
        if (profileDir.exists())
            addRunsOf(profileDir, {}, scan.runs);
        if (!scan.runs.empty())
            break;
    }
    addNestedLogDirectories(dir, scan);
    std::stable_sort(scan.runs.begin(), scan.runs.end(),
        [](const RunInfo& a, const RunInfo& b) { return sortTime(a) > sortTime(b); });
    if (scan.runs.empty() && scan.searchCut)
        scan.error = QCoreApplication::translate("memscope",
            "no profiles found in the first %1 folders below it (the search stops there): expected "
            "<host>.xplane.pb files in the folder, in plugins/profile/<run>/ or in <run>/ subfolders, "
            "or plugins/profile/<run>/ in a folder below it; open a folder nearer the profiles")
                         .arg(kMaxFoldersSearched);
    else if (scan.runs.empty())
        scan.error = QCoreApplication::translate("memscope",
            "no profiles found: expected <host>.xplane.pb files in the folder, in plugins/profile/<run>/ "
            "or in <run>/ subfolders, or plugins/profile/<run>/ in a folder up to %1 levels below it")
                         .arg(kMaxLogDirectoryDepth);
    return scan;
}

} // namespace memscope
