package game_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
)

func TestParsePoint(t *testing.T) {
	for _, c := range []struct {
		text, want string
		bad        bool
	}{
		{text: "", want: "the end"},
		{text: "end", want: "the end"},
		{text: "0", want: "the start"},
		{text: "12", want: "action 12"},
		{text: "2/", want: "the start of turn 2"},
		{text: "2/soviet-combat", want: "the start of soviet-combat of turn 2"},
		{text: "0/", bad: true},
		{text: "-1", bad: true},
		{text: "x", bad: true},
		{text: "/soviet-combat", bad: true},
		{text: "1.5", bad: true},
	} {
		p, err := game.ParsePoint(c.text)
		if (err != nil) != c.bad {
			t.Errorf("ParsePoint(%q): error %v, want an error: %v", c.text, err, c.bad)
			continue
		}
		if !c.bad && p.String() != c.want {
			t.Errorf("ParsePoint(%q) = %s, want %s", c.text, p, c.want)
		}
	}
}

// Every kind of point of the short 1994 record: three actions, two in
// soviet-movement, one in soviet-combat, soviet-replacement left out.
func TestReplayToPoints(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "historical-1994.json"))
	if err != nil {
		t.Fatal(err)
	}
	g := record(t, string(b))
	// the option lifts the turn-1 mandate, which points past the record's
	// end would otherwise run into
	g.Optional = []string{"east-front-concentration"}
	ed := edition(t, "1994")
	for _, c := range []struct {
		at, phase string
		actions   int
		// where 3-belo (moved by the first action from 3225) stands
		belo string
		// unreached: the record does not get there
		unreached bool
		turn      int // 1 unless set: a point past the record's last turn
	}{
		{at: "0", actions: 0, belo: "3225"},
		{at: "1/", actions: 0, belo: "3225"},
		{at: "1", phase: "soviet-movement", actions: 1, belo: "3226"},
		{at: "2", phase: "soviet-movement", actions: 2, belo: "3226"},
		{at: "1/soviet-replacement", phase: "soviet-replacement", actions: 0, belo: "3225"},
		{at: "1/soviet-movement", phase: "soviet-movement", actions: 0, belo: "3225"},
		{at: "1/soviet-combat", phase: "soviet-combat", actions: 2, belo: "3226"},
		{at: "1/west-german-movement", phase: "west-german-movement", actions: 3, belo: "3226"},
		{at: "end", phase: "soviet-combat", actions: 3, belo: "3226"},
		{at: "4", unreached: true},
		{at: "2/", turn: 2, actions: 3, belo: "3226"},
		{at: "2/soviet-movement", turn: 2, phase: "soviet-movement", actions: 3, belo: "3226"},
		{at: "1/soviet-movement-late", unreached: true},
		{at: "11/", unreached: true},
		{at: "1/no-such-phase", unreached: true},
	} {
		p, err := game.ParsePoint(c.at)
		if err != nil {
			t.Fatal(err)
		}
		res, err := game.ReplayTo(ed, g, p)
		var pe *diag.Diagnostic
		if c.unreached {
			if !errors.As(err, &pe) || pe.Code != "game.point" {
				t.Errorf("at %s: %v, want a point the record does not reach", c.at, err)
			}
			continue
		}
		if err != nil || res.Illegal != nil {
			t.Errorf("at %s: %v %v", c.at, err, res.Illegal)
			continue
		}
		st := res.State
		if c.turn == 0 {
			c.turn = 1
		}
		if st.Turn != c.turn || st.Phase != c.phase || st.Actions != c.actions {
			t.Errorf("at %s: turn %d, phase %q, %d actions; want turn %d, %q, %d", c.at, st.Turn, st.Phase, st.Actions, c.turn, c.phase, c.actions)
		}
		if got := hexOf(st, "3-belo"); got != c.belo {
			t.Errorf("at %s: 3-belo in %q, want %s", c.at, got, c.belo)
		}
		if res.Situation == nil || len(res.Situation.Units) == 0 {
			t.Errorf("at %s: no position to ask questions of", c.at)
		}
	}
}

func hexOf(st game.State, id string) string {
	for _, u := range st.Units {
		if u.Counter == id && u.OnMap() {
			return u.Hex.String()
		}
	}
	return ""
}
