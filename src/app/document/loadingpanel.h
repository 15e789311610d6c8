// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>
#include <memory>

class QPushButton;

namespace memscope {

namespace Ui {
    class LoadingPanel;
}

// What a document shows while its profile loads: the file, the current step in
// words, a progress bar (busy until the first progress report) and Cancel.
class LoadingPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LoadingPanel(QWidget* parent = nullptr);
    ~LoadingPanel() override;

    void start(const QString& path);
    // Anything else that loads, under a title of its own (a comparison's two files).
    void start(const QString& title, const QString& toolTip);
    void setProgress(int permille, const QString& step);
    // A strip as tall as its lines, above what is shown while the load goes on (a preview), instead of a
    // page of its own.
    void setCompact();

    QString stepText() const;
    QPushButton* cancelButton() const;

Q_SIGNALS:
    void cancelRequested();

private:
    std::unique_ptr<Ui::LoadingPanel> m_ui;
};

} // namespace memscope
