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
    # is a paragraph break (.Pp), as mdoc wants. Help texts mark commands with backticks, as the terminal shows them:
    # the page sets them in bold instead, writes the dashes of options and hyphenated words as minus signs (so they
    # read and copy as typed, and never break a line), and hyphenates no word, so no command is split across lines.
    awk -v extra="Scripts/manual/$2.extra.mdoc" -v title="$title" '
        function bold(line,   out) {
            out = ""
            while (match(line, /`[^`]*`/)) {
                out = out substr(line, 1, RSTART - 1) "\\fB" substr(line, RSTART + 1, RLENGTH - 2) "\\fR"
                line = substr(line, RSTART + RLENGTH)
            }
            return out line
        }
        function minus(line,   out, token) {
            out = ""
            while (match(line, /--[A-Za-z][A-Za-z0-9-]*/)) {
                token = substr(line, RSTART, RLENGTH)
                gsub(/-/, "\\-", token)
                out = out substr(line, 1, RSTART - 1) token
                line = substr(line, RSTART + RLENGTH)
            }
            line = out line
            out = ""
            while (match(line, /[A-Za-z0-9]-[A-Za-z0-9]/)) {
                out = out substr(line, 1, RSTART) "\\-"
                line = substr(line, RSTART + 2)
            }
            return out line
        }
        function page(line) {
            if (line ~ /^\./) return bold(line)
            return minus(bold(line))
        }
        /^\.Dt / { print ".Dt " title " 1"; next }
        # groff mdoc turns hyphenation back on at every section and list item from this register.
        /^\.Os/ { print; print ".nr doc-hyphen-flags 0"; print ".nh"; next }
        /^\.Sh "EXIT STATUS"/ { while ((getline line < extra) > 0) print page(line); exit }
        /^$/ { print ".Pp"; next }
        { print page($0) }
    ' "$1" >"Scripts/manual/$2.1"
    echo "manual: Scripts/manual/$2.1"
}
assemble "$generated/FilmSwipeCLI/filmswipe.1" filmswipe
assemble "$generated/FilmSwipePartyCLI/filmswipe party.1" filmswipe-party
assemble "$generated/FilmSwipeTMDBCLI/filmswipe tmdb.1" filmswipe-tmdb
assemble "$generated/FilmSwipeRecommenderCLI/filmswipe-recommender.1" filmswipe-recommender
