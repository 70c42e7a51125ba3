#!/usr/bin/env bash
# Installs FilmSwipe under PREFIX (default ~/.local): filmswipe, filmswipe-tmdb, filmswipe-party and filmswipe-recommender in PREFIX/bin,
# the bundled catalogue in PREFIX/share/filmswipe-catalogue, the manual pages in PREFIX/share/man/man1 and the completions
# for bash, zsh and fish where each shell looks. From the source folder it first builds a release (the Swift runtime
# linked in, so the install works without the toolchain); from an unpacked release it installs what is there.
#   Scripts/install.sh                 PREFIX=/usr/local Scripts/install.sh (as root, or with sudo)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

if [ -f "$here/../Package.swift" ]; then
    source="$(cd "$here/.." && pwd)"
    # shellcheck source=layout.sh
    . "$source/Scripts/layout.sh"
else
    # An unpacked release: this script sits beside bin/ and share/, which are already the install's layout.
    source="$here"
    # shellcheck source=layout.sh
    . "$here/layout.sh"
fi

# Every folder that would receive a file, checked before anything is built or changed: the nearest folder that
# exists on the way there must be writable.
unwritable=""
for file in "${filmswipe_files[@]}"; do
    folder="$prefix/$(dirname "$file")"
    while [ ! -d "$folder" ]; do folder="$(dirname "$folder")"; done
    if [ ! -w "$folder" ]; then unwritable="$folder"; break; fi
done
if [ -n "$unwritable" ]; then
    echo "install: cannot write to $unwritable, so nothing was installed and nothing changed." >&2
    echo "install: choose a prefix you own (PREFIX=\$HOME/.local, the default), or run it as root or with sudo for $prefix." >&2
    exit 1
fi

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
if [ "$source" = "$here" ]; then
    for file in "${filmswipe_files[@]}"; do
        mkdir -p "$stage/$(dirname "$file")"
        cp -p "$source/$file" "$stage/$file"
    done
else
    if ! command -v swift >/dev/null 2>&1; then
        echo "install: swift is not on PATH: install Swift 6 (see the README's set-up), or install a release tarball instead." >&2
        exit 1
    fi
    echo "install: building a release (the first build takes several minutes)"
    for program in "${filmswipe_programs[@]}"; do
        (cd "$source" && swift build -c release --static-swift-stdlib --scratch-path .build-dist --product "$program")
    done
    "$source/Scripts/stage.sh" "$source/.build-dist/release" "$stage"
fi

# Each file is copied beside its place and renamed over it, so a file is never half written.
for file in "${filmswipe_files[@]}"; do
    target="$prefix/$file"
    mkdir -p "$(dirname "$target")"
    cp "$stage/$file" "$target.installing"
    chmod "$(stat -c '%a' "$stage/$file")" "$target.installing"
    mv -f "$target.installing" "$target"
done

echo "install: put ${#filmswipe_files[@]} files under $prefix:"
echo "  $prefix/bin/filmswipe (with filmswipe-tmdb, filmswipe-party and filmswipe-recommender beside it)"
echo "  the manual: man filmswipe, man filmswipe-party, man filmswipe-tmdb, man filmswipe-recommender"
echo "  completions for bash, zsh and fish; the catalogue in $prefix/share/filmswipe-catalogue"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install: $prefix/bin is not on your PATH: add  export PATH=\"$prefix/bin:\$PATH\"  to your shell's start-up file (~/.bashrc, ~/.zshrc), or in fish: fish_add_path $prefix/bin" ;;
esac
if [ "$prefix" = "$HOME/.local" ]; then
    echo "install: zsh reads completions from folders in its fpath: add  fpath=(~/.local/share/zsh/site-functions \$fpath)  before compinit in ~/.zshrc"
fi
echo "install: remove it all with $([ "$source" = "$here" ] && echo ./uninstall.sh || echo Scripts/uninstall.sh)$([ "$prefix" = "$HOME/.local" ] || echo " (with PREFIX=$prefix)")"
