// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "compare/comparisonside.h"

#include <QDialog>
#include <memory>

class QComboBox;
class QPushButton;

namespace memscope {

namespace Ui {
    class CompareDialog;
}

// File > Compare…: what to compare with what. Each side is one of the open
// profiles (then a module of it can be chosen) or a file chosen here (loaded
// when the dialog is accepted; its module is paired by name, or the largest).
// The layout is ui/comparedialog.ui.
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    struct OpenProfile
    {
        QString title;
        std::shared_ptr<const Profile> profile;
        int moduleIndex = -1; // the module the document shows
    };
    struct Choice
    {
        QString path; // the file to load, when no open profile was chosen
        ComparisonSide side; // an open profile and its module
    };

    CompareDialog(const QList<OpenProfile>& open, QWidget* parent = nullptr);
    ~CompareDialog() override;

    // Starts side A (and B, when there is a second open profile) on an open profile.
    void preselect(int side, int openIndex, int moduleIndex);
    // Adds a file as a choice of `side` and selects it.
    void addFile(int side, const QString& path);
    Choice choice(int side) const;

    QComboBox* sourceBox(int side) const { return m_sources[side]; }
    QComboBox* moduleBox(int side) const { return m_modules[side]; }
    QPushButton* browseButton(int side) const { return m_browse[side]; }
    QPushButton* compareButton() const { return m_compare; }

private:
    void fillModules(int side);
    void updateButton();

    std::unique_ptr<Ui::CompareDialog> m_ui;
    QList<OpenProfile> m_open;
    // The form's widgets of side A (0) and B (1).
    QComboBox* m_sources[2];
    QComboBox* m_modules[2];
    QPushButton* m_browse[2];
    QPushButton* m_compare;
};

} // namespace memscope
