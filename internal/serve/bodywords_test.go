package serve

import (
	"errors"
	"flag"
	"github.com/bfgdata/bfgdata/internal/golden"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestBodyMessagesGolden pins what the API says of a body of the wrong
// shape, one line a body, in testdata/body-messages.txt (-update rewrites
// it): the field and the kinds of value in words, never a Go type.
func TestBodyMessagesGolden(t *testing.T) {
	bodies := []struct{ name, body string }{
		{"a scenario id where the request is wanted", `"historical"`},
		{"a scenario id where the scenario is wanted", `{"scenario": "historical"}`},
		{"a list where the request is wanted", `[{"scenario": {}}]`},
		{"players as text", `{"scenario": {"id": "x", "players": "2"}}`},
		{"turns as a list", `{"scenario": {"id": "x", "turns": [1, 3]}}`},
		{"a setup that is an object", `{"scenario": {"id": "x", "setup": {"counter": "7-us"}}}`},
		{"a hex that is a number", `{"scenario": {"id": "x", "setup": [{"counter": "7-us", "hex": 2105, "src": "me"}]}}`},
		{"optional rules as text", `{"scenario": {"id": "x"}, "optional": "stacking-groups"}`},
		{"an unknown field", `{"scenario": {"id": "x"}, "colour": "red"}`},
		{"not JSON", `{"scenario": `},
		{"two values", `{"scenario": {"id": "x"}} {}`},
		{"empty", ` `},
	}
	goType := regexp.MustCompile(`model\.|\bstruct\b|\[\]|map\[|\bint\b|string\b`)
	var b strings.Builder
	for _, tc := range bodies {
		var q checkRequest
		err := decodeBody([]byte(tc.body), &q)
		var r *refusal
		if !errors.As(err, &r) {
			t.Fatalf("%s: %v, want a refusal", tc.name, err)
		}
		if goType.MatchString(r.Message) {
			t.Errorf("%s: a Go type in %q", tc.name, r.Message)
		}
		b.WriteString(tc.name + ": " + r.Code + ": " + r.Message + "\n")
	}
	golden.Check(t, filepath.Join("testdata", "body-messages.txt"), b.String(), *update)
}
