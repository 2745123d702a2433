package serve

import (
	"net/http"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
)

// A person plays the Western Allies against the computer's Soviets
// through the API, one turn: the computer acts only when asked and only in
// its phases, one action an answer with its reason in the log; the
// person's actions are refused in its phases; the record replays legal.
func TestPlayAgainstComputer(t *testing.T) {
	s := newBundledServer(t)
	fixedDice(s, 3, 5, 1, 6, 2, 4)
	p := &player{t: t, s: s, token: map[string]string{TokenHeader: s.Token()}}
	p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical", "computer": {"soviet": "heuristic"}}`, header: p.token})
	if p.v.Computer["soviet"] != "heuristic" || len(p.v.Computer) != 1 || !p.v.ComputerTurn || p.v.Phase.Player != "soviet" {
		t.Fatalf("a new game against the computer: computer %v, its turn %v, phase %+v", p.v.Computer, p.v.ComputerTurn, p.v.Phase)
	}
	p.refused("/api/game/end-phase", map[string]any{}, http.StatusConflict, "api.computer-turn")
	p.refused("/api/game/action", move("2-balt", "3623", "3624"), http.StatusConflict, "api.computer-turn")
	steps, notes, person := 0, 0, 0
	for p.v.Phase.Turn == 1 && !p.v.Over {
		if p.v.ComputerTurn != (p.v.Phase.Player == "soviet") {
			t.Fatalf("turn %d %s: computer's turn %v", p.v.Phase.Turn, p.v.Phase.ID, p.v.ComputerTurn)
		}
		if !p.v.ComputerTurn {
			if person == 0 {
				p.v.ComputerStep = nil // a view of the game has none
				p.refused("/api/game/computer", map[string]any{}, http.StatusConflict, "api.not-computer-turn")
			}
			person++
			p.post("/api/game/end-phase", map[string]any{})
			continue
		}
		n := len(p.v.Log)
		p.post("/api/game/computer", map[string]any{})
		st := p.v.ComputerStep
		if st == nil || st.Stuck {
			t.Fatalf("the computer's step: %+v", st)
		}
		steps++
		if st.Did != "" {
			if len(p.v.Log) != n+1 {
				t.Fatalf("%q: log of %d, want %d", st.Did, len(p.v.Log), n+1)
			}
			if l := p.v.Log[n]; l.Note != st.Note {
				t.Errorf("the log's line %q has the reason %q, want %q", l.Text, l.Note, st.Note)
			}
			if st.Note != "" {
				notes++
			}
		}
	}
	if steps < 20 || notes < 10 || person == 0 {
		t.Errorf("%d steps of the computer, %d with reasons, %d phases of the person", steps, notes, person)
	}
	st, b, _ := do(t, s, request{method: "GET", path: "/api/game/record?id=" + p.v.ID})
	if st != http.StatusOK {
		t.Fatalf("record: %d %s", st, b)
	}
	rec, err := game.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, rec)
	if err != nil || res.Illegal != nil {
		t.Fatalf("replay: %v %+v", err, res.Illegal)
	}
	if res.State.Actions != len(p.v.Log) {
		t.Errorf("the record replays %d actions, the game showed %d", res.State.Actions, len(p.v.Log))
	}
}

// What the computer refuses: a game without it, a side the scenario has
// not, a player there is not, table dice; game/sides lists the sides.
func TestComputerRefusals(t *testing.T) {
	s := newBundledServer(t)
	tok := map[string]string{TokenHeader: s.Token()}
	p := newPlayer(t, s)
	if p.v.Computer != nil || p.v.ComputerTurn {
		t.Errorf("a game of persons: computer %v %v", p.v.Computer, p.v.ComputerTurn)
	}
	p.refused("/api/game/computer", map[string]any{}, http.StatusConflict, "api.no-computer")
	for body, want := range map[string]string{
		`{"edition": "1994", "scenario": "historical", "computer": {"german": "heuristic"}}`:               `no side "german"`,
		`{"edition": "1994", "scenario": "historical", "computer": {"soviet": "clever"}}`:                  `no player "clever"`,
		`{"edition": "1994", "scenario": "historical", "dice": "table", "computer": {"soviet": "random"}}`: "table dice",
	} {
		st, b, _ := do(t, s, request{method: "POST", path: "/api/game/new", body: body, header: tok})
		if pb := wantProblem(t, st, b, http.StatusBadRequest, "api.computer"); !strings.Contains(pb.Message, want) {
			t.Errorf("%s: %q, want %q", body, pb.Message, want)
		}
	}
	sides := getJSON[Sides](t, s, request{method: "GET", path: "/api/game/sides?edition=1994&scenario=three-player"})
	if len(sides.Sides) != 3 || sides.Sides[0].Player != "soviet" || strings.Join(sides.Players, ",") != "heuristic,random" {
		t.Errorf("sides of three-player: %+v", sides)
	}
	st, b, _ := do(t, s, request{method: "GET", path: "/api/game/sides?edition=1994&scenario=nope"})
	wantProblem(t, st, b, http.StatusNotFound, "api.not-found")
}
