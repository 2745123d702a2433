// Package vsavtest edits saved games of the VASSAL module for tests: it
// moves a piece within the saved position, adds a piece the module does
// not have, and appends what a log records (moves, chat lines), so that a
// test states the game it reads in a line or two.
package vsavtest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/importers/vsav"
	"github.com/bfgdata/bfgdata/internal/vassal"
)

// Game is a saved game's commands and metadata, being edited.
type Game struct {
	Cmds                []vsav.Command
	Module, Description string
}

// Open reads a saved game to edit.
func Open(data []byte) (*Game, error) {
	f, err := vsav.Read(data)
	if err != nil {
		return nil, err
	}
	cmds, err := vsav.Commands(f.Text)
	if err != nil {
		return nil, err
	}
	return &Game{Cmds: cmds, Module: f.Module, Description: f.Description}, nil
}

// Bytes is the game as a saved game file.
func (g *Game) Bytes() ([]byte, error) {
	return vsav.Pack(vsav.Encode(g.Cmds), g.Module, g.Description, 0xaa)
}

// Move puts piece id at x,y of map m in the saved position: its AddPiece
// says so, and it leaves its stack, as if a player had dragged it there
// before saving.
func (g *Game) Move(id, m string, x, y int) error {
	found := false
	for i, c := range g.Cmds {
		rest, ok := strings.CutPrefix(c.Text, "+/")
		if !ok {
			continue
		}
		f := vsav.Split('/', rest)
		if len(f) < 3 {
			continue
		}
		if f[1] == "stack" {
			st := vsav.Split(';', f[2])
			kept := st[:3:3]
			for _, p := range st[3:] {
				if p != id {
					kept = append(kept, p)
				}
			}
			f[2] = vsav.Join(';', kept...)
		} else if f[0] == id {
			f[2] = setBasic(f[1], f[2], func(basic []string) {
				basic[0], basic[1], basic[2] = m, strconv.Itoa(x), strconv.Itoa(y)
			})
			found = true
		}
		g.Cmds[i].Text = "+/" + vsav.Join('/', f...)
	}
	if !found {
		return fmt.Errorf("vsavtest: no piece %q in the game", id)
	}
	return nil
}

// setBasic rewrites the basic piece's part of a piece's state: the state
// nests as the type does, one TAB-joined level per trait.
func setBasic(typ, state string, edit func([]string)) string {
	if strings.HasPrefix(typ, "piece;") {
		f := vsav.Split(';', state)
		edit(f)
		return vsav.Join(';', f...)
	}
	t := vsav.Split('\t', typ)
	s := vsav.Split('\t', state)
	if len(t) < 2 || len(s) < 2 {
		return state
	}
	return vsav.Join('\t', s[0], setBasic(t[1], s[1], edit))
}

// Add puts a bare piece (no traits, so no counter id) named name at x,y
// of map m, as a piece of another module would stand there.
func (g *Game) Add(id, name, m string, x, y int) {
	typ := "piece;" + vsav.Join(';', "", "", "", name)
	state := vsav.Join(';', m, strconv.Itoa(x), strconv.Itoa(y), "", "0")
	g.insert(vsav.Command{Text: "+/" + vsav.Join('/', id, typ, state)})
}

// insert puts a command of the saved position before its end.
func (g *Game) insert(c vsav.Command) {
	for i, old := range g.Cmds {
		if old.Text == "end_save" {
			g.Cmds = append(g.Cmds[:i], append([]vsav.Command{c}, g.Cmds[i:]...)...)
			return
		}
	}
	g.Cmds = append(g.Cmds, c)
}

// LogMove appends a logged move of piece (or stack) id to x,y of map m,
// as VASSAL's MovePiece command writes it (the old place left empty).
func (g *Game) LogMove(id, m string, x, y int) {
	g.Cmds = append(g.Cmds, vsav.Command{Logged: true, Text: "M/" + vsav.Join('/', id, m, strconv.Itoa(x), strconv.Itoa(y), "null", "null", "0", "0", "null", "player")})
}

// LogChat appends a logged chat line, such as the dice button's report.
func (g *Game) LogChat(line string) {
	g.Cmds = append(g.Cmds, vsav.Command{Logged: true, Text: "CHAT" + line})
}

// Pixel is where the module's grid puts the centre of hex id.
func Pixel(l vassal.Layout, id string) (int, int, error) {
	x, y, ok := l.Grid.Pixel(id)
	if !ok {
		return 0, 0, fmt.Errorf("vsavtest: no hex %s on the map", id)
	}
	return x, y, nil
}
