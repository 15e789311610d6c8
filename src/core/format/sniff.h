// SPDX-License-Identifier: Apache-2.0
#pragma once

// Recognises what a file holds from its content, not its name.

#include <QByteArrayView>
#include <QString>

namespace memscope::format {

enum class ContentKind
{
    Empty,
    Gzip,
    XSpace,
    HloProtoBinary,
    HloProtoJson,
    HloProtoText,
    OomLog,
    ChromeTraceJson, // Chrome trace-event JSON: an object with "traceEvents", or an array of events
    TorchSnapshot, // a PyTorch CUDA memory snapshot: torch.cuda.memory._dump_snapshot's pickle
    NotAProfile, // a known other file type; `description` names it ("PNG image")
    Unknown,
};

struct Sniffed
{
    ContentKind kind = ContentKind::Unknown;
    QString description; // for NotAProfile
};

// `nameHint` (the file name) only breaks ties between equally plausible binary
// interpretations, and makes a ".log" without an out-of-memory report an OomLog
// (so that the error says no report was found); the content decides everything else.
Sniffed sniffContent(const char* data, qint64 size, const QString& nameHint = {});

// A cheap check on the first bytes of a file: does it contain the start of an
// XLA out-of-memory report? For sniffing; the parser (core/oom) decides for real.
bool mayContainOomReport(QByteArrayView head);

} // namespace memscope::format
