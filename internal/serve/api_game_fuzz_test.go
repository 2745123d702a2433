package serve

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
)

// FuzzGameAction sends any body as an action of a game: the answer is the
// game or a problem of the catalogue, never a failure of the server, and a
// refused action leaves the game's version as it was.
func FuzzGameAction(f *testing.F) {
	for _, seed := range []string{
		`{"move":{"unit":"2-balt","path":["3623","3624"]}}`, `{"move":{"unit":"1-bul","path":["1523","1522"]}}`,
		`{"attack":{"attackers":["10-gds"],"defenders":["3024"],"die":9}}`, `{"exit":{"unit":"3-belo"}}`,
		`{"replace":{"unit":"zz","hex":"0000"}}`, `{"evacuate":{"unit":"1-bul","die":0}}`, `{}`, `null`, `[`,
	} {
		f.Add([]byte(seed))
	}
	s, _ := newFolderServer(f, "1994")
	p := &player{s: s, token: map[string]string{TokenHeader: s.Token()}}
	f.Fuzz(func(t *testing.T, action []byte) {
		p.t = t
		if p.v.ID == "" || p.v.Version > 50 {
			s.games.byID = nil
			p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical"}`, header: p.token})
			p.post("/api/game/end-phase", map[string]any{})
		}
		body := `{"id":"` + p.v.ID + `","version":` + strconv.Itoa(p.v.Version) + `,"action":` + string(action) + `}`
		status, answer, _ := do(t, s, request{method: "POST", path: "/api/game/action", body: body, header: p.token})
		if status == http.StatusOK {
			if err := json.Unmarshal(answer, &p.v); err != nil {
				t.Fatalf("%s: %v", answer, err)
			}
			return
		}
		var pb problemBody
		if err := json.Unmarshal(answer, &pb); err != nil || status >= 500 || pb.Code == "" || pb.Message == "" {
			t.Fatalf("action %s: status %d, %s", action, status, answer)
		}
	})
}

// FuzzGameRoll sends any body as the attack of a roll in a combat phase:
// the answer is the game with the attack open and a die the table's die
// can show, or a problem of the catalogue, never a failure of the server.
func FuzzGameRoll(f *testing.F) {
	for _, seed := range []string{
		`{"attackers":["10-gds","2-gds","2-belo"],"defenders":["3024"]}`, `{"attackers":["10-gds"],"defenders":["3024"],"die":3}`,
		`{"attackers":["3-belo"],"defenders":["0101"]}`, `{"attackers":[],"defendingUnits":["6"]}`, `{}`, `null`, `[`,
	} {
		f.Add([]byte(seed))
	}
	s, _ := newFolderServer(f, "1994")
	p := &player{s: s, token: map[string]string{TokenHeader: s.Token()}}
	f.Fuzz(func(t *testing.T, attack []byte) {
		p.t = t
		if p.v.ID == "" || p.v.Open != nil {
			s.games.byID = nil
			p.v = getJSON[GameView](t, s, request{method: "POST", path: "/api/game/new", body: `{"edition": "1994", "scenario": "historical"}`, header: p.token})
			p.post("/api/game/end-phase", map[string]any{})
			p.post("/api/game/end-phase", map[string]any{})
		}
		body := `{"id":"` + p.v.ID + `","version":` + strconv.Itoa(p.v.Version) + `,"attack":` + string(attack) + `}`
		status, answer, _ := do(t, s, request{method: "POST", path: "/api/game/roll", body: body, header: p.token})
		if status == http.StatusOK {
			if err := json.Unmarshal(answer, &p.v); err != nil {
				t.Fatalf("%s: %v", answer, err)
			}
			if p.v.Open == nil || p.v.Open.Die < 1 || p.v.Open.Die > 6 {
				t.Fatalf("rolled %s: open %+v", attack, p.v.Open)
			}
			return
		}
		var pb problemBody
		if err := json.Unmarshal(answer, &pb); err != nil || status >= 500 || pb.Code == "" || pb.Message == "" {
			t.Fatalf("roll %s: status %d, %s", attack, status, answer)
		}
	})
}
