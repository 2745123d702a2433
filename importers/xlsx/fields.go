package xlsx

import (
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// value is one cell of the Edition sheet, read as its field's kind.
type value struct {
	text string
	n    int
	x    float64
}

// field is one row of the Edition sheet: a value of edition.json or a
// header value of another file that no table holds.
type field struct {
	role, name string
	kind       kind
	get        func(*model.Edition) any
	set        func(*model.Edition, value)
}

// Roles of the edition's files, as the Edition sheet's file column names
// them.
const (
	roleEdition  = "edition"
	roleCounters = "counters"
	roleMap      = "map"
	roleCRT      = "crt"
	roleTEC      = "tec"
	roleTRT      = "trt"
)

// nonzero is n, or nil (an empty cell) for 0.
func nonzero(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

func ensureMap(ed *model.Edition) *model.Map {
	if ed.Map == nil {
		ed.Map = &model.Map{}
	}
	return ed.Map
}

func ensureCounters(ed *model.Edition) *model.CounterSet {
	if ed.Counters == nil {
		ed.Counters = &model.CounterSet{}
	}
	return ed.Counters
}

// sequence is the edition's sequence of play, or an empty one.
func sequence(ed *model.Edition) model.SequenceOfPlay {
	if ed.Info.Sequence == nil {
		return model.SequenceOfPlay{}
	}
	return *ed.Info.Sequence
}

// ensureSequence is the sequence of play to set a field of: the edition's,
// made when a non-empty value s needs one; a scratch one for an empty s.
func ensureSequence(ed *model.Edition, s string) *model.SequenceOfPlay {
	if s == "" {
		return &model.SequenceOfPlay{}
	}
	if ed.Info.Sequence == nil {
		ed.Info.Sequence = &model.SequenceOfPlay{}
	}
	return ed.Info.Sequence
}

func ensureMapSize(ed *model.Edition) *model.MapSize {
	if ed.Info.MapSize == nil {
		ed.Info.MapSize = &model.MapSize{}
	}
	return ed.Info.MapSize
}

// text, whole and number build fields of the three kinds.
func text(role, name string, get func(*model.Edition) string, set func(*model.Edition, string)) field {
	return field{role, name, kText, func(ed *model.Edition) any { return get(ed) }, func(ed *model.Edition, v value) { set(ed, v.text) }}
}

func whole(role, name string, get func(*model.Edition) int, set func(*model.Edition, int)) field {
	return field{role, name, kInt, func(ed *model.Edition) any { return nonzero(get(ed)) }, func(ed *model.Edition, v value) { set(ed, v.n) }}
}

// editionFields lists the Edition sheet's rows in the order Export writes
// them. The map's rows apply only to an edition with a map, the counters'
// only to one with counters.
var editionFields = []field{
	text(roleEdition, "id", func(e *model.Edition) string { return e.Info.ID }, func(e *model.Edition, s string) { e.Info.ID = s }),
	text(roleEdition, "title", func(e *model.Edition) string { return e.Info.Title }, func(e *model.Edition, s string) { e.Info.Title = s }),
	text(roleEdition, "subtitle", func(e *model.Edition) string { return e.Info.Subtitle }, func(e *model.Edition, s string) { e.Info.Subtitle = s }),
	text(roleEdition, "publisher", func(e *model.Edition) string { return e.Info.Publisher }, func(e *model.Edition, s string) { e.Info.Publisher = s }),
	whole(roleEdition, "year", func(e *model.Edition) int { return e.Info.Year }, func(e *model.Edition, n int) { e.Info.Year = n }),
	text(roleEdition, "counterSet/id", func(e *model.Edition) string { return e.Info.CounterSet.ID }, func(e *model.Edition, s string) { e.Info.CounterSet.ID = s }),
	text(roleEdition, "counterSet/title", func(e *model.Edition) string { return e.Info.CounterSet.Title }, func(e *model.Edition, s string) { e.Info.CounterSet.Title = s }),
	whole(roleEdition, "counterSet/year", func(e *model.Edition) int { return e.Info.CounterSet.Year }, func(e *model.Edition, n int) { e.Info.CounterSet.Year = n }),
	whole(roleEdition, "counterSet/pieces", func(e *model.Edition) int { return e.Info.CounterSet.Pieces }, func(e *model.Edition, n int) { e.Info.CounterSet.Pieces = n }),
	text(roleEdition, "rulebook/id", func(e *model.Edition) string { return e.Info.Rulebook.ID }, func(e *model.Edition, s string) { e.Info.Rulebook.ID = s }),
	text(roleEdition, "rulebook/title", func(e *model.Edition) string { return e.Info.Rulebook.Title }, func(e *model.Edition, s string) { e.Info.Rulebook.Title = s }),
	whole(roleEdition, "rulebook/year", func(e *model.Edition) int { return e.Info.Rulebook.Year }, func(e *model.Edition, n int) { e.Info.Rulebook.Year = n }),
	whole(roleEdition, "rulebook/pieces", func(e *model.Edition) int { return e.Info.Rulebook.Pieces }, func(e *model.Edition, n int) { e.Info.Rulebook.Pieces = n }),
	{roleEdition, "mapSize/widthIn", kNum, func(e *model.Edition) any {
		if e.Info.MapSize == nil {
			return nil
		}
		return e.Info.MapSize.WidthIn
	}, func(e *model.Edition, v value) { ensureMapSize(e).WidthIn = v.x }},
	{roleEdition, "mapSize/heightIn", kNum, func(e *model.Edition) any {
		if e.Info.MapSize == nil {
			return nil
		}
		return e.Info.MapSize.HeightIn
	}, func(e *model.Edition, v value) { ensureMapSize(e).HeightIn = v.x }},
	text(roleEdition, "files/map", func(e *model.Edition) string { return e.Info.Files.Map }, func(e *model.Edition, s string) { e.Info.Files.Map = s }),
	text(roleEdition, "files/counters", func(e *model.Edition) string { return e.Info.Files.Counters }, func(e *model.Edition, s string) { e.Info.Files.Counters = s }),
	text(roleEdition, "files/crt", func(e *model.Edition) string { return e.Info.Files.CRT }, func(e *model.Edition, s string) { e.Info.Files.CRT = s }),
	text(roleEdition, "files/tec", func(e *model.Edition) string { return e.Info.Files.TEC }, func(e *model.Edition, s string) { e.Info.Files.TEC = s }),
	text(roleEdition, "files/trt", func(e *model.Edition) string { return e.Info.Files.TRT }, func(e *model.Edition, s string) { e.Info.Files.TRT = s }),
	// The sequence of play, phases separated by spaces; rows left empty
	// leave the edition without one.
	text(roleEdition, "sequenceOfPlay/rule", func(e *model.Edition) string { return sequence(e).Rule }, func(e *model.Edition, s string) { ensureSequence(e, s).Rule = s }),
	text(roleEdition, "sequenceOfPlay/phases", func(e *model.Edition) string { return strings.Join(sequence(e).Phases, " ") }, func(e *model.Edition, s string) { ensureSequence(e, s).Phases = strings.Fields(s) }),
	text(roleEdition, "sequenceOfPlay/src", func(e *model.Edition) string { return sequence(e).Src }, func(e *model.Edition, s string) { ensureSequence(e, s).Src = s }),
	// Phases optional rules add: phase:after:rule, separated by spaces.
	{roleEdition, "sequenceOfPlay/optional", kText, func(e *model.Edition) any { return formatOptionalPhases(sequence(e).Optional) }, func(e *model.Edition, v value) {
		ensureSequence(e, v.text).Optional = parseOptionalPhases(v.text)
	}},

	text(roleCounters, "id", func(e *model.Edition) string { return e.Counters.ID }, func(e *model.Edition, s string) { ensureCounters(e).ID = s }),
	text(roleCounters, "edition", func(e *model.Edition) string { return e.Counters.Edition }, func(e *model.Edition, s string) { ensureCounters(e).Edition = s }),
	text(roleCounters, "title", func(e *model.Edition) string { return e.Counters.Title }, func(e *model.Edition, s string) { ensureCounters(e).Title = s }),
	whole(roleCounters, "pieces", func(e *model.Edition) int { return e.Counters.Pieces }, func(e *model.Edition, n int) { ensureCounters(e).Pieces = n }),
	text(roleCounters, "germanForce", func(e *model.Edition) string { return string(e.Counters.GermanForce) }, func(e *model.Edition, s string) { ensureCounters(e).GermanForce = model.GermanForce(s) }),

	text(roleMap, "edition", func(e *model.Edition) string { return e.Map.Edition }, func(e *model.Edition, s string) { ensureMap(e).Edition = s }),
	whole(roleMap, "grid/rows", func(e *model.Edition) int { return e.Map.Grid.Rows }, func(e *model.Edition, n int) { ensureMap(e).Grid.Rows = n }),
	whole(roleMap, "grid/columns", func(e *model.Edition) int { return e.Map.Grid.Columns }, func(e *model.Edition, n int) { ensureMap(e).Grid.Columns = n }),
	text(roleMap, "grid/numbering", func(e *model.Edition) string { return e.Map.Grid.Numbering }, func(e *model.Edition, s string) { ensureMap(e).Grid.Numbering = s }),
	text(roleMap, "grid/origin", func(e *model.Edition) string { return e.Map.Grid.Origin }, func(e *model.Edition, s string) { ensureMap(e).Grid.Origin = s }),
	text(roleMap, "grid/stagger", func(e *model.Edition) string { return e.Map.Grid.Stagger }, func(e *model.Edition, s string) { ensureMap(e).Grid.Stagger = s }),

	text(roleCRT, "id", func(e *model.Edition) string { return e.CRT.ID }, func(e *model.Edition, s string) { e.CRT.ID = s }),
	text(roleCRT, "rule", func(e *model.Edition) string { return e.CRT.Rule }, func(e *model.Edition, s string) { e.CRT.Rule = s }),
	whole(roleCRT, "die/sides", func(e *model.Edition) int { return e.CRT.Die.Sides }, func(e *model.Edition, n int) { e.CRT.Die.Sides = n }),
	text(roleCRT, "odds/rounding", func(e *model.Edition) string { return e.CRT.Odds.Rounding }, func(e *model.Edition, s string) { e.CRT.Odds.Rounding = s }),
	text(roleCRT, "odds/belowLowest", func(e *model.Edition) string { return e.CRT.Odds.BelowLowest }, func(e *model.Edition, s string) { e.CRT.Odds.BelowLowest = s }),
	text(roleCRT, "odds/aboveHighest", func(e *model.Edition) string { return e.CRT.Odds.AboveHighest }, func(e *model.Edition, s string) { e.CRT.Odds.AboveHighest = s }),
	text(roleCRT, "odds/rule", func(e *model.Edition) string { return e.CRT.Odds.Rule }, func(e *model.Edition, s string) { e.CRT.Odds.Rule = s }),
	text(roleCRT, "src", func(e *model.Edition) string { return e.CRT.Src }, func(e *model.Edition, s string) { e.CRT.Src = s }),

	text(roleTEC, "id", func(e *model.Edition) string { return e.TEC.ID }, func(e *model.Edition, s string) { e.TEC.ID = s }),
	text(roleTEC, "rule", func(e *model.Edition) string { return e.TEC.Rule }, func(e *model.Edition, s string) { e.TEC.Rule = s }),
	text(roleTEC, "combine/method", func(e *model.Edition) string { return e.TEC.Combine.Method }, func(e *model.Edition, s string) { e.TEC.Combine.Method = s }),
	text(roleTEC, "combine/rule", func(e *model.Edition) string { return e.TEC.Combine.Rule }, func(e *model.Edition, s string) { e.TEC.Combine.Rule = s }),
	text(roleTEC, "src", func(e *model.Edition) string { return e.TEC.Src }, func(e *model.Edition, s string) { e.TEC.Src = s }),

	text(roleTRT, "id", func(e *model.Edition) string { return e.TRT.ID }, func(e *model.Edition, s string) { e.TRT.ID = s }),
	text(roleTRT, "turnLength", func(e *model.Edition) string { return e.TRT.TurnLength }, func(e *model.Edition, s string) { e.TRT.TurnLength = s }),
}

// hasRole reports whether the edition has the file a role names.
func hasRole(ed *model.Edition, role string) bool {
	switch role {
	case roleMap:
		return ed.Map != nil
	case roleCounters:
		return ed.Counters != nil
	}
	return true
}
