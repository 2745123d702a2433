package serve

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// openPlayer opens a record sent in the body and plays it from where it
// stands.
func openPlayer(t *testing.T, s *Server, record string) *player {
	p := &player{t: t, s: s, token: map[string]string{TokenHeader: s.Token()}}
	p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/open", body: `{"record": ` + record + `}`, header: p.token})
	if p.v.Illegal != nil {
		t.Fatalf("the record is refused: %s", p.v.Illegal)
	}
	return p
}

// Every hex the game's reach gives has the path the engine takes: it
// starts next to the unit, ends in the hex, and the move along it is
// accepted, into an enemy zone of control too.
func TestGameReachPaths(t *testing.T) {
	s := newBundledServer(t)
	p := newPlayer(t, s)
	p.post("/api/game/end-phase", map[string]any{})
	r := getJSON[explain.Reach](t, s, request{method: "GET", path: "/api/game/reach?id=" + p.v.ID + "&unit=3-belo"})
	var zoc *explain.ReachEntry
	for i, h := range r.Hexes {
		if len(h.Path) == 0 || h.Path[len(h.Path)-1] != h.Hex || model.Distance(h.Path[0], r.From) != 1 {
			t.Fatalf("%s: path %v from %s", h.Hex, h.Path, r.From)
		}
		for k := 1; k < len(h.Path); k++ {
			if model.Distance(h.Path[k-1], h.Path[k]) != 1 {
				t.Fatalf("%s: path %v jumps", h.Hex, h.Path)
			}
		}
		if h.EnemyZOC && h.CanEnd && len(h.Path) > 1 && zoc == nil {
			zoc = &r.Hexes[i]
		}
	}
	if zoc == nil {
		t.Fatal("3-belo reaches no enemy zone of control more than one hex away")
	}
	path := make([]string, len(zoc.Path))
	for i, h := range zoc.Path {
		path[i] = h.String()
	}
	p.post("/api/game/action", move("3-belo", path...))
	if got := p.v.Log[len(p.v.Log)-1]; got.Kind != "move" {
		t.Errorf("the last action: %+v", got)
	}
}

// The ports a Courland unit may land in, before the die, and the refusal
// for a unit that may not try; the page offers those ports.
func TestGameEvacuation(t *testing.T) {
	s := newBundledServer(t)
	rec := `{"edition": "1994", "scenario": "collapse-in-the-east", "optional": [], "dice": "table", "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": []}, {"turn": 2, "phases": []}, {"turn": 3, "phases": [{"phase": "east-german-movement", "actions": []}]}]}`
	p := openPlayer(t, s, rec)
	ev := getJSON[rules.Evacuation](t, s, request{method: "GET", path: "/api/game/evacuation?id=" + p.v.ID + "&unit=3-ss"})
	if ev.Unit != "3-ss" || len(ev.Ports) != 2 || ev.Rule == "" || !slices.Equal(ev.LostOn, []int{1}) {
		t.Fatalf("evacuation of 3-ss: %+v", ev)
	}
	p.post("/api/game/action", map[string]any{"action": map[string]any{"evacuate": map[string]any{"unit": "3-ss", "die": 5, "port": ev.Ports[1].String()}}})
	for _, tc := range []struct {
		name, query string
		status      int
		code        string
	}{
		{"the second of the game", "unit=16", http.StatusUnprocessableEntity, "evacuation.not-allowed"},
		{"moved already", "unit=3-ss", http.StatusUnprocessableEntity, "game.moved-twice"},
		{"no such unit", "unit=nobody", http.StatusUnprocessableEntity, "game.unit-unknown"},
		{"no such game", "unit=16&id=g99", http.StatusNotFound, "api.game-unknown"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := "/api/game/evacuation?id=" + p.v.ID + "&" + tc.query
			if tc.code == "api.game-unknown" {
				q = "/api/game/evacuation?" + tc.query
			}
			st, b, _ := do(t, s, request{method: "GET", path: q})
			wantProblem(t, st, b, tc.status, tc.code)
		})
	}
}

// A replacement option's unit has the project's JSON shape, lower-case
// keys, as the page reads it.
func TestGameReplacementShape(t *testing.T) {
	s := newBundledServer(t)
	rec := `{"edition": "1994", "scenario": "historical", "optional": ["east-front-concentration"], "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": [{"phase": "soviet-combat", "actions": [{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"]}}]}]},
	    {"turn": 2, "phases": [{"phase": "soviet-replacement", "actions": []}]}]}`
	p := openPlayer(t, s, rec)
	_, b, _ := do(t, s, request{method: "GET", path: "/api/game?id=" + p.v.ID})
	var v struct {
		Replacements []struct {
			Unit map[string]any `json:"unit"`
			Box  string         `json:"box"`
		} `json:"replacements"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Replacements) != 1 {
		t.Fatalf("replacements: %s", b)
	}
	u := v.Replacements[0].Unit
	want := map[string]any{"id": "2-belo", "force": "soviet", "attack": 8.0, "defense": 20.0, "movement": 3.0}
	for k, w := range want {
		if u[k] != w {
			t.Errorf("unit[%q] = %v, want %v (unit %v)", k, u[k], w, u)
		}
	}
	if _, ok := u["ID"]; ok {
		t.Errorf("unit has Go's field names: %v", u)
	}
}

// Outside a movement phase the game's reach gives a unit no hex to go to,
// and says why: a page asking it in the replacement phase learns that no
// unit moves then.
func TestGameReachOutsideMovement(t *testing.T) {
	s := newBundledServer(t)
	p := newPlayer(t, s)
	if p.v.Phase.Step != "replacement" {
		t.Fatalf("a new game starts in %s, not a replacement phase", p.v.Phase.ID)
	}
	r := getJSON[explain.Reach](t, s, request{method: "GET", path: "/api/game/reach?id=" + p.v.ID + "&unit=3-belo"})
	if r.Fixed == nil || r.Fixed.Code != "game.action-kind" || r.Allowance != 0 || len(r.Hexes) > 1 {
		t.Errorf("reach in %s: fixed %+v, allowance %d, %d hexes; want game.action-kind, 0, none but its own", p.v.Phase.ID, r.Fixed, r.Allowance, len(r.Hexes))
	}
}
