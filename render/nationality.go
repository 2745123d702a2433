package render

import (
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The nationality ids the counter colours know. They follow the Deluxe
// rules 2.5, which give each nationality its counter colour. German counters
// take their colour from their force: East German front units are printed
// white on dark grey, West German ones black on light grey.
const (
	NationUS              = "us"
	NationBritish         = "british"
	NationCanadian        = "canadian"
	NationPolishExile     = "polish-exile"
	NationFrench          = "french"
	NationGerman          = "german" // coloured by Unit.Force
	NationEastGerman      = "east-german"
	NationWestGerman      = "west-german"
	NationHungarian       = "hungarian"
	NationSoviet          = "soviet"
	NationBulgarian       = "bulgarian"
	NationRomanian        = "romanian"
	NationYugoslav        = "yugoslav"
	NationPolishCommunist = "polish-communist"
)

// nationStyle is how a nationality's counters are printed.
type nationStyle struct {
	key  string // class suffix and sort key
	name string // for the legend
	face string // counter background
	ink  string // text and symbol colour
}

// nationStyles lists the palette in the order the legend shows it: the
// Western Allies, the Germans and their ally, the Soviets and theirs.
var nationStyles = []nationStyle{
	{NationUS, "US", "#8a9a5b", "#000000"},
	{NationBritish, "British", "#c8553d", "#000000"},
	{NationCanadian, "Canadian", "#c8553d", "#000000"},
	{NationPolishExile, "Polish (exile)", "#ff2b2b", "#000000"},
	{NationFrench, "French", "#9fc8ea", "#000000"},
	{NationEastGerman, "East German", "#4d4d4d", "#ffffff"},
	{NationWestGerman, "West German", "#c9c9c9", "#000000"},
	{NationHungarian, "Hungarian", "#98a88c", "#000000"},
	{NationSoviet, "Soviet", "#a87440", "#000000"},
	{NationBulgarian, "Bulgarian", "#4ea79c", "#000000"},
	{NationRomanian, "Romanian", "#f2d33a", "#000000"},
	{NationYugoslav, "Yugoslav", "#8e5ea8", "#ffffff"},
	{NationPolishCommunist, "Polish (communist)", "#ffffff", "#000000"},
	// A German counter without a German force cannot be coloured by the
	// rules; mid grey says so rather than guessing a side.
	{"german-no-force", "German (no force given)", "#8c8c8c", "#ffffff"},
}

// unknownNation is the loud colour of a nationality the palette does not
// know, so a typo shows on the printed sheet instead of passing as a real
// nationality.
var unknownNation = nationStyle{"unknown", "Unknown nationality", "#ff7bff", "#000000"}

// nationOf returns the counter colours of a unit.
func nationOf(u Unit) nationStyle {
	key := strings.ToLower(strings.TrimSpace(u.Nationality))
	if key == NationGerman {
		switch u.Force {
		case model.EastGerman:
			key = NationEastGerman
		case model.WestGerman:
			key = NationWestGerman
		default:
			key = "german-no-force"
		}
	}
	for _, s := range nationStyles {
		if s.key == key {
			return s
		}
	}
	return unknownNation
}
