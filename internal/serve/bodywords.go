package serve

import (
	"encoding"
	"encoding/json"
	"reflect"
)

// typeProblem says in a person's words that a field of a request body holds
// the wrong kind of JSON value: what the field holds and what it takes, never
// the Go type the body decodes into.
func typeProblem(te *json.UnmarshalTypeError) string {
	got := map[string]string{"string": "text", "number": "a number", "bool": "true or false", "object": "an object",
		"array": "a list", "null": "null"}[te.Value]
	if got == "" {
		// A number out of the field's range ("number 1e400") and the like.
		got = te.Value
	}
	want := kindWords(te.Type)
	if te.Field == "" {
		return "the body is " + got + ", but it must be " + want
	}
	return "field " + te.Field + " is " + got + ", but it must be " + want
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// kindWords names the JSON value a Go type is decoded from.
func kindWords(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Implements(textUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler) {
		if t.Name() == "Hex" {
			return `text (a hex id like "2105")`
		}
		return "text"
	}
	switch t.Kind() {
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		if t.Name() == "Scenario" {
			return "an object (a scenario, as in a scenario file)"
		}
		return "an object"
	}
	return "another kind of value"
}
