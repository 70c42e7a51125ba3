#!/usr/bin/env bash
# Prints the licence notices for what a release of FilmSwipe holds: the data, the Swift runtime linked into the
# programs, and the licence of every Swift package the build checked out (from its own LICENSE file).
#   notices.sh SCRATCH_FOLDER     (the build's --scratch-path, holding checkouts/)
set -euo pipefail
source="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$1"

cat <<'HEADER'
# Licence notices

FilmSwipe's programs hold the code and data below. Each part keeps its own licence. FilmSwipe's own code is under the
MIT licence (LICENSE); why, and the data's terms, are in docs/data.md of its source.

## The bundled catalogue

The films, genres and ratings are the MovieLens "latest-small" data set (GroupLens Research, University of
Minnesota; F. M. Harper and J. A. Konstan, "The MovieLens Datasets: History and Context", ACM TiiS 5(4), 2015),
for non-commercial use under GroupLens' terms (https://grouplens.org/datasets/movielens/). Runtime, budget,
certificate and IMDb rating come from the R package ggplot2movies (Hadley Wickham, GPL-2 | GPL-3 for the package;
data taken from IMDb in 2005). The loglines were written for FilmSwipe.

## TMDB

This product uses the TMDB API but is not endorsed or certified by TMDB.

## The Swift runtime and Foundation

The Swift standard library, runtime, Dispatch and Foundation are linked into the programs: Apache License 2.0 with
Runtime Library Exception (https://swift.org/LICENSE.txt), which asks for no notice in programs built with them.

## System libraries

ncursesw (MIT-style licence), SQLite (public domain), zlib (zlib licence), libcurl (curl licence), libchafa (LGPL 3.0
or later), glib (LGPL 2.1 or later) and libjpeg-turbo (IJG and BSD licences) in filmswipe-tmdb, libqrencode (LGPL 2.1
or later) in filmswipe-party, and LAPACK and OpenBLAS (BSD licences) in filmswipe-recommender are the system's own
shared libraries, loaded by the programs and not part of them.

## Swift packages
HEADER

found=0
for checkout in "$scratch"/checkouts/*/; do
    [ -d "$checkout" ] || continue
    licence=$(find "$checkout" -maxdepth 1 -type f \( -iname 'LICENSE*' -o -iname 'LICENCE*' -o -iname 'COPYING*' \) | sort | head -1)
    [ -n "$licence" ] || continue
    found=$((found + 1))
    printf '\n### %s\n\n```text\n' "$(basename "$checkout")"
    cat "$licence"
    printf '```\n'
done
if [ "$found" -eq 0 ]; then
    echo "notices: no package checkouts in $scratch/checkouts: build first" >&2
    exit 1
fi
