// SPDX-License-Identifier: Apache-2.0
#pragma once

// The hand-written XSpaces of tests/data/trace/ (text format), as the binary
// files the Trace Viewer reads.

#include "xplane.pb.h"

#include <QByteArray>
#include <QFile>
#include <google/protobuf/text_format.h>

namespace memscope::test {

// The serialized XSpace of tests/data/trace/<name>.textproto; stops the test program when it cannot be read.
inline QByteArray traceCase(const QString& name)
{
    QFile file(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/%1.textproto").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the trace case %s", qPrintable(name));
    tensorflow::profiler::XSpace space;
    if (!google::protobuf::TextFormat::ParseFromString(file.readAll().toStdString(), &space))
        qFatal("the trace case %s is not an XSpace textproto", qPrintable(name));
    return QByteArray::fromStdString(space.SerializeAsString());
}

} // namespace memscope::test
