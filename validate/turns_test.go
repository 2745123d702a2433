package validate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An author's scenario (no rule number, its own turns) is checked in the
// mini edition, whose track runs turns 1-4: the scenario is rematch under
// another id, listed in edition.json, with the changes of each case. A
// negative last turn keeps rematch's rule number.
func TestScenarioOwnTurns(t *testing.T) {
	dates := func(turns ...int) []any {
		var out []any
		for _, n := range turns {
			out = append(out, map[string]any{"turn": n, "start": []string{"", "1944-12-16", "1945-01-01", "1945-01-16", "1945-02-01", "1945-02-16", "1945-03-01", "1945-03-16"}[n], "src": "author"})
		}
		return out
	}
	for _, tt := range []struct {
		name    string
		last    int
		dates   []any
		want    string // code:pointer of the one diagnostic, "" for none
		message string
	}{
		{"no rule, turns past the track dated", 6, dates(5, 6), "", ""},
		{"its own turns on the track only", 3, dates(2), "", ""},
		{"no rule, no dates, turns on the track", 4, nil, "", ""},
		{"a rule number but not on the track", -4, nil, "scenario.not-on-track:/id", "gives no turns for scenario what-if"},
		{"no rule, turns past the track undated", 5, nil, "scenario.turns-off-track:/turns/last", "turn 5: past the Turn Record Track (1-4); give each"},
		{"a turn past the track undated", 7, dates(5, 6), "scenario.turns-off-track:/turnDates", "turn 7: past the Turn Record Track (1-4)"},
		{"turns past the track undated", 7, dates(5), "scenario.turns-off-track:/turnDates", "turns 6-7: past the Turn Record Track (1-4)"},
		{"a date for a turn not played", 5, dates(5, 6), "scenario.turn-dates:/turnDates/1/turn", "the turn dates date turn 6, but the scenario plays turns 1-5"},
		{"dates out of order", 6, []any{dates(6)[0], dates(5)[0]}, "scenario.turn-dates:/turnDates/1", "turn 5 starts 1945-02-16, but turn 6 before it"},
		{"a turn dated twice", 6, append(dates(5, 6), dates(6)...), "scenario.turn-dates:/turnDates/2/turn", "the turn dates date turn 6 twice"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := miniEdition(t, "")
			b, err := os.ReadFile(filepath.Join(dir, "scenarios", "rematch.json"))
			if err != nil {
				t.Fatal(err)
			}
			var s map[string]any
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			if tt.last > 0 {
				delete(s, "rule") // -last: a rulebook scenario, with its number
			}
			s["id"], s["name"] = "what-if", "What If"
			s["turns"] = map[string]any{"first": 1, "last": max(tt.last, -tt.last), "src": "author"}
			if tt.dates != nil {
				s["turnDates"] = tt.dates
			}
			s["sources"] = append(s["sources"].([]any), map[string]any{"id": "author", "kind": "manual", "title": "The scenario's author"})
			out, _ := json.MarshalIndent(s, "", "  ")
			if err := os.WriteFile(filepath.Join(dir, "scenarios", "what-if.json"), out, 0o644); err != nil {
				t.Fatal(err)
			}
			edit(t, filepath.Join(dir, "edition.json"), `"scenarios/rematch.json"`, `"scenarios/rematch.json", "scenarios/what-if.json"`)
			r, err := newValidator(t).Paths([]string{dir}, Options{Strict: true})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range r.Diagnostics() {
				got = append(got, d.Code+":"+d.Pointer)
				if tt.message != "" && !strings.Contains(d.Message, tt.message) {
					t.Errorf("message %q, want it to say %q", d.Message, tt.message)
				}
			}
			switch {
			case tt.want == "" && (len(got) > 0 || !r.Valid):
				t.Errorf("valid=%v %v, want valid under --strict with nothing to say", r.Valid, r.Diagnostics())
			case tt.want != "" && (len(got) != 1 || got[0] != tt.want || r.Valid):
				t.Errorf("valid=%v %v, want only %s", r.Valid, got, tt.want)
			}
		})
	}
}

func TestTurnRanges(t *testing.T) {
	for _, c := range []struct {
		turns []int
		want  string
	}{
		{[]int{6}, "6"},
		{[]int{6, 7}, "6-7"},
		{[]int{11, 12, 13, 15, 17, 18}, "11-13, 15, 17-18"},
		{nil, ""},
	} {
		if got := turnRanges(c.turns); got != c.want {
			t.Errorf("turnRanges(%v) = %q, want %q", c.turns, got, c.want)
		}
	}
	long := make([]int, 83)
	for i := range long {
		long[i] = 11 + i
	}
	if got := turnRanges(long); got != "11-93" {
		t.Errorf("83 turns in a row read %q, want one range", got)
	}
}
