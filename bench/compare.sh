#!/usr/bin/env bash
# Times `bfgdata validate` (every check: schemas, references, legality)
# against the ajv library doing only the JSON Schema pass on the same
# files, as whole processes, on the bundled data and on generated editions.
# Installs ajv from the npm registry into a temporary folder; needs Go,
# Node and npm. Usage: bench/compare.sh [RUNS]   (default 7 runs each).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== installing ajv and ajv-formats into $work"
npm install --silent --prefix "$work" ajv@8 ajv-formats@3 >/dev/null
# The script finds the schemas at ../schema from itself and ajv in
# $work/node_modules.
mkdir -p "$work/bench" && cp bench/ajv-schema-pass.mjs "$work/bench/" && ln -s "$PWD/schema" "$work/schema"
go build -o "$work/bfgdata" ./cmd/bfgdata

# median of $runs wall-clock times of a command, in milliseconds
median_ms() {
  local times=()
  for _ in $(seq "$runs"); do
    local s e
    s=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    e=$(date +%s%N)
    times+=($(( (e - s) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

row() { # name, bfgdata args..., --, files...
  local name=$1; shift
  local args=() files=()
  while [ "$1" != "--" ]; do args+=("$1"); shift; done; shift
  files=("$@")
  local b a
  b=$(median_ms "$work/bfgdata" validate "${args[@]}")
  a=$(median_ms node "$work/bench/ajv-schema-pass.mjs" "${files[@]}")
  local bytes
  bytes=$(cat "${files[@]}" | wc -c)
  printf '%-22s %10s %12d %14d %10s\n' "$name" "$bytes" "$b" "$a" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2fx", a / b }')"
}

echo "== median of $runs runs (ms, whole process)"
printf '%-22s %10s %12s %14s %10s\n' "data" "bytes" "bfgdata" "ajv schemas" "ratio"
bundled=$(find data -name '*.json' ! -name 'map-draft.json' ! -name 'map-corrections.json' ! -name 'map-fan.json' | sort)
row "bundled (2 editions)" data/1975 data/1994 -- $bundled
row "one file (crt.json)" data/1994/crt.json -- data/1994/crt.json
for size in "49 50 4900" "70 70 9800" "99 99 19600"; do
  set -- $size
  out="$work/gen-$1x$2"
  go run ./bench/genedition -out "$out" -rows "$1" -cols "$2" -units "$3" >/dev/null
  files=$(find "$out/big" -name '*.json' | sort)
  row "generated $1x$2, $3" "$out/big" -- $files
done
