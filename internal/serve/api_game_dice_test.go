package serve

import (
	"net/http"
	"strings"
	"testing"
)

// The dice of a game played through the API: in a program-dice game the
// server rolls every die and a die given is refused; a table-dice game
// takes the die its players give.
func TestGameDice(t *testing.T) {
	const courland = `"optional": [], "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": []}, {"turn": 2, "phases": []}, {"turn": 3, "phases": [{"phase": "east-german-movement", "actions": []}]}]}`
	attack := map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}, "die": 3}
	toCombat := func(p *player) {
		p.post("/api/game/end-phase", map[string]any{})
		p.post("/api/game/action", move("3-belo", "3226"))
		p.post("/api/game/action", move("2-balt", "3623", "3624"))
		p.post("/api/game/end-phase", map[string]any{})
	}
	t.Run("program dice: a typed attack die is refused, the roll is the server's", func(t *testing.T) {
		s := newBundledServer(t)
		fixedDice(s, 4)
		p := newPlayer(t, s)
		if p.v.Dice != "program" {
			t.Fatalf("a new game's dice: %q", p.v.Dice)
		}
		toCombat(p)
		p.refused("/api/game/roll", map[string]any{"attack": attack}, http.StatusUnprocessableEntity, "game.typed-die")
		p.refused("/api/game/action", map[string]any{"action": map[string]any{"attack": attack}}, http.StatusUnprocessableEntity, "game.typed-die")
		delete(attack, "die")
		p.post("/api/game/roll", map[string]any{"attack": attack})
		if p.v.Open == nil || p.v.Open.Die != 4 {
			t.Fatalf("rolled: %+v", p.v.Open)
		}
		p.refused("/api/game/roll", map[string]any{"attack": attack}, http.StatusUnprocessableEntity, "game.attack-open")
		attack["die"] = 3
	})
	t.Run("table dice: a typed attack die is taken, and undone", func(t *testing.T) {
		s := newBundledServer(t)
		p := newPlayer(t, s)
		p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical", "dice": "table"}`, header: p.token})
		if p.v.Dice != "table" {
			t.Fatalf("a table-dice game's dice: %q", p.v.Dice)
		}
		toCombat(p)
		p.post("/api/game/roll", map[string]any{"attack": attack})
		if p.v.Open == nil || p.v.Open.Die != 3 || !p.v.CanUndo {
			t.Fatalf("the typed die: open %+v, canUndo %v", p.v.Open, p.v.CanUndo)
		}
		p.post("/api/game/undo", map[string]any{})
		if p.v.Open != nil {
			t.Fatalf("undo left the attack open: %+v", p.v.Open)
		}
	})
	t.Run("program dice: an evacuation's die is the server's", func(t *testing.T) {
		s := newBundledServer(t)
		fixedDice(s, 5)
		p := openPlayer(t, s, `{"edition": "1994", "scenario": "collapse-in-the-east", `+courland)
		p.refused("/api/game/action", map[string]any{"action": map[string]any{"evacuate": map[string]any{"unit": "3-ss", "die": 5, "port": "2017"}}}, http.StatusUnprocessableEntity, "game.typed-die")
		ports := getJSON[struct {
			Ports []string `json:"ports"`
		}](t, s, request{method: "GET", path: "/api/game/evacuation?id=" + p.v.ID + "&unit=3-ss"})
		p.post("/api/game/action", map[string]any{"action": map[string]any{"evacuate": map[string]any{"unit": "3-ss", "port": ports.Ports[0]}}})
		if last := p.v.Log[len(p.v.Log)-1]; last.Kind != "evacuate" {
			t.Fatalf("the last action: %+v", last)
		}
		if h := unitHex(p.v.State, "3-ss"); h != ports.Ports[0] {
			t.Errorf("3-ss in %q after die 5, want %s", h, ports.Ports[0])
		}
	})
	t.Run("a new game's dice must be program or table", func(t *testing.T) {
		s := newBundledServer(t)
		st, b, _ := do(t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical", "dice": "loaded"}`, header: map[string]string{TokenHeader: s.Token()}})
		wantProblem(t, st, b, http.StatusBadRequest, "api.bad-body")
	})
}

// A record received opens against the game sent (sinceGame): the answer
// says it continues that game and lists what is new, or names the first
// change, with its line and column in the record received.
func TestGameReceived(t *testing.T) {
	s := newBundledServer(t)
	fixedDice(s, 1)
	p := newPlayer(t, s)
	p.post("/api/game/end-phase", map[string]any{})
	p.post("/api/game/action", move("3-belo", "3226"))
	sent := p.v.ID
	rec := func() string {
		_, b, _ := do(t, s, request{method: "GET", path: "/api/game/record?id=" + p.v.ID})
		return string(b)
	}
	before := rec()
	// the other side of the table goes on with the record (here the same
	// player, on a copy)
	q := openPlayer(t, s, before)
	q.post("/api/game/action", move("2-balt", "3623", "3624"))
	q.post("/api/game/end-phase", map[string]any{})
	_, answer, _ := do(t, s, request{method: "GET", path: "/api/game/record?id=" + q.v.ID})

	got := getJSON[GameView](t, s, request{method: "POST", path: "/api/game/open", header: p.token,
		body: `{"record": ` + string(answer) + `, "sinceGame": "` + sent + `"}`})
	r := got.Received
	if r == nil || !r.Continues || r.From != 1 || len(r.New) != 1 || r.New[0].Kind != "move" {
		t.Fatalf("received: %+v", r)
	}
	// the move of 3-belo rewritten in the record received
	changed := strings.Replace(string(answer), `"3226"`, `"3225"`, 1)
	got = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/open", header: p.token,
		body: `{"record": ` + changed + `, "since": ` + before + `}`})
	if r := got.Received; r == nil || r.Continues || r.Changed == nil || r.Changed.Code != "game.since-rewritten" ||
		r.Changed.Pointer != "/turns/0/phases/1/actions/0" || r.Changed.Line == 0 {
		t.Fatalf("received, rewritten: %+v", got.Received)
	}
}
