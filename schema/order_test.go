package schema

import (
	"slices"
	"testing"
)

// The order of members follows each schema's "properties" down the
// document: through $ref into another file, "items", a map's
// "patternProperties" or "additionalProperties".
func TestOrder(t *testing.T) {
	for _, tt := range []struct {
		schema string
		path   func(Order) Order
		first  []string
	}{
		{"scenario", func(o Order) Order { return o }, []string{"$schema", "id", "edition", "name"}},
		{"scenario.schema.json", func(o Order) Order { return o.Member("setup").Item(0) }, []string{"counter", "hex", "zone", "box"}},
		{"map", func(o Order) Order { return o.Member("hexes").Member("2105") }, []string{"terrain", "fortified", "city", "port"}},
		{"scenario", func(o Order) Order { return o.Member("no-such-member") }, nil},
	} {
		o, err := OrderOf(tt.schema)
		if err != nil {
			t.Fatal(err)
		}
		keys := tt.path(o).Keys()
		if len(keys) < len(tt.first) || !slices.Equal(keys[:len(tt.first)], tt.first) {
			t.Errorf("%s: keys %v, want them to begin %v", tt.schema, keys, tt.first)
		}
		if tt.first == nil && len(keys) != 0 {
			t.Errorf("%s: keys %v, want none", tt.schema, keys)
		}
	}
	if _, err := OrderOf("no-such-schema"); err == nil {
		t.Error("OrderOf of a schema that is not embedded: no error")
	}
}

// Enum gives a list the schemas allow, strings as they are and numbers as
// their JSON text; a pointer that names no list gives none.
func TestEnum(t *testing.T) {
	for _, tt := range []struct {
		schema, pointer string
		want            []string
	}{
		{"common", "/$defs/force/enum", []string{"soviet", "western-allied", "east-german", "west-german"}},
		{"crt.schema.json", "/$defs/effect/enum", []string{"none", "retreat", "eliminated", "exchange"}},
		{"scenario", "/properties/players/enum", []string{"2", "3", "4"}},
		{"trt", "/properties", []string{}},
		{"no-such-schema", "/$defs/force/enum", nil},
	} {
		got := Enum(tt.schema, tt.pointer)
		if !slices.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("Enum(%s, %s) = %q, want %q", tt.schema, tt.pointer, got, tt.want)
		}
	}
}
