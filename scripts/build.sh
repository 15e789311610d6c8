#!/usr/bin/env bash
# Configures and builds Memscope into $MEMSCOPE_BUILD_DIR (default: build/).
# Extra arguments go to the CMake configure step. MEMSCOPE_BUILD_TARGETS="a b" builds only those
# targets (and what they need) instead of everything.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${MEMSCOPE_BUILD_DIR:-$root/build}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Paths relative to the checkout in what ccache hashes, so another clone of the same commit (CI's)
  # finds the objects this one compiled.
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
fi
targets=()
for target in ${MEMSCOPE_BUILD_TARGETS:-}; do
  targets+=(--target "$target")
done
cmake -S "$root" -B "$build_dir" -G Ninja "${launcher[@]}" "$@" >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)" "${targets[@]}"
