// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace memscope {

// Names, version, icon and desktop file of the application (settings are
// stored under these names). Call right after constructing QApplication.
void setUpApplication();

} // namespace memscope
