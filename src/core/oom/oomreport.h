// SPDX-License-Identifier: Apache-2.0
#pragma once

// An XLA out-of-memory report as printed into a log: what a failed compile or
// allocation says about the buffers live at its peak. It carries no program
// order, no lifetimes and no offsets; oomReportLimitations() says so in words.

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace memscope {

// A byte count as the report prints it ("3.40GiB", "48.00M", "4.0K", "4B").
struct ReportedBytes
{
    QString text; // verbatim; empty when the report does not give it
    qint64 bytes = -1; // the printed value in bytes; -1 when absent or unreadable
    bool rounded = false; // printed in K/M/G/..., so `bytes` is only as precise as the printed decimals
    bool isKnown() const { return bytes >= 0; }
};

// One "label: value" line of a figure block, e.g. "preallocated temp fragmentation: 2.0KiB (0.00%)"
// or the TPU line "HLO temp  41.19G (24.2% utilization, 0.7% fragmentation (293.84M))".
struct OomFigure
{
    QString label; // as printed, without the colon: "parameter allocation", "HLO temp"
    ReportedBytes value; // unknown for "arguments  unknown size"
    double percent = -1; // the "(0.00%)" of the fragmentation lines; -1 when absent
    QString detail; // the rest of the line after the value, e.g. "(24.2% utilization, ...)"
    int line = 0; // 1-based line of the input
};

// A titled block of figures: "BufferAssignment stats", "Total hbm usage >= 41.74G", ...
struct OomFigureGroup
{
    QString title; // as printed, without the trailing colon
    ReportedBytes total; // the size in the title ("41.74G"), when it has one
    std::vector<OomFigure> figures;
    int line = 0;
};

enum class OomReportKind
{
    BufferAssignment, // GPU/CPU: "BufferAssignment OOM Debugging." with "Peak buffers:"
    TpuCompile, // TPU: "Ran out of memory in memory space hbm." with "Largest program allocations in hbm:"
};

// One buffer of "Peak buffers:" / "Largest program allocations".
struct OomBuffer
{
    int rank = 0; // the number the report gives it ("Buffer 3:", "3. Size:")
    int line = 0; // 1-based line of the input where it starts
    ReportedBytes size; // padded size
    ReportedBytes unpaddedSize; // TPU "Unpadded size:"; unknown on GPU/CPU
    ReportedBytes padding; // TPU "Extra memory due to padding:"; unknown when not printed
    double expansion = 0; // "(2.0x expansion)"; 0 when not printed
    QString operatorText; // the "Operator:" line after the colon, verbatim
    QString opType; // OpMetadata fields from the Operator line (or the label's metadata={...})
    QString opName; // the framework op, unescaped
    QString sourceFile;
    int sourceLine = -1;
    QString xlaLabel; // verbatim: "fusion" (GPU) or "%copy.40488 = s32[...] copy(...)" (TPU)
    QString opcode; // the HLO opcode the label names: "fusion", "copy", "parameter"
    QString instructionName; // the instruction a TPU label names ("copy.40488"); empty on GPU/CPU
    QString shape; // "Shape:" or "Entry Parameter Subshape:"
    bool isEntryParameter = false;
    QString allocationType; // "Parameter" for entry parameters, else the report's words ("HLO temp"), else empty
    QStringList missingFields; // fields the report should have printed but did not (a cut-off buffer)

    // The padding in bytes as XProf counts it: what the report says, or size - unpadded
    // when both are known; 0 when unknown.
    qint64 paddingBytes() const;
};

struct OomReport
{
    QString sourceName; // the file path, or what the text came from ("clipboard")
    int number = 1; // 1-based position among the reports of the same input
    int firstLine = 0; // 1-based lines of the input the report spans
    int lastLine = 0;
    OomReportKind kind = OomReportKind::BufferAssignment;

    qint64 requestedBytes = -1; // "Out of memory while trying to allocate N bytes."; -1 when absent
    QString memorySpace; // TPU: "hbm", "vmem"; empty when not stated
    ReportedBytes used; // TPU: "Used 41.74G of 16.00G hbm."
    ReportedBytes capacity;
    ReportedBytes exceededBy; // TPU: "Exceeded hbm capacity by 25.74G."

    std::vector<OomFigureGroup> figureGroups; // in report order
    QStringList notes; // other sentences of the report ("Output size 0B; shares 0B with arguments.")
    QString buffersHeading; // "Peak buffers" or "Largest program allocations in hbm"
    std::vector<OomBuffer> buffers; // in report order (size descending, as XLA prints them)
    QStringList warnings; // what is missing or unreadable, with line numbers

    // The first figure with this label (case-insensitive) in any group, or nullptr.
    const OomFigure* figure(const QString& label) const;
    // "lines 3–113 of tf_oom.txt"
    QString location() const;
    // One line for lists: "Report 2: allocating 20.74 GiB failed (15 peak buffers)".
    QString summary() const;
};

// What a user cannot learn from this report because it is not a profile, in sentences.
QStringList oomReportLimitations(const OomReport& report);

// The overview of a report, one sentence per line: what failed, how far over the
// capacity it was when the report says so, and the figures that explain it.
QStringList oomReportOverview(const OomReport& report);

} // namespace memscope
