// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace memscope {

// One Memscope per user session: a second `memscope FILE…` (a double-click in
// the file manager while Memscope runs) hands its paths to the running
// instance, which opens them as tabs, and exits. The socket is named after the
// display and session (sessionKey()), in a folder of the user's that no one
// else may enter (in $XDG_RUNTIME_DIR, else in /tmp), so another session of
// the same user, or another user, never receives the files. A hand-over the
// running instance does not confirm opens a window here.
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

    // Empty when no folder only this user can enter could be made: then
    // every launch opens its own window.
    static QString socketPath();
    // What tells this display and session apart from the user's others.
    static QString sessionKey();

Q_SIGNALS:
    void pathsReceived(const QStringList& paths);

private:
    QLocalServer* m_server;
};

} // namespace memscope
