package geodraft

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// minimalConfig is a config that passes Check; tests break one member.
const minimalConfig = `{
  "edition": "test",
  "source": {"id": "geo", "kind": "geo", "title": "Test geography"},
  "grid": {"rows": 6, "columns": 7},
  "anchors": [
    {"hex": "0101", "lon": 1, "lat": 0.866025},
    {"hex": "0105", "lon": 5, "lat": 0.866025},
    {"hex": "0503", "lon": 3, "lat": 4.330127}
  ],
  "terrain": {"default": "clear", "precedence": ["rough", "broken"]}
}`

func TestParseConfig(t *testing.T) {
	cfg, err := ParseConfig([]byte(minimalConfig))
	if err != nil {
		t.Fatalf("minimal config: %v", err)
	}
	if cfg.projection().RefLatitude != 50 || cfg.samples() != 6 || cfg.seaTerrain() != "sea" {
		t.Errorf("defaults: refLatitude %g samples %d sea %q", cfg.projection().RefLatitude, cfg.samples(), cfg.seaTerrain())
	}
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		name    string
		old     string // text of minimalConfig to replace
		new     string
		wantErr string
	}{
		{"unknown member", `"edition": "test",`, `"edition": "test", "rivrs": [],`, `unknown field "rivrs"`},
		{"edition not an id", `"edition": "test"`, `"edition": "Test 1994"`, "edition"},
		{"grid too big", `"rows": 6`, `"rows": 120`, "1 to 99"},
		{"anchor hex not an id", `"hex": "0105"`, `"hex": "105"`, `"105" is not a hex id`},
		{"two anchors", `,
    {"hex": "0503", "lon": 3, "lat": 4.330127}`, ``, "at least 3"},
		{"area terrain not ranked", `"terrain": {`, `"areas": [{"file": "m.geojson", "terrain": "swamp"}], "terrain": {`, `areas[0]: terrain "swamp" is not in terrain.precedence`},
		{"area sets nothing", `"terrain": {`, `"areas": [{"file": "m.geojson"}], "terrain": {`, "areas[0]: sets nothing"},
		{"area without a file", `"terrain": {`, `"areas": [{"terrain": "rough"}], "terrain": {`, "areas[0]: file is missing"},
		{"file escapes the directory", `"terrain": {`, `"rivers": [{"file": "../rivers.geojson"}], "terrain": {`, `rivers[0]: file "../rivers.geojson"`},
		{"fraction above one", `"terrain": {`, `"land": {"file": "land.geojson", "minFraction": 1.5}, "terrain": {`, "land.minFraction is 1.5"},
		{"empty condition", `"terrain": {`, `"rivers": [{"file": "r.geojson", "where": [{"property": "name"}]}], "terrain": {`, `rivers[0]: where[0]: condition on "name" tests nothing`},
		{"lake hexes half given", `"terrain": {`, `"lakes": [{"file": "l.geojson", "hexMinFraction": 0.5}], "terrain": {`, "hexMinFraction and hexTerrain go together"},
		{"bad theater", `"terrain": {`, `"areas": [{"file": "t.geojson", "theater": "north"}], "terrain": {`, `theater "north"`},
		{"towns with nothing", `"terrain": {`, `"towns": [{"names": ["Berlin"]}], "terrain": {`, "towns[0]: needs a file or points"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := strings.Replace(minimalConfig, tt.old, tt.new, 1)
			if doc == minimalConfig {
				t.Fatalf("test does not change the config: %q not found", tt.old)
			}
			_, err := ParseConfig([]byte(doc))
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

// An anchor may lie beyond the grid's last row or column: a smaller map
// that shares its numbering with a larger one can use the larger one's tie
// points.
func TestParseConfigAcceptsAnchorsOffTheGrid(t *testing.T) {
	doc := strings.Replace(minimalConfig, `"hex": "0105"`, `"hex": "0109"`, 1)
	if _, err := ParseConfig([]byte(doc)); err != nil {
		t.Errorf("anchor beyond the last column rejected: %v", err)
	}
}

func TestLoadConfigNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "draft.json")
	if err := os.WriteFile(path, []byte(`{"edition": "x", "grid": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadConfig(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("error = %v, want it to start with the file name", err)
	}
}
