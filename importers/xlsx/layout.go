package xlsx

// The fixed sheets of a workbook, in the order Export writes them. Each
// scenario's setup sheet follows the Scenario Rules sheet.
const (
	SheetReadme        = "README"
	SheetEdition       = "Edition"
	SheetCounters      = "Counters"
	SheetScenarios     = "Scenarios"
	SheetScenarioRules = "Scenario Rules"
	SheetMap           = "Map"
	SheetHexsides      = "Hexsides"
	SheetZones         = "Zones"
	SheetCRT           = "CRT"
	SheetCRTResults    = "CRT Results"
	SheetTEC           = "TEC"
	SheetTRT           = "TRT"
	SheetTRTScenarios  = "TRT Scenarios"
	SheetRuleNumbers   = "Rule Numbers"
	SheetSources       = "Sources"
	SheetNotes         = "Notes"
	SheetLists         = "Lists"
)

// fixedSheets are the sheet names a scenario's setup sheet may not take.
var fixedSheets = []string{SheetReadme, SheetEdition, SheetCounters, SheetScenarios, SheetScenarioRules,
	SheetMap, SheetHexsides, SheetZones, SheetCRT, SheetCRTResults, SheetTEC, SheetTRT, SheetTRTScenarios,
	SheetRuleNumbers, SheetSources, SheetNotes, SheetLists}

// kind is how a column's cells are read and written.
type kind int

const (
	kText kind = iota // any text; a number is read as its digits
	kInt              // a whole number
	kNum              // a number, fractions allowed
	kBool             // TRUE or FALSE; empty is false
	kHex              // a four-digit hex id, kept as text
	kList             // values separated by commas
	kDate             // a date, kept as YYYY-MM-DD text
)

// column is one column of a data sheet: its header, how it is read, and
// what the README says of it.
type column struct {
	name     string
	kind     kind
	required bool
	about    string
	// info marks a column shown for the reader's convenience and never
	// imported (a setup's label and nationality come from the counter).
	info bool
}

var editionColumns = []column{
	{name: "file", required: true, about: "which file the field belongs to: edition, counters, map, crt, tec or trt"},
	{name: "field", required: true, about: "the field, as its path in the file (counterSet/title)"},
	{name: "value", required: true, about: "the value"},
}

var counterColumns = []column{
	{name: "id", required: true, about: "counter id, lower case with hyphens (5-us, 1-belo, 12-ss)"},
	{name: "label", required: true, about: "the designation printed on the counter"},
	{name: "kind", required: true, about: "unit or marker"},
	{name: "nationality", about: "units: the nation whose colours the unit wears"},
	{name: "force", about: "units: the force it belongs to (empty for 1975 German units, which take it from the setup)"},
	{name: "printColour", about: "1994 German units: the German force whose colours it is printed in"},
	{name: "size", about: "units: corps, army or front"},
	{name: "type", about: "units: infantry, armor, mechanized, cavalry, airborne or mountain"},
	{name: "attack", kind: kInt, about: "units: printed attack strength"},
	{name: "defense", kind: kInt, about: "units: printed defense strength"},
	{name: "movement", kind: kInt, about: "units: printed movement allowance"},
	{name: "ss", kind: kBool, about: "units: TRUE for SS formations"},
	{name: "setupSymbol", about: "1994 set: star or cross"},
	{name: "marker", about: "markers: what the marker is for (game-turn, offensive-supply)"},
	{name: "src", required: true, about: "the source of the counter, a source id of the counters file"},
	{name: "label src", about: "the source of this one field, where it differs from src"},
	{name: "nationality src", about: "likewise"},
	{name: "force src", about: "likewise"},
	{name: "printColour src", about: "likewise"},
	{name: "size src", about: "likewise"},
	{name: "type src", about: "likewise"},
	{name: "attack src", about: "likewise"},
	{name: "defense src", about: "likewise"},
	{name: "movement src", about: "likewise"},
	{name: "ss src", about: "likewise"},
	{name: "setupSymbol src", about: "likewise"},
}

var scenarioColumns = []column{
	{name: "id", required: true, about: "scenario id, also its file name"},
	{name: "sheet", about: "the sheet holding the scenario's setup; empty when it has none of its own"},
	{name: "file", about: "the scenario's file in the edition folder; empty for scenarios/<id>.json"},
	{name: "edition", required: true, about: "the edition id"},
	{name: "name", required: true, about: "the scenario's name"},
	{name: "rule", about: "its rule number in the edition's rulebook; empty for a scenario of your own"},
	{name: "players", kind: kInt, required: true, about: "2, 3 or 4"},
	{name: "control", required: true, about: "who runs which forces: player: force, force; player: force"},
	{name: "first turn", kind: kInt, required: true, about: "first game turn"},
	{name: "last turn", kind: kInt, required: true, about: "last game turn"},
	{name: "turns src", about: "the source of the turns"},
	{name: "in play", kind: kList, required: true, about: "forces in play, comma-separated"},
	{name: "not in play", kind: kList, about: "forces left out"},
	{name: "hostile", required: true, about: "pairs of enemies at the start: force/force; force/force"},
	{name: "boundary", required: true, about: "the Theater Boundary: enforced or ignored"},
	{name: "map area", required: true, about: "whole-map or east-of-boundary"},
	{name: "victory", required: true, about: "victory-points or berlin-race"},
	{name: "victory summary", required: true, about: "how the scenario is won"},
	{name: "setup from", about: "the scenario whose setup this one uses; then its sheet lists only set-aside counters"},
	{name: "scoring cities", about: "where scoring differs from the basic rule: all, or east (only cities east of the Theater Boundary)"},
	{name: "scoring control", about: "occupy (only occupation holds a city) or occupy-or-zoc"},
	{name: "scorers", about: "for each player, named by his force, the forces whose units hold cities for him: force: force, force; force: force"},
	{name: "scoring rule", about: "the rule number that says so"},
	{name: "based on", about: "the scenario this variant was started from; its setup sheet lists what differs from it"},
	{name: "turn dates", about: "for a scenario that dates its own turns (past the Turn Record Track): turn date label; turn date label, e.g. 13 1946-01-01 Jan I 1946; 14 1946-01-16 Jan II 1946 (they cite the turns src)"},
	{name: "sequence of play", about: "for a scenario that changes the edition's sequence of play: rule src: phase phase …, e.g. 16.1 deluxe-2020: soviet-replacement soviet-movement soviet-combat german-replacement …; phases an optional rule adds follow a |, each as phase:after:rule"},
}

var scenarioRuleColumns = []column{
	{name: "scenario", required: true, about: "scenario id"},
	{name: "list", required: true, about: "special or optional"},
	{name: "id", required: true, about: "rule id"},
	{name: "rule", about: "its rule number in the rulebook; empty for a rule of your own, which is numbered V1, V2 … on import"},
	{name: "amends", about: "optional rules: the rule number it changes"},
	{name: "summary", required: true, about: "what the rule does"},
	{name: "effects", kind: kList, about: "what it changes in the rules engine (berlin-open-to-germans)"},
	{name: "number", kind: kInt, about: "a number the rule states that its effects use (attacks required, a movement multiple, a first turn)"},
	{name: "roll", kind: kList, about: "the die results on which its effect happens, comma-separated"},
	{name: "markers", about: "a marker rule's numbers: range N; per turn force N, force N; stock force N; refill TURN, e.g. range 3; per turn soviet 2, western-allied 1; stock soviet 7"},
}

var setupColumns = []column{
	{name: "counter", required: true, about: "counter id (dropdown from Counters)"},
	{name: "label", info: true, about: "shown from Counters; not imported"},
	{name: "nationality", info: true, about: "shown from Counters; not imported"},
	{name: "force", about: "German units: the force it starts in (east-german or west-german)"},
	{name: "a-d-m", about: "attack-defense-movement as the setup source prints it, to cross-check the counter; may be empty"},
	{name: "hex", kind: kHex, about: "the hex it starts in, four digits (0926)"},
	{name: "zone", about: "or the zone it sets up in (courland); with a hex, the hex chosen inside the zone"},
	{name: "box", about: "or the box it starts in"},
	{name: "src", about: "the source of the placement, a source id of the scenario"},
	{name: "set aside", about: "instead of a place: why the counter stays off the map"},
}

var mapColumns = []column{
	{name: "hex", kind: kHex, required: true, about: "hex id RRCC"},
	{name: "terrain", required: true, about: "a terrain of the TEC (dropdown)"},
	{name: "fortified", kind: kBool, about: "TRUE for a fortified hex"},
	{name: "city", about: "the city printed in the hex"},
	{name: "vp", kind: kInt, about: "its victory points"},
	{name: "capital", kind: kBool, about: "TRUE for a capital"},
	{name: "port", kind: kBool, about: "TRUE for a port"},
	{name: "country", about: "country tag (germany, yugoslavia, …)"},
	{name: "theater", about: "east, west or boundary"},
	{name: "src", required: true, about: "the source of the hex's facts"},
	{name: "terrain src", about: "the source of the terrain, where it differs from src"},
	{name: "fortified src", about: "likewise"},
	{name: "city src", about: "likewise"},
	{name: "capital src", about: "likewise"},
	{name: "port src", about: "likewise"},
	{name: "country src", about: "likewise"},
	{name: "theater src", about: "likewise"},
}

var hexsideColumns = []column{
	{name: "hexside", required: true, about: "two hexes, lower first: 2105/2106"},
	{name: "type", required: true, about: "river, lake or blocked"},
	{name: "name", about: "the river's or lake's name"},
	{name: "src", required: true, about: "source id"},
}

var zoneColumns = []column{
	{name: "id", required: true, about: "zone id"},
	{name: "name", required: true, about: "its name"},
	{name: "kind", about: "area, exit, replacement, port or setup"},
	{name: "forces", kind: kList, about: "the forces it concerns"},
	{name: "hexes", kind: kList, about: "its hexes, comma-separated"},
	{name: "ranges", kind: kList, about: "edge ranges such as 1601-2301"},
	{name: "effect", about: "the scenario rule effect that puts the zone in play, if it needs one"},
	{name: "rule", about: "rule number"},
	{name: "src", required: true, about: "source id"},
	{name: "note", about: "a remark"},
}

var crtResultColumns = []column{
	{name: "code", required: true, about: "result code as the table prints it"},
	{name: "name", required: true, about: "its name"},
	{name: "attacker", required: true, about: "its effect on the attacker"},
	{name: "defender", required: true, about: "its effect on the defender"},
	{name: "rule", required: true, about: "rule number"},
	{name: "aliases", kind: kList, about: "other spellings"},
	{name: "advance", kind: kList, about: "the sides that may advance into a hex the result vacates: attacker, defender"},
	{name: "advance rule", about: "the rule number of advance after combat"},
}

var tecColumns = []column{
	{name: "list", required: true, about: "terrain, feature, hexside or border"},
	{name: "id", required: true, about: "entry id"},
	{name: "name", required: true, about: "its name"},
	{name: "cost", kind: kInt, about: "movement points to enter"},
	{name: "extra", kind: kInt, about: "extra movement points (a stated 0 is kept)"},
	{name: "prohibited", kind: kBool, about: "TRUE: no unit may enter or cross"},
	{name: "prohibited for", kind: kList, about: "forces that may not enter"},
	{name: "multiplier", kind: kInt, about: "defense multiplier"},
	{name: "when", about: "always or all-attackers-across"},
	{name: "defenders", kind: kList, about: "forces the multiplier helps"},
	{name: "destroyed by", kind: kList, about: "forces whose entry destroys it"},
	{name: "combat prohibited", kind: kBool, about: "TRUE: no attack into it or across it (the chart's \"Not allowed\")"},
	{name: "combat src", about: "the source of the combat effect, where it differs from src"},
	{name: "zoc blocks", kind: kBool, about: "TRUE or FALSE: zones of control stop here; empty: the chart says nothing"},
	{name: "zoc src", about: "the source of the zone-of-control effect, where it differs from src"},
	{name: "rule", required: true, about: "rule number"},
	{name: "src", required: true, about: "source id"},
	{name: "note", about: "a remark"},
}

var trtRunColumns = []column{
	{name: "scenario", required: true, about: "scenario id"},
	{name: "first", kind: kInt, required: true, about: "first turn"},
	{name: "last", kind: kInt, required: true, about: "last turn"},
	{name: "rule", required: true, about: "rule number"},
	{name: "src", required: true, about: "source id"},
}

var ruleNumberColumns = []column{
	{name: "code", required: true, about: "a diagnostic code (see bfgdata rules)"},
	{name: "rule", required: true, about: "the rule of this edition's rulebook the check enforces"},
}

var sourceColumns = []column{
	{name: "file", required: true, about: "the file the source belongs to (map.json, scenarios/historical.json)"},
	{name: "id", required: true, about: "source id, cited by src cells"},
	{name: "kind", required: true, about: "rulebook and errata are transcriptions; the rest reconstructions"},
	{name: "title", required: true, about: "what the source is"},
	{name: "sections", about: "parts of it used"},
	{name: "trust", about: "high, medium-high, medium, low-medium or low"},
	{name: "note", about: "a remark"},
}

var noteColumns = []column{
	{name: "file", required: true, about: "the file the note belongs to"},
	{name: "id", required: true, about: "note id"},
	{name: "kind", required: true, about: "discrepancy, ocr, errata, reconstruction, choice or info"},
	{name: "text", required: true, about: "what the sources say or lack"},
	{name: "choice", about: "what the data does about it"},
	{name: "sources", kind: kList, about: "source ids"},
}

// trtColumns are the Turn Record Track's columns: the turn, then the units
// and source of each force's replacements.
func trtColumns() []column {
	cols := []column{
		{name: "turn", kind: kInt, required: true, about: "game turn"},
		{name: "start", kind: kDate, required: true, about: "first day of the turn, YYYY-MM-DD"},
		{name: "label", required: true, about: "the track's label"},
		{name: "src", required: true, about: "source of the dates"},
	}
	for _, f := range enumForces() {
		cols = append(cols,
			column{name: f, kind: kInt, about: "replacement units for " + f},
			column{name: f + " src", about: "their source"})
	}
	return cols
}
