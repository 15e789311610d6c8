#!/usr/bin/env bash
# CI smoke run of every fuzzer: a short time per target (default 15 s, so the
# seven targets fuzz for under two minutes on top of the build). Fails when any
# target finds a crash, hang, leak or sanitizer report. Long runs: ./fuzz.sh 600
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec "$root/fuzz.sh" "${MEMSCOPE_FUZZ_SMOKE_SECONDS:-15}"
