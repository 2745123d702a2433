package vsav

import (
	"regexp"
	"strconv"
	"strings"
)

// Table is what the commands leave on the table: the pieces in the order
// they were added, where each stands, and the die rolls the chat reports.
type Table struct {
	Pieces []*Piece
	Rolls  []Roll
	// Moves counts the moves a log's commands made (a piece or a stack
	// moved, or given a state that moves it).
	Moves int

	byID    map[string]*Piece
	stacks  map[string]*stack
	inStack map[string]string // piece id → its stack's id
}

// Roll is one roll of the dice the chat reports, such as the module's
// dice button writes ("** 1d6 = 4 *** <Anna>"): the dice ("1d6"), the
// numbers rolled, and the chat line.
type Roll struct {
	Dice    string `json:"dice"`
	Results []int  `json:"results"`
	Line    string `json:"line"`
	Logged  bool   `json:"-"`
}

// rollText finds a roll in a chat line: NdS = a[,b…].
var rollText = regexp.MustCompile(`\b(\d{1,3})d(\d{1,4}) = (\d{1,5}(?:, ?\d{1,5})*)`)

// Replay runs a game's commands and returns the table they leave: the
// saved position's pieces and stacks, then a log's moves, removals and
// changes of state in order, and the rolls its chat lines report.
// Commands of VASSAL's other components (the board, the turn counter, the
// players, notes) say nothing of where pieces stand and are passed over.
func Replay(cmds []Command) (*Table, error) {
	t := &Table{byID: map[string]*Piece{}, stacks: map[string]*stack{}, inStack: map[string]string{}}
	for _, c := range cmds {
		if err := t.apply(c); err != nil {
			return nil, err
		}
	}
	live := t.Pieces[:0]
	for _, p := range t.Pieces {
		if t.byID[p.ID] == p {
			live = append(live, p)
		}
	}
	t.Pieces = live
	return t, nil
}

func (t *Table) apply(c Command) error {
	s := c.Text
	switch {
	case strings.HasPrefix(s, addPrefix):
		f := Split('/', s[len(addPrefix):])
		if len(f) < 3 {
			return formatErr("an AddPiece command has %d parts, not id, type and state: %.60q", len(f), s)
		}
		if f[1] == stackType {
			st, err := stackOf(f[2])
			if err != nil {
				return err
			}
			t.placeStack(f[0], st)
			return nil
		}
		p, err := pieceOf(f[0], f[1], f[2])
		if err != nil {
			return err
		}
		if t.byID[p.ID] == nil || p.ID == "null" {
			t.Pieces = append(t.Pieces, p)
		} else {
			*t.byID[p.ID] = *p // the same piece added again: VASSAL keeps one
			return nil
		}
		t.byID[p.ID] = p
	case strings.HasPrefix(s, removePrefix):
		id := s[len(removePrefix):]
		if st := t.stacks[id]; st != nil {
			for _, m := range st.Members {
				t.remove(m)
			}
			delete(t.stacks, id)
		}
		t.remove(id)
	case strings.HasPrefix(s, movePrefix):
		f := Split('/', s[len(movePrefix):])
		if len(f) < 5 {
			return formatErr("a MovePiece command has %d parts, not id, map, x, y and the piece it lands on: %.60q", len(f), s)
		}
		x, err1 := strconv.Atoi(f[2])
		y, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil {
			return formatErr("a MovePiece command moves to %q,%q, not whole pixels", f[2], f[3])
		}
		t.move(f[0], mapName(f[1]), x, y, mapName(f[4]))
	case strings.HasPrefix(s, changePrefix):
		f := Split('/', s[len(changePrefix):])
		if len(f) < 2 {
			return formatErr("a ChangePiece command has no new state: %.60q", s)
		}
		return t.change(f[0], f[1])
	case strings.HasPrefix(s, chatPrefix):
		line := s[len(chatPrefix):]
		for _, m := range rollText.FindAllStringSubmatch(line, -1) {
			r := Roll{Dice: m[1] + "d" + m[2], Line: strings.TrimSpace(line), Logged: c.Logged}
			for _, v := range strings.Split(m[3], ",") {
				n, _ := strconv.Atoi(strings.TrimSpace(v))
				r.Results = append(r.Results, n)
			}
			t.Rolls = append(t.Rolls, r)
		}
	}
	return nil
}

// placeStack puts a stack and its pieces at its point.
func (t *Table) placeStack(id string, st *stack) {
	members := st.Members[:0]
	for _, m := range st.Members {
		p := t.byID[m]
		if p == nil {
			continue // VASSAL skips an id it does not know
		}
		t.leaveStack(m)
		p.Map, p.X, p.Y = st.Map, st.X, st.Y
		t.inStack[m] = id
		members = append(members, m)
	}
	st.Members = members
	if old := t.stacks[id]; old != nil {
		for _, m := range old.Members {
			if t.inStack[m] == id && !contains(members, m) {
				delete(t.inStack, m)
			}
		}
	}
	t.stacks[id] = st
}

// move moves a stack with its pieces, or one piece out of its stack; a
// piece dropped on another joins that one's stack.
func (t *Table) move(id, m string, x, y int, under string) {
	if st := t.stacks[id]; st != nil {
		st.Map, st.X, st.Y = m, x, y
		for _, mem := range st.Members {
			if p := t.byID[mem]; p != nil {
				p.Map, p.X, p.Y = m, x, y
			}
		}
		t.Moves++
		return
	}
	p := t.byID[id]
	if p == nil {
		return
	}
	t.leaveStack(id)
	p.Map, p.X, p.Y = m, x, y
	if sid, ok := t.inStack[under]; ok && under != "" {
		st := t.stacks[sid]
		st.Members = append(st.Members, id)
		t.inStack[id] = sid
	}
	t.Moves++
}

// change gives a piece a new state (or a stack new members); a piece
// whose new state puts it elsewhere leaves its stack.
func (t *Table) change(id, state string) error {
	if t.stacks[id] != nil {
		st, err := stackOf(state)
		if err != nil {
			return err
		}
		t.placeStack(id, st)
		return nil
	}
	p := t.byID[id]
	if p == nil {
		return nil
	}
	was := *p
	if err := p.setState(state); err != nil {
		return err
	}
	if p.Map != was.Map || p.X != was.X || p.Y != was.Y {
		t.leaveStack(id)
		t.Moves++
	}
	return nil
}

func (t *Table) leaveStack(id string) {
	sid, ok := t.inStack[id]
	if !ok {
		return
	}
	delete(t.inStack, id)
	if st := t.stacks[sid]; st != nil {
		for i, m := range st.Members {
			if m == id {
				st.Members = append(st.Members[:i:i], st.Members[i+1:]...)
				break
			}
		}
	}
}

func (t *Table) remove(id string) {
	t.leaveStack(id)
	delete(t.byID, id)
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
