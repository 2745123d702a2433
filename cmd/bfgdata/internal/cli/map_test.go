package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
)

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

// The layer map fan writes reads back as a layer (the script map_fan
// covers what the command prints and when it writes).
func TestMapFanLayerReadsBack(t *testing.T) {
	dst := filepath.Join(t.TempDir(), "layer.json")
	if code, _, errs := run(t, "map", "fan", "--facts", "../../../../internal/importers/fanmap/testdata/facts.json", "--out", dst); code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	b, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mapfix.ParseLayer(b); err != nil {
		t.Errorf("the written layer does not read: %v", err)
	}
}
