#!/usr/bin/env bash
# Fails when the folders of src/core include each other in a circle (format -> oom -> format, say):
# each folder is one concern, and a concern that needs another may not be needed by it. Lists each
# loop tsort finds and, for every edge of a loop, the files that make it.
set -euo pipefail
core="$1/src/core"
edges=$(
  cd "$core"
  for file in */*.cpp */*.h; do
    from=${file%%/*}
    sed -n 's|^#include "core/\([^/]*\)/.*|\1|p' "$file" | while read -r to; do
      [ "$to" != "$from" ] && echo "$from $to"
    done
  done | sort -u
)
if loops=$(tsort <<<"$edges" 2>&1 >/dev/null) && [ -z "$loops" ]; then
  echo "$(wc -l <<<"$edges") include edges between the folders of src/core, no cycle"
  exit 0
fi
echo "The folders of src/core include each other in a circle:"
sed -n 's/^tsort: \([a-z]*\)$/  \1/p' <<<"$loops"
echo "Includes of the folders above into each other:"
members=$(sed -n 's/^tsort: \([a-z]*\)$/\1/p' <<<"$loops" | sort -u)
while read -r from to; do
  grep -qx "$from" <<<"$members" && grep -qx "$to" <<<"$members" || continue
  echo "  $from -> $to: $(cd "$core" && grep -l "^#include \"core/$to/" "$from"/*.cpp "$from"/*.h | tr '\n' ' ')"
done <<<"$edges"
exit 1
