// Package bigedition writes a large edition for benchmarks: a map of any
// size up to the grid's limit (99 × 99, hex ids have four digits), all clear
// terrain, and a counter set of Soviet corps set up two a hex by one
// scenario, with the 1994 charts. It is legal unless asked to carry faults.
// Nothing about it is the game; it is there to measure how the checks scale.
package bigedition

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/bfgdata/bfgdata/model"
)

// Fault is a kind of mistake the edition can be written with, to measure
// what bad data costs next to good data of the same size.
type Fault int

// The faults. Each faulty unit carries two mistakes, so n faulty units make
// 2n diagnostics (LegalityFault makes one each when the map has no zones).
const (
	NoFault Fault = iota
	// LegalityFault keeps every file valid to its schema but breaks the
	// setup rules: the counter is Yugoslav though no hex is in Yugoslavia,
	// and its placement names the next zone, which does not hold its hex.
	LegalityFault
	// SchemaFault breaks the schemas: the counter's attack is 0, below the
	// minimum, and its placement carries "stat", a misspelt "stats".
	SchemaFault
)

// Options says what to write.
type Options struct {
	Rows, Cols int
	// Units is the number of counters, set up two a hex row by row.
	Units int
	// ZoneRows, when above 0, gives the map setup zones of that many rows
	// each ("rows-01", "rows-11", ...) as edge ranges, and each placement
	// names its hex's zone beside the hex.
	ZoneRows int
	// Fault is the mistake the first Faulty units carry.
	Fault  Fault
	Faulty int
}

// Write writes the legal edition "big" into dir/big: a rows × cols map and
// units counters (at most two a hex). charts is a bundled edition's folder
// (an fs.FS holding crt.json, tec.json and trt.json) whose charts it uses.
func Write(dir string, charts fs.FS, rows, cols, units int) (string, error) {
	return WriteOptions(dir, charts, Options{Rows: rows, Cols: cols, Units: units})
}

// WriteOptions writes the edition "big" into dir/big as o says.
func WriteOptions(dir string, charts fs.FS, o Options) (string, error) {
	if err := o.check(); err != nil {
		return "", err
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
		"map.json":                  o.bigMap(src),
		"counters.json":             o.bigCounters(src),
		"scenarios/historical.json": o.bigScenario(src),
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

func (o Options) check() error {
	if o.Rows < 1 || o.Cols < 1 || o.Rows > model.MaxGridIndex || o.Cols > model.MaxGridIndex {
		return fmt.Errorf("a %d × %d grid: rows and columns must be 1 to %d", o.Rows, o.Cols, model.MaxGridIndex)
	}
	if o.Units < 1 || o.Units > 2*o.Rows*o.Cols {
		return fmt.Errorf("%d units do not fit two a hex on %d hexes", o.Units, o.Rows*o.Cols)
	}
	if o.ZoneRows < 0 || o.Faulty < 0 || o.Faulty > o.Units {
		return fmt.Errorf("zone rows %d and %d faulty units of %d: none may be negative, nor more units faulty than there are", o.ZoneRows, o.Faulty, o.Units)
	}
	return nil
}

func hexID(r, c int) string { return model.Hex{Row: r, Col: c}.String() }

// zoneOf is the id of the zone holding row r; zones start at row 1.
func (o Options) zoneOf(r int) string { return fmt.Sprintf("rows-%02d", (r-1)/o.ZoneRows*o.ZoneRows+1) }

// zoneAfter is the id of the zone after row r's, wrapping round to the
// first: a zone that does not hold row r, as long as there are two.
func (o Options) zoneAfter(r int) string {
	next := ((r-1)/o.ZoneRows + 1) * o.ZoneRows
	if next >= o.Rows {
		next = 0
	}
	return o.zoneOf(next + 1)
}

func (o Options) bigMap(src any) map[string]any {
	hexes := make(map[string]any, o.Rows*o.Cols)
	for r := 1; r <= o.Rows; r++ {
		for c := 1; c <= o.Cols; c++ {
			hexes[hexID(r, c)] = map[string]any{"terrain": "clear", "src": "gen"}
		}
	}
	m := map[string]any{
		"$schema": "../../schema/map.schema.json", "edition": "big",
		"grid":    map[string]any{"rows": o.Rows, "columns": o.Cols, "numbering": "RRCC", "origin": "south-west", "stagger": "even-rows-east"},
		"sources": src, "hexes": hexes,
	}
	if o.ZoneRows > 0 {
		zones := map[string]any{}
		for first := 1; first <= o.Rows; first += o.ZoneRows {
			var ranges []string
			for r := first; r < first+o.ZoneRows && r <= o.Rows; r++ {
				ranges = append(ranges, hexID(r, 1)+"-"+hexID(r, o.Cols))
			}
			zones[o.zoneOf(first)] = map[string]any{"name": "Rows from " + hexID(first, 1)[:2], "kind": "setup", "ranges": ranges, "src": "gen"}
		}
		m["zones"] = zones
	}
	return m
}

func unitID(i int) string { return fmt.Sprintf("u%05d", i) }

func (o Options) bigCounters(src any) map[string]any {
	cs := make([]any, o.Units)
	for i := range cs {
		c := map[string]any{"id": unitID(i + 1), "label": unitID(i + 1), "kind": "unit", "nationality": "soviet", "force": "soviet",
			"size": "corps", "type": "infantry", "attack": 4, "defense": 4, "movement": 4, "ss": false, "src": "gen"}
		if i < o.Faulty {
			switch o.Fault {
			case LegalityFault:
				c["nationality"] = "yugoslav"
			case SchemaFault:
				c["attack"] = 0
			}
		}
		cs[i] = c
	}
	return map[string]any{"$schema": "../../schema/counters.schema.json", "id": "big-set", "edition": "big", "title": "Generated counters",
		"pieces": o.Units, "germanForce": "printed", "counters": cs, "sources": src, "notes": []any{}}
}

func (o Options) bigScenario(src any) map[string]any {
	setup := make([]any, o.Units)
	for i := range setup {
		h := i / 2 // two units a hex, row by row
		r := h/o.Cols + 1
		p := map[string]any{"counter": unitID(i + 1), "hex": hexID(r, h%o.Cols+1), "src": "gen"}
		if o.ZoneRows > 0 {
			p["zone"] = o.zoneOf(r)
		}
		if i < o.Faulty {
			switch {
			case o.Fault == LegalityFault && o.ZoneRows > 0:
				p["zone"] = o.zoneAfter(r)
			case o.Fault == SchemaFault:
				p["stat"] = "4-4-4"
			}
		}
		setup[i] = p
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
