package serve

import (
	"encoding/json"
	"net/http"
	"os"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// serveJSON sends one API request with the token and decodes the answer,
// which must be a success, into out (unless nil: decoding the answer is
// the client's work, not the handler's).
func serveJSON(b *testing.B, s *Server, method, path string, body any, out any) {
	b.Helper()
	status, answer, _ := do(b, s, request{method: method, path: path, body: body, header: map[string]string{TokenHeader: s.Token()}})
	if status != http.StatusOK {
		b.Fatalf("%s %s: %d %s", method, path, status, answer)
	}
	if out != nil {
		if err := json.Unmarshal(answer, out); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGameAction measures the answers the play page waits for, request
// to response, on the 1994 map: a move (its answer is the whole GameView:
// state, log, phase), an attack with its die and choices, the reach and
// combat answers the page asks for before them, and, on a
// ten-turn record, opening it and a move in its last turn. The aim is
// under 20 ms for a move and an attack. What is taken back between two
// rounds (an undo, a fresh game for the attack) is outside the timing.
func BenchmarkGameAction(b *testing.B) {
	s, _ := newFolderServer(b, "1994")
	hist, err := os.ReadFile("../../game/testdata/historical-1994.json")
	if err != nil {
		b.Fatal(err)
	}
	long, err := os.ReadFile("../../game/testdata/long-1994.json")
	if err != nil {
		b.Fatal(err)
	}
	open := func(rec []byte) GameView {
		var v GameView
		serveJSON(b, s, "POST", "/api/game/open", map[string]json.RawMessage{"record": rec}, &v)
		return v
	}
	act := func(v GameView, a any) GameView {
		serveJSON(b, s, "POST", "/api/game/action", map[string]any{"id": v.ID, "version": v.Version, "action": a}, nil)
		v.Version++
		return v
	}
	undo := func(v GameView) GameView {
		var out GameView
		serveJSON(b, s, "POST", "/api/game/undo", map[string]any{"id": v.ID, "version": v.Version}, &out)
		return out
	}
	moveBelo := map[string]any{"move": map[string]any{"unit": "1-balt", "path": []string{"3525", "3424"}}}

	b.Run("move", func(b *testing.B) {
		var v GameView
		serveJSON(b, s, "POST", "/api/game/new", map[string]any{"edition": "1994", "scenario": "historical"}, &v)
		serveJSON(b, s, "POST", "/api/game/end-phase", map[string]any{"id": v.ID, "version": v.Version}, &v)
		b.ReportAllocs()
		for b.Loop() {
			v = act(v, moveBelo)
			b.StopTimer()
			v = undo(v)
			b.StartTimer()
		}
	})
	// an attack is two answers: the roll (the server rolls the die, 1
	// here, and records it) and the result applied with its choices
	b.Run("attack", func(b *testing.B) {
		fixedDice(s, 1)
		defer func() { s.cfg.Dice = nil }()
		roll := map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}}
		attack := map[string]any{"attack": map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"},
			"lose": []string{"2-belo"}, "advance": "10-gds"}}
		noAttack := cut(b, hist, func(g *model.Game) { g.Turns[0].Phases[1].Actions = nil })
		b.ReportAllocs()
		for b.Loop() {
			b.StopTimer()
			s.games.byID = nil // the games played so far, each unsaved
			v := open(noAttack)
			b.StartTimer()
			serveJSON(b, s, "POST", "/api/game/roll", map[string]any{"id": v.ID, "version": v.Version, "attack": roll}, nil)
			v.Version++
			act(v, attack)
		}
	})
	// what the page asks before a move and an attack: where a unit
	// reaches, each hex with its path, and the combat worked out with the
	// result of every face of the die
	b.Run("reach", func(b *testing.B) {
		var v GameView
		serveJSON(b, s, "POST", "/api/game/new", map[string]any{"edition": "1994", "scenario": "historical"}, &v)
		serveJSON(b, s, "POST", "/api/game/end-phase", map[string]any{"id": v.ID, "version": v.Version}, &v)
		b.ReportAllocs()
		for b.Loop() {
			serveJSON(b, s, "GET", "/api/game/reach?id="+v.ID+"&unit=1-balt", nil, nil)
		}
	})
	b.Run("combat", func(b *testing.B) {
		s.games.byID = nil
		v := open(cut(b, hist, func(g *model.Game) { g.Turns[0].Phases[1].Actions = nil }))
		q := map[string]any{"id": v.ID, "attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}}
		b.ReportAllocs()
		for b.Loop() {
			serveJSON(b, s, "POST", "/api/game/combat", q, nil)
		}
	})
	b.Run("open-10-turns", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			serveJSON(b, s, "POST", "/api/game/open", map[string]json.RawMessage{"record": long}, nil)
		}
	})
	b.Run("move-after-10-turns", func(b *testing.B) {
		// The record up to east-german-movement of turn 10, its last move
		// taken off to be made again.
		var last model.GameAction
		rec := cut(b, long, func(g *model.Game) {
			t := &g.Turns[len(g.Turns)-1]
			for i, ph := range t.Phases {
				if ph.Phase == "east-german-movement" {
					t.Phases = t.Phases[:i+1]
					last = ph.Actions[len(ph.Actions)-1]
					t.Phases[i].Actions = ph.Actions[:len(ph.Actions)-1]
				}
			}
		})
		if last.Move == nil {
			b.Fatal("the ten-turn record's east-german-movement of turn 10 ends in no move")
		}
		v := open(rec)
		b.Run("move", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				v = act(v, last)
				b.StopTimer()
				v = undo(v)
				b.StartTimer()
			}
		})
		// Undo replays the record without the action.
		b.Run("undo", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				v = act(v, last)
				b.StartTimer()
				v = undo(v)
			}
		})
	})
}

// cut is a record changed by edit, as JSON.
func cut(b *testing.B, rec []byte, edit func(*model.Game)) []byte {
	g, err := game.Read(rec)
	if err != nil {
		b.Fatal(err)
	}
	edit(g)
	out, err := model.Encode(g)
	if err != nil {
		b.Fatal(err)
	}
	return out
}
