#!/bin/sh
# Redraws play.png, the picture of the play mode in the README: the browser
# test of the play page (internal/serve, TestBrowserPlaysHistorical) starts
# a 1994 Historical game in a headless Chromium and picks 1-balt in the
# first Soviet movement phase, its reach shaded with the cost of each hex;
# the test keeps that screenshot, which this copies here. It needs Chromium
# (chromium, chromium-browser or google-chrome on PATH).
set -eu
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./internal/serve -run '^TestBrowserPlaysHistorical$' -count=1 -shots "$tmp" >"$tmp/test.log" 2>&1 || {
	cat "$tmp/test.log" >&2
	exit 1
}
if [ ! -f "$tmp/play-2-reach.png" ]; then
	echo "play.sh: the test took no screenshot (skipped?):" >&2
	cat "$tmp/test.log" >&2
	exit 1
fi
cp "$tmp/play-2-reach.png" docs/img/play.png
