package schema_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// absent, as a choice of a dimension, leaves the member out.
type absent struct{}

func (absent) String() string { return "(absent)" }

// dimension is one member of an object and the values it takes in a sweep.
type dimension struct {
	key    string
	values []any
}

// sweep builds every combination of the dimensions' values on top of base,
// one object each.
func sweep(prefix string, base map[string]any, dims []dimension) []variant {
	out := []variant{{prefix, copyValue(base)}}
	for _, d := range dims {
		var next []variant
		for _, v := range out {
			for _, val := range d.values {
				obj := copyValue(v.doc).(map[string]any)
				if _, ok := val.(absent); ok {
					delete(obj, d.key)
				} else {
					obj[d.key] = copyValue(val)
				}
				next = append(next, variant{fmt.Sprintf("%s %s=%v", v.name, d.key, val), obj})
			}
		}
		out = next
	}
	return out
}

var (
	testSources = []any{map[string]any{"id": "s", "kind": "manual", "title": "T"}}
	num         = func(s string) json.Number { return json.Number(s) }
)

// counterSweep is every combination of what the counters schema's
// conditionals look at: the set's germanForce, a piece's kind and
// nationality, whether it carries a force, print colour, setup symbol,
// marker, field sources and its size. Each document holds one piece.
func counterSweep() []variant {
	unit := map[string]any{"id": "a", "label": "A", "kind": "unit", "nationality": "soviet", "size": "corps", "type": "infantry",
		"attack": num("4"), "defense": num("4"), "movement": num("4"), "ss": false, "src": "s"}
	pieces := sweep("", unit, []dimension{
		{"kind", []any{"unit", "marker", absent{}, "other"}},
		{"nationality", []any{"german", "soviet", absent{}, "martian"}},
		{"force", []any{absent{}, "soviet", "nonesuch"}},
		{"printColour", []any{absent{}, "west-german"}},
		{"setupSymbol", []any{absent{}, "star"}},
		{"marker", []any{absent{}, map[string]any{"kind": "offensive-supply"}}},
		{"fieldSrc", []any{absent{}, map[string]any{"type": "s"}}},
		{"size", []any{"army", absent{}}},
	})
	var out []variant
	for _, gf := range []any{"printed", "by-setup", absent{}, num("5")} {
		for _, p := range pieces {
			set := map[string]any{"$schema": "x", "id": "set", "edition": "e", "title": "T", "pieces": num("1"),
				"counters": []any{p.doc}, "sources": testSources, "notes": []any{}}
			if _, ok := gf.(absent); !ok {
				set["germanForce"] = gf
			}
			out = append(out, variant{fmt.Sprintf("germanForce=%v%s", gf, p.name), set})
		}
	}
	// A piece that is not an object, under each germanForce.
	for _, gf := range []any{"printed", "by-setup", "other"} {
		for _, p := range []any{"a", num("1"), nil, []any{}} {
			out = append(out, variant{fmt.Sprintf("germanForce=%v piece=%v", gf, p), map[string]any{"germanForce": gf, "counters": []any{p}}})
		}
	}
	return out
}

// scenarioSweep is every combination of where a placement can be (hex,
// zone, box) with its other members, and of setup and setupFrom on the
// scenario.
func scenarioSweep() []variant {
	placements := sweep("", map[string]any{"counter": "a", "src": "s"}, []dimension{
		{"counter", []any{"a", absent{}, "Bad Id"}},
		{"hex", []any{absent{}, "2105", "2100"}},
		{"zone", []any{absent{}, "courland", num("1")}},
		{"box", []any{absent{}, "dead"}},
		{"stats", []any{absent{}, "4-4-4", "44"}},
		{"force", []any{absent{}, "east-german", "german"}},
		{"src", []any{"s", absent{}}},
	})
	var out []variant
	for _, p := range placements {
		out = append(out, variant{"placement" + p.name, scenarioWith(map[string]any{"setup": []any{p.doc}})})
	}
	for _, setup := range []any{absent{}, []any{}, []any{map[string]any{"counter": "a", "hex": "0101", "src": "s"}}, "x"} {
		for _, from := range []any{absent{}, "historical", "Bad Id"} {
			doc := scenarioWith(nil)
			if _, ok := setup.(absent); !ok {
				doc["setup"] = setup
			}
			if _, ok := from.(absent); !ok {
				doc["setupFrom"] = from
			}
			out = append(out, variant{fmt.Sprintf("setup=%v setupFrom=%v", setup, from), doc})
		}
	}
	return out
}

// scenarioWith is a small valid scenario with the members given added.
func scenarioWith(extra map[string]any) map[string]any {
	doc := map[string]any{
		"$schema": "x", "id": "sc", "edition": "e", "name": "N", "rule": "13.0", "players": num("2"),
		"control": []any{map[string]any{"player": "soviet", "forces": []any{"soviet"}}, map[string]any{"player": "german", "forces": []any{"west-german"}}},
		"turns":   map[string]any{"first": num("1"), "last": num("2")},
		"forces":  map[string]any{"inPlay": []any{"soviet", "west-german"}, "notInPlay": []any{}},
		"hostile": []any{[]any{"soviet", "west-german"}}, "theaterBoundary": map[string]any{"status": "ignored", "mapArea": "whole-map"},
		"specialRules": []any{}, "optionalRules": []any{}, "victory": map[string]any{"kind": "victory-points", "summary": "S"},
		"sources": testSources, "notes": []any{},
	}
	for k, v := range extra {
		doc[k] = v
	}
	return doc
}

// mapSweep is every combination of a hex's members, and of a zone's.
func mapSweep() []variant {
	hexes := sweep("hex", map[string]any{"terrain": "clear", "src": "s"}, []dimension{
		{"terrain", []any{"clear", absent{}, "Clear"}},
		{"fortified", []any{absent{}, true, "yes"}},
		{"city", []any{absent{}, map[string]any{"name": "B", "vp": num("3"), "capital": true}, map[string]any{"name": "B"}}},
		{"port", []any{absent{}, false}},
		{"regions", []any{absent{}, map[string]any{"country": "germany", "theater": "boundary"}, map[string]any{"theater": "north"}}},
		{"srcs", []any{absent{}, map[string]any{"city": "s"}, map[string]any{"river": "s"}}},
		{"src", []any{"s", absent{}}},
	})
	zones := sweep("zone", map[string]any{"name": "Z", "src": "s"}, []dimension{
		{"hexes", []any{absent{}, []any{"0101"}, []any{}, []any{"101"}}},
		{"ranges", []any{absent{}, []any{"0101-0105"}, []any{"0101-105"}}},
		{"kind", []any{absent{}, "exit", "exits"}},
		{"forces", []any{absent{}, []any{"soviet"}, []any{"soviet", "soviet"}}},
	})
	var out []variant
	for _, h := range hexes {
		out = append(out, variant{h.name, mapWith("hexes", map[string]any{"0101": h.doc})})
	}
	for _, z := range zones {
		out = append(out, variant{z.name, mapWith("zones", map[string]any{"courland": z.doc})})
	}
	return out
}

// mapWith is a one-hex map with the member given set.
func mapWith(key string, val any) map[string]any {
	doc := map[string]any{
		"edition": "e", "sources": testSources,
		"grid":  map[string]any{"rows": num("1"), "columns": num("1"), "numbering": "RRCC", "origin": "south-west", "stagger": "even-rows-east"},
		"hexes": map[string]any{"0101": map[string]any{"terrain": "clear", "src": "s"}},
	}
	doc[key] = val
	return doc
}

// normalMessage makes a message comparable across runs: the validator
// names unknown properties in map order, so their list is sorted here.
func normalMessage(keyword, msg string) string {
	const pre, post = "additionalProperties ", " not allowed"
	if keyword != "additionalProperties" || !strings.HasPrefix(msg, pre) || !strings.HasSuffix(msg, post) {
		return msg
	}
	names := strings.Split(strings.TrimSuffix(strings.TrimPrefix(msg, pre), post), ", ")
	slices.Sort(names)
	return pre + strings.Join(names, ", ") + post
}
