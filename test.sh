#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test with ctest.
# MEMSCOPE_SANITIZE=1 builds into build-asan with AddressSanitizer + UBSan.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$root/scripts/install-deps.sh"
# On a CI machine (CI=true) any compiler warning fails the build. The benchmarks build too, so a
# change that breaks one fails here rather than when somebody next measures.
options=(-DMEMSCOPE_BUILD_BENCHMARKS=ON)
if [ "${CI:-}" = "true" ]; then
  options+=(-DMEMSCOPE_WERROR=ON)
fi
if [ "${MEMSCOPE_SANITIZE:-0}" = "1" ]; then
  export MEMSCOPE_BUILD_DIR="${MEMSCOPE_BUILD_DIR:-$root/build-asan}"
  "$root/scripts/build.sh" -DMEMSCOPE_SANITIZE=ON "${options[@]}"
  # Every finding fails its test; third-party leaks only are suppressed (see the file).
  # abort_on_error: a finding kills the process with SIGABRT rather than exiting
  # with 1, so that one in a child process (memscope-report, memscope) fails even
  # a test that expects the child to exit non-zero.
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:halt_on_error=1:detect_stack_use_after_return=0}"
  export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1}"
else
  "$root/scripts/build.sh" "${options[@]}"
fi
build="${MEMSCOPE_BUILD_DIR:-$root/build}"
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" "$@"
