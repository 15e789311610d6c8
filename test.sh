#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test with ctest.
# MEMSCOPE_SANITIZE=1 builds into build-asan with AddressSanitizer + UBSan.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$root/scripts/install-deps.sh"
if [ "${MEMSCOPE_SANITIZE:-0}" = "1" ]; then
  export MEMSCOPE_BUILD_DIR="${MEMSCOPE_BUILD_DIR:-$root/build-asan}"
  "$root/scripts/build.sh" -DMEMSCOPE_SANITIZE=ON
else
  "$root/scripts/build.sh"
fi
build="${MEMSCOPE_BUILD_DIR:-$root/build}"
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" "$@"
