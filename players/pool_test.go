package players_test

import (
	"bytes"
	"encoding/json"
	"runtime"
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

// The same seed gives the same report and the same records, byte for
// byte, on one core and on two: each game plays with its own seed and the
// games are gathered in their order.
func TestPlaytestSameOnAnyCores(t *testing.T) {
	ed := edition(t, "1994")
	sc, _ := ed.Scenario("historical")
	seats, _ := players.ParseSeats(sc, "western-allied=random", players.Heuristic{})
	s := players.Series{Scenario: "historical", Games: 6, Seed: 40, Seats: seats, Turns: 2}
	run := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var out bytes.Buffer
		var order []int
		rep, err := players.Playtest(ed, s, func(i int, g *players.Played) error {
			order = append(order, i)
			b, err := json.Marshal(g.Record)
			out.Write(b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		for i, got := range order {
			if got != i {
				t.Fatalf("GOMAXPROCS %d: games handed over in the order %v", procs, order)
			}
		}
		b, _ := json.Marshal(rep)
		out.Write(b)
		if err := rep.WriteText(&out); err != nil {
			t.Fatal(err)
		}
		return out.Bytes()
	}
	one, two := run(1), run(2)
	if !bytes.Equal(one, two) {
		t.Errorf("report and records differ between 1 and 2 cores (%d and %d bytes)", len(one), len(two))
	}
}

// An error from the games' receiver stops the series and is returned.
func TestPlaytestStopsAtError(t *testing.T) {
	ed := edition(t, "1975")
	sc, _ := ed.Scenario("historical")
	seats, _ := players.ParseSeats(sc, "", players.Random{})
	s := players.Series{Scenario: "historical", Games: 8, Seed: 1, Seats: seats, Turns: 1}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	seen := 0
	_, err := players.Playtest(ed, s, func(i int, g *players.Played) error {
		seen++
		if i == 2 {
			return errStop
		}
		return nil
	})
	if err != errStop || seen != 3 {
		t.Errorf("error %v after %d game(s), want %v after 3", err, seen, errStop)
	}
}

var errStop = stopError("stop")

type stopError string

func (e stopError) Error() string { return string(e) }
