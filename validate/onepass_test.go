package validate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
)

// lines is each diagnostic of a report as "file:line:col: sev code", the
// file by its base name.
func lines(r Report) []string {
	var out []string
	for _, d := range r.Diagnostics() {
		out = append(out, strings.TrimPrefix(d.String(), filepath.Dir(d.File)+"/"))
	}
	return out
}

func hasLine(all []string, prefix string) bool {
	for _, l := range all {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// One run reports every kind of fault of a scenario at once: a schema
// fault in one placement, an unknown counter, an off-map hex and an
// over-stacked hex (../testdata/broken/setup-many-faults), and says in one
// line each what it could not judge.
func TestEveryProblemInOnePass(t *testing.T) {
	r, err := newValidator(t).Paths([]string{miniEdition(t, "setup-many-faults")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(r)
	for _, want := range []string{
		"meeting.json:100:14: error schema.pattern:",
		"meeting.json:105:18: error setup.counter-unknown:",
		"meeting.json:118:14: error setup.hex-unknown:",
		"meeting.json:94:14: error stacking.over-limit:",
		"meeting.json:98:5: info validate.skipped: 1 check skipped until the placement of 67 is fixed: that entry is not judged",
		"meeting.json:105:18: info validate.skipped: 1 check skipped until the counter gdx is fixed: its placement is not judged",
		"rematch.json:66:16: error stacking.over-limit:",
	} {
		if !hasLine(got, want) {
			t.Errorf("no %q in:\n%s", want, strings.Join(got, "\n"))
		}
	}
	for _, x := range r.Diagnostics() {
		if x.Code == "setup.unresolved" || x.Code == "scenario.setup-from-unknown" {
			t.Errorf("a cascade: %s", x.String())
		}
	}
}

// A scenario file that does not read at all leaves the scenarios built on
// it waiting, in one line, rather than told their base does not exist.
func TestBrokenBaseScenarioWaits(t *testing.T) {
	dir := miniEdition(t, "")
	meeting := filepath.Join(dir, "scenarios", "meeting.json")
	b, err := os.ReadFile(meeting)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(meeting, b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := newValidator(t).Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(r)
	if !hasLine(got, "rematch.json:66:16: info validate.skipped: 1 check skipped until "+filepath.ToSlash(dir)+"/scenarios/meeting.json is fixed: this scenario takes its setup from scenario meeting") {
		t.Errorf("rematch does not wait for meeting:\n%s", strings.Join(got, "\n"))
	}
	for _, x := range r.Diagnostics() {
		if x.Code == "scenario.setup-from-unknown" || x.Code == "setup.unresolved" {
			t.Errorf("a cascade: %s", x.String())
		}
	}
}

// Checking one scenario reports that scenario: the scenarios built on it
// in one line each with a count, the others' own problems in one line,
// and no other scenario's file.
func TestScenarioScope(t *testing.T) {
	v := newValidator(t)
	dir := miniEdition(t, "setup-many-faults")
	tests := []struct {
		scenario string
		valid    bool
		want     []string
	}{
		{"meeting", false, []string{
			"meeting.json:1:1: error scenario.dependent-invalid: 2 problems in scenario rematch, which takes its setup from this one",
			"meeting.json:94:14: error stacking.over-limit:",
		}},
		{"east-front", true, []string{
			"east-front.json:1:1: warning scenario.others-invalid: 2 other scenarios of edition mini have 7 problems of their own, not shown here: meeting (5) and rematch (2)",
		}},
		{"rematch", false, []string{
			"rematch.json:66:16: error stacking.over-limit:",
			"rematch.json:1:1: warning scenario.others-invalid: 1 other scenario of edition mini has 5 problems of its own, not shown here: meeting (5)",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.scenario, func(t *testing.T) {
			r := v.Scenario(os.DirFS(filepath.Dir(dir)), "mini", "tmp", tt.scenario, Options{})
			if len(r.Files) != 1 || !strings.HasSuffix(r.Files[0].File, tt.scenario+".json") {
				t.Errorf("files reported: %v", r.Files)
			}
			if r.Valid != tt.valid {
				t.Errorf("valid = %v, want %v", r.Valid, tt.valid)
			}
			got := lines(r)
			for _, want := range tt.want {
				if !hasLine(got, want) {
					t.Errorf("no %q in:\n%s", want, strings.Join(got, "\n"))
				}
			}
		})
	}
}

// The units a setup leaves out are one diagnostic that lists them all in
// its counters and, past a dozen, shortens its message.
func TestMissingUnitsOneLine(t *testing.T) {
	r, err := newValidator(t).Paths([]string{miniEdition(t, "setup-counter-missing")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var missing []diag.Diagnostic
	for _, x := range r.Diagnostics() {
		if x.Code == "setup.counter-missing" {
			missing = append(missing, x)
		}
	}
	if len(missing) != 1 || len(missing[0].Counters) == 0 {
		t.Errorf("setup.counter-missing: %v", missing)
	}
	names := func(n int) []string {
		var out []string
		for i := range n {
			out = append(out, string(rune('a'+i)))
		}
		return out
	}
	for _, tt := range []struct {
		n    int
		want string
	}{
		{1, "a"},
		{2, "a and b"},
		{3, "a, b and c"},
		{12, "a, b, c, d, e, f, g, h, i, j, k and l"},
		{15, "a, b, c, d, e, f, g, h, i, j, k, l and 3 more"},
	} {
		if got := listShort(names(tt.n), shortList); got != tt.want {
			t.Errorf("listShort(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

// Several scenarios checked at once are each reported in full; a
// scenario among them built on another is not summed up, and the rest
// are one line on the first.
func TestScenariosScope(t *testing.T) {
	v := newValidator(t)
	dir := miniEdition(t, "setup-many-faults")
	fsys := os.DirFS(filepath.Dir(dir))
	r := v.Scenarios(fsys, "mini", "tmp", []string{"east-front", "rematch"}, Options{})
	got := lines(r)
	if len(r.Files) != 2 || !hasLine(got, "rematch.json:66:16: error stacking.over-limit:") ||
		!hasLine(got, "east-front.json:1:1: warning scenario.others-invalid: 1 other scenario of edition mini has 5 problems of its own, not shown here: meeting (5)") {
		t.Errorf("east-front and rematch: %d files\n%s", len(r.Files), strings.Join(got, "\n"))
	}
	r = v.Scenarios(fsys, "mini", "tmp", []string{"meeting", "rematch"}, Options{})
	for _, x := range r.Diagnostics() {
		if x.Code == "scenario.dependent-invalid" || x.Code == "scenario.others-invalid" {
			t.Errorf("meeting and rematch: %s", x.String())
		}
	}
	if len(r.Files) != 2 {
		t.Errorf("meeting and rematch: %d files", len(r.Files))
	}
}

// A schema problem in a rule, the victory, the name, a note or a turn date
// never hides the setup's checks: the scenario of setup-many-faults, broken
// once more in each of those, still has its over-stacked hex reported.
func TestTermProblemKeepsSetupChecks(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(s map[string]any)
		code   string
	}{
		{"an invented rule number", func(s map[string]any) {
			s["specialRules"] = []any{map[string]any{"id": "mud-season", "rule": "12.x", "summary": "Mud."}}
		}, "schema.pattern"},
		{"an optional rule's unknown effect", func(s map[string]any) {
			s["optionalRules"].([]any)[0].(map[string]any)["effects"] = []any{"nonsense"}
		}, "schema.enum"},
		{"an empty victory", func(s map[string]any) { s["victory"].(map[string]any)["summary"] = "" }, "schema.min-length"},
		{"an empty name", func(s map[string]any) { s["name"] = "" }, "schema.min-length"},
		{"a note without text", func(s map[string]any) {
			s["notes"] = []any{map[string]any{"id": "x", "kind": "info"}}
		}, "schema.required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := miniEdition(t, "setup-many-faults")
			file := filepath.Join(dir, "scenarios", "meeting.json")
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var s map[string]any
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			tt.break_(s)
			if b, err = json.MarshalIndent(s, "", "  "); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, b, 0o644); err != nil {
				t.Fatal(err)
			}
			r, err := newValidator(t).Paths([]string{dir}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range r.Diagnostics() {
				if filepath.Base(d.File) == "meeting.json" {
					got = append(got, d.Code)
				}
			}
			for _, want := range []string{tt.code, "stacking.over-limit", "setup.hex-unknown"} {
				if !slices.Contains(got, want) {
					t.Errorf("no %s in %v", want, got)
				}
			}
		})
	}
}
