#!/usr/bin/env bash
# Lays out an install of FilmSwipe in a folder, as it will be under PREFIX (see layout.sh): the four programs from a
# build folder, the bundled catalogue, the manual pages, the shell completions (written by the programs themselves),
# the README, licence, changelog and licence notices. Used by install.sh and package.sh; not meant to be run by hand.
#   stage.sh BUILD_FOLDER STAGE_FOLDER     (BUILD_FOLDER: where swift build put the programs, e.g. .build/release)
set -euo pipefail
source="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=layout.sh
. "$source/Scripts/layout.sh"
built="$1"
stage="$2"

for program in "${filmswipe_programs[@]}"; do
    if [ ! -x "$built/$program" ]; then
        echo "stage: $built/$program is missing: build it first (swift build -c release --product $program)." >&2
        exit 1
    fi
done

mkdir -p "$stage/bin" "$stage/share/filmswipe-catalogue" "$stage/share/filmswipe-page" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
    "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d" "$stage/share/doc/filmswipe"
for program in "${filmswipe_programs[@]}"; do
    install -m 0755 "$built/$program" "$stage/bin/$program"
    # Without the symbol table and debug information: a third of the size, and nothing a player's run reads.
    strip "$stage/bin/$program"
    install -m 0644 "$source/Scripts/manual/$program.1" "$stage/share/man/man1/$program.1"
done
for file in catalogue.json genres.json ratings.csv community.model; do
    install -m 0644 "$source/Fixtures/$file" "$stage/share/filmswipe-catalogue/$file"
done
# The party room's web page, which `filmswipe party serve` and `party host` serve at /join/CODE.
for file in room.html room.css room.js no-room.html; do
    install -m 0644 "$source/Sources/FilmSwipePartyPage/$file" "$stage/share/filmswipe-page/$file"
done
# ArgumentParser writes each shell's script from the command's own definitions, so completions follow the options.
"$built/filmswipe" --generate-completion-script bash >"$stage/share/bash-completion/completions/filmswipe"
"$built/filmswipe" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_filmswipe"
"$built/filmswipe" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/filmswipe.fish"
for file in README.md LICENSE CHANGELOG.md; do
    install -m 0644 "$source/$file" "$stage/share/doc/filmswipe/$file"
done
"$source/Scripts/notices.sh" "$(dirname "$built")" >"$stage/share/doc/filmswipe/NOTICES.md"

for file in "${filmswipe_files[@]}"; do
    [ -f "$stage/$file" ] || { echo "stage: $file was not made" >&2; exit 1; }
done
