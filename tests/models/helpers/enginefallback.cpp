// SPDX-License-Identifier: Apache-2.0
// TEMPORARY stand-ins for the engine and loader until they are on main.
#include "support/enginefallback.cpp"
