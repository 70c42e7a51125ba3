# The Debian packages FilmSwipe needs, said once: sourced by install.sh, package.sh and .ci/run. The README's set-up
# lists the same two (a test holds it to them).
# shellcheck shell=bash

# To build and play: the -dev package of every library a program links. ncursesw draws the game; SQLite keeps the
# reactions; zlib reads Letterboxd's ZIPs; libcurl carries FoundationNetworking in filmswipe-tmdb; libchafa (with
# glib's headers, which chafa.h includes but libchafa-dev does not pull in) and libjpeg-turbo draw TMDB's posters in
# filmswipe-tmdb; libqrencode draws a party room's QR code in filmswipe-party; LAPACK over OpenBLAS solves EASE in
# filmswipe-recommender.
filmswipe_build_packages=(
    libncurses-dev libsqlite3-dev zlib1g-dev "libcurl4-openssl-dev|libcurl4-gnutls-dev" libchafa-dev libglib2.0-dev libturbojpeg0-dev
    libqrencode-dev liblapacke-dev libopenblas-dev
)
# To run the tests as well: tmux plays the built game; openssl makes the wss:// tests' certificate; Chromium, its
# driver and Selenium for Debian's python3 run the party page's tests; groff renders the manual pages the tests read.
filmswipe_test_packages=(tmux openssl chromium chromium-driver python3-selenium groff-base)

# filmswipe_missing_packages PACKAGE...: prints those dpkg does not have installed, one a line. A package named as
# A|B is there when either is (libcurl4-gnutls-dev links as well as libcurl4-openssl-dev).
filmswipe_missing_packages() {
    local wanted alternative found
    for wanted in "$@"; do
        found=false
        for alternative in ${wanted//|/ }; do
            if [ "$(dpkg-query -W -f='${Status}' "$alternative" 2>/dev/null)" = "install ok installed" ]; then
                found=true
                break
            fi
        done
        "$found" || echo "${wanted%%|*}"
    done
}
