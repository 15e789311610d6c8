#!/usr/bin/env bash
# Fails when a tracked C++ file differs from the committed .clang-format.
# Exits 77 (ctest: skipped) with the reason when clang-format or git is absent, or when the installed
# clang-format is not the version the code is formatted with: each major version lays out the same
# .clang-format differently (clang-format 19, Debian 13's, indents continued .arg() chains and
# `struct stat s {}` otherwise than 14), so only that version can judge. CI runs the suite on
# Debian 12, whose clang-format is that version, so every change is checked there.
set -euo pipefail
root="$1"
formatted_with=14
if ! command -v clang-format >/dev/null 2>&1; then
  echo "SKIP: clang-format is not installed (scripts/install-deps.sh installs it)"
  exit 77
fi
major=$(clang-format --version | sed -n 's/.*clang-format version \([0-9]*\)\..*/\1/p')
if [ "$major" != "$formatted_with" ]; then
  echo "SKIP: the code is formatted with clang-format $formatted_with (Debian 12's); this is clang-format" \
    "${major:-of an unknown version}, which lays out the same .clang-format differently"
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
