#!/usr/bin/env bash
# Installs Memscope into a temporary prefix, runs the installed programs, then
# asks the desktop (xdg-open and gio open, with XDG directories in a temporary
# home) to open an .xplane.pb file and checks that Memscope opened it.
# Usage: install-and-open.sh BUILD_DIR
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
profile="$work/generated.xplane.pb"
"$build/src/generator/memscope-generate" --tiny --output "$profile" >/dev/null

cmake --install "$build" --prefix "$prefix" >/dev/null
"$prefix/bin/memscope-report" --version
"$prefix/bin/memscope-report" info "$profile" >/dev/null
test -f "$prefix/share/man/man1/memscope-report.1"
test -f "$prefix/share/icons/hicolor/scalable/apps/org.memscope.Memscope.svg"
test -f "$prefix/share/icons/hicolor/48x48/apps/org.memscope.Memscope.png"

export HOME="$work/home"
export XDG_CONFIG_HOME="$HOME/.config"
export XDG_DATA_HOME="$HOME/.local/share"
export XDG_DATA_DIRS="$prefix/share:/usr/share"
export XDG_RUNTIME_DIR="$work/runtime"
# A Memscope already running for this user would take the file over; keep
# the single-instance socket of this test apart.
export TMPDIR="$work"
export PATH="$prefix/bin:$PATH"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
update-mime-database "$prefix/share/mime"
update-desktop-database "$prefix/share/applications"

copy="$work/My Run.xplane.pb"
cp "$profile" "$copy"
type="$(xdg-mime query filetype "$copy")"
[ "$type" = "application/x-xprof-xspace" ] || { echo "xdg-mime sees $type, not application/x-xprof-xspace"; exit 1; }
xdg-mime default org.memscope.Memscope.desktop application/x-xprof-xspace
default="$(xdg-mime query default application/x-xprof-xspace)"
[ "$default" = "org.memscope.Memscope.desktop" ] || { echo "default handler is '$default'"; exit 1; }

# Memscope writes "opened: PATH" to this log once the profile is shown, and quits.
export MEMSCOPE_OPENED_LOG="$work/opened.log"
export MEMSCOPE_QUIT_AFTER_OPEN=1
for opener in "xdg-open" "gio open"; do
  rm -f "$MEMSCOPE_OPENED_LOG"
  xvfb-run -a bash -c "$opener \"\$0\"; for i in \$(seq 1 300); do [ -s \"$MEMSCOPE_OPENED_LOG\" ] && break; sleep 0.1; done" "$copy"
  grep -qxF "opened: $copy" "$MEMSCOPE_OPENED_LOG" || { echo "$opener did not open the profile in Memscope"; cat "$MEMSCOPE_OPENED_LOG" 2>/dev/null; exit 1; }
  echo "$opener opened the profile in Memscope"
done
