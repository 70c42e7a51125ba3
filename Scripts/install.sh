#!/usr/bin/env bash
# Installs FilmSwipe under PREFIX (default ~/.local): filmswipe, filmswipe-tmdb, filmswipe-party and filmswipe-recommender in PREFIX/bin,
# the bundled catalogue in PREFIX/share/filmswipe-catalogue, the manual pages in PREFIX/share/man/man1 and the completions
# for bash, zsh and fish where each shell looks. From the source folder it first checks that the packages the build
# links are there, then builds a release in .build/release (the Swift runtime linked in, so the install works without
# the toolchain; a .build/release built so before and current takes seconds); from an unpacked release it installs
# what is there.
#   Scripts/install.sh                 PREFIX=/usr/local Scripts/install.sh (as root, or with sudo)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

if [ -f "$here/../Package.swift" ]; then
    source="$(cd "$here/.." && pwd)"
    # shellcheck source=layout.sh
    . "$source/Scripts/layout.sh"
    # shellcheck source=packages.sh
    . "$source/Scripts/packages.sh"
    # What the build needs, checked before anything is built or changed.
    if ! command -v swift >/dev/null 2>&1; then
        echo "install: swift is not on PATH: install Swift 6 (see the README's set-up), or install a release tarball instead." >&2
        exit 1
    fi
    if command -v dpkg-query >/dev/null 2>&1; then
        mapfile -t missing < <(filmswipe_missing_packages "${filmswipe_build_packages[@]}")
        if [ ${#missing[@]} -gt 0 ]; then
            echo "install: the build links libraries whose packages are missing: ${missing[*]}." >&2
            echo "install: install them first (as root, or with sudo): apt-get install -y ${missing[*]}; nothing was built or changed." >&2
            exit 1
        fi
    else
        echo "install: no dpkg here to check the build's libraries with: it needs the -dev files of ncursesw, SQLite, zlib, libcurl, libchafa, glib, libjpeg-turbo, libqrencode, LAPACKE and OpenBLAS."
    fi
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
    # One release build, in the usual .build, shared with package.sh: with the Swift runtime linked in
    # (--static-swift-stdlib). A plain `swift build -c release` compiles with other flags, so after one of those
    # SwiftPM compiles everything again here.
    echo "install: building the release in .build/release with the Swift runtime linked in (swift build -c release --static-swift-stdlib)."
    echo "install: seconds when the last release build there was this one and nothing changed since; otherwise everything compiles, 20 minutes or more on 2 cores (SwiftNIO, BoringSSL, GRDB)."
    for program in "${filmswipe_programs[@]}"; do
        (cd "$source" && swift build -c release --static-swift-stdlib --product "$program")
    done
    "$source/Scripts/stage.sh" "$source/.build/release" "$stage"
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
    *) echo "install: $prefix/bin is not on your PATH: add  export PATH=\"$prefix/bin:\$PATH\"  to ~/.bashrc or ~/.zshrc, or in fish run  fish_add_path $prefix/bin" ;;
esac
# Tab completion: where each shell finds the file just installed, or the line that tells it (docs/commands.md).
echo "install: tab completion, in a new shell:"
case "$prefix" in
    "$HOME/.local" | /usr/local | /usr)
        echo "  bash: found by bash-completion (Debian's bash-completion package, which most desktops have)" ;;
    *)
        echo "  bash: add  source $prefix/share/bash-completion/completions/filmswipe  to ~/.bashrc" ;;
esac
case "$prefix" in
    /usr/local) echo "  zsh:  found in zsh's own fpath" ;;
    *) echo "  zsh:  add  fpath=($prefix/share/zsh/site-functions \$fpath)  before compinit in ~/.zshrc" ;;
esac
case "$prefix" in
    "$HOME/.local" | /usr) echo "  fish: found in $prefix/share/fish/vendor_completions.d" ;;
    *) echo "  fish: add  set -p fish_complete_path $prefix/share/fish/vendor_completions.d  to ~/.config/fish/config.fish" ;;
esac
echo "install: remove it all with $([ "$source" = "$here" ] && echo ./uninstall.sh || echo Scripts/uninstall.sh)$([ "$prefix" = "$HOME/.local" ] || echo " (with PREFIX=$prefix)")"
