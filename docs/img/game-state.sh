#!/bin/sh
# Redraws game-state.png, the picture of a game's state in the README: the
# played 1994 game after the Western Allied combat phase of turn 1 (action
# 16), cut to the western front, drawn by `game render` and photographed by
# a headless Chromium (set CHROMIUM to its path if it is not on PATH).
set -eu
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./cmd/bfgdata game render game/testdata/games/historical-1994.json --at 16 -o "$tmp/state.svg"
# Only the root <svg>'s size and view change: the first match of each.
sed -E -e '0,/width="[0-9.]+in"/s//width="1100px"/' \
	-e '0,/height="[0-9.]+in"/s//height="900px"/' \
	-e '0,/viewBox="0 0 [0-9. ]+"/s//viewBox="20 1330 1100 900"/' \
	"$tmp/state.svg" >"$tmp/crop.svg"
"${CHROMIUM:-chromium}" --headless --no-sandbox --disable-gpu --hide-scrollbars \
	--window-size=1100,900 --screenshot="$PWD/docs/img/game-state.png" "file://$tmp/crop.svg" 2>/dev/null
