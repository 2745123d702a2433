package serve

import (
	"errors"
	"net/http"
	"testing"
)

// FuzzDecodeBody feeds the request-body decoder arbitrary bytes for every
// kind of body the API takes: it never panics, and it either decodes or
// refuses with an api.bad-body problem.
func FuzzDecodeBody(f *testing.F) {
	for _, seed := range []string{
		`{"scenario":{"id":"historical","setup":[{"counter":"5-us","hex":"2104","src":"x"}]},"counter":"5-us","to":{"hex":"2105"}}`,
		`{"version":"","scenario":{"$schema":"../../schema/scenario.schema.json","id":"x"}}`,
		`{"scenario":{"setup":[{"hex":"21x4"}]}}`,
		`{"id":"my-variant","name":"V","from":"historical","copy":true}`,
		`{"scenario":null,"attackers":["5-us"],"defender":"2105","die":1}`,
		`{"unit":"5-us","allowance":8}`, `{} {}`, `[`, `"x"`, `{"a":1}`, ``, `null`,
		`{"scenario":{"turns":{"first":1e400}}}`, `{"scenario":{"hostile":[["soviet"]]}}`,
		`{"id":"g1","version":2,"action":{"move":{"unit":"3-belo","path":["3226"]}}}`, `{"record":{"edition":"1994"}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		targets := []any{&checkRequest{}, &moveRequest{}, &reachRequest{}, &combatRequest{}, &downloadRequest{}, &saveRequest{},
			&gameNewRequest{}, &gameOpenRequest{}, &gameRequest{}, &gameActionRequest{}, &gameCombatRequest{}, &gameSaveRequest{}}
		for _, v := range targets {
			err := decodeBody(data, v)
			if err == nil {
				continue
			}
			var p *refusal
			if !errors.As(err, &p) || p.Code != "api.bad-body" || p.status != http.StatusBadRequest || p.Message == "" {
				t.Fatalf("decoding %q: %v", data, err)
			}
		}
	})
}
