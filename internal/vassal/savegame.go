package vassal

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A saved game is one string: VASSAL's commands joined with ESC (the
// SequenceEncoder rule again, so an ESC inside a command is escaped),
// obfuscated by XOR with a key byte and written as hex after a header.
const (
	commandSep     = 0x1b
	obfuscateMark  = "!VCSK"
	obfuscateKey   = 0xaa // any byte works; a fixed one keeps the output fixed
	beginSave      = "begin_save"
	endSave        = "end_save"
	setupStackMark = "SETUP_STACK\t" // marks the game as not new: no at-start stacks on top
)

// MaxSavedGame bounds the text Deobfuscate and ParseSavedGame accept, far
// above the few hundred kilobytes a whole scenario needs.
const MaxSavedGame = 16 << 20

// Stack is one stack of pieces at a point of a map, bottom first.
type Stack struct {
	ID     string
	Map    string
	X, Y   int
	Pieces []string // piece ids
}

// command is the AddPiece of the stack.
func (s Stack) command() string {
	fields := append([]string{s.Map, itoa(s.X), itoa(s.Y)}, s.Pieces...)
	return addPrefix + JoinSeq('/', s.ID, "stack", JoinSeq(';', fields...))
}

// BoardPick restores one map's board: the map's name, the board's name and
// the board's place in the map's grid of boards.
type BoardPick struct{ Map, Board string }

func (b BoardPick) command() string {
	return JoinSeq('\t', b.Map+"BoardPicker", b.Board, "0", "0")
}

// SavedGame is what a predefined setup holds: the pieces, their stacks and
// the boards in use.
type SavedGame struct {
	Pieces []Piece
	Stacks []Stack
	Boards []BoardPick
	Turn   string // the turn counter's restore command; "" for none
	Notes  string // the scenario notes' command (notesText); "" for none
}

// Commands are the saved game's commands in the order VASSAL writes them.
func (g SavedGame) Commands() []string {
	cmds := []string{beginSave}
	for _, p := range g.Pieces {
		cmds = append(cmds, p.AddPiece())
	}
	for _, s := range g.Stacks {
		cmds = append(cmds, s.command())
	}
	for _, b := range g.Boards {
		cmds = append(cmds, b.command())
	}
	if g.Turn != "" {
		cmds = append(cmds, g.Turn)
	}
	if g.Notes != "" {
		cmds = append(cmds, g.Notes)
	}
	return append(cmds, setupStackMark, endSave)
}

// Encode is the saved game's text, before obfuscation.
func (g SavedGame) Encode() string { return JoinSeq(commandSep, g.Commands()...) }

// Obfuscate writes text as VASSAL stores a saved game.
func Obfuscate(text string) []byte {
	out := make([]byte, 0, len(obfuscateMark)+2+2*len(text))
	out = append(out, obfuscateMark...)
	out = hex.AppendEncode(out, []byte{obfuscateKey})
	masked := make([]byte, len(text))
	for i := 0; i < len(text); i++ {
		masked[i] = text[i] ^ obfuscateKey
	}
	return hex.AppendEncode(out, masked)
}

// Deobfuscate reads a saved game as VASSAL does: text without the header
// is taken as it is.
func Deobfuscate(b []byte) (string, error) {
	if len(b) > MaxSavedGame {
		return "", fmt.Errorf("vassal: saved game of %d bytes is over the %d-byte limit", len(b), MaxSavedGame)
	}
	rest, ok := strings.CutPrefix(string(b), obfuscateMark)
	if !ok {
		return string(b), nil
	}
	raw, err := hex.DecodeString(rest)
	if err != nil || len(raw) == 0 {
		return "", errors.New("vassal: the saved game's obfuscated text is not whole hex bytes after its key")
	}
	key := raw[0]
	for i := 1; i < len(raw); i++ {
		raw[i] ^= key
	}
	return string(raw[1:]), nil
}

// ParseSavedGame reads the text of a saved game written by Encode back
// into its pieces, stacks and boards.
func ParseSavedGame(text string) (SavedGame, error) {
	if len(text) > MaxSavedGame {
		return SavedGame{}, fmt.Errorf("vassal: saved game of %d bytes is over the %d-byte limit", len(text), MaxSavedGame)
	}
	cmds := SplitSeq(commandSep, text)
	n := len(cmds)
	if n < 3 || cmds[0] != beginSave || cmds[n-1] != endSave || cmds[n-2] != setupStackMark {
		return SavedGame{}, errors.New("vassal: a saved game runs begin_save … SETUP_STACK, end_save")
	}
	var g SavedGame
	for _, c := range cmds[1 : n-2] {
		switch {
		case strings.HasPrefix(c, addPrefix):
			parts := SplitSeq('/', c[len(addPrefix):])
			if len(parts) == 3 && parts[1] == "stack" {
				f := SplitSeq(';', parts[2])
				if len(f) < 3 {
					return SavedGame{}, fmt.Errorf("vassal: stack %q has no map and position", parts[0])
				}
				x, y, err := atoi2(f[1], f[2])
				if err != nil {
					return SavedGame{}, err
				}
				g.Stacks = append(g.Stacks, Stack{ID: parts[0], Map: f[0], X: x, Y: y, Pieces: f[3:]})
				continue
			}
			p, err := ParsePiece(c)
			if err != nil {
				return SavedGame{}, err
			}
			g.Pieces = append(g.Pieces, p)
		case isTurnCommand(c):
			g.Turn = c
		case strings.HasPrefix(c, notesCommand):
			g.Notes = c
		default:
			f := SplitSeq('\t', c)
			m, ok := strings.CutSuffix(f[0], "BoardPicker")
			if !ok || len(f) != 4 {
				return SavedGame{}, fmt.Errorf("vassal: unknown command %.40q", c)
			}
			g.Boards = append(g.Boards, BoardPick{Map: m, Board: f[1]})
		}
	}
	return g, nil
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi2(a, b string) (int, int, error) {
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("vassal: position %q,%q is not whole pixels", a, b)
	}
	return x, y, nil
}
