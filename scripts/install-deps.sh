#!/usr/bin/env bash
# Installs the Debian 12 packages Memscope needs to build, test and run.
# Only what is missing is installed; with sudo when not root.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config ccache
  # libqt6opengl6-dev is only a Recommends of qt6-base-dev, but Qt6Charts' CMake package needs it.
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
  # clang for the fuzzers; clang-format and git (the list of tracked files) for the style test.
  clang libclang-rt-14-dev clang-format git
)
if [ "${MEMSCOPE_EXTRA_PACKAGES:-}" != "" ]; then
  read -r -a extra <<<"$MEMSCOPE_EXTRA_PACKAGES"
  packages+=("${extra[@]}")
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
# Says how much it downloads and installs (apt's own two summary lines), nothing else.
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" \
  | grep -E '^(Need to get|After this operation)' || true
# A failed install is still a failure, though grep's status stands last in the pipe.
for package in "${missing[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || { echo "install-deps: $package did not install" >&2; exit 1; }
done
