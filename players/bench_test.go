package players_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

// A whole game of each edition's Historical scenario, random against
// random: games a second is 1/(s/op).
func BenchmarkRandomGame1975(b *testing.B) { benchGame(b, "1975", players.Random{}) }
func BenchmarkRandomGame1994(b *testing.B) { benchGame(b, "1994", players.Random{}) }

func benchGame(b *testing.B, id string, pl players.Player) {
	ed := edition(b, id)
	sc, _ := ed.Scenario("historical")
	seats := players.Seats{}
	for _, c := range sc.Control {
		seats[c.Player] = pl
	}
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, err := players.Play(ed, players.Match{Scenario: "historical", Seed: seed, Seats: seats})
		if err != nil {
			b.Fatal(err)
		}
		actions += g.Actions
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// A whole game of the 1994 Historical scenario, heuristic against
// heuristic.
func BenchmarkHeuristicGame1994(b *testing.B) { benchGame(b, "1994", players.Heuristic{}) }
