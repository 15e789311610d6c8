// SPDX-License-Identifier: Apache-2.0
#pragma once

class QWidget;

namespace memscope {

// What a Qt Designer form cannot say with a designable property, said with
// dynamic properties that the page applies once after setupUi():
//   fontScale (double)    the inherited point size times this (titles), since a
//                         form's font size would be absolute;
//   quiet (bool)          the palette's placeholder-text colour (hints), since
//                         foregroundRole is no property;
//   backgroundRole (string) a QPalette::ColorRole by name ("Base"), same reason.
// Widgets follow palette changes by themselves once their roles are set.
void applyFormRoles(QWidget* root);

} // namespace memscope
