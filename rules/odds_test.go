package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// Every worked example of combat odds and results in both rulebooks.
func TestCombatExamples(t *testing.T) {
	tests := []struct {
		rule            string
		attack, defense int
		column          string
		die             int
		result          string
	}{
		{rule: "1975 6.52: 26 against 9 rounds to 2 to 1", attack: 26, defense: 9, column: "2-1"},
		{rule: "Deluxe 6.1: 19 against 7 becomes 2:1", attack: 19, defense: 7, column: "2-1"},
		{rule: "1975 6.53 / Deluxe 6.1: 19 to 18 is 1-1, a 1 is Ex", attack: 19, defense: 18, column: "1-1", die: 1, result: "Ex"},
		{rule: "Deluxe 18.1: 21:4 is 5:1, a 3 is DE", attack: 21, defense: 4, column: "5-1", die: 3, result: "De"},
		{rule: "Deluxe 18.1: 21:5 is 4:1, a 3 is Ex", attack: 21, defense: 5, column: "4-1", die: 3, result: "Ex"},
		{rule: "Deluxe 18.1: 21:5 is 4:1, a 6 is DR", attack: 21, defense: 5, column: "4-1", die: 6, result: "Dr"},
		{rule: "Deluxe 18.1: 15:5 is 3:1, a 4 is DR", attack: 15, defense: 5, column: "3-1", die: 4, result: "Dr"},
		{rule: "1975 note to 6.51: better than 7-1 is 7-1", attack: 100, defense: 3, column: "7-1", die: 1, result: "De"},
		{rule: "1975 note to 6.51: worse than 1-4 is 1-4", attack: 1, defense: 5, column: "1-4", die: 6, result: "Ae"},
		{rule: "exactly 1-4", attack: 1, defense: 4, column: "1-4"},
		{rule: "just short of 1-3 stays 1-4", attack: 2, defense: 7, column: "1-4"},
		{rule: "5:12 is 1-3 in the defender's favour", attack: 5, defense: 12, column: "1-3"},
		{rule: "exactly 7-1", attack: 14, defense: 2, column: "7-1"},
	}
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range tests {
			t.Run(tt.rule, func(t *testing.T) {
				o, err := ComputeOdds(ed.CRT, tt.attack, tt.defense)
				if err != nil {
					t.Fatal(err)
				}
				if o.Column.ID != tt.column {
					t.Fatalf("%d:%d falls on %s, want %s", tt.attack, tt.defense, o.Column.ID, tt.column)
				}
				if tt.die == 0 {
					return
				}
				r, err := Resolve(ed.CRT, o, tt.die)
				if err != nil {
					t.Fatal(err)
				}
				if r.Code != tt.result {
					t.Errorf("%s, die %d = %s, want %s", o.Column.ID, tt.die, r.Code, tt.result)
				}
			})
		}
	})
}

func TestComputeOddsClamping(t *testing.T) {
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range []struct {
			a, d int
			want string
		}{{100, 3, ClampedAbove}, {16, 2, ClampedAbove}, {15, 2, ""}, {14, 2, ""}, {1, 5, ClampedBelow}, {1, 4, ""}, {3, 3, ""}} {
			o, err := ComputeOdds(ed.CRT, tt.a, tt.d)
			if err != nil {
				t.Fatal(err)
			}
			if o.Clamped != tt.want {
				t.Errorf("%d:%d clamped %q, want %q", tt.a, tt.d, o.Clamped, tt.want)
			}
		}
		for _, bad := range [][2]int{{0, 3}, {3, 0}, {-1, 2}} {
			if _, err := ComputeOdds(ed.CRT, bad[0], bad[1]); err == nil {
				t.Errorf("ComputeOdds(%d, %d) accepted", bad[0], bad[1])
			}
		}
	})
}

func TestResolveRejectsImpossibleDie(t *testing.T) {
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		o, _ := ComputeOdds(ed.CRT, 3, 1)
		for _, die := range []int{0, 7, -1} {
			if _, err := Resolve(ed.CRT, o, die); err == nil {
				t.Errorf("die %d accepted", die)
			}
		}
		rs, err := ColumnResults(ed.CRT, o)
		if err != nil || len(rs) != 6 {
			t.Fatalf("ColumnResults = %v, %v", rs, err)
		}
		want := []string{"De", "Ex", "Ex", "Dr", "Dr", "Dr"} // 3-1 column of 6.51
		for i, r := range rs {
			if r.Code != want[i] {
				t.Errorf("3-1 die %d = %s, want %s", i+1, r.Code, want[i])
			}
		}
	})
}
