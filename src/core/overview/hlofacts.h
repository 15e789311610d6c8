// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the Overview reads of an XLA module, read from its serialized HloProto on the wire: its
// instructions never become messages (parsed, a module of 500 000 buffers took several times the
// file's size to be asked for its name, one op name and element types).

#include "core/format/slicestream.h"
#include "xla_data.pb.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <optional>

namespace memscope::overview {

struct HloFacts
{
    QString name; // HloModuleProto.name
    quint64 id = 0; // HloModuleProto.id, as XProf's program ids are: unsigned
    QString backwardPassOpName; // the first instruction's op_name that marks a backward pass, "" when none
    // With `withElementTypes`: each instruction's element type by its name, a tuple's first leaf's.
    QHash<QString, xla::PrimitiveType> elementTypes;
};

// nullopt when the bytes are not wire format where the walk reads them. With
// `control.releaseConsumedPages` (a file mapping) the pages walked are given back behind the walk.
std::optional<HloFacts> readHloFacts(
    QByteArrayView hloProto, bool withElementTypes, const format::ParseControl& control = {});

} // namespace memscope::overview
