package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/internal/explain"
)

// docs/RULES.md is the catalogue as `rules --format markdown` writes it.
func TestRulesDocIsCurrent(t *testing.T) {
	code, got, errs := run(t, "rules", "--format", "markdown")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	p := filepath.Join("..", "..", "..", "..", "docs", "RULES.md")
	if *update {
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s is out of date: run go test ./cmd/bfgdata/internal/cli -update", p)
	}
	for _, e := range catalog.All() {
		if !strings.Contains(got, "`"+e.Code+"`") {
			t.Errorf("RULES.md lacks %s", e.Code)
		}
	}
}

func TestRulesCommand(t *testing.T) {
	code, out, errs := run(t, "rules", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c explain.Catalogue
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Rules) != len(catalog.All()) || strings.Join(c.Editions, ",") != "1975,1994" {
		t.Fatalf("%d rules for editions %v, want %d for 1975,1994", len(c.Rules), c.Editions, len(catalog.All()))
	}
	for _, r := range c.Rules {
		if r.Code == "stacking.over-limit" && (r.Rules["1975"] != "5.21" || r.Rules["1994"] != "5.1") {
			t.Errorf("stacking.over-limit cites %v, want 1975 5.21 and 1994 5.1", r.Rules)
		}
	}
	tests := []struct {
		args  []string
		exit  int
		codes []string // the codes listed, in order; nil = none expected
	}{
		{[]string{"rules", "5.1", "--edition", "1994"}, ExitOK, []string{"stacking.fronts", "stacking.over-limit"}},
		{[]string{"rules", "5.3", "--edition", "1994"}, ExitOK, []string{"movement.yugoslavia-enter", "movement.yugoslavia-leave", "retreat.leave-yugoslavia", "retreat.return-yugoslavia", "yugoslavia.inside", "yugoslavia.outside"}},
		{[]string{"rules", "6.24", "--edition", "1975"}, ExitOK, []string{"combat.attacker-twice", "combat.defender-twice"}},
		{[]string{"rules", "6.24", "--edition", "1994"}, ExitUsage, nil}, // the Deluxe rules have no such rule
		{[]string{"rules", "8.0", "--edition", "1975"}, ExitUsage, nil},
		{[]string{"rules", "zone"}, ExitOK, []string{"zone.outside", "zone.over-capacity", "zone.unknown"}},
		{[]string{"rules", "theater.wrong-side"}, ExitOK, []string{"theater.wrong-side"}},
		{[]string{"rules", "--edition", "2001"}, ExitUsage, nil},
	}
	for _, tt := range tests {
		code, out, errs := run(t, append(tt.args, "--format", "json")...)
		if tt.exit != ExitOK {
			code, _, errs = run(t, tt.args...)
		}
		if code != tt.exit {
			t.Errorf("%v: exit %d, want %d: %s", tt.args, code, tt.exit, errs)
			continue
		}
		if tt.exit != ExitOK {
			continue
		}
		var c explain.Catalogue
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range c.Rules {
			got = append(got, r.Code)
		}
		if strings.Join(got, " ") != strings.Join(tt.codes, " ") {
			t.Errorf("%v: %v, want %v", tt.args, got, tt.codes)
		}
	}
}
