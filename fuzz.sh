#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for
# SECONDS (default 60); MEMSCOPE_FUZZ_TARGETS="xspace gzip" runs only those.
# Seed corpora come from the generator, the project's fixtures and the real
# profiles in ../shared/data; what the fuzzers learn is kept in
# build-fuzz/corpus between runs. Crashes, hangs, leaks and out-of-memory
# inputs are written to fuzz-out/<target>/; copy each into
# tests/data/fuzz/<target>/ once fixed, so the regression test replays it.
#
# MEMSCOPE_FUZZ_RUNS="sniff:100000 gzip:1500 …" makes a reproducible run
# instead (what CI does, see scripts/fuzz-smoke.sh): a fixed number of inputs
# per target from a fixed random seed, starting from the seeds alone, so a
# machine that passes it here passes it in CI, whatever either machine's speed.
# Exit status 0 only when every target ran clean.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
seconds="${1:-60}"
"$root/scripts/install-deps.sh"
build="$root/build-fuzz"
targets="${MEMSCOPE_FUZZ_TARGETS:-sniff gzip xspace hloproto oomlog loadfile folder shrink fifo torchsnapshot}"
declare -A runBudget=()
for entry in ${MEMSCOPE_FUZZ_RUNS:-}; do
  runBudget[${entry%%:*}]=${entry#*:}
done
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # As scripts/build.sh: another clone of the same commit finds the objects this one compiled.
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true
fi
# Only what fuzzing needs: the targets and the generator for the seeds.
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja "${launcher[@]}" -DMEMSCOPE_FUZZ=ON \
  -DMEMSCOPE_BUILD_GUI=OFF -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target memscope-generate $(printf 'fuzz_%s ' $targets)

corpus="$build/corpus"
if [ ${#runBudget[@]} -gt 0 ]; then
  corpus="$build/reproducible-corpus"
  rm -rf "$corpus"
fi
mkdir -p "$corpus"/{sniff,gzip,xspace,hloproto,oomlog,loadfile,folder,shrink,fifo,torchsnapshot}
gen="$build/src/generator/memscope-generate"
for seed in 1 2 3; do
  for kind in tpu-training tpu-inference gpu; do
    "$gen" --seed "$seed" --kind "$kind" --tiny --output "$corpus/xspace/gen-$kind-$seed.xplane.pb" >/dev/null
  done
done
gzip -k -c "$corpus/xspace/gen-tpu-training-1.xplane.pb" > "$corpus/gzip/gen.xplane.pb.gz"
shared="$root/../shared/data"
if [ -d "$shared" ]; then
  find "$shared" -name '*.xplane.pb' -size -1M -exec cp {} "$corpus/xspace/" \;
  cp "$shared"/oom-logs/*.txt "$corpus/oomlog/"
  printf '\001' | cat - "$shared/xprof/profile_demo.memory_viewer.json" > "$corpus/hloproto/demo.json.seed"
  # The real snapshots, cut to the fuzzers' largest input.
  for f in "$shared"/pytorch/*.pickle; do
    head -c 1048576 "$f" > "$corpus/torchsnapshot/$(basename "$f")"
  done
fi
cp "$root"/tests/data/torch/*.pickle "$corpus/torchsnapshot/"
for f in "$root"/tests/data/memoryviewer/*.textproto; do
  [ -e "$f" ] && printf '\002' | cat - "$f" > "$corpus/hloproto/$(basename "$f").seed"
done
cp "$root"/tests/data/oom/* "$corpus/oomlog/" 2>/dev/null || true
for dir in sniff loadfile fifo; do
  cp "$corpus"/xspace/* "$corpus"/gzip/* "$corpus"/oomlog/* "$corpus/$dir/"
  cp "$corpus"/hloproto/* "$corpus/$dir/" 2>/dev/null || true
done
# shrink: two bytes for where the file is cut (here at a half and at a quarter), then the file.
for f in "$corpus"/xspace/gen-* "$corpus"/gzip/* "$corpus"/oomlog/*; do
  { printf '\200\000'; cat "$f"; } > "$corpus/shrink/half-$(basename "$f")"
  { printf '\100\000'; cat "$f"; } > "$corpus/shrink/quarter-$(basename "$f")"
done
head -c 4096 "$corpus/xspace/gen-gpu-1.xplane.pb" | { printf '\000\377'; cat; } > "$corpus/folder/one-host"

summary=()
failures=0
for target in $targets; do
  out="$root/fuzz-out/$target"
  mkdir -p "$out"
  if [ ${#runBudget[@]} -gt 0 ]; then
    length=(-seed=1 -runs="${runBudget[$target]:?no run budget for $target in MEMSCOPE_FUZZ_RUNS}")
    echo "== fuzz_$target for ${runBudget[$target]} inputs from seed 1"
  else
    length=(-max_total_time="$seconds")
    echo "== fuzz_$target for ${seconds}s"
  fi
  status=0
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    "$build/fuzz/fuzz_$target" "$corpus/$target" "${length[@]}" -timeout=20 \
    -rss_limit_mb=4096 -max_len=1048576 -artifact_prefix="$out/" -print_final_stats=1 \
    >"$out/log.txt" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log.txt")
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$out/log.txt")
  inputs=$(find "$corpus/$target" -type f | wc -l)
  if [ "$status" = 0 ]; then
    line="clean      fuzz_$target: ${runs:-?} runs, peak RSS ${rss:-?} MB, corpus $inputs inputs"
  else
    failures=$((failures + 1))
    # The sanitizer's or libFuzzer's one-line verdict and the input it saved.
    verdict=$(grep -m1 -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)|^==[0-9]+== ERROR: libFuzzer' "$out/log.txt" || true)
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$out/log.txt" | tail -1)
    line="PROBLEM    fuzz_$target (exit $status): ${verdict:-see log} -> ${artifact:-no input saved}; log $out/log.txt"
  fi
  echo "$line"
  summary+=("$line")
done
echo
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
if [ "$failures" -gt 0 ]; then
  echo "$failures target(s) found a problem. Reproduce with $build/fuzz/fuzz_<target> <input>;"
  echo "once fixed, copy the input into tests/data/fuzz/<target>/."
  exit 1
fi
echo "all targets clean"
