#!/usr/bin/env bash
# Tests a release tarball as a stranger without Swift would use it: unpacked into an empty folder, no Swift library
# loaded by any program (ldd), the game played in tmux with PATH holding no Swift (a few swipes, quit, the swipes
# listed), `filmswipe party` and `filmswipe tmdb` found beside it, the manual readable, and install.sh/uninstall.sh
# into a prefix of its own. Everything it makes is in one temporary folder, removed at the end.
#   Scripts/test-package.sh dist/filmswipe-VERSION-linux-x86_64.tar.gz
set -euo pipefail
tarball="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$(mktemp -d)"
socket="$work/tmux.sock"
cleanup() {
    tmux -S "$socket" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "test-package: FAILED: $*" >&2; exit 1; }

mkdir "$work/unpacked" "$work/data" "$work/home"
tar -C "$work/unpacked" -xzf "$tarball"
release="$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -type d)"
bin="$release/bin"
# No Swift on PATH, no toolchain in the environment: only the system's folders.
clean_env=(env -i HOME="$work/home" PATH=/usr/bin:/bin LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color)
"${clean_env[@]}" sh -c 'command -v swift' >/dev/null && fail "swift is on the clean PATH"

for program in filmswipe filmswipe-tmdb filmswipe-party filmswipe-recommender; do
    [ -x "$bin/$program" ] || fail "$program is not in the tarball's bin/"
    if ldd "$bin/$program" | grep -E -i 'swift|Foundation|libdispatch|BlocksRuntime|not found'; then
        fail "$program loads a Swift library or misses one (ldd above)"
    fi
done
echo "test-package: no program loads a Swift library (ldd)"

version="$("${clean_env[@]}" "$bin/filmswipe" --version)"
"${clean_env[@]}" "$bin/filmswipe" party --help | grep -q "host" || fail "filmswipe party --help did not run filmswipe-party"
"${clean_env[@]}" "$bin/filmswipe" tmdb --help | grep -q "login" || fail "filmswipe tmdb --help did not run filmswipe-tmdb"
"${clean_env[@]}" "$bin/filmswipe" recommend --help | grep -q -- "--queries" || fail "filmswipe recommend --help did not run filmswipe-recommender"
MANPAGER=cat man -l "$release/share/man/man1/filmswipe.1" 2>/dev/null | grep -q "KEYS" || fail "the manual has no KEYS section"
echo "test-package: filmswipe $version runs, finds its companions, and its manual reads"

# Play: the welcome, three swipes right, quit; then the favourites list must hold three films.
screen() { tmux -S "$socket" capture-pane -p; }
wait_for() {  # wait_for TEXT: up to 30 s
    for _ in $(seq 300); do screen | grep -q -- "$1" && return; sleep 0.1; done
    screen >&2
    fail "\"$1\" never appeared"
}
tmux -S "$socket" -f /dev/null new-session -d -x 100 -y 32 \
    "${clean_env[*]} $bin/filmswipe --data-dir $work/data --seed 1; echo EXIT=\$?; sleep 60"
wait_for "Welcome"
tmux -S "$socket" send-keys Escape
wait_for "The Princess Bride"
for _ in 1 2 3; do
    before="$(screen | sed -n 4p)"
    tmux -S "$socket" send-keys Right
    for _ in $(seq 100); do [ "$(screen | sed -n 4p)" != "$before" ] && break; sleep 0.1; done
done
wait_for "3 swiped"
tmux -S "$socket" send-keys q
wait_for "EXIT=0"
favourites="$("${clean_env[@]}" "$bin/filmswipe" list favourites --data-dir "$work/data")"
[ "$(echo "$favourites" | wc -l)" -eq 3 ] || fail "three swipes right, but the favourites are: $favourites"
echo "test-package: played three swipes from the tarball; favourites: $(echo "$favourites" | paste -sd';' | sed 's/;/; /g')"

# Install into a prefix of its own, run the installed program, uninstall: nothing of it may remain.
prefix="$work/prefix"
"${clean_env[@]}" PREFIX="$prefix" "$release/install.sh" >/dev/null
"${clean_env[@]}" "$prefix/bin/filmswipe" search "princess bride" | grep -q "The Princess Bride" || fail "the installed filmswipe did not search"
[ -s "$prefix/share/bash-completion/completions/filmswipe" ] || fail "no bash completion installed"
"${clean_env[@]}" PREFIX="$prefix" "$release/uninstall.sh" >/dev/null
left="$(find "$prefix" -type f | wc -l)"
[ "$left" -eq 0 ] || fail "uninstall.sh left $left files: $(find "$prefix" -type f)"
echo "test-package: install.sh and uninstall.sh into $prefix: installed, ran, removed every file"
# A prefix that cannot be written: the install says so and changes nothing (checked as nobody when run as root).
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
    locked="$work/locked"
    mkdir -m 0755 "$locked"
    chmod a+rx "$work" "$work/unpacked" "$release"
    if message="$(setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH=/usr/bin:/bin HOME=/nonexistent PREFIX="$locked" "$release/install.sh" 2>&1)"; then
        fail "install.sh into an unwritable prefix succeeded"
    fi
    echo "$message" | grep -q "cannot write to $locked, so nothing was installed and nothing changed" || fail "install.sh said: $message"
    [ -z "$(ls -A "$locked")" ] || fail "install.sh changed the unwritable prefix"
    echo "test-package: install.sh into a prefix it cannot write: refused, nothing changed"
fi
echo "test-package: passed"
