// SPDX-License-Identifier: Apache-2.0
#pragma once

// XProf's ParseTfOpFullname and its helpers (spec trace-viewer-and-steps.md C.4): what kind of
// framework op an event or op name denotes, its name and type, its name scopes, and the name
// XProf's trace shows for it.

#include <QString>
#include <QStringList>

namespace memscope::xplane {

enum class TfOpCategory
{
    Unknown,
    TensorFlow, // "name:Type", or "name:" with the type taken from the name
    Jax, // "name:type" with a lower-case type
    TfData, // "Iterator::…"
    Memcpy, // MEMCPYHToD…, MEMCPYDToH…, MEMCPYDToD…, MEMCPYHToH… (no ':')
};

struct TfOp
{
    TfOpCategory category = TfOpCategory::Unknown;
    QString name; // TensorFlow and JAX: the part before ':'; otherwise the whole full name
    QString type; // TensorFlow and JAX: the op type (a JAX type without its "[…]"); tf.data: "Dataset"; "" when unknown
};

TfOp parseTfOpFullname(const QString& fullName);
TfOpCategory tfOpCategory(const QString& name);

// ParseTfNameScopes: the name's '/' segments but the last.
QStringList tfNameScopes(const TfOp& op);
// TfOpEventName: the op type for TensorFlow, JAX and memcpy ops, "Iterator::<last '::' part>" for
// tf.data, the name without trailing white space for unknown ones.
QString tfOpEventName(const TfOp& op);

} // namespace memscope::xplane
