package serve

import (
	"net/http"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/rules"
)

// The new-game form's rules come from the scenario's data: 1994 Historical
// has six optional rules (not every rule of the edition's scenarios), and
// in 1975 the turn-1 West German offensive is a special rule, in force,
// never an option to tick.
func TestGameRulesOfScenario(t *testing.T) {
	s := newBundledServer(t)
	ids := func(l explain.ScenarioRuleList) (special, optional []string) {
		for _, r := range l.Special {
			special = append(special, r.ID)
		}
		for _, r := range l.Optional {
			optional = append(optional, r.ID)
		}
		return
	}
	for _, tc := range []struct {
		edition, scenario string
		inForce, option   string
		optional          int
	}{
		{"1994", "historical", "hitler-west-offensive", "courland-exit-own-rows", 7},
		{"1975", "historical", "hitler-west-offensive", "east-front-concentration", 1},
		{"1975", "four-player", "turn-order", "", 0},
	} {
		l := getJSON[explain.ScenarioRuleList](t, s, request{method: "GET", path: "/api/game/rules?edition=" + tc.edition + "&scenario=" + tc.scenario})
		special, optional := ids(l)
		if len(optional) != tc.optional || !slices.Contains(special, tc.inForce) || slices.Contains(optional, tc.inForce) ||
			(tc.option != "" && !slices.Contains(optional, tc.option)) {
			t.Errorf("%s %s: in force %v, optional %v", tc.edition, tc.scenario, special, optional)
		}
		for _, r := range append(l.Special, l.Optional...) {
			if len(r.Rule) < 6 || r.Rule[:4] != tc.edition {
				t.Errorf("%s %s: %s cites %q, not a rule of the edition", tc.edition, tc.scenario, r.ID, r.Rule)
			}
		}
	}
	st, b, _ := do(t, s, request{method: "GET", path: "/api/game/rules?edition=1994&scenario=nope"})
	wantProblem(t, st, b, http.StatusNotFound, "scenario.unknown")
}

// What ending the phase would give up, as the page asks before it ends
// one: every Soviet unit unmoved at the start of the movement phase, one
// fewer after a move, none in the next German phase once the Soviets'
// units are not the phasing force's.
func TestGameUnfinished(t *testing.T) {
	s := newBundledServer(t)
	p := newPlayer(t, s)
	ask := func() game.Unfinished {
		return getJSON[game.Unfinished](t, s, request{method: "GET", path: "/api/game/unfinished?id=" + p.v.ID})
	}
	if u := ask(); u.Phase != "soviet-replacement" || len(u.Unmoved)+len(u.Attackers)+u.Replacements != 0 {
		t.Fatalf("turn 1's replacement phase: %+v", u)
	}
	p.post("/api/game/end-phase", map[string]any{})
	u := ask()
	if !slices.Contains(u.Unmoved, "2-balt") {
		t.Fatalf("the movement phase starts with 2-balt to move: %+v", u)
	}
	p.post("/api/game/action", move("2-balt", "3623", "3624"))
	if after := ask(); slices.Contains(after.Unmoved, "2-balt") || len(after.Unmoved) != len(u.Unmoved)-1 {
		t.Errorf("after 2-balt's move: %d unmoved (before %d)", len(after.Unmoved), len(u.Unmoved))
	}
	p.post("/api/game/end-phase", map[string]any{})
	if c := ask(); c.Phase != "soviet-combat" || len(c.Attackers) == 0 || len(c.Unmoved) != 0 {
		t.Errorf("the combat phase: %+v", c)
	}
}

// What an exit would remove, asked before it is sent (from Courland's own
// row 3926, which the game option courland-exit-own-rows opens): the candidates
// closest first; and the exit's own refusal for a hex it may not leave
// from.
func TestGameExitOptions(t *testing.T) {
	s := newBundledServer(t)
	rec := `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "collapse-in-the-east", "optional": ["courland-exit-own-rows"], "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": [{"phase": "east-german-movement", "actions": []}]}]}`
	p := openPlayer(t, s, rec)
	o := getJSON[game.ExitOptions](t, s, request{method: "GET", path: "/api/game/exit?id=" + p.v.ID + "&unit=3-ss&hex=3926"})
	if o.Remove != 2 || len(o.Closest) < 2 || o.FromBox || o.Rule == "" {
		t.Fatalf("the exit from 3926: %+v", o)
	}
	if !slices.IsSortedFunc(o.Closest, func(a, b rules.ExitCandidate) int { return a.Distance - b.Distance }) {
		t.Errorf("candidates not closest first: %+v", o.Closest)
	}
	p.post("/api/game/action", map[string]any{"action": map[string]any{"exit": map[string]any{"unit": "3-ss", "path": []string{"3925", "3926"}, "remove": []string{o.Closest[0].Unit, o.Closest[1].Unit}}}})
	for _, tc := range []struct {
		query  string
		status int
		code   string
	}{
		{"unit=2&hex=2020", http.StatusUnprocessableEntity, "exit.not-exit-hex"},
		{"unit=2&hex=20x", http.StatusBadRequest, "api.hex"},
		{"unit=3-ss&hex=3926", http.StatusUnprocessableEntity, "game.unit-unknown"},
	} {
		st, b, _ := do(t, s, request{method: "GET", path: "/api/game/exit?id=" + p.v.ID + "&" + tc.query})
		wantProblem(t, st, b, tc.status, tc.code)
	}
}

// The combat answer offers, for each face of the die, only the units the
// engine lets advance: after a 1975 Ar no defender (6.7 lets only the
// attacker advance), after a Deluxe Ar the defenders (6.5).
func TestGameCombatAdvancers(t *testing.T) {
	for _, tc := range []struct {
		edition   string
		attackers []string
		defender  bool // whether a defender may advance after Ar
	}{
		{"1975", []string{"11-gds", "2-belo"}, false},
		{"1994", []string{"2-belo"}, true},
	} {
		s := newBundledServer(t)
		p := &player{t: t, s: s, token: map[string]string{TokenHeader: s.Token()}}
		p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "` + tc.edition + `", "scenario": "historical"}`, header: p.token})
		p.post("/api/game/end-phase", map[string]any{})
		p.post("/api/game/end-phase", map[string]any{})
		a := getJSON[CombatAnswer](t, s, request{method: "POST", path: "/api/game/combat", header: p.token,
			body: map[string]any{"id": p.v.ID, "attackers": tc.attackers, "defenders": []string{"3024"}}})
		sawAr := false
		for _, r := range a.Results {
			for _, m := range r.MayAdvance {
				if m.Side == "defender" && (r.Attacker != "retreat" && r.Attacker != "eliminated") {
					t.Errorf("%s die %d (%s): defender %s offered to advance", tc.edition, r.Die, r.Code, m.Unit)
				}
				if m.Side == "attacker" && r.Defender == "none" {
					t.Errorf("%s die %d (%s): attacker %s offered to advance into a hex nobody leaves", tc.edition, r.Die, r.Code, m.Unit)
				}
			}
			if r.Code == "Ar" {
				sawAr = true
				if got := slices.ContainsFunc(r.MayAdvance, func(m rules.AdvanceCandidate) bool { return m.Side == "defender" }); got != tc.defender {
					t.Errorf("%s Ar: a defender offered to advance %v; want %v", tc.edition, got, tc.defender)
				}
			}
			if (r.Code == "Dr" || r.Code == "De" || r.Code == "Ex") && len(r.MayAdvance) == 0 {
				t.Errorf("%s %s: no attacker offered to advance", tc.edition, r.Code)
			}
		}
		if !sawAr {
			t.Errorf("%s: the column has no Ar to test (%s)", tc.edition, a.Column)
		}
	}
}
