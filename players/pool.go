package players

import (
	"runtime"
	"sync"

	"github.com/bfgdata/bfgdata/model"
)

// played is one game of a series as it comes back from a worker.
type played struct {
	i   int
	g   *Played
	err error
}

// playAll plays the series' games on runtime.GOMAXPROCS workers. Each game
// plays with its own seed (Seed+i) and nothing of one game reaches
// another, so the games are the same whatever the number of workers; they
// are handed to each in the order of their index, a game that finished
// early waiting for those before it, so that what each does with them (the
// report's sums, the records written) is the same too. The first error
// stops the series.
func playAll(ed *model.Edition, s Series, each func(i int, g *Played) error) error {
	workers := min(runtime.GOMAXPROCS(0), s.Games)
	next := make(chan int)
	results := make(chan played, workers)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				g, err := Play(ed, Match{Schema: s.Schema, Scenario: s.Scenario, Optional: s.Optional, Seats: s.Seats, Seed: s.Seed + uint64(i), Turns: s.Turns})
				select {
				case results <- played{i, g, err}:
				case <-stop:
					return
				}
			}
		})
	}
	go func() {
		defer close(next)
		for i := range s.Games {
			select {
			case next <- i:
			case <-stop:
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	waiting := map[int]played{}
	var err error
	for want := 0; want < s.Games && err == nil; {
		r, ok := <-results
		if !ok {
			break
		}
		waiting[r.i] = r
		for r, ok := waiting[want]; ok && err == nil; r, ok = waiting[want] {
			delete(waiting, want)
			want++
			if err = r.err; err == nil {
				err = each(r.i, r.g)
			}
		}
	}
	close(stop)
	for range results {
		// drain, so that every worker ends
	}
	return err
}
