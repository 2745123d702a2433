package vsav

import (
	"strconv"
	"strings"
)

// The prefixes VASSAL's BasicCommandEncoder gives its piece commands, and
// the trait prefixes this reader looks into.
const (
	addPrefix    = "+/"
	removePrefix = "-/"
	changePrefix = "D/"
	movePrefix   = "M/"
	chatPrefix   = "CHAT"
	stackType    = "stack"
	basicPrefix  = "piece;"
	markerPrefix = "mark;"
	// maxTraits bounds the traits of one piece; the module's have five.
	maxTraits = 64
)

// Piece is one piece of the game as its commands define it: its id, its
// type (kept to read the states later commands give it), its name and the
// Marker properties its traits carry, and where it stands: a map and a
// point of it in pixels ("" for no map).
type Piece struct {
	ID, Type string
	Name     string
	Props    map[string]string
	Map      string
	X, Y     int
}

// pieceOf reads a piece from its type and state. A piece is a chain of
// traits, outermost first, around a basic piece: each level's type and
// state are its own part and the inner piece's, joined by a TAB escaped
// once more at each level (VASSAL's Decorator.getType and getState). The
// basic piece's type names its image and name; its state is
// "map;x;y;gpid;n" and n property pairs. A Marker trait ("mark;" and its
// keys, its state the values) gives the properties; the outermost one of a
// key wins, as VASSAL's getProperty asks the outer traits first.
func pieceOf(id, typ, state string) (*Piece, error) {
	p := &Piece{ID: id, Type: typ, Props: map[string]string{}}
	if err := p.setState(state); err != nil {
		return nil, err
	}
	return p, nil
}

// setState gives the piece a new state, as a ChangePiece command does:
// its properties and where it stands.
func (p *Piece) setState(state string) error {
	typ := p.Type
	props := map[string]string{}
	for n := 0; ; n++ {
		if n > maxTraits {
			return formatErr("piece %s has more than %d traits", p.ID, maxTraits)
		}
		if basic, ok := strings.CutPrefix(typ, basicPrefix); ok {
			bt := Split(';', basic)
			if len(bt) >= 4 {
				p.Name = bt[3]
			}
			st := Split(';', state)
			if len(st) < 3 {
				return formatErr("piece %s: its position %q is not map;x;y", p.ID, state)
			}
			x, err1 := strconv.Atoi(st[1])
			y, err2 := strconv.Atoi(st[2])
			if err1 != nil || err2 != nil {
				return formatErr("piece %s: its position %q,%q is not whole pixels", p.ID, st[1], st[2])
			}
			p.Map, p.X, p.Y = mapName(st[0]), x, y
			p.Props = props
			return nil
		}
		t := Split('\t', typ)
		if len(t) < 2 {
			return formatErr("piece %s: its innermost trait %.40q is not a basic piece", p.ID, typ)
		}
		s := Split('\t', state)
		own, inner := s[0], ""
		if len(s) > 1 {
			inner = s[1]
		}
		if keys, ok := strings.CutPrefix(t[0], markerPrefix); ok {
			values := Split(',', own)
			for i, k := range Split(',', keys) {
				if _, set := props[k]; !set && i < len(values) {
					props[k] = values[i]
				}
			}
		}
		typ, state = t[1], inner
	}
}

// mapName is a map id as a command gives it: "null" is no map.
func mapName(s string) string {
	if s == "null" {
		return ""
	}
	return s
}

// stack is a stack of pieces: VASSAL keeps the position of a stack's
// pieces on the stack, and moves them with it.
type stack struct {
	Map     string
	X, Y    int
	Members []string
}

// stackOf reads a stack's state: "map;x;y" and its pieces' ids, bottom
// first (a layer token "@@…" may follow).
func stackOf(state string) (*stack, error) {
	f := Split(';', state)
	if len(f) < 3 {
		return nil, formatErr("stack state %.40q is not map;x;y;pieces", state)
	}
	x, err1 := strconv.Atoi(f[1])
	y, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return nil, formatErr("stack position %q,%q is not whole pixels", f[1], f[2])
	}
	s := &stack{Map: mapName(f[0]), X: x, Y: y}
	for _, id := range f[3:] {
		if id != "" && !strings.HasPrefix(id, "@@") {
			s.Members = append(s.Members, id)
		}
	}
	return s, nil
}
