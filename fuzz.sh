#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for
# SECONDS (default 60). Seed corpora come from the generator, the project's
# fixtures and the real profiles in ../shared/data. Crashes, hangs and leaks
# are written to fuzz-out/<target>/; copy each into tests/data/fuzz/<target>/
# once fixed, so the regression test replays it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
seconds="${1:-60}"
"$root/scripts/install-deps.sh"
build="$root/build-fuzz"
CC=clang CXX=clang++ MEMSCOPE_BUILD_DIR="$build" "$root/scripts/build.sh" \
  -DMEMSCOPE_FUZZ=ON -DMEMSCOPE_BUILD_GUI=OFF -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo

corpus="$build/corpus"
rm -rf "$corpus"
mkdir -p "$corpus"/{sniff,gzip,xspace,hloproto,oomlog,loadfile,folder}
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
fi
for f in "$root"/tests/data/memoryviewer/*.textproto; do
  [ -e "$f" ] && printf '\002' | cat - "$f" > "$corpus/hloproto/$(basename "$f").seed"
done
cp "$root"/tests/data/oom/* "$corpus/oomlog/" 2>/dev/null || true
for dir in sniff loadfile; do
  cp "$corpus"/xspace/* "$corpus"/gzip/* "$corpus"/oomlog/* "$corpus/$dir/"
  cp "$corpus"/hloproto/* "$corpus/$dir/" 2>/dev/null || true
done
head -c 4096 "$corpus/xspace/gen-gpu-1.xplane.pb" | { printf '\000\377'; cat; } > "$corpus/folder/one-host"

status=0
for target in sniff gzip xspace hloproto oomlog loadfile folder; do
  out="$root/fuzz-out/$target"
  mkdir -p "$out"
  echo "== fuzz_$target for ${seconds}s"
  if ! ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
       "$build/fuzz/fuzz_$target" "$corpus/$target" -max_total_time="$seconds" -timeout=20 \
       -rss_limit_mb=4096 -max_len=1048576 -artifact_prefix="$out/" -print_final_stats=1 \
       >"$out/log.txt" 2>&1; then
    echo "fuzz_$target found a problem: see $out/log.txt and the crash-*/timeout-*/leak-* files there"
    status=1
  fi
  grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "$out/log.txt" | tr '\n' ' '; echo
done
exit $status
