package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
)

// BenchmarkMove measures the answer the page waits for after each drag and
// drop: the move handler, request to response, on the 1994 map with the
// Historical setup's 119 units — decode the scenario, move the counter,
// validate the scenario with the rules engine's setup checks, resolve the
// setup and encode the answer. The aim is under 20 ms; "stacking" is the
// drop the browser test makes, a third unit into 2104. This benchmark is
// where that aim is measured: a test that failed above a wall-clock bound
// failed on a loaded machine, not on a slower move.
func BenchmarkMove(b *testing.B) {
	s, _ := newFolderServer(b, "1994")
	a := loadScenario(b, s, "1994", "historical")
	for _, tt := range []struct {
		name string
		to   explain.Place
	}{{"legal", explain.Place{Hex: "0410"}}, {"stacking", explain.Place{Hex: "2104"}}} {
		b.Run(tt.name, func(b *testing.B) {
			body, err := json.Marshal(moveRequest{Scenario: a.Scenario, Counter: "13-us", To: tt.to})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				r := httptest.NewRequest("POST", "/api/move?edition=1994", bytes.NewReader(body))
				r.Host = testAddr
				r.Header.Set("Content-Type", "application/json")
				w := httptest.NewRecorder()
				s.ServeHTTP(w, r)
				if w.Code != http.StatusOK {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
			}
		})
	}
}
