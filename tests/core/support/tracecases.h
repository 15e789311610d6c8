// SPDX-License-Identifier: Apache-2.0
#pragma once

// The hand-written XSpaces of tests/data/trace/ (text format), as the binary
// files the Trace Viewer reads, and looking up the tracks of a model built of them.

#include "core/profile/loader.h"
#include "core/trace/tracebuilder.h"
#include "core/trace/tracemodel.h"
#include "hlo.pb.h"
#include "xplane.pb.h"

#include <QByteArray>
#include <QFile>
#include <google/protobuf/text_format.h>

namespace memscope::test {

// The serialized XSpace of tests/data/trace/<name>.textproto; stops the test program when it cannot be read.
// A stat of /host:metadata whose bytes are "hlo:NAME" becomes the HloProto of tests/data/trace/NAME.hlo.textproto.
inline QByteArray traceCase(const QString& name)
{
    const auto read = [](const QString& file) {
        QFile input(QStringLiteral(MEMSCOPE_TEST_DATA "/trace/%1.textproto").arg(file));
        if (!input.open(QIODevice::ReadOnly))
            qFatal("cannot read the trace case %s", qPrintable(file));
        return input.readAll().toStdString();
    };
    tensorflow::profiler::XSpace space;
    if (!google::protobuf::TextFormat::ParseFromString(read(name), &space))
        qFatal("the trace case %s is not an XSpace textproto", qPrintable(name));
    for (auto& plane : *space.mutable_planes()) {
        for (auto& entry : *plane.mutable_event_metadata()) {
            for (auto& stat : *entry.second.mutable_stats()) {
                const std::string& marker = stat.bytes_value();
                if (plane.name() != "/host:metadata" || marker.rfind("hlo:", 0) != 0)
                    continue;
                xla::HloProto module;
                const QString file = QString::fromStdString(marker.substr(4)) + QStringLiteral(".hlo");
                if (!google::protobuf::TextFormat::ParseFromString(read(file), &module))
                    qFatal("the module %s is not an HloProto textproto", qPrintable(file));
                stat.set_bytes_value(module.SerializeAsString());
            }
        }
    }
    return QByteArray::fromStdString(space.SerializeAsString());
}

// The trace of the file or folder at `path` as the Trace Viewer and memscope-report build it: loaded
// by the one loader, then built from the bytes the profile holds. A load that fails is the outcome's error.
inline trace::TraceBuildOutcome buildTraceOf(const QString& path, const trace::TraceBuildOptions& options = {})
{
    const LoadOutcome loaded = loadProfile(path);
    if (!loaded.profile) {
        trace::TraceBuildOutcome failed;
        failed.error = loaded.error;
        return failed;
    }
    return trace::buildTrace(trace::traceInputs(*loaded.profile), options);
}

// The first track named `name`, or -1.
inline int trackNamed(const trace::TraceModel& model, const QString& name)
{
    for (int t = 0; t < model.trackCount(); ++t) {
        if (model.track(t).name == name)
            return t;
    }
    return -1;
}

} // namespace memscope::test
