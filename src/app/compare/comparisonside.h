// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/profile/profile.h"

#include <memory>

namespace memscope {

// One side of a comparison: a loaded profile and the module chosen in it
// (an index into Profile::modules, -1 = paired or the largest peak).
struct ComparisonSide
{
    std::shared_ptr<const Profile> profile;
    int moduleIndex = -1;
};

} // namespace memscope
