// SPDX-License-Identifier: Apache-2.0
#pragma once

// The shapes of profile the benchmarks run on: six made by the project's generator from its
// options (issues 15 and 28, the sixth a log directory of 8 hosts), and profiles written by someone else's scripts in
// ../shared/bench (issue 28), and where a made one is kept.

#include "generator/generator.h"
#include "generator/torchsnapshot.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <vector>

namespace memscope::bench {

struct Shape
{
    QString name; // on the command line: device-events, module-heavy, ..., external-memory-events
    QString description;
    generator::Options options; // seed only, for a shape written elsewhere
    // A shape written elsewhere: the script of ../shared/bench and its arguments after the output
    // path (the seed follows them); empty for the generator's shapes.
    QStringList externalWriter;
    // A PyTorch memory snapshot instead of a profile: made by the generator from these options
    // (when eventsPerDevice > 0), or by externalWriter.
    bool torch = false;
    generator::TorchSnapshotOptions torchSnapshot { .eventsPerDevice = 0 };
};

// All of them, the generator's first, with the given seed.
std::vector<Shape> shapes(std::uint64_t seed = 1);
// The PyTorch memory snapshots memscope-bench reads beside them (issue 30): two the generator
// makes, 1 GB of 10 M events and one of deep, distinct stacks, and the real ones of
// ../shared/data scaled up by Python's own pickler (bench/writers/scale_torch_snapshot.py).
std::vector<Shape> torchSnapshotShapes(std::uint64_t seed = 1);
// shapes() and then torchSnapshotShapes(): every shape memscope-bench knows.
std::vector<Shape> allShapes(std::uint64_t seed = 1);
// The shape called `name`, or nullptr.
const Shape* findShape(const std::vector<Shape>& all, const QString& name);
// "device-events, module-heavy, ..." for usage texts (`all`: with the snapshot shapes).
QString shapeNames(const std::vector<Shape>& all = shapes());

// The bytes of a profile: the file's, or every file's below a log directory.
qint64 profileBytes(const QString& path);
// The XSpace files of a profile: the file itself, or those below a log directory, sorted.
QStringList hostFiles(const QString& path);

// Why a shape written elsewhere cannot be made on this machine (../shared is absent, or Python
// cannot import protobuf), "" when it can; a benchmark skips it and says why.
QString shapeUnavailable(const Shape& shape);
// The shape's profile in `directory` (named after the shape and seed), generated
// there unless a previous run left it; prints what it generated. Returns the path,
// or "" with `error` set. The generation runs in a forked child: a measured child
// forked later from this process would otherwise start with the generator's pages
// (Linux carries the high-water RSS over exec into ru_maxrss).
QString shapeProfile(const Shape& shape, const QString& directory, QString* error);
// The same for the shape called `name` (seed 1). `shape` (optional) is set to it,
// or to nullptr when no shape has that name (and `error` says so).
QString shapeProfile(const QString& name, const QString& directory, QString* error, const Shape** shape = nullptr);

// "--keep-in DIR": where a benchmark keeps its generated profile to reuse it next time.
QCommandLineOption keepInOption();
// The profile a benchmark's `shapeOption` (--shape NAME) and keepInOption() ask for on
// `parser`: the shape's profile in DIR, or in `scratch` without --keep-in. On failure
// prints why and returns "" with `exitCode` set: 2 when no shape has that name (a usage
// error), 1 when the generation failed. `shape` (optional) is set as shapeProfile sets it.
QString shapeProfileFromOptions(const QCommandLineParser& parser, const QCommandLineOption& shapeOption,
    const QString& scratch, int* exitCode, const Shape** shape = nullptr);

} // namespace memscope::bench
