#!/usr/bin/env bash
# The .deb of this build installs on this release: builds it with CPack, asks apt to install it
# (a simulation: apt resolves its dependencies against this release's package lists and installs
# nothing), then runs the programs it holds from its unpacked files, which find their private
# libraries by their relative RUNPATH.
# Usage: deb-installs.sh BUILD_DIR
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "$(ls /var/lib/apt/lists/ 2>/dev/null | grep -v -e lock -e partial)" ]; then
  echo "SKIP: apt has no package lists here (run apt-get update), so it cannot judge the dependencies"
  exit 77
fi
(cd "$build" && cpack -G DEB -B "$work/package" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/package/memscope_*.deb)
echo "built $(basename "$deb"): $(dpkg-deb -f "$deb" Depends)"
apt-get install --simulate --no-install-recommends "$deb" >"$work/apt.log" 2>&1 \
  || { echo "apt would not install $(basename "$deb"):"; cat "$work/apt.log"; exit 1; }
grep -q "^Inst memscope " "$work/apt.log" || { echo "apt would not install memscope:"; cat "$work/apt.log"; exit 1; }
dpkg-deb -x "$deb" "$work/root"
profile="$work/generated.xplane.pb"
"$build/src/generator/memscope-generate" --tiny --output "$profile" >/dev/null
"$work/root/usr/bin/memscope-report" --version
"$work/root/usr/bin/memscope-report" info "$profile" >/dev/null
QT_QPA_PLATFORM=offscreen "$work/root/usr/bin/memscope" --version
echo "$(basename "$deb") installs, and its programs run"
