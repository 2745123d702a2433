package schema_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// variant is one document of the equivalence corpus, named by how it was
// made from a bundled file.
type variant struct {
	name string
	doc  any
}

// strangeValues replace a value anywhere in a document: every JSON type,
// numbers on and off the schemas' bounds, and strings that are valid
// somewhere (an enum value, an id, a hex) but rarely where they land.
var strangeValues = []any{
	nil, false, json.Number("7"), json.Number("1.5"), json.Number("-1"), json.Number("100000"),
	"", "x", "german", "unit", "printed", "2105", map[string]any{}, []any{},
}

// extraMembers are added to every object that lacks them: the members the
// schemas' conditionals look at, each with a value that is valid on its own,
// and one member no schema knows.
var extraMembers = []struct {
	key   string
	value any
}{
	{"kind", "unit"}, {"kind", "marker"},
	{"nationality", "german"}, {"nationality", "soviet"},
	{"force", "west-german"}, {"printColour", "east-german"}, {"setupSymbol", "cross"},
	{"marker", map[string]any{"kind": "game-turn"}}, {"fieldSrc", map[string]any{"label": "s"}},
	{"size", "corps"}, {"attack", json.Number("3")}, {"ss", true},
	{"hex", "2105"}, {"zone", "courland"}, {"box", "dead"}, {"stats", "4-4-4"},
	{"setupFrom", "historical"}, {"setup", []any{map[string]any{"counter": "a", "hex": "0101", "src": "s"}}},
	{"germanForce", "by-setup"}, {"hexes", []any{"0101"}}, {"ranges", []any{"0101-0105"}},
	{"city", map[string]any{"name": "X", "vp": json.Number("1")}}, {"regions", map[string]any{"theater": "east"}},
	{"zzz", json.Number("1")},
}

// shrink keeps, of every long array and every large object, the first
// member of each shape, so that mutating every value of the result stays
// cheap while every kind of counter, placement, hex or zone is still there.
func shrink(v any) any {
	switch v := v.(type) {
	case []any:
		var out []any
		seen := map[string]bool{}
		for _, e := range v {
			if s := shape(e); len(v) <= 4 || !seen[s] {
				seen[s] = true
				out = append(out, shrink(e))
			}
		}
		return out
	case map[string]any:
		out := map[string]any{}
		seen := map[string]bool{}
		for _, k := range slices.Sorted(maps.Keys(v)) {
			if s := shape(v[k]); len(v) <= 30 || !seen[s] {
				seen[s] = true
				out[k] = shrink(v[k])
			}
		}
		return out
	}
	return v
}

// shape describes a value by its JSON type and, for an object, its
// members' names and the values of the members the schemas branch on.
func shape(v any) string {
	switch v := v.(type) {
	case map[string]any:
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(v)) {
			p := k
			if s, ok := v[k].(string); ok && (k == "kind" || k == "nationality" || k == "germanForce") {
				p += "=" + s
			}
			parts = append(parts, p)
		}
		return "{" + strings.Join(parts, ",") + "}"
	case []any:
		return "array"
	case string:
		return "string"
	case json.Number:
		return "number"
	case bool:
		return "boolean"
	}
	return "null"
}

// mutations lists every variant of doc with one change: each value
// replaced by each of strangeValues, each member or element removed, and
// each object given each of extraMembers it lacks. A change already made in
// the same place of another document, one where every object on the way
// down has the same shape, is left out: seen records the places.
func mutations(doc any, seen map[string]bool) []variant {
	var out []variant
	var walk func(v any, path []string, place string)
	walk = func(v any, path []string, place string) {
		place += "|" + shape(v)
		if !seen[place] {
			seen[place] = true
			at := "/" + strings.Join(path, "/")
			for _, s := range strangeValues {
				out = append(out, variant{fmt.Sprintf("%s = %v", at, s), replaced(doc, path, s)})
			}
			if len(path) > 0 {
				out = append(out, variant{at + " removed", replaced(doc, path, removed{})})
			}
			if obj, ok := v.(map[string]any); ok {
				for _, m := range extraMembers {
					if _, ok := obj[m.key]; !ok {
						out = append(out, variant{fmt.Sprintf("%s + %s=%v", at, m.key, m.value), replaced(doc, append(slices.Clone(path), m.key), m.value)})
					}
				}
			}
		}
		switch v := v.(type) {
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				token := k
				if len(v) > 16 {
					token = "*" // an entry of hexes or hexsides, not a field
				}
				walk(v[k], append(slices.Clone(path), k), place+"/"+token)
			}
		case []any:
			for i, e := range v {
				walk(e, append(slices.Clone(path), strconv.Itoa(i)), place+"/*")
			}
		}
	}
	walk(doc, nil, "")
	return out
}

// removed, given to replaced, deletes the member or element at the path.
type removed struct{}

// replaced returns a copy of doc with the value at path set to val (or
// removed); a path ending in a member an object lacks adds it. An array the
// path runs through keeps only the element on the path, and the lists beside
// the path only their first entry (see firstOnly).
func replaced(doc any, path []string, val any) any {
	if len(path) == 0 {
		return copyValue(val)
	}
	switch d := doc.(type) {
	case map[string]any:
		out := make(map[string]any, len(d)+1)
		for k, v := range d {
			out[k] = v
		}
		if len(path) == 1 {
			if _, ok := val.(removed); ok {
				delete(out, path[0])
			} else {
				out[path[0]] = copyValue(val)
			}
			return out
		}
		// A change deeper down is judged with the long lists beside it
		// cut short: they would only be validated again.
		for k, v := range out {
			if k != path[0] {
				out[k] = firstOnly(v)
			}
		}
		out[path[0]] = replaced(d[path[0]], path[1:], val)
		return out
	case []any:
		i, _ := strconv.Atoi(path[0])
		if len(path) > 1 {
			// A change inside an element is judged with that element
			// alone: the others would only be validated again.
			return []any{replaced(d[i], path[1:], val)}
		}
		out := slices.Clone(d)
		if _, ok := val.(removed); ok {
			return slices.Delete(out, i, i+1)
		}
		out[i] = copyValue(val)
		return out
	}
	panic(fmt.Sprintf("no member %q in %T", path[0], doc))
}

// firstOnly cuts an array to its first element and an object of more
// members than a record has (hexes, hexsides) to its first member by name.
func firstOnly(v any) any {
	switch v := v.(type) {
	case []any:
		if len(v) > 1 {
			return v[:1]
		}
	case map[string]any:
		if len(v) > 16 {
			k := slices.Min(slices.Collect(maps.Keys(v)))
			return map[string]any{k: v[k]}
		}
	}
	return v
}

// copyValue copies maps and slices, so that no two variants share one.
// The parts replaced leaves alone are shared: nothing changes them.
func copyValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			out[k] = copyValue(e)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = copyValue(e)
		}
		return out
	}
	return v
}
