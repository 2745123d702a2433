package data_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/schema"
)

// compileSchemas compiles the embedded schemas, offline, as the validator
// does.
func compileSchemas(t *testing.T) *schema.Set {
	t.Helper()
	set, err := schema.Compile()
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// document decodes a bundled file into the generic form schemas validate.
func document(t *testing.T, name string) map[string]any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(readFile(t, name)))
	dec.UseNumber()
	var doc any
	err := dec.Decode(&doc)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	m, ok := doc.(map[string]any)
	if !ok {
		t.Fatalf("%s is not a JSON object", name)
	}
	return m
}

// violations validates doc against a schema and lists what fails, one line
// each: "[pointer] keyword: message".
func violations(t *testing.T, set *schema.Set, name string, doc any) []string {
	t.Helper()
	vs, err := set.Validate(name, doc)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprintf("[%s] %s: %s", v.Pointer, v.Keyword, v.Message)
	}
	return out
}

// The counters and scenarios of every edition validate against their
// schemas, and their "$schema" points at the schema by a relative path.
func TestDataValidatesAgainstSchemas(t *testing.T) {
	set := compileSchemas(t)
	for id, ed := range loadAll(t) {
		files := map[string]string{ed.Info.Files.Counters: "counters"}
		for _, name := range ed.Info.Files.Scenarios {
			files[name] = "scenario"
		}
		for file, name := range files {
			p := path.Join(id, file)
			doc := document(t, p)
			for _, v := range violations(t, set, name, doc) {
				t.Errorf("%s: %s", p, v)
			}
			want := strings.Repeat("../", strings.Count(file, "/")+2) + "schema/" + name + ".schema.json"
			if got := doc["$schema"]; got != want {
				t.Errorf("%s: $schema %v, want %s", p, got, want)
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
	set := compileSchemas(t)
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
			doc := document(t, tt.file)
			if vs := violations(t, set, tt.schema, doc); len(vs) > 0 {
				t.Fatalf("unmodified %s does not validate: %s", tt.file, strings.Join(vs, "; "))
			}
			tt.edit(doc)
			vs := violations(t, set, tt.schema, doc)
			if len(vs) == 0 {
				t.Fatal("validated after the edit")
			}
			msg := strings.Join(vs, "\n")
			for _, frag := range strings.Split(tt.want, "|") {
				if !strings.Contains(msg, frag) {
					t.Errorf("error does not mention %q:\n%s", frag, msg)
				}
			}
		})
	}
}
