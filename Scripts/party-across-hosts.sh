#!/usr/bin/env bash
# Plays a party across two network hosts on this machine: a server and its host player in one network namespace, a
# friend in another, joined by a veth pair (10.77.0.1 and 10.77.0.2). Both swipe the first film right and must see the
# match; the friend's loopback must not reach the server (they really are two hosts). Needs root, iproute2 and tmux,
# and a built `filmswipe` (`swift build`). Everything it makes (namespaces, folders, tmux sessions) is removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)/filmswipe"
work=$(mktemp -d)
cleanup() {
    tmux -L filmswipe-netns kill-server 2>/dev/null || true
    ip netns pids fs-server 2>/dev/null | xargs -r kill 2>/dev/null || true
    ip netns del fs-server 2>/dev/null || true
    ip netns del fs-friend 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
ip netns add fs-server
ip netns add fs-friend
ip link add fs-veth-a type veth peer name fs-veth-b
ip link set fs-veth-a netns fs-server
ip link set fs-veth-b netns fs-friend
ip -n fs-server addr add 10.77.0.1/24 dev fs-veth-a
ip -n fs-friend addr add 10.77.0.2/24 dev fs-veth-b
for ns in fs-server fs-friend; do ip -n "$ns" link set lo up; done
ip -n fs-server link set fs-veth-a up
ip -n fs-friend link set fs-veth-b up
mkdir -p "$work/server" "$work/ann" "$work/bob"
touch "$work/ann/welcome-shown" "$work/bob/welcome-shown"

ip netns exec fs-server "$bin" party serve --listen 10.77.0.1:7420 --data-dir "$work/server" > "$work/serve.log" &
for _ in $(seq 100); do grep -q "listening on" "$work/serve.log" 2>/dev/null && break; sleep 0.1; done
echo "server: $(cat "$work/serve.log")"

t() { tmux -L filmswipe-netns -f /dev/null "$@"; }
wait_for() { for _ in $(seq 200); do t capture-pane -p -t "$1" | grep -q "$2" && return 0; sleep 0.1; done; echo "never saw '$2' on $1"; t capture-pane -p -t "$1"; exit 1; }
t new-session -d -s ann -x 100 -y 32 "ip netns exec fs-server '$bin' party host --server 10.77.0.1:7420 --name Ann --data-dir '$work/ann'; sleep 60"
wait_for ann "filmswipe party join"
code=$(t capture-pane -p -t ann | grep -o 'join [A-Z0-9]*@' | head -1 | sed 's/join //; s/@//')
t new-session -d -s bob -x 100 -y 32 "ip netns exec fs-friend '$bin' party join $code@10.77.0.1:7420 --name Bob --data-dir '$work/bob'; sleep 60"
wait_for bob "2 here"
echo "friend (10.77.0.2) joined room $code on 10.77.0.1"
t send-keys -t ann Right
t send-keys -t bob Right
wait_for ann "It's a match!"
wait_for bob "It's a match!"
echo "both saw the match:"
t capture-pane -p -t bob | grep -A2 "It's a match!" | sed -n 3p
if ip netns exec fs-friend "$bin" party join "$code@127.0.0.1:7420" --data-dir "$work/bob" 2>/dev/null; then
    echo "the friend's loopback reached the server: the two hosts are not separate"; exit 1
fi
echo "the friend's own loopback does not reach the server: two hosts. ok"
