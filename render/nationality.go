package render

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// nationStyle is how a nationality's counters are printed.
type nationStyle struct {
	key  string // class suffix
	name string // for the legend
	face string // counter background
	ink  string // text and symbol colour
}

// germanNoForce is the style key of a German counter without a German
// force: the rules cannot colour it, and mid grey says so rather than
// guessing a side.
const germanNoForce = "german-no-force"

// nationStyles lists the palette in the order the legend shows it: the
// Western Allies, the Germans and their ally, the Soviets and theirs. The
// colours follow the Deluxe rules 2.5, which give each nationality its
// counter colour. German counters take theirs from their force instead, so
// their keys are the two German forces: East German front units are printed
// white on dark grey, West German ones black on light grey.
var nationStyles = []nationStyle{
	{string(model.US), "US", "#8a9a5b", "#000000"},
	{string(model.British), "British", "#c8553d", "#000000"},
	{string(model.Canadian), "Canadian", "#c8553d", "#000000"},
	{string(model.PolishExile), "Polish (exile)", "#ff2b2b", "#000000"},
	{string(model.French), "French", "#9fc8ea", "#000000"},
	{string(model.EastGerman), "East German", "#4d4d4d", "#ffffff"},
	{string(model.WestGerman), "West German", "#c9c9c9", "#000000"},
	{string(model.Hungarian), "Hungarian", "#98a88c", "#000000"},
	{string(model.SovietNation), "Soviet", "#a87440", "#000000"},
	{string(model.Bulgarian), "Bulgarian", "#4ea79c", "#000000"},
	{string(model.Romanian), "Romanian", "#f2d33a", "#000000"},
	{string(model.Yugoslav), "Yugoslav", "#8e5ea8", "#ffffff"},
	{string(model.PolishCommunist), "Polish (communist)", "#ffffff", "#000000"},
	{germanNoForce, "German (no force given)", "#8c8c8c", "#ffffff"},
}

// unknownNation is the loud colour of a nationality the palette does not
// know, so a typo shows on the printed sheet instead of passing as a real
// nationality.
var unknownNation = nationStyle{"unknown", "Unknown nationality", "#ff7bff", "#000000"}

// nationOf returns the counter colours of a unit.
func nationOf(u rules.Unit) nationStyle {
	key := string(u.Nationality)
	switch {
	case u.Nationality == model.German && u.Force.German():
		key = string(u.Force)
	case u.Nationality == model.German:
		key = germanNoForce
	case model.Force(key).German() || key == germanNoForce:
		// a German style key is not a nationality
		return unknownNation
	}
	for _, s := range nationStyles {
		if s.key == key {
			return s
		}
	}
	return unknownNation
}
