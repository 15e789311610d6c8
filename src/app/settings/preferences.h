// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/util/units.h"

#include <QPalette>
#include <QString>

namespace memscope {

enum class Theme
{
    System, // the platform's style and palette
    Light, // Fusion with a light palette
    Dark // Fusion with a dark palette
};

// What the user chose in the Settings dialog, kept in QSettings.
struct Preferences
{
    // The Memory Viewer's small-buffer threshold of the profiles opened from now
    // on (each document's sidebar can change its own); 0 = show every buffer.
    int smallBufferKiB = 16;
    ByteUnitSystem byteUnits = ByteUnitSystem::Binary;
    Theme theme = Theme::System;
    // The QSettings key the language support reads: empty = the system's, or
    // "en", "tr", "bn", "fa".
    QString language;

    static Preferences load();
    void save() const;
    bool operator==(const Preferences&) const = default;
};

// The palette of the Dark theme (with the Fusion style). Qt 6.4 cannot ask the
// platform for a dark scheme (no QStyleHints::setColorScheme), so it is our own.
QPalette darkPalette();
// The frame the dark theme draws around a text field (Fusion's own is as dark as the field there).
QColor fieldFrameColor(const QPalette& palette);

// Applies the byte units and the theme to the running application (the
// language is read at start). Called at start and when the dialog is accepted.
void applyPreferences(const Preferences& preferences);

} // namespace memscope
