# What an install of FilmSwipe is, as paths under its PREFIX: sourced by install.sh, uninstall.sh, stage.sh and
# package.sh, so that an uninstall removes exactly what an install put there and a release holds the same files.
# shellcheck shell=bash
filmswipe_programs=(filmswipe filmswipe-tmdb filmswipe-party filmswipe-recommender)
filmswipe_files=(
    bin/filmswipe
    bin/filmswipe-tmdb
    bin/filmswipe-party
    bin/filmswipe-recommender
    share/filmswipe-catalogue/catalogue.json
    share/filmswipe-catalogue/genres.json
    share/filmswipe-catalogue/ratings.csv
    share/filmswipe-catalogue/community.model
    share/filmswipe-page/room.html
    share/filmswipe-page/room.css
    share/filmswipe-page/room.js
    share/filmswipe-page/no-room.html
    share/man/man1/filmswipe.1
    share/man/man1/filmswipe-tmdb.1
    share/man/man1/filmswipe-party.1
    share/man/man1/filmswipe-recommender.1
    share/bash-completion/completions/filmswipe
    share/zsh/site-functions/_filmswipe
    share/fish/vendor_completions.d/filmswipe.fish
    share/doc/filmswipe/README.md
    share/doc/filmswipe/LICENSE
    share/doc/filmswipe/CHANGELOG.md
    share/doc/filmswipe/NOTICES.md
)
# Folders only FilmSwipe uses: removed by uninstall.sh once empty.
filmswipe_own_folders=(share/filmswipe-catalogue share/filmswipe-page share/doc/filmswipe)
