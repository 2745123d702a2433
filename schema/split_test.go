package schema

import (
	"testing"
	"testing/fstest"
)

func TestSplitOfBundledSchemas(t *testing.T) {
	set, err := Compile()
	if err != nil {
		t.Fatal(err)
	}
	// The large arrays of real editions must stay splittable, or checking a
	// large edition loses its chunks without anyone noticing.
	for _, c := range []struct{ schema, prop string }{{"counters", "counters"}, {"scenario", "setup"}} {
		sp, err := set.SplitOf(c.schema, c.prop)
		if err != nil || !sp.OK {
			t.Errorf("%s %s: split %+v, %v; want splittable", c.schema, c.prop, sp, err)
		}
	}
	// The counters schema bounds the list at 1 to 20,000 entries.
	if sp, _ := set.SplitOf("counters", "counters"); sp.MinChunk != 1 || sp.MaxLen != 20000 {
		t.Errorf("counters: %+v, want MinChunk 1, MaxLen 20000", sp)
	}
}

func TestSplitOf(t *testing.T) {
	const head = `{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://github.com/bfgdata/bfgdata/schema/t.schema.json", `
	tests := []struct {
		name, body string
		want       Split
	}{
		{"items only", `"properties": {"a": {"type": "array", "items": {"type": "integer"}}}}`, Split{OK: true, MaxLen: -1}},
		{"lengths", `"properties": {"a": {"minItems": 3, "maxItems": 50, "items": {"type": "integer"}}}}`, Split{OK: true, MinChunk: 3, MaxLen: 50}},
		{"through ref and allOf", `"properties": {"a": {"$ref": "#/$defs/list"}}, "allOf": [{"properties": {"a": {"maxItems": 9}}}], "$defs": {"list": {"minItems": 2}}}`, Split{OK: true, MinChunk: 2, MaxLen: 9}},
		{"then asserts", `"if": {"properties": {"k": {"const": 1}}}, "then": {"properties": {"a": {"items": {"type": "string"}}}}}`, Split{OK: true, MaxLen: -1}},
		{"unique", `"properties": {"a": {"uniqueItems": true}}}`, Split{}},
		{"contains", `"properties": {"a": {"contains": {"const": 1}}}}`, Split{}},
		{"prefixItems", `"properties": {"a": {"prefixItems": [{"type": "integer"}]}}}`, Split{}},
		{"if looks at it", `"if": {"properties": {"a": {"maxItems": 2}}}, "then": {"required": ["b"]}}`, Split{}},
		{"oneOf looks at it", `"oneOf": [{"properties": {"a": {"items": {"type": "integer"}}}}, {"required": ["b"]}]}`, Split{}},
		{"not through a ref", `"not": {"$ref": "#/$defs/x"}, "$defs": {"x": {"properties": {"a": {"minItems": 1}}}}}`, Split{}},
		{"whole-document const", `"enum": [{"a": []}]}`, Split{}},
		{"additionalProperties schema", `"additionalProperties": {"type": "array"}}`, Split{}},
		{"array condition", `"properties": {"a": {"if": {"minItems": 2}, "then": {"items": false}}}}`, Split{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := compileFS(fstest.MapFS{"t.schema.json": {Data: []byte(head + tt.body)}})
			if err != nil {
				t.Fatal(err)
			}
			got, err := set.SplitOf("t", "a")
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("SplitOf = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestSplitAllows(t *testing.T) {
	sp := Split{OK: true, MinChunk: 3, MaxLen: 100}
	for _, c := range []struct {
		n, chunk int
		want     bool
	}{{50, 10, true}, {50, 2, false}, {10, 10, false}, {101, 10, false}, {100, 10, true}} {
		if got := sp.Allows(c.n, c.chunk); got != c.want {
			t.Errorf("Allows(%d, %d) = %v, want %v", c.n, c.chunk, got, c.want)
		}
	}
	if (Split{}).Allows(1000, 10) {
		t.Error("a refused split allows chunks")
	}
}
