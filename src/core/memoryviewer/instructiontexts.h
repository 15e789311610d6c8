// SPDX-License-Identifier: Apache-2.0
#pragma once

// The strings the Memory Viewer shows for a module's instructions (name, op
// name, shape text, source), made once per instruction on first use, with one
// copy of each text thousands of instructions share. Internal to
// src/core/memoryviewer.

#include "core/memoryviewer/memoryviewer.h"
#include "hlo.pb.h"

#include <QSet>
#include <QString>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace memscope::memoryviewer::analysis {

class InstructionTexts
{
public:
    struct Texts
    {
        QString name;
        QString opName;
        QString shape; // of the instruction's whole shape
        int source = -1; // index into m_sources, -1 when it has none
    };

    // `instructions` is read as it is when the texts are first asked for.
    InstructionTexts(
        const xla::StackFrameIndexProto& frames, const std::vector<const xla::HloInstructionProto*>& instructions);

    const Texts& of(int instructionOrdinal);
    // The text of `shape`: the instruction's own shape or one of its tuple elements.
    const QString& shapeText(int instructionOrdinal, const xla::ShapeProto* shape);
    const SourceInfo& source(int instructionOrdinal);
    // The name with "{i,j}" when the shape index is not empty.
    QString nameWithShapeIndex(int instructionOrdinal, const google::protobuf::RepeatedField<int64_t>& shapeIndex);
    // One copy of each text of the module, looked up by its UTF-8 bytes (no decoding of a repeat).
    const QString& internUtf8(const std::string& text);

private:
    QString intern(QString&& text);
    int sourceIndexOf(const xla::HloInstructionProto& instruction);
    const QString& frameChain(int frameId);

    const xla::StackFrameIndexProto& m_frames;
    const std::vector<const xla::HloInstructionProto*>& m_instructions;
    std::vector<Texts> m_texts; // by instruction ordinal
    std::vector<char> m_ready;
    std::unordered_map<const xla::ShapeProto*, QString> m_elementShapeTexts; // tuple elements
    QSet<QString> m_interned;
    std::unordered_map<std::string_view, QString> m_internedUtf8; // views into the module's strings
    std::vector<SourceInfo> m_sources;
    std::vector<QString> m_frameChains; // by stack frame id - 1; null until built
};

} // namespace memscope::memoryviewer::analysis
