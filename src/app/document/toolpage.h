// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/memoryviewer/memoryviewer.h"
#include "core/profile/profile.h"
#include "export/export.h"

#include <QList>
#include <memory>

class QWidget;

namespace memscope {

// What the document's sidebar has chosen: a module, its memory type and the
// small-buffer threshold. moduleIndex indexes Profile::modules (-1 = none).
struct ModuleSelection
{
    int moduleIndex = -1;
    qint64 memorySpace = 0;
    qint64 smallBufferSize = memoryviewer::kDefaultSmallBufferSize; // bytes; 0 = no folding of small buffers
    bool operator==(const ModuleSelection&) const = default;
};

// A tool page of a ProfileDocument (Memory Viewer, Memory Profile, Overview,
// OOM report, ...). A page is a QWidget that also implements this interface;
// it is created in createToolPages() (toolpages.cpp) and added with
// ProfileDocument::addToolPage().
//
// The document calls setProfile() each time a profile is loaded into it (also
// after the user picks another run of a trace folder), then
// setModuleSelection() whenever the sidebar's module, memory type or threshold
// changes. Pages must stay responsive: heavy work goes off the UI thread (see
// models/jobtracker.h), and a page keeps the shared_ptr as long as it shows
// data from that profile.
class ToolPage
{
public:
    virtual ~ToolPage() = default;

    // Whether the page has something to show for this kind of input; the
    // document hides the tabs of the pages that do not. Every page applies to
    // profiles; only the OOM report page applies to an XLA out-of-memory log, only
    // the Trace Viewer to a Chrome trace-event JSON file (it holds a trace and nothing else),
    // only the snapshot page to a PyTorch memory snapshot.
    virtual bool appliesTo(const Profile& profile) const
    {
        return profile.kind != SourceKind::OomLog && profile.kind != SourceKind::ChromeTraceJson
            && profile.kind != SourceKind::TorchSnapshot;
    }
    // Whether a profile it applies to has data for this page; a document opens
    // on the first page that does (a GPU profile without XLA modules opens on
    // the Memory Profile, not on an empty Memory Viewer).
    virtual bool hasDataFor(const Profile& profile) const
    {
        Q_UNUSED(profile);
        return true;
    }
    virtual void setProfile(std::shared_ptr<const Profile> profile) = 0;
    // Pages that do not show a single module ignore the selection.
    virtual void setModuleSelection(const ModuleSelection& selection) { Q_UNUSED(selection); }
    // Whether the sidebar's module list, memory type and threshold act on this
    // page; the sidebar hides them while a page that ignores them is shown.
    virtual bool usesModuleSelection() const { return false; }
    // The views the Export menu offers for this page (charts, tables, the whole page).
    virtual QList<ExportTarget> exportTargets() const { return {}; }
    // Writes every view of exportTargets() into dir, one file per view and
    // format ("png", "svg", "pdf"); false with *error naming the file and the
    // reason. Only called when exportTargets() is not empty.
    virtual bool exportAll(const QString& dir, const QStringList& formats, QString* error) = 0;
    // A widget for the window's "Buffer Details" dock, or nullptr.
    virtual QWidget* detailCard() const { return nullptr; }
};

// Lays out `page` to fill `tool`, which takes the focus for it: for a tool page
// that feeds a page of its own (the Memory Viewer, the Overview).
void embedPage(QWidget* tool, QWidget* page);

} // namespace memscope
