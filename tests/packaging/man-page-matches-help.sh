#!/usr/bin/env bash
# The man page's synopsis lists every command memscope-report knows and, for
# each, every option its --help shows: the command table is the source, the
# page is written by hand, and this keeps the two from drifting apart.
set -euo pipefail
report="$1"
page="$2"
export LC_ALL=C LANG=C LANGUAGE=
status=0
commands=$("$report" --help | sed -n 's/^  memscope-report \([a-z-]*\) .*/\1/p')
[ -n "$commands" ] || { echo "no commands found in '$report --help'"; exit 1; }
for command in $commands; do
  # The synopsis block of this command: from its ".B memscope-report CMD" line to the next ".br" or section.
  block=$(awk -v c=".B memscope-report $command" '$0 == c {on=1; next} on && (/^\.br/ || /^\.SH/) {exit} on {print}' "$page")
  if [ -z "$block" ]; then
    echo "$page: the SYNOPSIS has no entry for '$command'"; status=1; continue
  fi
  grep -q "^\.B $command\$" "$page" || { echo "$page: COMMANDS does not describe '$command'"; status=1; }
  for option in $("$report" "$command" --help | head -1 | grep -o -- '--[a-z-]*' | sort -u); do
    grep -qF -- "\\-\\-${option#--}" <<<"$block" || { echo "$page: the SYNOPSIS of '$command' lacks $option"; status=1; }
  done
done
exit $status
