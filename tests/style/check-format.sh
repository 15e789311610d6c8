#!/usr/bin/env bash
# Fails when a tracked C++ file differs from the committed .clang-format.
# Exits 77 (ctest: skipped) with the reason when clang-format or git is absent.
set -euo pipefail
root="$1"
if ! command -v clang-format >/dev/null 2>&1; then
  echo "SKIP: clang-format is not installed (scripts/install-deps.sh installs it)"
  exit 77
fi
if ! git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "SKIP: $root is not a git checkout, so there is no list of tracked files"
  exit 77
fi
cd "$root"
mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
clang-format --dry-run --Werror "${files[@]}"
echo "${#files[@]} files follow .clang-format"
