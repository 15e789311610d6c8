// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "commandline.h"

namespace memscope {

// `memscope --export DIR PATH`: loads PATH synchronously, analyses the module
// (the --module one, else the largest HBM peak), lays the Memory Viewer page
// out offscreen at a fixed size and writes its views into DIR. An XLA
// out-of-memory log writes the views of its reports instead (report-N/ per
// report when there are several). Prints every
// file written on stdout; returns 0, or 1 with the reason on stderr.
// memscope-report's --png/--svg run exactly this.
int runHeadlessExport(const CommandLine& commandLine);

} // namespace memscope
