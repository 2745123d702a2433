package validate

import (
	"errors"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
)

func TestCheckScenario(t *testing.T) {
	v := newValidator(t)
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := ed.Scenario("historical")
	rep, err := v.CheckScenario(data.FS, ed, "1994", "data", s, Options{})
	if err != nil || !rep.Valid {
		t.Fatalf("the bundled historical scenario: %v, %+v", err, rep.Counts)
	}
	var d *diag.Diagnostic
	if _, err := v.CheckScenario(data.FS, ed, "1994", "data", s, Options{Optional: []string{"no-such-rule"}}); !errors.As(err, &d) {
		t.Errorf("an optional rule not offered: %v", err)
	}
	noMap := *ed
	noMap.Map = nil
	if _, err := v.CheckScenario(data.FS, &noMap, "1994", "data", s, Options{}); err == nil || !strings.Contains(err.Error(), "has no map yet") {
		t.Errorf("an edition without a map: %v", err)
	}
}

func TestRunPathsOrEditions(t *testing.T) {
	v := newValidator(t)
	rep, err := v.Run(data.FS, []string{"1975"}, "data", nil, Options{})
	if err != nil || len(rep.Files) == 0 || !strings.HasPrefix(rep.Files[0].File, "data/1975/") {
		t.Errorf("the editions: %v, %+v", err, rep.Counts)
	}
	var pe *PathError
	if _, err := v.Run(data.FS, []string{"1975"}, "data", []string{"no/such/path.json"}, Options{}); !errors.As(err, &pe) {
		t.Errorf("a path that does not exist: %v", err)
	}
}
