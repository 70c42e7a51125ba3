#!/usr/bin/env bash
# Removes exactly what install.sh put under PREFIX (default ~/.local), and FilmSwipe's own folders there once empty.
# The data folder and the config file (your reactions and settings) are left alone: `filmswipe config` says where.
#   Scripts/uninstall.sh               PREFIX=/usr/local Scripts/uninstall.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
# shellcheck source=layout.sh
. "$here/layout.sh"

for file in "${filmswipe_files[@]}"; do
    folder="$prefix/$(dirname "$file")"
    if [ -e "$prefix/$file" ] && [ ! -w "$folder" ]; then
        echo "uninstall: cannot remove $prefix/$file ($folder is not writable), so nothing was removed. Run it as root or with sudo for $prefix." >&2
        exit 1
    fi
done
removed=0
for file in "${filmswipe_files[@]}"; do
    if [ -e "$prefix/$file" ] || [ -L "$prefix/$file" ]; then
        rm -f "$prefix/$file"
        removed=$((removed + 1))
    fi
done
for folder in "${filmswipe_own_folders[@]}"; do
    rmdir "$prefix/$folder" 2>/dev/null || true
done
if [ "$removed" -eq 0 ]; then
    echo "uninstall: FilmSwipe is not installed under $prefix (nothing removed). Set PREFIX to where it was installed."
else
    echo "uninstall: removed $removed files from $prefix. Your reactions and settings are kept (filmswipe's data folder and config file)."
fi
