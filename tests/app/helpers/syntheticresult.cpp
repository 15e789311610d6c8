// SPDX-License-Identifier: Apache-2.0
// Hand-built Memory Viewer results, compiled into every test of this layer.
#include "support/syntheticresult.cpp"
