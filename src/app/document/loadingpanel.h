// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace memscope {

// What a document shows while its profile loads: the file, the current step in
// words, a progress bar (busy until the first progress report) and Cancel.
class LoadingPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LoadingPanel(QWidget* parent = nullptr);

    void start(const QString& path);
    void setProgress(int permille, const QString& step);

    QString stepText() const;
    QPushButton* cancelButton() const { return m_cancel; }

Q_SIGNALS:
    void cancelRequested();

private:
    QLabel* m_title;
    QLabel* m_step;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
};

} // namespace memscope
