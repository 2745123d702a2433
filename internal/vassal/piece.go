package vassal

import (
	"fmt"
	"strconv"
	"strings"
)

// Piece is one counter as VASSAL defines it: a basic piece (its image and
// name, and where it stands) wrapped in a Marker trait holding the
// counter's data as properties, wrapped in a reference to its force's
// prototype. Traits nest outermost first; each level's type and state are
// joined to the inner one with a TAB (see nest).
type Piece struct {
	ID        string   // the command's piece id; "null" in a palette
	Prototype string   // the prototype's name; "" for none
	Keys      []string // Marker property names
	Values    []string // Marker property values, one per key
	Image     string   // file in images/
	Name      string   // the piece's name
	Map       string   // the map it stands on; "null" in a palette
	X, Y      int      // its position on that map, in pixels
	GPID      string   // the palette slot's id
	// Sides are the player sides that may move the piece and use its
	// menu (a Restricted trait, outermost): in a palette every side that
	// has the counter's force in some scenario, on a scenario's map the
	// scenario's side; none for a marker.
	Sides []string
}

// Trait prefixes VASSAL picks a trait's class by.
const (
	basicPrefix     = "piece;"
	markerPrefix    = "mark;"
	prototypePrefix = "prototype;"
	restrictPrefix  = "restrict;"
	addPrefix       = "+/"
	deletePrefix    = "delete;"
	deleteCommand   = "Delete"
	deleteKey       = "D"
)

// nest joins a trait's own part to the part of the piece it wraps.
func nest(own, inner string) string { return JoinSeq('\t', own, inner) }

// unnest splits a trait's own part from the part it wraps.
func unnest(s string) (own, inner string, ok bool) {
	parts := SplitSeq('\t', s)
	if len(parts) != 2 {
		return "", "", false
	}
	return parts[0], parts[1], true
}

// Type is the piece's type: what it is, without where it stands.
func (p Piece) Type() string {
	t := basicPrefix + JoinSeq(';', "", "", p.Image, p.Name)
	if len(p.Keys) > 0 {
		t = nest(markerPrefix+JoinSeq(',', p.Keys...), t)
	}
	if p.Prototype != "" {
		t = nest(prototypePrefix+JoinSeq(';', p.Prototype), t)
	}
	if len(p.Sides) > 0 {
		t = nest(restrictPrefix+restriction(p.Sides), t)
	}
	return t
}

// restriction is a Restricted trait's own type (counters/Restricted.java):
// its sides as a comma list, then restrictByPlayer false (any player of
// the side, not only the one who first touched it) and restrictMovement
// true (another side may not even drag it).
func restriction(sides []string) string {
	return JoinSeq(';', JoinSeq(',', sides...), "false", "true")
}

// State is the piece's state: where it stands, and its property values.
func (p Piece) State() string {
	s := JoinSeq(';', p.Map, strconv.Itoa(p.X), strconv.Itoa(p.Y), p.GPID, "0")
	if len(p.Keys) > 0 {
		s = nest(JoinSeq(',', p.Values...), s)
	}
	if p.Prototype != "" {
		s = nest("", s) // a prototype reference has no state
	}
	if len(p.Sides) > 0 {
		s = nest("", s) // the owning player, kept empty (restrictByPlayer false)
	}
	return s
}

// AddPiece is the command that creates the piece: the text of a palette
// slot, and a line of a saved game.
func (p Piece) AddPiece() string {
	return addPrefix + JoinSeq('/', p.ID, p.Type(), p.State())
}

// ParsePiece reads an AddPiece command written by AddPiece. It reads the
// shapes this package writes (prototype, marker, basic piece), not every
// trait VASSAL has.
func ParsePiece(cmd string) (Piece, error) {
	rest, ok := strings.CutPrefix(cmd, addPrefix)
	if !ok {
		return Piece{}, fmt.Errorf("vassal: %.40q is not an AddPiece command (want %q first)", cmd, addPrefix)
	}
	parts := SplitSeq('/', rest)
	if len(parts) != 3 {
		return Piece{}, fmt.Errorf("vassal: AddPiece has %d parts, want id, type and state", len(parts))
	}
	p := Piece{ID: parts[0]}
	typ, state := parts[1], parts[2]
	if own, inner, ok := unnest(typ); ok && strings.HasPrefix(own, restrictPrefix) {
		f := SplitSeq(';', own[len(restrictPrefix):])
		if len(f) < 1 || f[0] == "" {
			return Piece{}, fmt.Errorf("vassal: restricted trait names no side")
		}
		p.Sides = SplitSeq(',', f[0])
		typ = inner
		if _, state, ok = unnest(state); !ok {
			return Piece{}, fmt.Errorf("vassal: restricted trait without a state")
		}
	}
	if own, inner, ok := unnest(typ); ok && strings.HasPrefix(own, prototypePrefix) {
		p.Prototype = SplitSeq(';', own[len(prototypePrefix):])[0]
		typ = inner
		if _, state, ok = unnest(state); !ok {
			return Piece{}, fmt.Errorf("vassal: prototype trait without a state")
		}
	}
	if own, inner, ok := unnest(typ); ok && strings.HasPrefix(own, markerPrefix) {
		p.Keys = SplitSeq(',', own[len(markerPrefix):])
		typ = inner
		var values string
		if values, state, ok = unnest(state); !ok {
			return Piece{}, fmt.Errorf("vassal: marker trait without a state")
		}
		p.Values = SplitSeq(',', values)
		if len(p.Values) != len(p.Keys) {
			return Piece{}, fmt.Errorf("vassal: marker has %d keys and %d values", len(p.Keys), len(p.Values))
		}
	}
	basic, ok := strings.CutPrefix(typ, basicPrefix)
	if !ok {
		return Piece{}, fmt.Errorf("vassal: the innermost trait is not a basic piece")
	}
	bt := SplitSeq(';', basic)
	if len(bt) != 4 {
		return Piece{}, fmt.Errorf("vassal: basic piece type has %d parts, want 4", len(bt))
	}
	p.Image, p.Name = bt[2], bt[3]
	st := SplitSeq(';', state)
	if len(st) != 5 {
		return Piece{}, fmt.Errorf("vassal: basic piece state has %d parts, want 5", len(st))
	}
	var err1, err2 error
	p.Map, p.GPID = st[0], st[3]
	p.X, err1 = strconv.Atoi(st[1])
	p.Y, err2 = strconv.Atoi(st[2])
	if err1 != nil || err2 != nil {
		return Piece{}, fmt.Errorf("vassal: basic piece position %q,%q is not whole pixels", st[1], st[2])
	}
	return p, nil
}

// Prototype is the text of a PrototypeDefinition: an AddPiece whose piece
// is an empty basic piece under the traits every piece of a force shares.
// Outermost, VASSAL's MovementMarkable (counters/MovementMarkable.java):
// a piece that moves shows the moved flag (movedImage, drawn at the
// counter's top right) until the flags are cleared (see clearMovedKey),
// and its menu's "Mark moved" (key "M", read as Ctrl+M like the Delete
// key) toggles it. Then a Delete trait, written as VASSAL's own Delete
// trait writes itself when made with its defaults (counters/Delete.java:
// menu item "Delete", key "D", which its SequenceEncoder reads as
// Ctrl+D), so a player can take a piece off the map. Move reports are not
// a trait: the maps' moveWithinFormat and moveToFormat write them (see
// mapElement). Between the two, one SendToLocation trait per box in
// boxes (see sendTo). A marker's prototype (moved is false, no boxes) has
// no moved flag: markers are moved by whoever keeps the track.
func Prototype(moved bool, boxes []string) string {
	typ := nest(deletePrefix+JoinSeq(';', deleteCommand, deleteKey), basicPrefix+JoinSeq(';', "", "", "", ""))
	state := nest("", JoinSeq(';', "null", "0", "0", "", "0")) // a Delete trait has no state
	for i := len(boxes) - 1; i >= 0; i-- {
		typ = nest(sendToPrefix+sendTo(boxes[i], sendToKey(boxes[i], i)), typ)
		state = nest(JoinSeq(';', "", "", ""), state) // no place to go back to yet
	}
	if moved {
		typ = nest(markMovedPrefix+markMoved(), typ)
		state = nest("false", state) // not moved
	}
	return addPrefix + JoinSeq('/', "null", typ, state)
}

// The send-to-box trait's prefix; its keys are sendToKey's.
const sendToPrefix = "sendto;"

// sendTo is a SendToLocation trait's own type (counters/
// SendToLocation.java): command; key; map; board; x; y; back command;
// back key; x index; y index; x offset; y offset; description;
// destination; zone; region; property filter; grid location. Destination
// "Z" sends the piece to the centre of the zone named box on the track
// map (Map.getMapById matches a map's name); no "back" command.
func sendTo(box, key string) string {
	return JoinSeq(';', "Send to "+box, key, trackMap, "", "0", "0", "", "", "0", "0", "1", "1", "", "Z", box, "", "", "")
}

// The moved flag: its trait's prefix, image, place and menu entry.
const (
	markMovedPrefix  = "markmoved;"
	movedImage       = "moved.svg"
	markMovedCommand = "Mark moved"
	markMovedKey     = "M"
)

// markMoved is the MovementMarkable trait's own type: the flag's image,
// its offset from the counter's centre (the counter is CounterPixels
// across, the flag 14 px), the menu command and its key.
func markMoved() string {
	return JoinSeq(';', movedImage, strconv.Itoa(CounterPixels/2-14), strconv.Itoa(-CounterPixels/2), markMovedCommand, markMovedKey)
}

// movedFlag is the moved flag's image: an orange square with a white M,
// sized in pixels.
const movedFlag = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 14 14"><rect x="0.5" y="0.5" width="13" height="13" rx="2" style="fill:#e8730c;stroke:#000;stroke-width:1"/><path d="M3.5 10.5V3.5L7 7.5L10.5 3.5V10.5" style="fill:none;stroke:#fff;stroke-width:1.6"/></svg>
`
