package vassal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// forceNames name the prototypes and palettes. A 1975 German unit has no
// force until a scenario places it; markers have none.
var forceNames = map[model.Force]string{
	model.Soviet:        "Soviet",
	model.WesternAllied: "Western Allied",
	model.EastGerman:    "East German",
	model.WestGerman:    "West German",
}

// chartForces are the forces in the order the charts' replacement columns
// and the track's destroyed-units boxes list them.
var chartForces = []model.Force{model.Soviet, model.WesternAllied, model.EastGerman, model.WestGerman}

const (
	markerPrototype = "Marker"
	// germanPrototype is the prototype of a unit the data gives no
	// force (the 1975 German units): the scenario that places it sets
	// its Force property, which is state, not type.
	germanPrototype = "German"
)

// prototypeOf names the prototype of counter c.
func prototypeOf(c *model.Counter) string {
	switch {
	case !c.IsUnit():
		return markerPrototype
	case c.Force == "":
		return germanPrototype
	}
	return forceNames[c.Force]
}

// paletteSlots are the pieces of the palettes, one per counter, by
// counter id, with their slot ids (gpid): the counter's place in the set,
// from 1. next is the first id unused.
func paletteSlots(set []model.Counter) (slots map[string]Piece, next int) {
	slots = map[string]Piece{}
	names := pieceNames(set)
	for i := range set {
		c := &set[i]
		slots[c.ID] = pieceOf(c, strconv.Itoa(i+1), names[c.ID])
	}
	return slots, len(set) + 1
}

// placed is the palette piece p of counter c standing for force f in a
// scenario. Only the Force property of a unit whose force the scenario
// sets differs from the slot: Marker values are a piece's state, which
// VASSAL's refresh of pieces from their slots keeps, so the refresh
// changes nothing.
func placed(p Piece, c *model.Counter, f model.Force) Piece {
	if c.Force != "" || !c.IsUnit() {
		return p
	}
	p.Values = append([]string(nil), p.Values...)
	for i, k := range p.Keys {
		if k == "Force" {
			p.Values[i] = string(f)
		}
	}
	return p
}

// properties are the counter's data as Marker keys and values: who it is,
// whom it fights for (empty for a unit whose force the scenario sets),
// and what is printed on it.
func properties(c *model.Counter) (keys, values []string) {
	add := func(k, v string) { keys, values = append(keys, k), append(values, v) }
	add("CounterId", c.ID)
	add("Label", c.Label)
	if !c.IsUnit() {
		add("Kind", string(c.Kind))
		return keys, values
	}
	add("Force", string(c.Force))
	add("Nationality", string(c.Nationality))
	add("Attack", strconv.Itoa(c.Attack))
	add("Defense", strconv.Itoa(c.Defense))
	add("Movement", strconv.Itoa(c.Movement))
	if c.Size != "" {
		add("Size", string(c.Size))
	}
	if c.Type != "" {
		add("Type", string(c.Type))
	}
	if c.SS {
		add("SS", "true")
	}
	if c.SetupSymbol != "" {
		add("SetupSymbol", string(c.SetupSymbol))
	}
	return keys, values
}

// pieceOf is counter c as a palette piece with slot id gpid and the given
// name.
func pieceOf(c *model.Counter, gpid, name string) Piece {
	keys, values := properties(c)
	return Piece{ID: "null", Prototype: prototypeOf(c), Keys: keys, Values: values,
		Image: c.ID + ".svg", Name: name, Map: "null", GPID: gpid}
}

// pieceNames name each counter as it is printed: a unit by its label and
// its attack, defense and movement ("5 US 7-4-8"), a marker by its label
// ("Game Turn"). The values tell apart the units that print the same
// label (the 1 Gds infantry and tank armies); counters printed alike are
// alike in play too, so no id is added.
func pieceNames(set []model.Counter) map[string]string {
	names := make(map[string]string, len(set))
	for _, c := range set {
		names[c.ID] = c.Label
		if c.IsUnit() {
			names[c.ID] = fmt.Sprintf("%s %d-%d-%d", c.Label, c.Attack, c.Defense, c.Movement)
		}
	}
	return names
}

// paletteName names a group of the counter sheet as a palette tab.
func paletteName(g explain.CounterGroup) string {
	if g.Markers {
		return "Markers"
	}
	force := forceNames[g.Force]
	if g.Force == "" {
		force = germanPrototype
	}
	return force + ": " + titleWords(string(g.Nationality))
}

// titleWords writes an id as words: "polish-communist" as "Polish Communist".
func titleWords(id string) string {
	if id == string(model.US) {
		return "US"
	}
	words := strings.Split(id, "-")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}
