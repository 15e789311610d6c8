#!/usr/bin/env bash
# CI smoke run of every fuzzer: a fixed budget of inputs per target from a
# fixed seed (about ten seconds each here), so the run is the same on every
# machine and a finding is reproducible rather than a matter of luck or speed.
# Fails when any target finds a crash, hang, leak or sanitizer report.
# Long exploratory runs: ./fuzz.sh 600
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export MEMSCOPE_FUZZ_RUNS="${MEMSCOPE_FUZZ_RUNS:-sniff:100000 gzip:1500 xspace:4000 hloproto:20000 oomlog:10000 loadfile:4000 folder:6000 shrink:3000 fifo:3000 torchsnapshot:20000}"
exec "$root/fuzz.sh"
