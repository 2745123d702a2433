package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
)

// The geography drafting library's synthetic test geography drives map
// draft here, so the command is tested without real GeoJSON.
const (
	testGeo    = "../../../../internal/importers/geodraft/testdata"
	testConfig = testGeo + "/draft.json"
	testFix    = "testdata/draft-fix.json"
)

func TestMapDraftWritesOnlyWithForce(t *testing.T) {
	out := filepath.Join(t.TempDir(), "map.json")
	args := []string{"map", "draft", "--config", testConfig, "--geo", testGeo, "--corrections", testFix, "--out", out}
	code, stdout, errs := run(t, args...)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	// The report names a temporary path only through --out; fix it for the
	// golden file.
	golden(t, "map-draft", strings.ReplaceAll(stdout, out, "OUT"))
	first, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Edition string
		Hexes   map[string]struct {
			Terrain   string
			Fortified bool
			Srcs      map[string]string
		}
	}
	if err := json.Unmarshal(first, &m); err != nil || m.Edition != "test" {
		t.Fatalf("written map: %v %q", err, m.Edition)
	}
	if h := m.Hexes["0303"]; h.Terrain != "broken" || !h.Fortified || h.Srcs["fortified"] != "book" {
		t.Errorf("correction not applied: 0303 = %+v", h)
	}

	code, _, errs = run(t, args...)
	if code != ExitUsage || !strings.Contains(errs, "exists; use --force") {
		t.Errorf("second run without --force: exit %d, stderr %q", code, errs)
	}
	if code, _, errs = run(t, append(args, "--force")...); code != ExitOK {
		t.Errorf("with --force: exit %d, stderr %q", code, errs)
	}
	again, _ := os.ReadFile(out)
	if string(again) != string(first) {
		t.Error("drafting twice gave different bytes")
	}
	entries, _ := os.ReadDir(filepath.Dir(out))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestMapDraftErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no config", []string{"map", "draft", "--geo", testGeo}, "needs --config and --geo"},
		{"missing config", []string{"map", "draft", "--config", "nope.json", "--geo", testGeo}, "nope.json"},
		{"missing geography", []string{"map", "draft", "--config", testConfig, "--geo", t.TempDir()}, "island.geojson"},
		{"corrections for another edition", []string{"map", "draft", "--config", testConfig, "--geo", testGeo, "--corrections", "../../../../data/1975/map-corrections.json"}, "corrects edition 1975"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, tt.args...)
			if code != ExitUsage || !strings.Contains(errs, tt.stderr) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, tt.stderr)
			}
		})
	}
}

func TestHexFacts(t *testing.T) {
	tests := []struct {
		args []string
		want map[string]string // fact -> "value src transcribed"
	}{
		{[]string{"hex", "2105"}, map[string]string{"terrain": "broken deluxe-2020 true", "fortified": "true deluxe-2020 true"}},
		{[]string{"hex", "2105", "--edition", "1975"}, map[string]string{"terrain": "broken deluxe-2020 false", "fortified": "true deluxe-2020 false"}},
		{[]string{"hex", "2613"}, map[string]string{"city": "Berlin 10 fan-map false", "capital": "true deluxe-2020 true", "theater": "boundary manual false"}},
		{[]string{"hex", "2015"}, map[string]string{"terrain": "clear fan-map false", "city": "Prague 2 fan-map false"}},
		{[]string{"hex", "0103"}, map[string]string{"terrain": "out-of-play fan-map false"}},
		{[]string{"hex", "3823"}, map[string]string{"terrain": "clear setups false"}},
	}
	for _, tt := range tests {
		code, out, errs := run(t, append(tt.args, "--format", "json")...)
		var rep struct {
			OnMap bool
			Facts []struct {
				Fact        string
				Value       any
				Src         string
				Transcribed bool
			}
		}
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || !rep.OnMap {
			t.Fatalf("%v: exit %d %s %s", tt.args, code, errs, out)
		}
		for _, f := range rep.Facts {
			want, ok := tt.want[f.Fact]
			if !ok {
				continue
			}
			v := f.Value
			if c, isCity := v.(map[string]any); isCity {
				v = c["name"].(string) + " " + jsonText(c["vp"])
			}
			if got := jsonText(v) + " " + f.Src + " " + jsonText(f.Transcribed); got != want {
				t.Errorf("%v: %s = %q, want %q", tt.args, f.Fact, got, want)
			}
		}
	}
}

func jsonText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func TestMapStatsJSON(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		code, out, errs := run(t, "map", "stats", "--edition", ed, "--format", "json")
		var s struct {
			Edition       string
			Rows, Hexes   int
			Cities, VP    int
			Transcribed   int
			Reconstructed int
			Zones         []struct{ ID string }
		}
		if code != 0 || json.Unmarshal([]byte(out), &s) != nil {
			t.Fatalf("%s: exit %d %s", ed, code, errs)
		}
		if s.Edition != ed || s.Hexes != s.Rows*26 || s.VP < 10 || s.Transcribed == 0 || s.Reconstructed == 0 {
			t.Errorf("%s: %+v", ed, s)
		}
		courland := false
		for _, z := range s.Zones {
			courland = courland || z.ID == "courland"
		}
		if courland != (ed == "1994") {
			t.Errorf("%s: Courland zone present = %v", ed, courland)
		}
	}
}

const testFacts = "../../../../internal/importers/fanmap/testdata/facts.json"

// map fan reports the reading, measures a bundled map against it, and writes
// the layer only with --force over an existing file; the layer it writes
// reads back as a layer.
func TestMapFan(t *testing.T) {
	code, out, errs := run(t, "map", "fan", "--facts", testFacts, "--compare", "1994")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	golden(t, "map-fan-compare", out)
	dst := filepath.Join(t.TempDir(), "layer.json")
	args := []string{"map", "fan", "--facts", testFacts, "--out", dst}
	if code, _, errs := run(t, args...); code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	first, _ := os.ReadFile(dst)
	if _, err := mapfix.ParseLayer(first); err != nil {
		t.Errorf("the written layer does not read: %v", err)
	}
	if code, _, errs := run(t, args...); code != ExitUsage || !strings.Contains(errs, "exists; use --force") {
		t.Errorf("second run without --force: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := run(t, append(args, "--force")...); code != ExitOK {
		t.Errorf("with --force: exit %d", code)
	}
	if again, _ := os.ReadFile(dst); string(again) != string(first) {
		t.Error("two runs wrote different bytes")
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"map", "fan"}, "needs --facts"},
		{[]string{"map", "fan", "--facts", "testdata/nothing.json"}, "nothing.json"},
		{[]string{"map", "fan", "--facts", testConfig}, "cannot unmarshal"},
		{[]string{"map", "fan", "--facts", testFacts, "--compare", "1812"}, `"1812": want one of`},
	} {
		if code, _, errs := run(t, tt.args...); code != ExitUsage || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}
