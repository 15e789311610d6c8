#!/usr/bin/env bash
# Validates the desktop entry, the AppStream metainfo and the MIME definition
# with the freedesktop.org tools, as distributions do.
set -euo pipefail
packaging="$1"
status=0
desktop-file-validate "$packaging/org.memscope.Memscope.desktop" || status=1
# AppStream 1.x (Debian 13) warns that the metainfo names no homepage: the project has no address of
# its own yet (a distributor adds theirs), so that one is an info there. 0.16 (Debian 12) neither
# warns nor knows the tag, and refuses an override of it.
overrides=()
if [ "$(appstreamcli --version | sed -n 's/^AppStream version: \([0-9]*\)\..*/\1/p')" -ge 1 ] 2>/dev/null; then
  overrides=(--override=url-homepage-missing=info)
fi
appstreamcli validate --no-net --pedantic "${overrides[@]}" "$packaging/org.memscope.Memscope.metainfo.xml" || status=1
xmllint --noout --schema "$packaging/shared-mime-info.xsd" "$packaging/org.memscope.Memscope.mime.xml" || status=1
# update-mime-database rejects malformed definitions; run it on a scratch tree.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/mime/packages"
cp "$packaging/org.memscope.Memscope.mime.xml" "$scratch/mime/packages/"
if ! XDG_DATA_DIRS="$scratch:${XDG_DATA_DIRS:-/usr/share}" update-mime-database "$scratch/mime" 2>"$scratch/errors" || [ -s "$scratch/errors" ]; then
  cat "$scratch/errors"; status=1
fi
# Every MIME type the desktop entry claims is defined (or is a standard one).
for type in $(sed -n 's/^MimeType=//p' "$packaging/org.memscope.Memscope.desktop" | tr ';' ' '); do
  [ "$type" = "inode/directory" ] && continue
  grep -q "type=\"$type\"" "$packaging/org.memscope.Memscope.mime.xml" || { echo "MimeType $type is not defined"; status=1; }
done
# The glob of an XSpace profile resolves to our type.
[ "$(grep -c '\*\.xplane\.pb' "$scratch/mime/globs2")" -ge 1 ] || { echo "globs2 lacks *.xplane.pb"; status=1; }
# A PyTorch snapshot is known by its content whatever its name; another pickle is not one.
printf '\x80\x04\x95\x00\x01\x00\x00\x00\x00\x00\x00}\x94(\x8c\x08segments\x94]\x94' >"$scratch/snapshot.dat"
printf '\x80\x04\x95\x00\x01\x00\x00\x00\x00\x00\x00}\x94(\x8c\x05model\x94]\x94' >"$scratch/other.pickle"
sniffed="$(XDG_DATA_DIRS="$scratch" mimetype -b "$scratch/snapshot.dat" "$scratch/other.pickle" 2>/dev/null | tr '\n' ' ')"
[ "${sniffed%% *}" = "application/x-pytorch-memory-snapshot" ] || { echo "a snapshot sniffs as ${sniffed%% *}"; status=1; }
case "$sniffed" in *" application/x-pytorch-memory-snapshot"*) echo "another pickle sniffs as a snapshot"; status=1 ;; esac
[ $status -eq 0 ] && echo "desktop entry, metainfo and MIME definition are valid"
exit $status
