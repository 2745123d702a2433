package tests

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestValidateBundledData(t *testing.T) {
	r := bfgdata(t, "", "validate")
	if r.code != 0 {
		t.Fatalf("validate: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if !strings.HasPrefix(r.stdout, "valid:") {
		t.Errorf("stdout %q", r.stdout)
	}
	// the same input gives the same bytes
	if again := bfgdata(t, "", "validate", "--format", "json"); again.stdout != bfgdata(t, "", "validate", "--format", "json").stdout {
		t.Error("validate --format json is not deterministic")
	}
}

var diagLine = regexp.MustCompile(`(?m)^[^:\s]+\.json:\d+:\d+: error [a-z]+\.[a-z-]+: `)

// A broken edition is reported with file:line:col and the code. Each case
// is a broken variant of the small edition under ../testdata, not an edit
// of the bundled data.
func TestValidateBrokenCopies(t *testing.T) {
	tests := []struct {
		name, variant, code string
	}{
		{"syntax", "trt-syntax", "json.syntax"},
		{"schema", "tec-cost-negative", "schema.minimum"},
		{"map hexside between non-adjacent hexes", "map-hexside-not-adjacent", "map.hexside-not-adjacent"},
		{"map terrain the TEC lacks", "map-terrain-unknown", "map.terrain-unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(miniData(t, tt.variant), "mini")
			r := bfgdata(t, "", "validate", dir)
			if r.code != 1 {
				t.Fatalf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
			}
			if !diagLine.MatchString(r.stdout) || !strings.Contains(r.stdout, " "+tt.code+": ") {
				t.Errorf("no file:line:col %s diagnostic:\n%s", tt.code, r.stdout)
			}
		})
	}
}

func TestValidateMissingPath(t *testing.T) {
	r := bfgdata(t, "", "validate", "does/not/exist")
	if r.code != 2 || !strings.Contains(r.stderr, "does/not/exist") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestHexCommand(t *testing.T) {
	r := bfgdata(t, "", "hex", "2105", "--format", "json")
	var rep struct{ Neighbours []string }
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &rep) != nil {
		t.Fatalf("exit %d: %s", r.code, r.stdout)
	}
	if got := strings.Join(rep.Neighbours, ","); got != "2004,2005,2104,2106,2204,2205" {
		t.Errorf("neighbours of 2105 = %s", got)
	}
	r = bfgdata(t, "", "hex", "3823")
	if !strings.Contains(r.stdout, "3723") || !strings.Contains(r.stdout, "3724") {
		t.Errorf("hex 3823:\n%s", r.stdout)
	}
	r = bfgdata(t, "", "hex", "352")
	if r.code != 2 || !strings.Contains(r.stderr, `"352" is not a hex id: too short`) {
		t.Errorf("hex 352: exit %d, %q", r.code, r.stderr)
	}
}

func TestOddsCommand(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"odds", "19", "6", "--terrain", "broken,fortified", "--die", "1"}, []string{"19:18 -> 1-1", "Ex"}},
		{[]string{"odds", "100", "3"}, []string{"-> 7-1"}},
		{[]string{"odds", "1", "5"}, []string{"-> 1-4"}},
		{[]string{"odds", "6", "1", "--terrain", "broken,river,fortified"}, []string{"1 x 5 = 5", "6:5 -> 1-1"}},
	}
	for _, tt := range tests {
		r := bfgdata(t, "", tt.args...)
		if r.code != 0 {
			t.Errorf("%v: exit %d %s", tt.args, r.code, r.stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("%v: output lacks %q:\n%s", tt.args, w, r.stdout)
			}
		}
	}
}
