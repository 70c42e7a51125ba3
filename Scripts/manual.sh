#!/usr/bin/env bash
# Writes the manual pages Scripts/manual/filmswipe.1, filmswipe-party.1, filmswipe-tmdb.1 and filmswipe-recommender.1: the commands and
# options come from ArgumentParser's generate-manual plugin (the programs' own definitions), followed by the
# hand-written sections in Scripts/manual/PROGRAM.extra.mdoc (keys, files, environment, exit status, see also).
# Run it after changing a command or an option: the test suite (ManualTests) fails while a page is out of step.
#   Scripts/manual.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The page's date is the last commit's, so running it again without a change to the commands changes nothing.
date="$(git log -1 --format=%cs 2>/dev/null || date +%F)"
swift package --disable-sandbox plugin generate-manual --configuration debug --date "$date"
generated=.build/plugins/GenerateManual/outputs

assemble() {  # assemble GENERATED_PAGE PROGRAM
    local title
    title="$(echo "$2" | tr '[:lower:]' '[:upper:]')"
    # The plugin's own EXIT STATUS (".Ex -std") is replaced by the hand-written one; an empty line in a discussion
    # is a paragraph break (.Pp), as mdoc wants.
    awk -v extra="Scripts/manual/$2.extra.mdoc" -v title="$title" '
        /^\.Dt / { print ".Dt " title " 1"; next }
        /^\.Sh "EXIT STATUS"/ { while ((getline line < extra) > 0) print line; exit }
        /^$/ { print ".Pp"; next }
        { print }
    ' "$1" >"Scripts/manual/$2.1"
    echo "manual: Scripts/manual/$2.1"
}
assemble "$generated/FilmSwipeCLI/filmswipe.1" filmswipe
assemble "$generated/FilmSwipePartyCLI/filmswipe party.1" filmswipe-party
assemble "$generated/FilmSwipeTMDBCLI/filmswipe tmdb.1" filmswipe-tmdb
assemble "$generated/FilmSwipeRecommenderCLI/filmswipe-recommender.1" filmswipe-recommender
