// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace memscope {

// One Memscope per user session: a second `memscope FILE…` (a double-click in
// the file manager while Memscope runs) hands its paths to the running
// instance, which opens them as tabs, and exits. The socket lives in the
// user's runtime directory ($XDG_RUNTIME_DIR), so sessions and test runs with
// their own runtime directory do not see each other.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    explicit SingleInstance(QObject* parent = nullptr);
    ~SingleInstance() override;

    // Sends the paths (made absolute) to a running instance. True when it
    // took them; false when none runs (or it did not answer in time).
    static bool handOver(const QStringList& paths);

    // Becomes the instance others hand over to. False if the socket cannot be
    // created; Memscope then runs without the hand-over.
    bool listen();

    static QString socketPath();

Q_SIGNALS:
    void pathsReceived(const QStringList& paths);

private:
    QLocalServer* m_server;
};

} // namespace memscope
