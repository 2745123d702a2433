package xlsx

import (
	"encoding/json"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/schema"
)

// enumOf returns the values a schema allows at a JSON pointer, such as the
// forces at common's /$defs/force/enum. The dropdowns offer exactly what
// the schemas accept, so the two cannot drift apart.
func enumOf(schemaName, pointer string) []string {
	doc, ok := schemaDocs()[schemaName]
	if !ok {
		return nil
	}
	var n any = doc
	for _, tok := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		m, ok := n.(map[string]any)
		if !ok {
			return nil
		}
		n = m[tok]
	}
	list, _ := n.([]any)
	out := make([]string, 0, len(list))
	for _, v := range list {
		switch x := v.(type) {
		case string:
			out = append(out, x)
		case float64:
			b, _ := json.Marshal(x)
			out = append(out, string(b))
		}
	}
	return out
}

var schemaDocs = sync.OnceValue(func() map[string]any {
	docs := map[string]any{}
	for _, name := range schema.Names() {
		b, err := schema.Source(name)
		if err != nil {
			continue
		}
		var v any
		if json.Unmarshal(b, &v) == nil {
			docs[name] = v
		}
	}
	return docs
})

// The enumerations the workbook offers as dropdowns, by name.
var (
	enumForces        = func() []string { return enumOf("common", "/$defs/force/enum") }
	enumNationalities = func() []string { return enumOf("counters", "/$defs/nationality/enum") }
	enumCounterKinds  = func() []string { return enumOf("counters", "/$defs/counter/properties/kind/enum") }
	enumSizes         = func() []string { return enumOf("counters", "/$defs/counter/properties/size/enum") }
	enumTypes         = func() []string { return enumOf("counters", "/$defs/counter/properties/type/enum") }
	enumSetupSymbols  = func() []string { return enumOf("counters", "/$defs/counter/properties/setupSymbol/enum") }
	enumMarkerKinds   = func() []string { return enumOf("counters", "/$defs/marker/properties/kind/enum") }
	enumSourceKinds   = func() []string { return enumOf("common", "/$defs/sourceKind/enum") }
	enumTrust         = func() []string { return enumOf("common", "/$defs/source/properties/trust/enum") }
	enumNoteKinds     = func() []string { return enumOf("common", "/$defs/note/properties/kind/enum") }
	enumTheaters      = func() []string { return enumOf("map", "/$defs/regions/properties/theater/enum") }
	enumHexsideTypes  = func() []string { return enumOf("map", "/$defs/hexside/properties/type/enum") }
	enumZoneKinds     = func() []string { return enumOf("map", "/$defs/zone/properties/kind/enum") }
	enumBoundary      = func() []string { return enumOf("scenario", "/$defs/theaterBoundary/properties/status/enum") }
	enumMapAreas      = func() []string { return enumOf("scenario", "/$defs/theaterBoundary/properties/mapArea/enum") }
	enumVictory       = func() []string { return enumOf("scenario", "/$defs/victory/properties/kind/enum") }
	enumEffects       = func() []string { return enumOf("scenario", "/$defs/ruleRef/properties/effects/items/enum") }
	enumEffectsOf     = func() []string { return enumOf("crt", "/$defs/effect/enum") }
	enumWhen          = func() []string { return enumOf("tec", "/$defs/entry/properties/combat/properties/when/enum") }
)
