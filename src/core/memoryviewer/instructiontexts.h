// SPDX-License-Identifier: Apache-2.0
#pragma once

// The strings the Memory Viewer shows for a module's instructions (name, op
// name, shape text, source), made once per instruction on first use, with one
// copy of each text thousands of instructions share. Internal to
// src/core/memoryviewer.

#include "core/format/hlorows.h"
#include "core/memoryviewer/memoryviewer.h"

#include <QSet>
#include <QString>
#include <span>
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

    explicit InstructionTexts(const format::HloRows& rows);

    const Texts& of(int instructionOrdinal);
    // The text of `shape`: the instruction's own shape or one of its tuple elements.
    const QString& shapeText(int instructionOrdinal, const xla::ShapeProto* shape);
    const SourceInfo& source(int instructionOrdinal);
    // The name with "{i,j}" when the shape index is not empty.
    QString nameWithShapeIndex(int instructionOrdinal, std::span<const qint64> shapeIndex);
    // One copy of each text of the module, looked up by its UTF-8 bytes (no decoding of a repeat).
    const QString& internUtf8(std::string_view text);

private:
    QString intern(QString&& text);
    int sourceIndexOf(const format::HloRows::Instruction& instruction);
    const QString& frameChain(int frameId);

    const format::HloRows& m_rows;
    std::vector<Texts> m_texts; // by instruction ordinal
    std::vector<char> m_ready;
    std::vector<QString> m_shapeTexts; // by distinct shape (HloRows::shapes); null until made
    std::unordered_map<const xla::ShapeProto*, QString> m_elementShapeTexts; // tuple elements
    QSet<QString> m_interned; // shape texts, which different bytes and tuple elements may share
    std::unordered_map<std::string_view, QString> m_internedUtf8; // views into the rows' texts
    std::vector<SourceInfo> m_sources;
    std::vector<QString> m_frameChains; // by stack frame id - 1; null until built
};

} // namespace memscope::memoryviewer::analysis
