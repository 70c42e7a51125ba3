#!/usr/bin/env bash
# Makes a release anyone can run, without Swift: dist/filmswipe-VERSION-linux-x86_64.tar.gz (the four programs with
# the Swift runtime and Foundation linked in, the catalogue, the manual, the completions, the README and the licence
# notices, laid out as an install: bin/, share/, plus install.sh) and dist/filmswipe_VERSION_amd64.deb, whose
# dependencies are Debian's runtime libraries the programs load. Then it tests the tarball (test-package.sh). Two
# runs at once in one folder are refused (a lock on dist/.package.lock).
#   Scripts/package.sh
set -euo pipefail
source="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=layout.sh
. "$source/Scripts/layout.sh"
# shellcheck source=packages.sh
. "$source/Scripts/packages.sh"
cd "$source"

# One run at a time: a second would rewrite dist/stage under the first one's tar. The lock goes with the process.
mkdir -p dist
exec 9>>dist/.package.lock
if ! flock -n 9; then
    echo "package: another Scripts/package.sh is running in $source (pid $(cat dist/.package.lock 2>/dev/null || echo unknown)); wait for it to finish, then run this again." >&2
    exit 1
fi
echo $$ >dist/.package.lock

need() {  # need COMMAND PACKAGE
    command -v "$1" >/dev/null 2>&1 && return
    echo "package: $1 is missing: install Debian's $2 package (apt-get install -y $2), then run this again." >&2
    exit 1
}
if ! command -v swift >/dev/null 2>&1; then
    echo "package: swift is not on PATH: install Swift 6 (see the README's set-up; it is not a Debian package), then run this again." >&2
    exit 1
fi
need dpkg-deb dpkg
need tar tar
need gzip gzip
need tmux tmux
need readelf binutils
need strip binutils
need flock util-linux
# Every library the programs link (libcurl for FoundationNetworking in filmswipe-tmdb among them).
mapfile -t missing < <(filmswipe_missing_packages "${filmswipe_build_packages[@]}")
if [ ${#missing[@]} -gt 0 ]; then
    echo "package: the build links libraries whose packages are missing: install them (apt-get install -y ${missing[*]}), then run this again." >&2
    exit 1
fi

# The same release build as install.sh's, in .build/release: current after an install, it is not built again.
for program in "${filmswipe_programs[@]}"; do
    swift build -c release --static-swift-stdlib --product "$program"
done
built=.build/release
version="$("$built/filmswipe" --version)"
arch=x86_64
name="filmswipe-$version-linux-$arch"

rm -rf dist/stage
mkdir -p dist/stage
"$source/Scripts/stage.sh" "$built" "dist/stage/$name"
install -m 0755 Scripts/install.sh Scripts/uninstall.sh "dist/stage/$name/"
install -m 0644 Scripts/layout.sh "dist/stage/$name/"
install -m 0644 README.md LICENSE CHANGELOG.md "dist/stage/$name/"
install -m 0644 "dist/stage/$name/share/doc/filmswipe/NOTICES.md" "dist/stage/$name/NOTICES.md"
tar -C dist/stage --owner=0 --group=0 --numeric-owner -czf "dist/$name.tar.gz" "$name"

# The .deb: the same files under /usr, manual pages compressed and zsh's completion where Debian's zsh looks.
root=dist/stage/deb
mkdir -p "$root/DEBIAN" "$root/usr"
cp -a "dist/stage/$name/bin" "dist/stage/$name/share" "$root/usr/"
gzip -9n "$root"/usr/share/man/man1/*.1
mkdir -p "$root/usr/share/zsh/vendor-completions"
mv "$root/usr/share/zsh/site-functions/_filmswipe" "$root/usr/share/zsh/vendor-completions/_filmswipe"
rmdir "$root/usr/share/zsh/site-functions"
# Its dependencies are the packages that own the shared libraries the programs ask for themselves (NEEDED), found
# where the loader finds them (ldd); what those libraries load in turn is their packages' business.
depends=$(for program in "${filmswipe_programs[@]}"; do
        for needed in $(readelf -d "$built/$program" | awk '/NEEDED/ { gsub(/[][]/, "", $5); print $5 }'); do
            library=$(ldd "$built/$program" | awk -v name="$needed" '$1 == name { print $3 }')
            [ -n "$library" ] || continue  # the loader itself (ld-linux), which is libc6's
            dpkg -S "$(readlink -f "$library")" 2>/dev/null || dpkg -S "$library"
        done
    done | cut -d: -f1 | sort -u | paste -sd, | sed 's/,/, /g')
maintainer="$(git config user.name 2>/dev/null || echo FilmSwipe maintainers) <$(git config user.email 2>/dev/null || echo maintainers@filmswipe.invalid)>"
cat >"$root/DEBIAN/control" <<CONTROL
Package: filmswipe
Version: $version
Section: games
Priority: optional
Architecture: amd64
Depends: $depends
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Maintainer: $maintainer
Description: film recommendation game for the terminal
 FilmSwipe deals films as a stack of cards in the terminal: swipe right to
 favourite a film, left to dislike it, up to put it on your watchlist. It
 comes with a catalogue of 9,061 films, works offline, learns from every
 swipe, imports Letterboxd and IMDb histories and plays party rooms.
CONTROL
dpkg-deb --root-owner-group -Zgzip --build "$root" "dist/filmswipe_${version}_amd64.deb" >/dev/null
rm -rf dist/stage

echo "package: dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"
echo "package: dist/filmswipe_${version}_amd64.deb ($(du -h "dist/filmswipe_${version}_amd64.deb" | cut -f1)), Depends: $depends"
"$source/Scripts/test-package.sh" "dist/$name.tar.gz"
