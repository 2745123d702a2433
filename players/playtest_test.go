package players_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

func TestParseSeats(t *testing.T) {
	sc, _ := edition(t, "1994").Scenario("historical")
	for _, tc := range []struct {
		spec, want, err string
	}{
		{"", "soviet=heuristic western-allied=heuristic", ""},
		{"soviet=random", "soviet=random western-allied=heuristic", ""},
		{"soviet=random, western-allied=random", "soviet=random western-allied=random", ""},
		{"german=random", "", `has no side "german"`},
		{"soviet=clever", "", `no player "clever"`},
		{"soviet", "", "want SIDE=PLAYER"},
	} {
		seats, err := players.ParseSeats(sc, tc.spec, players.Heuristic{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.spec, err)
		}
		var got []string
		for _, c := range sc.Control {
			got = append(got, string(c.Player)+"="+seats[c.Player].Name())
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%q: %s, want %s", tc.spec, g, tc.want)
		}
	}
}

// A series of short games: each game handed over in order, the report's
// counts adding up, and the same seed the same report.
func TestPlaytest(t *testing.T) {
	ed := edition(t, "1975")
	sc, _ := ed.Scenario("historical")
	seats, _ := players.ParseSeats(sc, "western-allied=random", players.Heuristic{})
	s := players.Series{Scenario: "historical", Games: 3, Seed: 9, Seats: seats, Turns: 1}
	var seen []int
	rep, err := players.Playtest(ed, s, func(i int, g *players.Played) error {
		seen = append(seen, i)
		if g.End != players.EndTurnLimit {
			t.Errorf("game %d ended %s (%s), want at the turn limit", i, g.End, g.Why)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 3 || seen[2] != 2 {
		t.Errorf("games handed over: %v", seen)
	}
	if rep.EndedEarly != 3 || len(rep.Players) != 2 || rep.Players[0].Plays != "heuristic" || rep.Players[1].Plays != "random" || rep.Actions == 0 {
		t.Errorf("report %+v", rep)
	}
	var a, b bytes.Buffer
	if err := rep.WriteText(&a); err != nil {
		t.Fatal(err)
	}
	again, _ := players.Playtest(ed, s, nil)
	if err := again.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("the same seed, two reports:\n%s\n%s", a.String(), b.String())
	}
}
