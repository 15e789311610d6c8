// SPDX-License-Identifier: Apache-2.0
#include "singleinstance.h"

#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>

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

QString SingleInstance::socketPath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (dir.isEmpty())
        dir = QDir::tempPath();
    return QDir(dir).filePath(QStringLiteral("org.memscope.Memscope.socket"));
}

bool SingleInstance::handOver(const QStringList& paths)
{
    QLocalSocket socket;
    socket.connectToServer(socketPath());
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
