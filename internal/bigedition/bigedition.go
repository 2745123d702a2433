// Package bigedition writes a large, legal edition for benchmarks: a map
// of any size up to the grid's limit (99 × 99, hex ids have four digits),
// all clear terrain, and a counter set of Soviet corps set up two a hex by
// one scenario, with the 1994 charts. Nothing about it is the game; it is
// there to measure how the checks scale.
package bigedition

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/bfgdata/bfgdata/model"
)

// Write writes the edition "big" into dir/big: a rows × cols map and
// units counters (at most two a hex). charts is a bundled edition's folder
// (an fs.FS holding crt.json, tec.json and trt.json) whose charts it uses.
func Write(dir string, charts fs.FS, rows, cols, units int) (string, error) {
	if rows < 1 || cols < 1 || rows > model.MaxGridIndex || cols > model.MaxGridIndex {
		return "", fmt.Errorf("a %d × %d grid: rows and columns must be 1 to %d", rows, cols, model.MaxGridIndex)
	}
	if units < 1 || units > 2*rows*cols {
		return "", fmt.Errorf("%d units do not fit two a hex on %d hexes", units, rows*cols)
	}
	out := filepath.Join(dir, "big")
	if err := os.MkdirAll(filepath.Join(out, "scenarios"), 0o755); err != nil {
		return "", err
	}
	src := []map[string]any{{"id": "gen", "kind": "manual", "title": "Generated for benchmarks"}}
	files := map[string]any{
		"edition.json": map[string]any{
			"$schema": "../../schema/edition.schema.json", "id": "big", "title": "Benchmark edition", "publisher": "bfgdata",
			"year": 2026, "counterSet": map[string]any{"id": "big-set", "title": "Generated counters"},
			"rulebook": map[string]any{"id": "gen", "title": "none", "year": 2026},
			"files": map[string]any{"map": "map.json", "counters": "counters.json", "crt": "crt.json", "tec": "tec.json", "trt": "trt.json",
				"scenarios": []string{"scenarios/historical.json"}},
			"sources": src,
		},
		"map.json":                  bigMap(rows, cols, src),
		"counters.json":             bigCounters(units, src),
		"scenarios/historical.json": bigScenario(rows, cols, units, src),
	}
	for name, v := range files {
		b, err := model.Encode(v)
		if err != nil {
			return "", fmt.Errorf("%s: %w", name, err)
		}
		if err := os.WriteFile(filepath.Join(out, filepath.FromSlash(name)), b, 0o644); err != nil {
			return "", err
		}
	}
	for _, name := range []string{"crt.json", "tec.json", "trt.json"} {
		b, err := fs.ReadFile(charts, name)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return "", err
		}
	}
	return out, nil
}

func hexID(r, c int) string { return fmt.Sprintf("%02d%02d", r, c) }

func bigMap(rows, cols int, src any) map[string]any {
	hexes := make(map[string]any, rows*cols)
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			hexes[hexID(r, c)] = map[string]any{"terrain": "clear", "src": "gen"}
		}
	}
	return map[string]any{
		"$schema": "../../schema/map.schema.json", "edition": "big",
		"grid":    map[string]any{"rows": rows, "columns": cols, "numbering": "RRCC", "origin": "south-west", "stagger": "even-rows-east"},
		"sources": src, "hexes": hexes,
	}
}

func unitID(i int) string { return fmt.Sprintf("u%05d", i) }

func bigCounters(units int, src any) map[string]any {
	cs := make([]any, units)
	for i := range cs {
		cs[i] = map[string]any{"id": unitID(i + 1), "label": unitID(i + 1), "kind": "unit", "nationality": "soviet", "force": "soviet",
			"size": "corps", "type": "infantry", "attack": 4, "defense": 4, "movement": 4, "ss": false, "src": "gen"}
	}
	return map[string]any{"$schema": "../../schema/counters.schema.json", "id": "big-set", "edition": "big", "title": "Generated counters",
		"pieces": units, "germanForce": "printed", "counters": cs, "sources": src, "notes": []any{}}
}

func bigScenario(rows, cols, units int, src any) map[string]any {
	setup := make([]any, units)
	for i := range setup {
		h := i / 2 // two units a hex, row by row
		setup[i] = map[string]any{"counter": unitID(i + 1), "hex": hexID(h/cols+1, h%cols+1), "src": "gen"}
	}
	return map[string]any{
		"$schema": "../../../schema/scenario.schema.json", "id": "historical", "edition": "big", "name": "Everything on the map",
		"rule": "1.0", "players": 2,
		"control": []any{map[string]any{"player": "soviet", "forces": []string{"soviet"}}, map[string]any{"player": "west-german", "forces": []string{"west-german"}}},
		"turns":   map[string]any{"first": 1, "last": 10},
		"forces":  map[string]any{"inPlay": []string{"soviet", "west-german"}, "notInPlay": []string{"western-allied", "east-german"}},
		"hostile": [][]string{{"soviet", "west-german"}}, "theaterBoundary": map[string]any{"status": "ignored", "mapArea": "whole-map"},
		"specialRules": []any{}, "optionalRules": []any{},
		"victory": map[string]any{"kind": "victory-points", "summary": "None: a benchmark."},
		"setup":   setup, "sources": src, "notes": []any{},
	}
}
