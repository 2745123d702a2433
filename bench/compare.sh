#!/usr/bin/env bash
# Times `bfgdata validate` (every check: schemas, references, legality)
# against the ajv library doing only the JSON Schema pass on the same
# files, as whole processes, on the bundled data and on generated editions,
# and reports what the performance targets are judged on: median wall
# time, peak memory (the largest ru_maxrss of the runs, read by
# bench/runstat, so no GNU time is needed), peak memory over the data's
# size, how the time grows as the generated edition doubles, and a last
# line saying which targets hold.
# Installs ajv from the npm registry into a temporary folder; needs Go,
# Node and npm. Usage: bench/compare.sh [RUNS]   (default 7 runs each).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
case $runs in
'' | *[!0-9]* | 0) echo "usage: bench/compare.sh [RUNS]   (RUNS a whole number from 1)" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== installing ajv and ajv-formats into $work"
npm install --silent --prefix "$work" ajv@8 ajv-formats@3 >/dev/null
# The script finds the schemas at ../schema from itself and ajv in
# $work/node_modules.
mkdir -p "$work/bench" && cp bench/ajv-schema-pass.mjs "$work/bench/" && ln -s "$PWD/schema" "$work/schema"
go build -o "$work/bfgdata" ./cmd/bfgdata
go build -o "$work/runstat" ./bench/runstat
go build -o "$work/genedition" ./bench/genedition

# measure COMMAND...: runstat's figures for $runs runs as three tab-separated
# fields, median ms, median peak KiB, largest peak KiB. A failed run stops
# the script: its figures would compare nothing.
measure() { "$work/runstat" -n "$runs" -- "$@" | sed 's/[a-z_]*=//g' | tr ' ' '\t'; }

# One line a row: name, bytes, then bfgdata's and ajv's three figures.
results="$work/results.tsv"

row() { # name, bfgdata args..., --, files...
  local name=$1; shift
  local args=()
  while [ "$1" != "--" ]; do args+=("$1"); shift; done; shift
  local bytes b a
  bytes=$(( $(cat "$@" | wc -c) ))
  b=$(measure "$work/bfgdata" validate "${args[@]}")
  a=$(measure node "$work/bench/ajv-schema-pass.mjs" "$@")
  printf '%s\t%s\t%s\t%s\n' "$name" "$bytes" "$b" "$a" | tee -a "$results" | awk -F'\t' '{
    printf "%-22s %9d %9.1f %9.1f %8.1fx %9.1f %9.1f %8.2fx\n",
      $1, $2, $3, $5 / 1024, $5 * 1024 / $2, $6, $8 / 1024, $6 / $3 }'
}

# json_files DIR...: the JSON files under the folders, sorted, one a line.
json_files() { find "$@" -name '*.json' ! -name 'map-draft.json' ! -name 'map-corrections.json' ! -name 'map-fan.json' | sort; }

# Figures from a busy machine are noise; the load says how busy it was.
echo "== $(go env GOVERSION), node $(node --version), ajv $(cd "$work" && node -p 'require("ajv/package.json").version'); $(getconf _NPROCESSORS_ONLN) CPUs, load$(uptime | sed 's/.*load average[s]*://')"
echo "== median of $runs runs, whole processes; peak = largest peak RSS of the runs"
printf '%-22s %9s %9s %9s %9s %9s %9s %9s\n' "" "" "bfgdata" "" "" "ajv" "" "ajv/"
printf '%-22s %9s %9s %9s %9s %9s %9s %9s\n' "data" "bytes" "ms" "peak MiB" "peak/data" "ms" "peak MiB" "bfgdata"
files=()
while IFS= read -r f; do files+=("$f"); done < <(json_files data)
row "bundled (2 editions)" data/1975 data/1994 -- "${files[@]}"
row "one file (crt.json)" data/1994/crt.json -- data/1994/crt.json
# Each size about doubles the last one's data; two units a hex.
for size in "35 35 2450" "49 50 4900" "70 70 9800" "99 99 19600"; do
  set -- $size
  out=$("$work/genedition" -out "$work/gen-$1x$2" -rows "$1" -cols "$2" -units "$3")
  files=()
  while IFS= read -r f; do files+=("$f"); done < <(json_files "$out")
  row "generated $1x$2, $3" "$out" -- "${files[@]}"
done

echo
echo "== bfgdata as the generated edition grows: each row against the one before"
awk -F'\t' '
  BEGIN { printf "%-22s %9s %8s %9s %8s %13s\n", "data", "bytes", "data x", "ms", "time x", "time x per 2x" }
  $1 ~ /^generated/ {
    if (bytes) {
      d = $2 / bytes; t = $3 / ms
      printf "%-22s %9d %7.2fx %9.1f %7.2fx %12.2fx\n", $1, $2, d, $3, t, exp(log(t) * log(2) / log(d))
    } else {
      printf "%-22s %9d %8s %9.1f\n", $1, $2, "", $3
    }
    bytes = $2; ms = $3
  }' "$results"

echo
awk -F'\t' '
  function verdict(ok, what, figure) {
    held += ok; count++
    return sprintf("%s: %s (%s)", what, ok ? "yes" : "no", figure)
  }
  $1 ~ /^bundled/ { bundled = $6 / $3 }
  $1 ~ /crt.json/ { crt = $3 }
  $1 ~ /^generated/ {
    if (bytes) { t = exp(log($3 / ms) * log(2) / log($2 / bytes)); if (t > worst) worst = t }
    bytes = $2; ms = $3
    big = $6 / $3; memory = $5 * 1024 / $2
  }
  END {
    line = verdict(bundled >= 4, "bundled >= 4x faster than ajv", sprintf("%.2fx", bundled))
    line = line "; " verdict(crt < 8, "crt.json < 8 ms", sprintf("%.1f ms", crt))
    line = line "; " verdict(big > 1, "99x99 faster than ajv", sprintf("%.2fx", big))
    line = line "; " verdict(memory < 4, "99x99 peak < 4x data", sprintf("%.1fx", memory))
    line = line "; " verdict(worst <= 2.1, "doubling <= 2.1x", sprintf("worst %.2fx", worst))
    printf "targets: %s; %d of %d hold\n", line, held, count
  }' "$results"
