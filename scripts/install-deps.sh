#!/usr/bin/env bash
# Installs the Debian packages Memscope needs to build, test and run, on Debian 12 ("bookworm",
# Qt 6.4, GCC 12) and Debian 13 ("trixie", Qt 6.8, GCC 14). Only what is missing is installed;
# with sudo when not root. Names that differ between releases are resolved against what the
# release's own package lists offer, never written for one release.
set -euo pipefail

# shellcheck disable=SC1091
. /etc/os-release 2>/dev/null || true
release="${PRETTY_NAME:-an unknown system (no /etc/os-release)}"
case "${ID:-}:${VERSION_CODENAME:-}" in
  debian:bookworm | debian:trixie) ;;
  *)
    echo "install-deps: this is $release, which Memscope does not know; it supports Debian 12" \
      "(bookworm) and Debian 13 (trixie). Trying the same package names anyway." >&2
    ;;
esac

packages=(
  build-essential cmake ninja-build pkg-config ccache
  # Qt6Charts' CMake package needs Qt6OpenGL's: its own package on Debian 12 (only a Recommends
  # of qt6-base-dev there), a name qt6-base-dev provides on Debian 13. The resolution below
  # installs whichever the release has.
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-base-dev-tools libqt6opengl6-dev
  # lupdate/lrelease for the translations; Designer for the forms in ui/. qt6-tools-dev holds
  # CMake's Qt6LinguistTools package (qt_add_translations); qt6-translations-l10n Qt's own
  # translations of its dialogs and buttons (Turkish and Persian; Debian has no Bengali).
  qt6-l10n-tools qt6-tools-dev-tools qt6-tools-dev qt6-translations-l10n
  libprotobuf-dev protobuf-compiler zlib1g-dev libgl-dev
  # The GUI tests and screenshots: an X server, fonts that cover Bengali and Persian.
  xvfb xauth imagemagick fonts-noto-core fonts-dejavu-core
  # The packaging test: xdg-mime asks mimetype (libfile-mimeinfo-perl) without a desktop
  # session, and gio (libglib2.0-bin) opens a file the way a file manager does.
  desktop-file-utils appstream shared-mime-info libxml2-utils xdg-utils dpkg-dev file
  libfile-mimeinfo-perl libglib2.0-bin
  # clang for the fuzzers, with the sanitizer and libFuzzer runtime of the release's default
  # clang (libclang-rt-dev depends on libclang-rt-N-dev for that N); clang-format and git (the
  # list of tracked files) for the style test.
  clang libclang-rt-dev clang-format git
)
if [ "${MEMSCOPE_EXTRA_PACKAGES:-}" != "" ]; then
  read -r -a extra <<<"$MEMSCOPE_EXTRA_PACKAGES"
  packages+=("${extra[@]}")
fi

# Installed, under its own name or as a name an installed package provides.
installed_names=$(dpkg-query -W -f='${Status}\t${Package}, ${Provides}\n' 2>/dev/null |
  awk -F'\t' '$1 == "install ok installed" { print $2 }' |
  tr ',' '\n' | sed -e 's/^ *//' -e 's/ *(.*//' -e 's/:.*//' | sort -u)
is_installed() { grep -qxF "$1" <<<"$installed_names"; }

missing=()
for package in "${packages[@]}"; do
  is_installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq

# A name is installed as itself when the release has a package of that name, or through the one
# package that provides it; a name the release has neither way is reported with all the others.
to_install=()
unavailable=()
for package in "${missing[@]}"; do
  candidate=$(apt-cache policy "$package" 2>/dev/null | awk '/Candidate:/ { print $2 }')
  if [ -n "$candidate" ] && [ "$candidate" != "(none)" ]; then
    to_install+=("$package")
    continue
  fi
  provider=$(apt-cache showpkg "$package" 2>/dev/null |
    awk '/^Reverse Provides:/ { listing = 1; next } listing && NF { print $1; exit }')
  if [ -n "$provider" ]; then
    echo "install-deps: $package is provided by $provider on $release"
    to_install+=("$provider")
  else
    unavailable+=("$package")
  fi
done
if [ ${#unavailable[@]} -gt 0 ]; then
  echo "install-deps: $release has no package ${unavailable[*]} (nor one that provides it);" \
    "Memscope supports Debian 12 (bookworm) and Debian 13 (trixie)" >&2
  exit 1
fi

mapfile -t to_install < <(printf '%s\n' "${to_install[@]}" | sort -u)
echo "Installing missing packages: ${to_install[*]}"
# Says how much it downloads and installs (apt's own two summary lines), nothing else.
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${to_install[@]}" \
  | grep -E '^(Need to get|After this operation)' || true
# A failed install is still a failure, though grep's status stands last in the pipe.
for package in "${to_install[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || { echo "install-deps: $package did not install on $release" >&2; exit 1; }
done
