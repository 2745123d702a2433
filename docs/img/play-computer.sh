#!/bin/sh
# Redraws play-computer.png, the picture of a game against the computer in
# the README: the browser test of the play page (internal/serve,
# TestBrowserPlaysComputer) gives the Soviet side of a 1994 Historical game
# to the heuristic player and plays two turns against it in a headless
# Chromium; the test keeps a screenshot of the end, the log's last actions
# with their reasons, which this copies here. It needs Chromium (chromium,
# chromium-browser or google-chrome on PATH).
set -eu
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./internal/serve -run '^TestBrowserPlaysComputer$' -count=1 -shots "$tmp" >"$tmp/test.log" 2>&1 || {
	cat "$tmp/test.log" >&2
	exit 1
}
if [ ! -f "$tmp/play-computer-log.png" ]; then
	echo "play-computer.sh: the test took no screenshot (skipped?):" >&2
	cat "$tmp/test.log" >&2
	exit 1
fi
cp "$tmp/play-computer-log.png" docs/img/play-computer.png
