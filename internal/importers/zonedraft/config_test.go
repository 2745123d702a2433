package zonedraft

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model/area"
)

func TestCommittedConfigParses(t *testing.T) {
	cfg, err := LoadConfig("../../../data/berlin-1945/zone-draft.json")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Edition != "berlin-1945" || len(cfg.Zones) != 48 {
		t.Errorf("edition %q with %d zones, want berlin-1945 with 48", cfg.Edition, len(cfg.Zones))
	}
}

func TestParseConfigErrors(t *testing.T) {
	good, err := json.Marshal(tinyConfig())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseConfig(good); err != nil {
		t.Fatalf("the tiny config: %v", err)
	}
	tests := []struct {
		name, want string
		edit       func(*Config)
	}{
		{"bad edition", "edition", func(c *Config) { c.Edition = "Tiny" }},
		{"no base", "base", func(c *Config) { c.Base = "" }},
		{"hand zone without reason", "without a reason", func(c *Config) { c.Zones[3].Reason = "" }},
		{"zone twice", "listed twice", func(c *Config) { c.Zones[1].ID = "alpha" }},
		{"zone without anchor", "needs today", func(c *Config) { c.Zones[0].Today = "" }},
		{"point off the globe", "not a longitude", func(c *Config) { c.Zones[3].At = &area.Point{Lon: 200} }},
		{"side fix without reason", "sideFixes[0]", func(c *Config) { c.SideFixes = []SideFix{{Zone: "alpha", Side: "east"}} }},
		{"removal of unknown zone", "removed[0]", func(c *Config) { c.Removed = []Removal{{Zones: [2]string{"alpha", "omega"}, Reason: "x"}} }},
		{"border without why", "rule line or a note", func(c *Config) {
			c.Borders = []area.Border{{Zones: [2]string{"alpha", "beta"}, Src: "rules"}}
		}},
		{"sides incomplete", "sides needs", func(c *Config) { c.Sides.Across = "" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := tinyConfig()
			tt.edit(&cfg)
			b, err := json.Marshal(cfg)
			if err != nil {
				t.Fatal(err)
			}
			_, err = ParseConfig(b)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
	if _, err := ParseConfig([]byte(`{"edition":"tiny","colour":1}`)); err == nil || !strings.Contains(err.Error(), "colour") {
		t.Errorf("an unknown member: %v", err)
	}
}

// FuzzParseConfig: a zone draft config is outside input; any bytes give a
// config or an error, never a panic.
func FuzzParseConfig(f *testing.F) {
	if b, err := os.ReadFile("../../../data/berlin-1945/zone-draft.json"); err == nil {
		f.Add(b)
	}
	if b, err := json.Marshal(tinyConfig()); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"edition":"x","zones":[{"id":"a","at":{"lon":1,"lat":2}}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		cfg, err := ParseConfig(b)
		if err == nil {
			if cerr := cfg.Check(); cerr != nil {
				t.Fatalf("parsed a config its own check refuses: %v", cerr)
			}
		}
	})
}
