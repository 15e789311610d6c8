// SPDX-License-Identifier: Apache-2.0
// The shared test profiles, compiled into every test of this layer.
#include "support/testprofiles.cpp"
