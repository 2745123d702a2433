package vassal

import (
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

const markerPrototype = "Marker"

// germanForces are the forces a 1975 German unit may fight for.
var germanForces = []model.Force{model.EastGerman, model.WestGerman}

// prototypeOf names the prototype of counter c fighting for force f.
func prototypeOf(c *model.Counter, f model.Force) string {
	if !c.IsUnit() {
		return markerPrototype
	}
	return forceNames[f]
}

// slotKey names the palette slot of counter id fighting for force f: a
// counter of one force has one slot, a 1975 German unit one per German
// force (force is "" for a counter that has its own).
func slotKey(id string, f model.Force) string {
	if f == "" {
		return id
	}
	return id + "@" + string(f)
}

// paletteSlots are the pieces of the palettes by slotKey, with their slot
// ids (gpid): a counter's place in the set, from 1; the West German slots
// of the 1975 German units follow the set. next is the first id unused.
func paletteSlots(set []model.Counter) (slots map[string]Piece, next int) {
	slots = map[string]Piece{}
	names := pieceNames(set)
	next = len(set) + 1
	for i := range set {
		c := &set[i]
		if c.Force != "" || !c.IsUnit() {
			slots[slotKey(c.ID, "")] = pieceOf(c, c.Force, strconv.Itoa(i+1), names[c.ID])
			continue
		}
		slots[slotKey(c.ID, model.EastGerman)] = pieceOf(c, model.EastGerman, strconv.Itoa(i+1), names[c.ID])
		slots[slotKey(c.ID, model.WestGerman)] = pieceOf(c, model.WestGerman, strconv.Itoa(next), names[c.ID])
		next++
	}
	return slots, next
}

// slotOf is the palette slot of counter c placed for force f.
func slotOf(slots map[string]Piece, c *model.Counter, f model.Force) (Piece, bool) {
	if c.Force != "" || !c.IsUnit() {
		f = ""
	}
	p, ok := slots[slotKey(c.ID, f)]
	return p, ok
}

// properties are the counter's data as Marker keys and values: who it is,
// whom it fights for, and what is printed on it.
func properties(c *model.Counter, f model.Force) (keys, values []string) {
	add := func(k, v string) { keys, values = append(keys, k), append(values, v) }
	add("CounterId", c.ID)
	add("Label", c.Label)
	if !c.IsUnit() {
		add("Kind", string(c.Kind))
		return keys, values
	}
	add("Force", string(f))
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

// pieceOf is counter c as a piece fighting for force f, with slot id gpid
// and the given name.
func pieceOf(c *model.Counter, f model.Force, gpid, name string) Piece {
	keys, values := properties(c, f)
	return Piece{ID: "null", Prototype: prototypeOf(c, f), Keys: keys, Values: values,
		Image: c.ID + ".svg", Name: name, Map: "null", GPID: gpid}
}

// pieceNames name each counter by its printed label, and by label and id
// where two counters print the same label (the 1 Gds infantry army and
// the 1 Gds tank army), so VASSAL's move reports tell them apart.
func pieceNames(set []model.Counter) map[string]string {
	count := map[string]int{}
	for _, c := range set {
		count[c.Label]++
	}
	names := make(map[string]string, len(set))
	for _, c := range set {
		names[c.ID] = c.Label
		if count[c.Label] > 1 {
			names[c.ID] = c.Label + " (" + c.ID + ")"
		}
	}
	return names
}

// paletteName names a group of the counter sheet as a palette tab.
func paletteName(g explain.CounterGroup) string {
	if g.Markers {
		return "Markers"
	}
	return forceNames[g.Force] + ": " + titleWords(string(g.Nationality))
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
