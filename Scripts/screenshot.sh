#!/usr/bin/env bash
# Makes the README's picture of the game, docs/filmswipe.png, from a real game: the built filmswipe played in tmux at
# 100x32 on a fresh data folder (the welcome closed, a few swipes so that the recommender says why it deals a card),
# captured with its colours (tmux capture-pane -p -e), drawn as HTML by ansi_to_html.py and photographed by headless
# Chromium. Needs tmux, python3, chromium and fonts-dejavu-core (DejaVu Sans Mono draws the cards' frames).
#   Scripts/screenshot.sh [OUTPUT.png]      (default docs/filmswipe.png)
set -euo pipefail
source="$(cd "$(dirname "$0")/.." && pwd)"
output="$(realpath -m "${1:-$source/docs/filmswipe.png}")"
columns=100
rows=32
for tool in tmux python3 chromium; do
    command -v "$tool" >/dev/null || { echo "screenshot: $tool is missing: apt-get install -y $tool" >&2; exit 1; }
done
fc-list 2>/dev/null | grep -q "DejaVu Sans Mono" || { echo "screenshot: DejaVu Sans Mono is missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

(cd "$source" && swift build --product filmswipe)
binary="$(cd "$source" && swift build --show-bin-path)/filmswipe"
work="$(mktemp -d)"
socket="$work/tmux.sock"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/data"

screen() { tmux -S "$socket" capture-pane -p; }
wait_for() {  # wait_for TEXT: up to 60 s (a debug build builds the recommender's model in the background)
    for _ in $(seq 600); do screen | grep -q -- "$1" && return; sleep 0.1; done
    screen >&2
    echo "screenshot: \"$1\" never appeared" >&2
    exit 1
}
# The deck of seed 3, the same every run; no animation, so each capture is of a card at rest.
tmux -S "$socket" -f /dev/null new-session -d -x "$columns" -y "$rows" \
    "env TERM=xterm-256color LANG=C.UTF-8 FILMSWIPE_CONFIG=$work/none.toml $binary --data-dir $work/data --seed 3 --no-animation; sleep 60"
wait_for "Welcome"
tmux -S "$socket" send-keys Escape
wait_for "★"
# Right twice and a watchlist, then right until a card says which liked film brought it.
for key in Right Right Up; do
    tmux -S "$socket" send-keys "$key"
    sleep 0.5
done
for _ in $(seq 40); do
    screen | grep -q "Because you liked" && break
    tmux -S "$socket" send-keys Right
    sleep 1
done
wait_for "Because you liked"
sleep 0.5
tmux -S "$socket" capture-pane -p -e >"$work/capture.ansi"

python3 "$source/Scripts/ansi_to_html.py" "$work/capture.ansi" "$columns" "$rows" >"$work/capture.html"
# 16px DejaVu Sans Mono is 9.64 px a column and 19 px a row, with 12 and 14 px of margin round the pane.
width=$(python3 -c "import math; print(math.ceil($columns * 9.64 + 28))")
height=$((rows * 19 + 24))
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --user-data-dir="$work/chromium" --window-size="$width,$height" --screenshot="$output" "file://$work/capture.html" 2>/dev/null
echo "screenshot: $output (${columns}x${rows}, $(du -h "$output" | cut -f1))"
