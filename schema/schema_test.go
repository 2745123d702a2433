package schema

import (
	"strings"
	"testing"
)

func TestCompileAll(t *testing.T) {
	set, err := Compile()
	if err != nil {
		t.Fatal(err)
	}
	// The Set compiles lazily: CompileAll is where a broken schema shows.
	if len(set.schemas) != 0 {
		t.Errorf("compiled before use: %d schemas", len(set.schemas))
	}
	if err := set.CompileAll(); err != nil {
		t.Fatal(err)
	}
	if _, err := set.Validate("nosuch", map[string]any{}); err == nil {
		t.Error("an unknown schema name validated")
	}
	for _, n := range []string{"common", "crt", "edition", "tec", "trt", "map", "counters", "scenario"} {
		if _, ok := set.schemas[n]; !ok {
			t.Errorf("schema %q not compiled; have %v", n, Names())
		}
	}
}

func TestNameFromRef(t *testing.T) {
	tests := []struct {
		ref, want string
		ok        bool
	}{
		{"../../schema/crt.schema.json", "crt", true},
		{"crt.schema.json", "crt", true},
		{"../../schema/nonesuch.schema.json", "", false},
		{"crt.json", "", false},
	}
	for _, tt := range tests {
		got, ok := NameFromRef(tt.ref)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NameFromRef(%q) = %q, %v; want %q, %v", tt.ref, got, ok, tt.want, tt.ok)
		}
	}
}

func TestValidateReportsEveryViolation(t *testing.T) {
	set, err := Compile()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		schema string
		doc    string
		want   []string // "pointer keyword" of each violation
	}{
		{
			name:   "good trt fragment is missing required fields only",
			schema: "trt",
			doc:    `{"$schema":"x","id":"trt-x","turnLength":"half-month","turns":[],"scenarios":[]}`,
			want:   []string{" required", "/turns minItems"},
		},
		{
			name:   "wrong types and unknown property",
			schema: "edition",
			doc: `{"$schema":"x","id":"1994","title":"T","publisher":"P","year":"1994","counterSet":{"id":"dg","title":"t"},
			       "rulebook":{"id":"r","title":"t","year":2020},"files":{"crt":"crt.json","tec":"tec.json","trt":"trt.json"},
			       "sources":[{"id":"a","kind":"rulebook","title":"t"}],"colour":"red"}`,
			want: []string{" additionalProperties", "/year type"},
		},
		{
			name:   "bad enum and pattern deep inside",
			schema: "crt",
			doc: `{"$schema":"x","id":"c","rule":"6.51","die":{"sides":6},
			       "odds":{"columns":[{"id":"1to1","attack":1,"defense":1}],"rounding":"attacker","belowLowest":"clamp","aboveHighest":"clamp"},
			       "results":[{"code":"Ex","name":"Exchange","attacker":"exchange","defender":"gone","rule":"6.62"}],
			       "rows":[{"die":1,"results":["Ex"]}],"src":"s","sources":[{"id":"s","kind":"rulebook","title":"t"}]}`,
			want: []string{"/odds/columns/0/id pattern", "/odds/rounding enum", "/results/0/defender enum"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := DecodeForValidation([]byte(tt.doc))
			if err != nil {
				t.Fatal(err)
			}
			vs, err := set.Validate(tt.schema, doc)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, v := range vs {
				got = append(got, v.Pointer+" "+v.Keyword)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("violations = %q, want %q\n%v", got, tt.want, vs)
			}
		})
	}
}

func TestSourceUnknown(t *testing.T) {
	if _, err := Source("nonesuch"); err == nil || !strings.Contains(err.Error(), "crt") {
		t.Errorf("Source(nonesuch) error = %v, want a list of known schemas", err)
	}
}
