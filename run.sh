#!/usr/bin/env bash
# Installs what is missing, builds what it runs (not the tests or benchmarks), and opens the
# bundled example profile. Without a display it says so and writes the report and chart images.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
display=0
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  display=1
fi
"$root/scripts/install-deps.sh"
# memscope too without a display: memscope-report exports the chart images through it.
MEMSCOPE_BUILD_TARGETS="memscope-generate memscope-report memscope" "$root/scripts/build.sh"
build="${MEMSCOPE_BUILD_DIR:-$root/build}"
example="$build/example/example.xplane.pb"
"$build/src/generator/memscope-generate" --seed 1 --output "$example" >/dev/null

if [ "$display" = 1 ]; then
  exec "$build/src/app/memscope" "$example" "$@"
fi

out="$build/example/report"
mkdir -p "$out"
echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): writing the report and chart images to $out"
"$build/src/report/memscope-report" memory-viewer "$example" --format text | tee "$out/memory-viewer.txt"
"$build/src/report/memscope-report" memory-viewer "$example" --png "$out" --svg "$out" >/dev/null
echo "Images:"; ls -1 "$out"
