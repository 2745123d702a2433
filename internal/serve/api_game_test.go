package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// player plays one game through the API, as the page does: each change
// sent on the version last answered.
type player struct {
	t     *testing.T
	s     *Server
	token map[string]string
	v     GameView
}

func newPlayer(t *testing.T, s *Server) *player {
	p := &player{t: t, s: s, token: map[string]string{TokenHeader: s.Token()}}
	p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical"}`, header: p.token})
	return p
}

// post sends a change and keeps the answer.
func (p *player) post(path string, body map[string]any) {
	p.t.Helper()
	body["id"], body["version"] = p.v.ID, p.v.Version
	p.v = getJSON[GameView](p.t, p.s, request{method: "POST", path: path, body: body, header: p.token})
}

// refused sends a change that must be refused and checks the game did not
// change.
func (p *player) refused(path string, body map[string]any, status int, code string) problemBody {
	p.t.Helper()
	body["id"], body["version"] = p.v.ID, p.v.Version
	st, b, _ := do(p.t, p.s, request{method: "POST", path: path, body: body, header: p.token})
	pb := wantProblem(p.t, st, b, status, code)
	now := getJSON[GameView](p.t, p.s, request{method: "GET", path: "/api/game?id=" + p.v.ID})
	if !reflect.DeepEqual(now, p.v) {
		p.t.Errorf("refused %s changed the game", path)
	}
	return pb
}

func move(unit string, path ...string) map[string]any {
	return map[string]any{"action": map[string]any{"move": map[string]any{"unit": unit, "path": path}}}
}

// fixedDice makes the server roll faces, in turn.
func fixedDice(s *Server, faces ...int) {
	f := game.FixedDice(faces)
	s.cfg.Dice = &f
}

// The first phases of a 1994 Historical game played through the API: the
// saved record replays legal, to the state the API showed.
func TestPlayThroughAPI(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	fixedDice(s, 1)
	p := newPlayer(t, s)
	if p.v.Phase.ID != "soviet-replacement" || p.v.Saved || p.v.Version != 1 {
		t.Fatalf("a new game: phase %s, saved %v, version %d", p.v.Phase.ID, p.v.Saved, p.v.Version)
	}
	p.post("/api/game/end-phase", map[string]any{})
	if got := p.v.Phase; got.ID != "soviet-movement" || !reflect.DeepEqual(got.Allows, []string{"move", "exit", "evacuate"}) || got.Next != "soviet-combat" {
		t.Fatalf("after the replacement phase: %+v", got)
	}
	reach := getJSON[explain.Reach](t, s, request{method: "GET", path: "/api/game/reach?id=" + p.v.ID + "&unit=1-bul"})
	zoc := false
	for _, h := range reach.Hexes {
		zoc = zoc || h.Hex.String() == "1523" && h.EnemyZOC && h.CanEnd
	}
	if reach.From.String() != "1524" || reach.Allowance == 0 || !zoc {
		t.Fatalf("reach of 1-bul: from %s, allowance %d, 1523 in an enemy zone of control %v", reach.From, reach.Allowance, zoc)
	}
	p.post("/api/game/action", move("2-balt", "3623", "3624"))
	p.post("/api/game/action", move("3-belo", "3226"))
	pb := p.refused("/api/game/action", move("1-bul", "1523", "1522"), http.StatusUnprocessableEntity, "movement.zoc-stop")
	if pb.Rule != "1994 4.0" || !strings.HasPrefix(pb.Pointer, "/turns/0/phases/1/actions/2") {
		t.Errorf("the refused move: rule %q, pointer %q", pb.Rule, pb.Pointer)
	}
	// A unit moved already may not move again: reach says so.
	again := getJSON[explain.Reach](t, s, request{method: "GET", path: "/api/game/reach?id=" + p.v.ID + "&unit=3-belo"})
	if again.Fixed == nil || again.Fixed.Code != "game.moved-twice" || again.Allowance != 0 || len(again.Exits) != 0 {
		t.Errorf("reach of a unit moved already: fixed %+v, allowance %d", again.Fixed, again.Allowance)
	}
	// Into an enemy zone of control, where it stops.
	p.post("/api/game/action", move("1-balt", "3525", "3424"))
	if len(p.v.Log) != 3 || !strings.Contains(p.v.Log[2].Text, "1-balt") {
		t.Fatalf("log after three moves: %+v", p.v.Log)
	}
	// A move that leaves a hex over-full: the phase cannot end until it
	// is taken back.
	p.post("/api/game/action", move("1-bul", "1523"))
	p.refused("/api/game/end-phase", map[string]any{}, http.StatusUnprocessableEntity, "stacking.over-limit")
	p.post("/api/game/undo", map[string]any{})
	if len(p.v.Log) != 3 || !p.v.CanUndo {
		t.Fatalf("after undo: %d log entries, canUndo %v", len(p.v.Log), p.v.CanUndo)
	}
	p.post("/api/game/end-phase", map[string]any{})

	c := getJSON[CombatAnswer](t, s, request{method: "POST", path: "/api/game/combat", header: p.token,
		body: map[string]any{"id": p.v.ID, "attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}, "defendingUnits": []string{}}})
	if c.Column == "" || c.Ratio == "" || len(c.Results) != 6 || c.Result != nil {
		t.Fatalf("the worked combat: column %q, ratio %q, %d die results, result %v", c.Column, c.Ratio, len(c.Results), c.Result)
	}
	// each face's result, and for an exchange the losses it may take
	for i, r := range c.Results {
		if r.Die != i+1 || r.Code == "" || r.Exchange() != (len(r.ExchangeChoices) > 0) {
			t.Errorf("die result %d: %+v", i+1, r)
		}
	}
	if !c.Results[0].Exchange() {
		t.Errorf("die 1 at %s: %s, the test wants an exchange", c.Column, c.Results[0].Code)
	}
	// The attack is rolled once by the server (die 1, fixedDice) and
	// written into the record before its result is shown.
	attack := map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}}
	withDie := map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"}, "defenders": []string{"3024"}, "die": 6}
	p.refused("/api/game/roll", map[string]any{"attack": withDie}, http.StatusUnprocessableEntity, "game.typed-die")
	p.refused("/api/game/action", map[string]any{"action": map[string]any{"attack": withDie}}, http.StatusUnprocessableEntity, "game.typed-die")
	p.post("/api/game/roll", map[string]any{"attack": attack})
	if p.v.Open == nil || p.v.Open.Die != 1 || p.v.CanUndo || len(p.v.Log) != 3 {
		t.Fatalf("after the roll: open %+v, canUndo %v, %d log entries", p.v.Open, p.v.CanUndo, len(p.v.Log))
	}
	sent := getJSON[model.Game](t, s, request{method: "GET", path: "/api/game/record?id=" + p.v.ID})
	if acts := sent.Turns[0].Phases[2].Actions; len(acts) != 1 || acts[0].Attack == nil || acts[0].Attack.Die != 1 {
		t.Fatalf("the record after the roll: %+v", sent.Turns[0].Phases[2])
	}
	// no second roll, no other die, no end of phase while it is open
	p.refused("/api/game/roll", map[string]any{"attack": attack}, http.StatusUnprocessableEntity, "game.attack-open")
	p.refused("/api/game/action", map[string]any{"action": map[string]any{"attack": withDie}}, http.StatusUnprocessableEntity, "game.die-changed")
	p.refused("/api/game/end-phase", map[string]any{}, http.StatusUnprocessableEntity, "game.attack-open")
	p.refused("/api/game/undo", map[string]any{}, http.StatusUnprocessableEntity, "game.undo")
	// without the losses, the refusal names the attackers that may pay
	if ch := c.Results[0].ExchangeChoices; len(ch) > 1 {
		pb := p.refused("/api/game/action", map[string]any{"action": map[string]any{"attack": attack}}, http.StatusUnprocessableEntity, "combat.exchange-choice")
		for _, set := range ch {
			for _, id := range set {
				if !slices.Contains(pb.Counters, id) {
					t.Errorf("the refusal's counters %v lack %s (choices %v)", pb.Counters, id, ch)
				}
			}
		}
	} else {
		t.Errorf("die 1: exchange choices %v, the test wants several", ch)
	}
	p.post("/api/game/action", map[string]any{"action": map[string]any{"attack": map[string]any{"attackers": []string{"10-gds", "2-gds", "2-belo"},
		"defenders": []string{"3024"}, "lose": []string{"2-belo"}, "advance": "10-gds"}}})
	if p.v.Open != nil {
		t.Errorf("the attack resolved is still open: %+v", p.v.Open)
	}
	if p.v.CanUndo {
		t.Error("an attack can be taken back")
	}
	p.refused("/api/game/undo", map[string]any{}, http.StatusUnprocessableEntity, "game.undo")
	p.post("/api/game/end-phase", map[string]any{})
	if p.v.Phase.ID != "west-german-replacement" {
		t.Fatalf("after combat: %s", p.v.Phase.ID)
	}

	saved := getJSON[GameSaved](t, s, request{method: "PUT", path: "/api/game/save", header: p.token,
		body: map[string]any{"id": p.v.ID, "version": p.v.Version, "file": "played.json"}})
	if saved.File != "played.json" || saved.SavedVersion != p.v.Version {
		t.Fatalf("saved %+v", saved)
	}
	data, err := os.ReadFile(filepath.Join(dir, "played.json"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	ed, err := s.editions[0].data()
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, rec)
	if err != nil || res.Illegal != nil {
		t.Fatalf("the saved record: %v %v", err, res.Illegal)
	}
	if !reflect.DeepEqual(res.State, p.v.State) {
		t.Errorf("the saved record replays to\n%+v\nthe API showed\n%+v", res.State, p.v.State)
	}
	now := getJSON[GameView](t, s, request{method: "GET", path: "/api/game?id=" + p.v.ID})
	if !now.Saved || now.File != "played.json" {
		t.Errorf("after the save: saved %v, file %q", now.Saved, now.File)
	}

	// Reopened from its file, the game stands where it was saved.
	o := getJSON[GameView](t, s, request{method: "POST", path: "/api/game/open", header: p.token, body: `{"file": "played.json"}`})
	if !reflect.DeepEqual(o.State, p.v.State) || !reflect.DeepEqual(o.Phase, p.v.Phase) || !o.Saved {
		t.Errorf("reopened: phase %+v, saved %v", o.Phase, o.Saved)
	}
	// A read-only view of an earlier point.
	at := getJSON[GameView](t, s, request{method: "GET", path: "/api/game?id=" + p.v.ID + "&at=2"})
	if !at.ReadOnly || at.State.Actions != 2 || len(at.Log) != 2 || at.Phase.ID != "soviet-movement" {
		t.Errorf("at 2: readOnly %v, %d actions, phase %s", at.ReadOnly, at.State.Actions, at.Phase.ID)
	}
	// The download is the record, canonical.
	st, body, h := do(t, s, request{method: "GET", path: "/api/game/record?id=" + p.v.ID})
	if want, _ := model.Encode(rec); st != http.StatusOK || string(body) != string(want) || !strings.Contains(h.Get("Content-Disposition"), `filename="historical-1994.json"`) {
		t.Errorf("download: status %d, %s", st, h.Get("Content-Disposition"))
	}
}

// A record with an illegal action opens at the last legal point, the rest
// pending; play is refused until the rest is dropped.
func TestOpenIllegalRecord(t *testing.T) {
	s, _ := newFolderServer(t, "1994")
	token := map[string]string{TokenHeader: s.Token()}
	rec := `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": [{"turn": 1, "phases": [{"phase": "soviet-movement", "actions": [
		{"move": {"unit": "3-belo", "path": ["3226"]}}, {"move": {"unit": "3-ss", "path": ["3722"]}}, {"move": {"unit": "2-balt", "path": ["3623"]}}]}]}], "over": false}`
	p := &player{t: t, s: s, token: token}
	p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/open", header: token, body: `{"record": ` + rec + `}`})
	if p.v.Illegal == nil || p.v.Illegal.Code != "game.wrong-force" || p.v.Pending != 2 || p.v.State.Actions != 1 || len(p.v.Phase.Allows) != 0 {
		t.Fatalf("opened: illegal %v, pending %d, actions %d, allows %v", p.v.Illegal, p.v.Pending, p.v.State.Actions, p.v.Phase.Allows)
	}
	p.refused("/api/game/action", move("2-balt", "3623"), http.StatusConflict, "game.pending")
	p.refused("/api/game/end-phase", map[string]any{}, http.StatusConflict, "game.pending")
	p.post("/api/game/drop", map[string]any{})
	if p.v.Illegal != nil || p.v.Pending != 0 || p.v.State.Actions != 1 {
		t.Fatalf("dropped: illegal %v, pending %d", p.v.Illegal, p.v.Pending)
	}
	p.post("/api/game/action", move("2-balt", "3623"))
	p.post("/api/game/undo", map[string]any{})
	if p.v.State.Actions != 1 {
		t.Errorf("after undo: %d actions", p.v.State.Actions)
	}
}

// TestGameRefusals: the play API refuses what the editor's API refuses,
// and what a game does not allow, each with its status and code; the game
// and the folder stay as they were.
func TestGameRefusals(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	p := newPlayer(t, s)
	id, v := p.v.ID, p.v.Version
	token := map[string]string{TokenHeader: s.Token()}
	if err := os.WriteFile(filepath.Join(dir, "other.json"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	change := func(extra string) string {
		return `{"id": "` + id + `", "version": ` + strconv.Itoa(v) + extra + `}`
	}
	huge := `{"record": {"edition": "` + strings.Repeat("x", game.MaxRecordSize+8192) + `"}}`
	bigAction := `{"id": "` + id + `", "version": 1, "action": {"move": {"unit": "` + strings.Repeat("x", DefaultMaxBody) + `"}}}`
	tests := []struct {
		name   string
		q      request
		status int
		code   string
	}{
		{"new without the token", request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical"}`}, http.StatusForbidden, "api.bad-token"},
		{"action without the token", request{method: "POST", path: "/api/game/action", body: change(`, "action": {"move": {"unit": "3-belo", "path": ["3226"]}}`)}, http.StatusForbidden, "api.bad-token"},
		{"end-phase with a bad token", request{method: "POST", path: "/api/game/end-phase", body: change(""), header: map[string]string{TokenHeader: strings.Repeat("0", 48)}}, http.StatusForbidden, "api.bad-token"},
		{"undo without the token", request{method: "POST", path: "/api/game/undo", body: change("")}, http.StatusForbidden, "api.bad-token"},
		{"drop without the token", request{method: "POST", path: "/api/game/drop", body: change("")}, http.StatusForbidden, "api.bad-token"},
		{"open without the token", request{method: "POST", path: "/api/game/open", body: `{"file": "other.json"}`}, http.StatusForbidden, "api.bad-token"},
		{"save without the token", request{method: "PUT", path: "/api/game/save", body: change(`, "file": "g.json"`)}, http.StatusForbidden, "api.bad-token"},
		// the page's attack goes through the engine's combat: none across
		// the blocked Balaton hexside 1220/1320 (1975 9.0 "Not allowed")
		{"combat across a blocked hexside", request{method: "POST", path: "/api/game/combat", body: `{"id": "` + id + `", "attackers": ["3-ukr"], "defenders": ["1320"]}`, header: token}, http.StatusBadRequest, "combat.hexside-closed"},
		{"combat without the token", request{method: "POST", path: "/api/game/combat", body: `{"id": "` + id + `", "attackers": ["10-gds"], "defenders": ["3024"]}`}, http.StatusForbidden, "api.bad-token"},
		{"wrong Host", request{method: "POST", path: "/api/game/action", body: change(""), header: token, host: "attacker.example:8080"}, http.StatusMisdirectedRequest, "api.host"},
		{"wrong Host on a read", request{method: "GET", path: "/api/game?id=" + id, host: "rebound.example:8080"}, http.StatusMisdirectedRequest, "api.host"},
		{"another site's page", request{method: "POST", path: "/api/game/end-phase", body: change(""), header: map[string]string{TokenHeader: s.Token(), "Origin": "http://attacker.example"}}, http.StatusForbidden, "api.origin"},
		{"action body over the limit", request{method: "POST", path: "/api/game/action", body: bigAction, header: token}, http.StatusRequestEntityTooLarge, "api.body-too-large"},
		{"upload over the record limit", request{method: "POST", path: "/api/game/open", body: huge, header: token}, http.StatusRequestEntityTooLarge, "api.body-too-large"},
		{"unknown field", request{method: "POST", path: "/api/game/end-phase", body: change(`, "force": true`), header: token}, http.StatusBadRequest, "api.bad-body"},
		{"unknown field in the action", request{method: "POST", path: "/api/game/action", body: change(`, "action": {"move": {"unit": "3-belo", "path": ["3226"], "fast": true}}`), header: token}, http.StatusBadRequest, "api.bad-body"},
		{"two kinds in one action", request{method: "POST", path: "/api/game/action", body: change(`, "action": {"move": {"unit": "3-belo", "path": ["3226"]}, "exit": {"unit": "3-belo"}}`), header: token}, http.StatusBadRequest, "api.bad-body"},
		{"bad JSON", request{method: "POST", path: "/api/game/action", body: `{"id": `, header: token}, http.StatusBadRequest, "api.bad-body"},
		{"wrong content type", request{method: "POST", path: "/api/game/undo", body: change(""), header: map[string]string{TokenHeader: s.Token(), "Content-Type": "text/plain"}}, http.StatusUnsupportedMediaType, "api.content-type"},
		{"wrong method", request{method: "GET", path: "/api/game/action", header: token}, http.StatusMethodNotAllowed, "api.method"},
		{"wrong method on save", request{method: "POST", path: "/api/game/save", body: change(""), header: token}, http.StatusMethodNotAllowed, "api.method"},
		{"wrong method on the record", request{method: "POST", path: "/api/game/record?id=" + id, body: "{}", header: token}, http.StatusMethodNotAllowed, "api.method"},
		{"unknown game", request{method: "GET", path: "/api/game?id=g99"}, http.StatusNotFound, "api.game-unknown"},
		{"unknown game's action", request{method: "POST", path: "/api/game/action", body: `{"id": "g99", "version": 1, "action": {"move": {"unit": "3-belo", "path": ["3226"]}}}`, header: token}, http.StatusNotFound, "api.game-unknown"},
		{"unknown game's reach", request{method: "GET", path: "/api/game/reach?id=nope&unit=3-belo"}, http.StatusNotFound, "api.game-unknown"},
		{"unknown game's record", request{method: "GET", path: "/api/game/record?id=nope"}, http.StatusNotFound, "api.game-unknown"},
		{"stale version", request{method: "POST", path: "/api/game/end-phase", body: `{"id": "` + id + `", "version": 0}`, header: token}, http.StatusConflict, "api.conflict"},
		{"stale version of a save", request{method: "PUT", path: "/api/game/save", body: `{"id": "` + id + `", "version": 7, "file": "g.json"}`, header: token}, http.StatusConflict, "api.conflict"},
		{"a move in the replacement phase", request{method: "POST", path: "/api/game/action", body: change(`, "action": {"move": {"unit": "3-belo", "path": ["3226"]}}`), header: token}, http.StatusUnprocessableEntity, "game.action-kind"},
		{"undo of nothing", request{method: "POST", path: "/api/game/undo", body: change(""), header: token}, http.StatusUnprocessableEntity, "game.undo"},
		{"drop with nothing pending", request{method: "POST", path: "/api/game/drop", body: change(""), header: token}, http.StatusConflict, "game.pending"},
		{"save over another file", request{method: "PUT", path: "/api/game/save", body: change(`, "file": "other.json"`), header: token}, http.StatusConflict, "api.conflict"},
		{"save out of the folder", request{method: "PUT", path: "/api/game/save", body: change(`, "file": "../out.json"`), header: token}, http.StatusBadRequest, "api.game-file"},
		{"save not as .json", request{method: "PUT", path: "/api/game/save", body: change(`, "file": "game.txt"`), header: token}, http.StatusBadRequest, "api.game-file"},
		{"save without a name", request{method: "PUT", path: "/api/game/save", body: change(""), header: token}, http.StatusBadRequest, "api.game-file"},
		{"open a missing file", request{method: "POST", path: "/api/game/open", body: `{"file": "missing.json"}`, header: token}, http.StatusNotFound, "api.not-found"},
		{"open a file that is not a record", request{method: "POST", path: "/api/game/open", body: `{"file": "other.json"}`, header: token}, http.StatusUnprocessableEntity, "api.bad-record"},
		{"open out of the folder", request{method: "POST", path: "/api/game/open", body: `{"file": "../edition.json"}`, header: token}, http.StatusBadRequest, "api.game-file"},
		{"open an upload that is not a record", request{method: "POST", path: "/api/game/open", body: `{"record": {"edition": "1994", "colour": "red"}}`, header: token}, http.StatusUnprocessableEntity, "api.bad-record"},
		{"open neither", request{method: "POST", path: "/api/game/open", body: `{}`, header: token}, http.StatusBadRequest, "api.bad-body"},
		{"new of an unknown edition", request{method: "POST", path: "/api/game/new", body: `{"edition": "1985", "scenario": "historical"}`, header: token}, http.StatusNotFound, "edition.unknown"},
		{"a point that does not parse", request{method: "GET", path: "/api/game?id=" + id + "&at=x"}, http.StatusBadRequest, "api.point"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := snapshot(t, dir)
			status, body, _ := do(t, s, tt.q)
			wantProblem(t, status, body, tt.status, tt.code)
			sameFiles(t, before, snapshot(t, dir))
			now := getJSON[GameView](t, s, request{method: "GET", path: "/api/game?id=" + id})
			if !reflect.DeepEqual(now, p.v) {
				t.Errorf("the game changed")
			}
		})
	}
}

// A save never goes over the game's file when it changed on disk since it
// was opened or last saved.
func TestGameSaveConflict(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	p := newPlayer(t, s)
	save := func(force bool) (int, []byte) {
		st, b, _ := do(t, s, request{method: "PUT", path: "/api/game/save", header: p.token,
			body: map[string]any{"id": p.v.ID, "version": p.v.Version, "file": "g.json", "force": force}})
		return st, b
	}
	if st, b := save(false); st != http.StatusOK {
		t.Fatalf("first save: %d %s", st, b)
	}
	p.post("/api/game/end-phase", map[string]any{})
	if st, b := save(false); st != http.StatusOK {
		t.Fatalf("second save: %d %s", st, b)
	}
	if err := os.WriteFile(filepath.Join(dir, "g.json"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, b := save(true)
	wantProblem(t, st, b, http.StatusConflict, "api.conflict")
	got, err := os.ReadFile(filepath.Join(dir, "g.json"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "{}\n" {
		t.Errorf("the changed file was written over")
	}
}

// With every game holding unsaved changes, a new one is refused; a game
// with nothing unsaved gives way to it.
func TestGamesBound(t *testing.T) {
	s, _ := newFolderServer(t, "1994")
	first := newPlayer(t, s)
	var ps []*player
	for range MaxGames - 1 {
		p := newPlayer(t, s)
		p.post("/api/game/end-phase", map[string]any{})
		ps = append(ps, p)
	}
	first.post("/api/game/end-phase", map[string]any{})
	st, b, _ := do(t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical"}`, header: first.token})
	wantProblem(t, st, b, http.StatusTooManyRequests, "api.too-many-games")
	getJSON[GameSaved](t, s, request{method: "PUT", path: "/api/game/save", header: first.token,
		body: map[string]any{"id": ps[3].v.ID, "version": ps[3].v.Version, "file": "kept.json"}})
	newPlayer(t, s)
	st, _, _ = do(t, s, request{method: "GET", path: "/api/game?id=" + ps[3].v.ID})
	if st != http.StatusNotFound {
		t.Errorf("the saved game was not the one to give way: %d", st)
	}
	getJSON[GameView](t, s, request{method: "GET", path: "/api/game?id=" + first.v.ID})
}

// serve --game opens the record at start, as the game the page shows
// first (GET /api/game without an id), and saves go into its folder.
func TestStartGame(t *testing.T) {
	dir := t.TempDir()
	rec, err := os.ReadFile("../../game/testdata/historical-1994.json")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "anna-ben.json")
	if err := os.WriteFile(file, rec, 0o644); err != nil {
		t.Fatal(err)
	}
	v, err := sharedValidator()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Library: model.NewLibrary(data.FS), Display: "data", Addr: testAddr, Validator: v, GameFile: file})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	p := &player{t: t, s: s, token: map[string]string{TokenHeader: s.Token()}}
	p.v = getJSON[GameView](t, s, request{method: "GET", path: "/api/game"})
	if p.v.ID != "g1" || p.v.File != "anna-ben.json" || !p.v.Saved || p.v.State.Actions != 3 || p.v.Phase.ID != "soviet-combat" {
		t.Fatalf("the start game: %s, file %q, saved %v, %d actions, in %s", p.v.ID, p.v.File, p.v.Saved, p.v.State.Actions, p.v.Phase.ID)
	}
	p.post("/api/game/end-phase", map[string]any{})
	if p.v.Saved {
		t.Error("changed, and still saved")
	}
	getJSON[GameSaved](t, s, request{method: "PUT", path: "/api/game/save", header: p.token, body: map[string]any{"id": p.v.ID, "version": p.v.Version}})
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "west-german-replacement") {
		t.Errorf("the saved record lacks the phase entered:\n%s", got)
	}
}

// Changes sent at once on the same version: one is taken, the others are
// refused as stale, and the game moves on by one.
func TestGameChangesAtOnce(t *testing.T) {
	s, _ := newFolderServer(t, "1994")
	p := newPlayer(t, s)
	statuses := make(chan int, 8)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			st, _, _ := do(t, s, request{method: "POST", path: "/api/game/end-phase", header: p.token,
				body: map[string]any{"id": p.v.ID, "version": p.v.Version}})
			statuses <- st
		})
	}
	wg.Wait()
	close(statuses)
	n := map[int]int{}
	for st := range statuses {
		n[st]++
	}
	if n[http.StatusOK] != 1 || n[http.StatusConflict] != 7 {
		t.Errorf("statuses %v: want one 200 and seven 409", n)
	}
	now := getJSON[GameView](t, s, request{method: "GET", path: "/api/game?id=" + p.v.ID})
	if now.Version != p.v.Version+1 || now.Phase.ID != "soviet-movement" {
		t.Errorf("version %d in %s", now.Version, now.Phase.ID)
	}
}

// A script that changes a game without the token is told where the token
// is, whatever the request: a refusal that spoke only of saves sent the
// writer of an end-phase or a move looking in the wrong place.
func TestGameMissingTokenSaysWhere(t *testing.T) {
	s, _ := newFolderServer(t, "1994")
	for _, path := range []string{"/api/game/new", "/api/game/end-phase", "/api/game/action"} {
		status, body, _ := do(t, s, request{method: "POST", path: path, body: `{}`})
		wantProblem(t, status, body, http.StatusForbidden, "api.bad-token")
		for _, want := range []string{"every change of a game", "serve prints it", TokenHeader} {
			if !strings.Contains(string(body), want) {
				t.Errorf("%s: the refusal %s does not say %q", path, body, want)
			}
		}
	}
}

// A game played on a server with no folder for games cannot be saved, and
// the refusal gives the command that makes one: serve --dir takes only an
// edition folder, so "a folder" alone sent a stranger to a dead end.
func TestGameSaveWithoutFolderSaysHow(t *testing.T) {
	s := newBundledServer(t)
	p := newPlayer(t, s)
	status, body, _ := do(t, s, request{method: "PUT", path: "/api/game/save", header: p.token,
		body: map[string]any{"id": p.v.ID, "version": p.v.Version, "file": "mine.json"}})
	wantProblem(t, status, body, http.StatusForbidden, "api.read-only")
	for _, want := range []string{"game new -o FILE", "serve --game FILE", "/api/game/record"} {
		if !strings.Contains(string(body), want) {
			t.Errorf("the refusal %s does not say %q", body, want)
		}
	}
}
