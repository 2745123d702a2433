package players_test

import (
	"fmt"
	"runtime"
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

// A playtest of 4 whole games of the 1994 Historical scenario, heuristic
// against heuristic, on 1 and on 2 cores: the games/s metric is the
// series' speed.
func BenchmarkPlaytestHeuristic1994(b *testing.B) {
	ed := edition(b, "1994")
	sc, _ := ed.Scenario("historical")
	seats, _ := players.ParseSeats(sc, "", players.Heuristic{})
	const games = 4
	for _, procs := range []int{1, 2} {
		b.Run(fmt.Sprintf("cores=%d", procs), func(b *testing.B) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
			seed := uint64(0)
			for b.Loop() {
				if _, err := players.Playtest(ed, players.Series{Scenario: "historical", Games: games, Seed: seed, Seats: seats}, nil); err != nil {
					b.Fatal(err)
				}
				seed += games
			}
			b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// The speed target: a playtest of 100 ten-turn games of the 1994
// Historical scenario, heuristic against heuristic, on all cores, in
// under a minute on the two-core machine. One op is the 100 games; the
// games/s metric is their speed. The share of the time spent in the
// engine (the game and rules packages) comes from its CPU profile:
//
//	go test -run '^$' -bench Playtest100 -benchtime 1x -cpuprofile cpu.out ./players/
//	go tool pprof -top -focus 'bfgdata/(game|rules)\.' players.test cpu.out
func BenchmarkPlaytest100Heuristic1994(b *testing.B) {
	ed := edition(b, "1994")
	sc, _ := ed.Scenario("historical")
	seats, _ := players.ParseSeats(sc, "", players.Heuristic{})
	const games = 100
	seed := uint64(1)
	for b.Loop() {
		if _, err := players.Playtest(ed, players.Series{Scenario: "historical", Games: games, Seed: seed, Seats: seats}, nil); err != nil {
			b.Fatal(err)
		}
		seed += games
	}
	b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
}
