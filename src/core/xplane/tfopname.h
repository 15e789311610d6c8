// SPDX-License-Identifier: Apache-2.0
#pragma once

// XProf's ParseTfOpFullname (spec trace-viewer-and-steps.md C.4): what kind of framework op an
// event or op name denotes.

#include <QString>

namespace memscope::xplane {

enum class TfOpCategory
{
    Unknown,
    TensorFlow, // "name:Type", or "name:" with the type taken from the name
    Jax, // "name:type" with a lower-case type
    TfData, // "Iterator::…"
    Memcpy, // MEMCPYHToD…, MEMCPYDToH…, MEMCPYDToD…, MEMCPYHToH… (no ':')
};

TfOpCategory tfOpCategory(const QString& name);

} // namespace memscope::xplane
