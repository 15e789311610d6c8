// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "settings/preferences.h"

#include <QDialog>
#include <memory>

namespace memscope {

namespace Ui {
    class SettingsDialog;
}

// Edit > Settings (ui/settingsdialog.ui): shows the saved Preferences; OK and
// Apply save what the user chose and apply it to the running application.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    ~SettingsDialog() override;

    // What the controls show now.
    Preferences chosen() const;

    void accept() override;

private:
    void showPreferences(const Preferences& preferences);
    void apply();

    std::unique_ptr<Ui::SettingsDialog> m_ui;
};

} // namespace memscope
