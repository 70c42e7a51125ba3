#!/usr/bin/env bash
# Removes exactly what install.sh put under PREFIX (default ~/.local), and FilmSwipe's own folders there once empty.
# The data folder and the config file (your reactions and settings) are left alone, and it says where they are.
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
# Where the data folder and config file are, asked of the installed filmswipe before it goes (the config file may
# have moved the data folder); a narrow report puts each value alone on its line.
data_folder=""
config_file=""
if [ -x "$prefix/bin/filmswipe" ]; then
    report="$(COLUMNS=1 "$prefix/bin/filmswipe" config 2>/dev/null || true)"
    data_folder="$(printf '%s\n' "$report" | sed -n 's/^  data-dir  *//p' | head -1)"
    config_file="$(printf '%s\n' "$report" | sed -n 's/^Config file: //p' | head -1)"
fi
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
    echo "uninstall: removed $removed files from $prefix."
    if [ -n "$data_folder" ]; then
        echo "uninstall: kept your reactions in the data folder $data_folder (remove it to forget them)"
        echo "uninstall: kept your settings in $config_file$([ -e "$config_file" ] || echo ", which is not there yet")"
    else
        echo "uninstall: kept your reactions and settings: the data folder (by default ${XDG_DATA_HOME:-$HOME/.local/share}/filmswipe) and ${XDG_CONFIG_HOME:-$HOME/.config}/filmswipe"
    fi
fi
