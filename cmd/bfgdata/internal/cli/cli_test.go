package cli

import (
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"

	"bytes"
	"encoding/json"
	"flag"
	"os"
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

func golden(t *testing.T, name, got string) {
	t.Helper()
	p := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/bfgdata/cli -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s:\n--- got ---\n%s\n--- want ---\n%s", p, got, want)
	}
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
			golden(t, tt.name, out)
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

func TestExitStatusAndErrors(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		code    int
		stderr  string
		printed int // how many times "bfgdata:" may appear on stderr
	}{
		{"bad hex id", []string{"hex", "352"}, ExitUsage, "too short", 1},
		{"hex id with a dash", []string{"hex", "35-24"}, ExitUsage, "is not a digit", 1},
		{"hex without id", []string{"hex"}, ExitUsage, "needs 1 argument", 1},
		{"unknown command", []string{"frobnicate"}, ExitUsage, "unknown command", 1},
		{"unknown flag", []string{"odds", "--frob", "1", "2"}, ExitUsage, "unknown flag", 1},
		{"bad format", []string{"hex", "2105", "--format", "xml"}, ExitUsage, "want one of text, json", 1},
		{"bad edition", []string{"odds", "3", "1", "--edition", "1985"}, ExitUsage, "want one of 1975, 1994", 1},
		{"bad attack", []string{"odds", "x", "1"}, ExitUsage, "ATTACK", 1},
		{"zero defense", []string{"odds", "3", "0"}, ExitUsage, "DEFENSE", 1},
		{"bad die", []string{"odds", "3", "1", "--die", "7"}, ExitUsage, "6 sides", 1},
		{"unknown terrain", []string{"odds", "3", "1", "--terrain", "swamp"}, ExitUsage, "no entry \"swamp\"", 1},
		{"multiplier and terrain", []string{"odds", "3", "1", "--terrain", "broken", "--multiplier", "2"}, ExitUsage, "not both", 1},
		{"missing path", []string{"validate", "/no/such/path"}, ExitUsage, "no such file", 1},
		{"edition and path", []string{"validate", "--edition", "1994", "."}, ExitUsage, "not both", 1},
		{"unknown schema", []string{"schema", "nonesuch"}, ExitUsage, "no schema named", 1},
		{"unknown scenario", []string{"setup", "--scenario", "nope"}, ExitUsage, "have: historical", 1},
		{"setup without scenario", []string{"setup"}, ExitUsage, "--scenario is required", 1},
		{"setup bad format", []string{"setup", "--scenario", "historical", "--format", "xml"}, ExitUsage, "text, csv, json", 1},
		{"hex on an unknown edition", []string{"hex", "2105", "--edition", "1985"}, ExitUsage, "want one of 1975, 1994", 1},
		{"map stats with an argument", []string{"map", "stats", "1994"}, ExitUsage, "at most 0", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if !strings.Contains(errs, tt.stderr) {
				t.Errorf("stderr %q does not mention %q", errs, tt.stderr)
			}
			if n := strings.Count(errs, "bfgdata:"); n != tt.printed {
				t.Errorf("error printed %d times, want %d: %q", n, tt.printed, errs)
			}
			if strings.Contains(errs, "Usage:") || strings.Contains(out, "Usage:") {
				t.Error("a usage dump was printed")
			}
			if strings.Contains(errs, "goroutine") {
				t.Error("a stack trace was printed")
			}
		})
	}
}

func TestValidateInvalidExitsOne(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "crt.json")
	os.WriteFile(p, []byte("{\n  \"$schema\": \"../../schema/crt.schema.json\",\n  \"id\": 5\n}\n"), 0o644)
	code, out, errs := run(t, "validate", p)
	if code != ExitInvalid {
		t.Fatalf("exit %d, want 1; stdout %s stderr %s", code, out, errs)
	}
	if !strings.Contains(out, filepath.ToSlash(p)+":3:9: error schema.type:") {
		t.Errorf("no file:line:col diagnostic in:\n%s", out)
	}
	if errs != "" {
		t.Errorf("invalid data printed to stderr too: %q", errs)
	}
	code, out, _ = run(t, "validate", p, "--format", "json")
	var rep struct {
		Valid  bool                 `json:"valid"`
		Counts struct{ Errors int } `json:"counts"`
	}
	if code != ExitInvalid || json.Unmarshal([]byte(out), &rep) != nil || rep.Valid || rep.Counts.Errors == 0 {
		t.Errorf("json report: exit %d, %s", code, out)
	}
}

func TestSchemaPrintsEmbeddedSchema(t *testing.T) {
	code, out, _ := run(t, "schema", "crt")
	if code != 0 || !strings.Contains(out, `"$id": "https://github.com/bfgdata/bfgdata/schema/crt.schema.json"`) {
		t.Errorf("exit %d: %.200s", code, out)
	}
}

func TestVersionAndCompletion(t *testing.T) {
	if code, out, _ := run(t, "version"); code != 0 || !strings.HasPrefix(out, "bfgdata "+Version) {
		t.Errorf("version: exit %d %q", code, out)
	}
	if code, out, _ := run(t, "completion", "bash"); code != 0 || !strings.Contains(out, "bash completion") {
		t.Errorf("completion bash: exit %d %.80q", code, out)
	}
	if code, out, _ := run(t, "--help"); code != 0 || !strings.Contains(out, "validate") {
		t.Errorf("--help: exit %d", code)
	}
}
