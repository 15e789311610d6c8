// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>
#include <memory>

namespace memscope {

namespace Ui {
    class AboutDialog;
}

// Help > About Memscope (ui/aboutdialog.ui): the version, what Memscope shows,
// the licence and the Qt it was built with and runs on.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
    ~AboutDialog() override;

private:
    std::unique_ptr<Ui::AboutDialog> m_ui;
};

} // namespace memscope
