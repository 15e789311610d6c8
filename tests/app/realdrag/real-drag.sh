#!/usr/bin/env bash
# Drags two profiles and a log directory from another program (memscope-test-dragsource, a
# stand-in for a file manager) onto Memscope's window on a real X server (Xvfb), over X11's
# drag-and-drop protocol, and checks that Memscope opened all three.
# Usage: real-drag.sh BUILD_DIR
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
generate="$build/src/generator/memscope-generate"
"$generate" --tiny --seed 1 --output "$work/first.xplane.pb" >/dev/null
"$generate" --tiny --seed 2 --output "$work/second.xplane.pb" >/dev/null
"$generate" --tiny --seed 3 --hosts 2 --output "$work/logs" >/dev/null

# Settings, recent files and the single-instance socket of this test only.
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export XDG_RUNTIME_DIR="$work/runtime" TMPDIR="$work" QT_QPA_PLATFORM=xcb
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export MEMSCOPE_OPENED_LOG="$work/opened.log"
export MEMSCOPE="$build/src/app/memscope" DRAGSOURCE="$build/tests/app/realdrag/memscope-test-dragsource"
export WORK="$work"

# Inside the X server: Memscope maximized over the screen, then the drag onto its middle,
# tried again while the window may still be coming up.
xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  set -u
  "$MEMSCOPE" --new-instance > "$WORK/memscope.log" 2>&1 &
  memscope=$!
  result=1
  for attempt in $(seq 1 30); do
    sleep 1
    if "$DRAGSOURCE" 400 300 "$WORK/first.xplane.pb" "$WORK/second.xplane.pb" "$WORK/logs" \
        >> "$WORK/drag.log" 2>&1; then
      result=0
      break
    fi
  done
  for i in $(seq 1 300); do
    [ "$(cat "$MEMSCOPE_OPENED_LOG" 2>/dev/null | grep -c "^opened: ")" -ge 3 ] && break
    sleep 0.1
  done
  kill "$memscope" 2>/dev/null
  wait "$memscope" 2>/dev/null
  exit $result
' || { echo "the drag was never taken:"; cat "$work/drag.log" "$work/memscope.log"; exit 1; }

cat "$MEMSCOPE_OPENED_LOG"
for opened in "$work/first.xplane.pb" "$work/second.xplane.pb" "$work/logs"; do
  grep -q "^opened: $opened" "$MEMSCOPE_OPENED_LOG" || {
    echo "Memscope did not open $opened after the drop"
    cat "$work/drag.log" "$work/memscope.log"
    exit 1
  }
done
echo "a real drag of two files and a folder opened all three"
