#!/usr/bin/env bash
# Installs the Debian packages named as arguments, if any are missing.
# Uses sudo when not root; says what to install by hand where apt is not available.
set -euo pipefail

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "kinetic: these packages are needed but apt-get is not available to install them:" >&2
    echo "  ${missing[*]}" >&2
    echo "Install their equivalents with your system's package manager (SDL2, SDL2_ttf, SDL2_image development files; for tests Xvfb, xdotool and ImageMagick), then run make again." >&2
    exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
else
    echo "kinetic: installing ${missing[*]} needs root, and sudo is not available. Run as root: apt-get install ${missing[*]}" >&2
    exit 1
fi

echo "kinetic: installing ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
