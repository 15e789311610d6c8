// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "document/toolpage.h"
#include "models/jobtracker.h"

#include <QWidget>
#include <memory>
#include <vector>

class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QSpinBox;
class QTimer;
class QTreeView;

namespace memscope {

namespace Ui {
    class Sidebar;
}

class MemoryTypeModel;
class ModuleListModel;
class RunTreeModel;

// The left column of a document: the runs and hosts of a trace folder, the
// searchable module list with each module's HBM peak, the memory type and the
// small-buffer threshold. It owns the ModuleSelection of its document.
//
// Until the user picks a module, the module with the largest HBM peak is
// selected once all peaks are known (right away when there is only one
// module, or when preferModule() named one).
//
// A module's memory spaces are read on the job pool (the read parses the
// module); the selection is published once they are known.
class Sidebar : public QWidget
{
    Q_OBJECT
public:
    explicit Sidebar(QWidget* parent = nullptr);
    ~Sidebar() override;

    void setProfile(std::shared_ptr<const Profile> profile);
    ModuleSelection selection() const { return m_selection; }

    // Selects the module by name, id or display name when the next profile is
    // set (command line --module; the same module after switching runs).
    // reportMissing: emit preferredModuleMissing() if that profile lacks it.
    void preferModule(const QString& nameOrId, bool reportMissing);
    void selectModule(int moduleIndex);
    // While the largest peak is being found (nothing chosen yet): shows the largest found so far
    // and stops waiting for the others (their peaks still fill the list).
    void stopFindingLargest();
    // Ignored when the module does not use that memory space.
    void selectMemorySpace(qint64 memorySpace);
    void setSmallBufferSize(qint64 bytes);
    // Shows or hides the module list, the memory type and the threshold; the
    // runs and hosts of a trace folder stay, as every page follows them.
    void setModuleSectionVisible(bool visible);
    // Whether anything is left to show: the runs of a folder or the module section.
    bool hasVisibleSection() const;

    ModuleListModel* moduleModel() const { return m_modules; }
    QTreeView* moduleView() const;
    QLineEdit* moduleFilter() const;
    QComboBox* memoryTypeBox() const;
    QTreeView* runView() const;
    QSpinBox* smallBufferBox() const;

Q_SIGNALS:
    void selectionChanged(const memscope::ModuleSelection& selection);
    // The user chose another run of the trace folder.
    void runRequested(const QString& runName);
    void preferredModuleMissing(const QString& nameOrId);
    // Of the modules' peaks, `measured` of `total` are known and none is chosen yet.
    void findingLargestModule(int measured, int total);

private:
    bool applyPreferredModule();
    void selectLargestModuleUnlessChosen();
    void applyModule(int moduleIndex);
    void onCurrentModuleRowChanged();
    void showModule(int moduleIndex);
    void showMemorySpaces(const std::vector<qint64>& present);
    void onMemoryTypeActivated(int row);
    void publish();
    void updateModuleHeading();

    std::unique_ptr<Ui::Sidebar> m_ui;
    std::shared_ptr<const Profile> m_profile;
    ModuleSelection m_selection;
    QString m_preferredModule;
    bool m_reportMissingPreferred = false;
    bool m_moduleChosen = false; // by the user or the command line
    bool m_applying = false; // the sidebar itself moves the current module: not a user choice

    ModuleListModel* m_modules;
    MemoryTypeModel* m_memoryTypes;
    RunTreeModel* m_runs;
    QSortFilterProxyModel* m_moduleProxy;

    QTimer* m_thresholdDelay;
    bool m_moduleSectionVisible = true;
    JobTracker m_memorySpacesJob { this };
};

} // namespace memscope
