// SPDX-License-Identifier: Apache-2.0
#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <unistd.h>

namespace memscope {

namespace {

    constexpr int kTimeoutMs = 3000;
    const QByteArray kAcknowledge = QByteArrayLiteral("ok\n");

} // namespace

SingleInstance::SingleInstance(QObject* parent)
    : QObject(parent)
    , m_server(new QLocalServer(this))
{
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, socket, [this, socket] {
                // The sender writes one QDataStream-framed QStringList.
                QDataStream stream(socket);
                stream.startTransaction();
                QStringList paths;
                stream >> paths;
                if (!stream.commitTransaction())
                    return; // wait for the rest
                socket->write(kAcknowledge);
                socket->flush();
                Q_EMIT pathsReceived(paths);
            });
        }
    });
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::sessionKey()
{
    // A second login of the same user (another X display, another Wayland
    // session) must get a window of its own, not hand its files to a window it
    // cannot see.
    QStringList parts;
    for (const char* variable : { "WAYLAND_DISPLAY", "DISPLAY", "XDG_SESSION_ID" }) {
        const QString value = qEnvironmentVariable(variable);
        if (!value.isEmpty())
            parts << QString::fromLatin1(variable) + QLatin1Char('=') + value;
    }
    const QByteArray digest
        = QCryptographicHash::hash(parts.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex().left(16));
}

QString SingleInstance::socketPath()
{
    // Our own folder, which only this user may enter: in the runtime
    // directory, or under /tmp when there is none (XDG_RUNTIME_DIR unset).
    QString base = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (base.isEmpty() || !QFileInfo(base).isDir())
        base = QDir::tempPath();
    const QString folder
        = QDir(base).filePath(QStringLiteral("memscope-%1").arg(QString::number(static_cast<qulonglong>(::getuid()))));
    QDir().mkpath(folder);
    constexpr QFile::Permissions kOwnerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
    constexpr QFile::Permissions kGroupOrOthers = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    QFile::setPermissions(folder, kOwnerOnly);
    const QFileInfo info(folder);
    // Someone else's folder of that name, a symlink, or one others may enter: no hand-over at all.
    if (!info.isDir() || info.isSymLink() || info.ownerId() != ::getuid() || (info.permissions() & kGroupOrOthers) != 0)
        return {};
    return QDir(folder).filePath(QStringLiteral("instance-%1.socket").arg(sessionKey()));
}

bool SingleInstance::handOver(const QStringList& paths)
{
    const QString path = socketPath();
    if (path.isEmpty())
        return false;
    QLocalSocket socket;
    socket.connectToServer(path);
    if (!socket.waitForConnected(kTimeoutMs))
        return false;
    QStringList absolute;
    for (const QString& path : paths)
        absolute.append(QFileInfo(path).absoluteFilePath());
    QByteArray message;
    QDataStream stream(&message, QIODevice::WriteOnly);
    stream << absolute;
    socket.write(message);
    if (!socket.waitForBytesWritten(kTimeoutMs))
        return false;
    QByteArray answer;
    while (answer.size() < kAcknowledge.size() && socket.waitForReadyRead(kTimeoutMs))
        answer += socket.readAll();
    return answer == kAcknowledge;
}

bool SingleInstance::listen()
{
    const QString path = socketPath();
    if (path.isEmpty())
        return false;
    if (m_server->listen(path))
        return true;
    // A socket file left by a crashed instance: nobody answers on it.
    QLocalSocket probe;
    probe.connectToServer(path);
    if (probe.waitForConnected(500))
        return false; // another instance is alive and listening
    QLocalServer::removeServer(path);
    return m_server->listen(path);
}

} // namespace memscope
