package cli

import (
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"

	"bytes"
	"encoding/json"
	"flag"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// run executes the command tree as Main does and returns exit status,
// stdout and stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(args, &out, &errb)
	return code, out.String(), errb.String()
}

// goldenOut compares got with testdata/name.golden (-update rewrites it).
func goldenOut(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", name+".golden"), got, *update)
}

func TestGoldenOutputs(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"hex-2105", []string{"hex", "2105"}},
		{"hex-2613-1975", []string{"hex", "2613", "--edition", "1975"}},
		{"hex-3823-json", []string{"hex", "3823", "--format", "json"}},
		{"hex-3823-off-1975", []string{"hex", "3823", "--edition", "1975"}},
		{"map-stats-1994", []string{"map", "stats"}},
		{"map-stats-1975-json", []string{"map", "stats", "--edition", "1975", "--format", "json"}},
		{"odds-6-1-example", []string{"odds", "19", "6", "--terrain", "broken,fortified", "--die", "1"}},
		{"odds-clamp-high", []string{"odds", "100", "3"}},
		{"odds-clamp-low-json", []string{"odds", "1", "5", "--format", "json"}},
		{"odds-1975-multiplier", []string{"odds", "21", "4", "--edition", "1975", "--multiplier", "1", "--die", "3"}},
		{"schema-list", []string{"schema"}},
		{"validate", []string{"validate"}},
		{"scenarios", []string{"scenarios"}},
		{"setup-1994-historical-csv", []string{"setup", "--edition", "1994", "--scenario", "historical", "--format", "csv"}},
		{"setup-1975-rsws", []string{"setup", "--edition", "1975", "--scenario", "red-star-white-star"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, tt.args...)
			if code != ExitOK || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			goldenOut(t, tt.name, out)
		})
	}
}

func TestHexJSONNeighbours(t *testing.T) {
	for _, tt := range []struct {
		hex  string
		want []string
	}{
		{"2105", []string{"2004", "2005", "2104", "2106", "2204", "2205"}},
		{"3823", []string{"3723", "3724", "3822", "3824", "3923", "3924"}},
	} {
		code, out, _ := run(t, "hex", tt.hex, "--format", "json")
		var rep explain.Hex
		if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
			t.Fatalf("hex %s: exit %d, %s", tt.hex, code, out)
		}
		if model.JoinHexes(rep.Neighbours, " ") != strings.Join(tt.want, " ") {
			t.Errorf("hex %s neighbours %v, want %v", tt.hex, rep.Neighbours, tt.want)
		}
	}
}

func TestOddsJSON(t *testing.T) {
	code, out, _ := run(t, "odds", "19", "6", "--terrain", "broken,fortified", "--die", "1", "--format", "json")
	var rep explain.Odds
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	if rep.ModifiedDefense != 18 || rep.Column != "1-1" || len(rep.Results) != 1 || rep.Results[0].Code != "Ex" || rep.ExchangeLoss != 6 {
		t.Errorf("odds report = %+v", rep)
	}
}
