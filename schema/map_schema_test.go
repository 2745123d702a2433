package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

const schemaBase = "https://github.com/bfgdata/bfgdata/schema/"

// compileMapSchema compiles map.schema.json with common.schema.json added
// by hand. LoadURL refuses every URL, so nothing is ever fetched.
func compileMapSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.LoadURL = func(s string) (io.ReadCloser, error) {
		return nil, fmt.Errorf("schema tests load nothing from outside: %s", s)
	}
	for _, name := range []string{"common.schema.json", "map.schema.json"} {
		raw, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.AddResource(schemaBase+name, bytes.NewReader(raw)); err != nil {
			t.Fatalf("add %s: %v", name, err)
		}
	}
	s, err := c.Compile(schemaBase + "map.schema.json")
	if err != nil {
		t.Fatalf("compile map.schema.json: %v", err)
	}
	return s
}

func decodeJSONFile(t *testing.T, path string) any {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

func TestMapSchemaAcceptsExamples(t *testing.T) {
	s := compileMapSchema(t)
	for _, path := range []string{"testdata/map/example.json", "../model/testdata/map-small.json"} {
		if err := s.Validate(decodeJSONFile(t, path)); err != nil {
			t.Errorf("%s should validate: %#v", path, err)
		}
	}
}

func TestMapSchemaRejectsBrokenMaps(t *testing.T) {
	s := compileMapSchema(t)
	tests := []struct {
		name   string
		mutate func(doc map[string]any)
		// wantLoc is a substring of the failing instance location.
		wantLoc string
	}{
		{"hexside key with a dash", func(d map[string]any) {
			hs := d["hexsides"].(map[string]any)
			hs["2105-2106"] = hs["2105/2106"]
			delete(hs, "2105/2106")
		}, "/hexsides"},
		{"hexside key with a short id", func(d map[string]any) {
			d["hexsides"].(map[string]any)["2105/216"] = map[string]any{"type": "river", "src": "geo"}
		}, "/hexsides"},
		{"unknown top-level property", func(d map[string]any) { d["terrain"] = "clear" }, ""},
		{"unknown hex property", func(d map[string]any) {
			hex(d, "2106")["river"] = true
		}, "/hexes/2106"},
		{"hex without src", func(d map[string]any) { delete(hex(d, "2106"), "src") }, "/hexes/2106"},
		{"hex id without leading zero", func(d map[string]any) {
			d["hexes"].(map[string]any)["926"] = map[string]any{"terrain": "clear", "src": "geo"}
		}, "/hexes"},
		{"theater not a side", func(d map[string]any) {
			hex(d, "2106")["regions"].(map[string]any)["theater"] = "north"
		}, "/hexes/2106/regions/theater"},
		{"unknown fact in srcs", func(d map[string]any) {
			hex(d, "2105")["srcs"].(map[string]any)["river"] = "geo"
		}, "/hexes/2105/srcs"},
		{"hexside type not in the TEC", func(d map[string]any) {
			d["hexsides"].(map[string]any)["2105/2106"].(map[string]any)["type"] = "canal"
		}, "/hexsides/2105~12106/type"},
		{"zone with neither hexes nor ranges", func(d map[string]any) {
			delete(d["zones"].(map[string]any)["courland"].(map[string]any), "hexes")
		}, "/zones/courland"},
		{"zone range missing a digit", func(d map[string]any) {
			d["zones"].(map[string]any)["exit-west"].(map[string]any)["ranges"] = []any{"1601-231"}
		}, "/zones/exit-west/ranges/0"},
		{"grid stagger the other way", func(d map[string]any) {
			d["grid"].(map[string]any)["stagger"] = "odd-rows-east"
		}, "/grid/stagger"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := decodeJSONFile(t, "testdata/map/example.json").(map[string]any)
			tt.mutate(doc)
			err := s.Validate(doc)
			if err == nil {
				t.Fatal("broken map validated")
			}
			if !strings.Contains(fmt.Sprintf("%#v", err), tt.wantLoc) {
				t.Errorf("error does not point at %q:\n%#v", tt.wantLoc, err)
			}
		})
	}
}

func hex(doc map[string]any, id string) map[string]any {
	return doc["hexes"].(map[string]any)[id].(map[string]any)
}
