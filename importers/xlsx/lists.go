package xlsx

import (
	"github.com/bfgdata/bfgdata/schema"
)

// The enumerations the workbook offers as dropdowns, by name.
var (
	enumForces        = func() []string { return schema.Enum("common", "/$defs/force/enum") }
	enumNationalities = func() []string { return schema.Enum("counters", "/$defs/nationality/enum") }
	enumCounterKinds  = func() []string { return schema.Enum("counters", "/$defs/counter/properties/kind/enum") }
	enumSizes         = func() []string { return schema.Enum("counters", "/$defs/counter/properties/size/enum") }
	enumTypes         = func() []string { return schema.Enum("counters", "/$defs/counter/properties/type/enum") }
	enumSetupSymbols  = func() []string { return schema.Enum("counters", "/$defs/counter/properties/setupSymbol/enum") }
	enumMarkerKinds   = func() []string { return schema.Enum("counters", "/$defs/marker/properties/kind/enum") }
	enumSourceKinds   = func() []string { return schema.Enum("common", "/$defs/sourceKind/enum") }
	enumTrust         = func() []string { return schema.Enum("common", "/$defs/source/properties/trust/enum") }
	enumNoteKinds     = func() []string { return schema.Enum("common", "/$defs/note/properties/kind/enum") }
	enumTheaters      = func() []string { return schema.Enum("map", "/$defs/regions/properties/theater/enum") }
	enumHexsideTypes  = func() []string { return schema.Enum("map", "/$defs/hexside/properties/type/enum") }
	enumZoneKinds     = func() []string { return schema.Enum("map", "/$defs/zone/properties/kind/enum") }
	enumBoundary      = func() []string { return schema.Enum("scenario", "/$defs/theaterBoundary/properties/status/enum") }
	enumMapAreas      = func() []string { return schema.Enum("scenario", "/$defs/theaterBoundary/properties/mapArea/enum") }
	enumVictory       = func() []string { return schema.Enum("scenario", "/$defs/victory/properties/kind/enum") }
	enumEffects       = func() []string { return schema.Enum("scenario", "/$defs/ruleRef/properties/effects/items/enum") }
	enumEffectsOf     = func() []string { return schema.Enum("crt", "/$defs/effect/enum") }
	enumWhen          = func() []string { return schema.Enum("tec", "/$defs/entry/properties/combat/properties/when/enum") }
)
