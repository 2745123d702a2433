package model_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

const schemaBase = "https://github.com/bfgdata/bfgdata/schema/"

// compileSchemas compiles the counters and scenario schemas from disk,
// offline: the common schema is added as a resource and any other URL fails.
func compileSchemas(t *testing.T) map[string]*jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.LoadURL = func(url string) (io.ReadCloser, error) {
		return nil, fmt.Errorf("no network: %s is not a local schema", url)
	}
	names := []string{"common", "counters", "scenario"}
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join("..", "schema", n+".schema.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := c.AddResource(schemaBase+n+".schema.json", bytes.NewReader(b)); err != nil {
			t.Fatalf("schema %s: %v", n, err)
		}
	}
	out := map[string]*jsonschema.Schema{}
	for _, n := range names[1:] {
		s, err := c.Compile(schemaBase + n + ".schema.json")
		if err != nil {
			t.Fatalf("compiling %s: %v", n, err)
		}
		out[n] = s
	}
	return out
}

func genericJSON(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestDataValidatesAgainstSchemas(t *testing.T) {
	schemas := compileSchemas(t)
	for _, ed := range editions {
		files := map[string]string{"counters.json": "counters"}
		for _, id := range scenarioIDs {
			files["scenarios/"+id+".json"] = "scenario"
		}
		for file, schema := range files {
			path := filepath.Join(dataDir, ed, file)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			doc := genericJSON(t, b)
			if err := schemas[schema].Validate(doc); err != nil {
				t.Errorf("%s: %v", path, err)
			}
			want := "../../schema/counters.schema.json"
			if schema == "scenario" {
				want = "../../../schema/scenario.schema.json"
			}
			if got := doc.(map[string]any)["$schema"]; got != want {
				t.Errorf("%s: $schema %v, want %s", path, got, want)
			}
		}
	}
}

// mutate applies a JSON-level edit to a real data file and returns the result.
type mutation struct {
	name   string
	file   string // edition/path
	schema string
	edit   func(doc map[string]any)
	want   string // fragments of the validation error, separated by "|"
}

func counter(doc map[string]any, id string) map[string]any {
	for _, c := range doc["counters"].([]any) {
		m := c.(map[string]any)
		if m["id"] == id {
			return m
		}
	}
	panic("no counter " + id)
}

func placementOf(doc map[string]any, id string) map[string]any {
	for _, p := range doc["setup"].([]any) {
		m := p.(map[string]any)
		if m["counter"] == id {
			return m
		}
	}
	panic("no placement " + id)
}

func TestSchemasRejectBadData(t *testing.T) {
	schemas := compileSchemas(t)
	tests := []mutation{
		{"1975 German counter with a force", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "67")["force"] = "west-german" }, "/force] |not allowed"},
		{"1994 unit without force", "1994/counters.json", "counters",
			func(d map[string]any) { delete(counter(d, "67"), "force") }, "missing properties: 'force'"},
		{"1994 German without print colour", "1994/counters.json", "counters",
			func(d map[string]any) { delete(counter(d, "2-lw"), "printColour") }, "missing properties: 'printColour'"},
		{"print colour on an allied unit", "1994/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["printColour"] = "west-german" }, "/printColour] |not allowed"},
		{"setup symbol in 1975", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["setupSymbol"] = "star" }, "/setupSymbol] |not allowed"},
		{"marker with values", "1994/counters.json", "counters",
			func(d map[string]any) { counter(d, "game-turn")["attack"] = 1 }, "/attack] |not allowed"},
		{"unit without movement", "1975/counters.json", "counters",
			func(d map[string]any) { delete(counter(d, "5-us"), "movement") }, "missing properties: 'movement'"},
		{"unknown unit type", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["type"] = "tank" }, "value must be one of"},
		{"zero attack", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "17")["attack"] = 0 }, "must be >= 1"},
		{"unknown counter property", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["colour"] = "olive" }, "additionalProperties 'colour' not allowed"},
		{"upper-case id", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["id"] = "5-US" }, "does not match pattern"},
		{"unknown fieldSrc key", "1975/counters.json", "counters",
			func(d map[string]any) { counter(d, "5-us")["fieldSrc"] = map[string]any{"colour": "x"} }, "additionalProperties 'colour' not allowed"},
		{"bad source kind", "1975/counters.json", "counters",
			func(d map[string]any) { d["sources"].([]any)[0].(map[string]any)["kind"] = "guess" }, "value must be one of"},
		{"bad note kind", "1994/counters.json", "counters",
			func(d map[string]any) { d["notes"].([]any)[0].(map[string]any)["kind"] = "todo" }, "value must be one of"},
		{"three-digit hex", "1975/scenarios/historical.json", "scenario",
			func(d map[string]any) { placementOf(d, "3-ukr")["hex"] = "926" }, "does not match pattern"},
		{"hex as a number", "1975/scenarios/historical.json", "scenario",
			func(d map[string]any) { placementOf(d, "3-ukr")["hex"] = json.Number("1220") }, "expected string"},
		{"placement in a zone and a box", "1994/scenarios/historical.json", "scenario",
			func(d map[string]any) { placementOf(d, "3-ss")["box"] = "east-german-destroyed" }, "oneOf failed"},
		{"placement nowhere", "1994/scenarios/historical.json", "scenario",
			func(d map[string]any) { delete(placementOf(d, "3-ss"), "zone") }, "oneOf failed"},
		{"bad stats", "1994/scenarios/historical.json", "scenario",
			func(d map[string]any) { placementOf(d, "hg")["stats"] = "6/4/5" }, "does not match pattern"},
		{"setup and setupFrom", "1975/scenarios/historical.json", "scenario",
			func(d map[string]any) { d["setupFrom"] = "three-player" }, "oneOf failed"},
		{"neither setup nor setupFrom", "1975/scenarios/three-player.json", "scenario",
			func(d map[string]any) { delete(d, "setupFrom") }, "oneOf failed"},
		{"five players", "1975/scenarios/four-player.json", "scenario",
			func(d map[string]any) { d["players"] = json.Number("5") }, "value must be one of"},
		{"unknown player", "1975/scenarios/three-player.json", "scenario",
			func(d map[string]any) { d["control"].([]any)[1].(map[string]any)["player"] = "axis" }, "value must be one of"},
		{"hostile triple", "1975/scenarios/red-star-white-star.json", "scenario",
			func(d map[string]any) { d["hostile"] = []any{[]any{"soviet", "western-allied", "soviet"}} }, "/hostile/0/2] |not allowed"},
		{"bad boundary status", "1975/scenarios/historical.json", "scenario",
			func(d map[string]any) { d["theaterBoundary"].(map[string]any)["status"] = "open" }, "value must be one of"},
		{"bad rule number", "1994/scenarios/historical.json", "scenario",
			func(d map[string]any) { d["specialRules"].([]any)[0].(map[string]any)["rule"] = "12" }, "does not match pattern"},
		{"missing victory", "1994/scenarios/four-player.json", "scenario",
			func(d map[string]any) { delete(d, "victory") }, "missing properties: 'victory'"},
		{"unknown victory kind", "1994/scenarios/four-player.json", "scenario",
			func(d map[string]any) { d["victory"].(map[string]any)["kind"] = "sudden-death" }, "value must be one of"},
		{"set aside without reason", "1994/scenarios/red-star-white-star.json", "scenario",
			func(d map[string]any) { delete(d["setAside"].([]any)[0].(map[string]any), "reason") }, "missing properties: 'reason'"},
		{"unknown top-level key", "1994/scenarios/red-star-white-star.json", "scenario",
			func(d map[string]any) { d["weather"] = "clear" }, "additionalProperties 'weather' not allowed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(dataDir, tt.file))
			if err != nil {
				t.Fatal(err)
			}
			doc := genericJSON(t, b).(map[string]any)
			if err := schemas[tt.schema].Validate(doc); err != nil {
				t.Fatalf("unmodified %s does not validate: %v", tt.file, err)
			}
			tt.edit(doc)
			err = schemas[tt.schema].Validate(doc)
			var ve *jsonschema.ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("validated after the edit (err %v)", err)
			}
			msg := fmt.Sprintf("%#v", ve)
			for _, frag := range strings.Split(tt.want, "|") {
				if !strings.Contains(msg, frag) {
					t.Errorf("error does not mention %q:\n%s", frag, msg)
				}
			}
		})
	}
}
