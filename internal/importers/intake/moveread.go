package intake

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// Limits on a list of moves: a setup has about 120 units, so a list
// larger than these is not a list of moves.
const (
	MaxMovesSize = 1 << 20
	MaxMoves     = 5000
)

// The words of a move that are not a place.
const (
	wordRemove = "remove"
	wordAside  = "aside"
)

// Move is one line of a list of moves: a unit put in a hex or a zone of
// the map, taken off the setup (Remove), or set aside for a reason
// (Aside). Its places are where its words stand in the input.
type Move struct {
	Counter string
	To      explain.Place
	Remove  bool
	// Aside: the unit is set aside, for Reason ("" takes the editor's
	// reason).
	Aside  bool
	Reason string
	// CounterAt and PlaceAt are where the counter and the rest of the
	// move stand in the input.
	CounterAt, PlaceAt diag.Place
}

// MoveSyntax says how a move is written, for messages that refuse one.
const MoveSyntax = "COUNTER HEX, COUNTER ZONE [HEX], COUNTER remove, or COUNTER aside [REASON]"

// ReadMoves reads a list of moves, one a line; blank lines and lines
// starting with # are skipped, and a # after the words starts a comment.
// A line that is not a move is a problem at its line and column, and the
// other lines are still read. An input that cannot be a list of moves
// (too large, not text) is a *diag.Diagnostic returned as the error.
func ReadMoves(r io.Reader) ([]Move, []diag.Diagnostic, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxMovesSize+1))
	if err != nil {
		return nil, nil, &diag.Diagnostic{Severity: diag.Error, Code: "move.unreadable", Message: "the list of moves cannot be read", Place: pos(1, 1)}
	}
	if len(data) > MaxMovesSize {
		return nil, nil, &diag.Diagnostic{Severity: diag.Error, Code: "move.too-large", Message: fmt.Sprintf("the list is larger than %d KB, more than any list of moves; is it the right input?", MaxMovesSize>>10), Place: pos(1, 1)}
	}
	var moves []Move
	var problems []diag.Diagnostic
	sc := bufio.NewScanner(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	sc.Buffer(nil, MaxMovesSize+1)
	for line := 1; sc.Scan(); line++ {
		m, ok, d := ParseMove(sc.Text(), line)
		if d != nil {
			problems = append(problems, *d)
			continue
		}
		if !ok {
			continue
		}
		if len(moves) == MaxMoves {
			return nil, nil, &diag.Diagnostic{Severity: diag.Error, Code: "move.too-large", Message: fmt.Sprintf("more than %d moves; a setup has a line per unit at most", MaxMoves), Place: pos(line, 1)}
		}
		moves = append(moves, m)
	}
	return moves, problems, nil
}

func pos(line, col int) diag.Place { return diag.Place{Line: line, Column: col} }

// word is a word of a line and the column it starts at (from 1, in bytes
// as the CSV reader counts them).
type word struct {
	text string
	col  int
}

// splitWords splits a line at spaces and tabs, up to a # that starts a
// comment.
func splitWords(line string) []word {
	var out []word
	start := -1
	for i := 0; i <= len(line); i++ {
		end := i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
		if i < len(line) && line[i] == '#' && start < 0 {
			break
		}
		switch {
		case end && start >= 0:
			out = append(out, word{line[start:i], start + 1})
			start = -1
		case !end && start < 0:
			start = i
		}
	}
	return out
}

// ParseMove reads one line of a list of moves, line being its number:
// ok is false for a line with no move (blank, a comment), and a line
// that is not a move is the diagnostic.
func ParseMove(text string, line int) (m Move, ok bool, d *diag.Diagnostic) {
	if !utf8.ValidString(text) || strings.ContainsFunc(text, func(r rune) bool { return r < ' ' && r != '\t' && r != '\r' }) {
		return m, false, &diag.Diagnostic{Severity: diag.Error, Code: "move.syntax", Message: "this line is not text", Place: pos(line, 1)}
	}
	ws := splitWords(text)
	if len(ws) == 0 {
		return m, false, nil
	}
	bad := func(at int, format string, args ...any) (Move, bool, *diag.Diagnostic) {
		return Move{}, false, &diag.Diagnostic{Severity: diag.Error, Code: "move.syntax", Message: fmt.Sprintf(format, args...), Place: pos(line, at)}
	}
	m = Move{Counter: ws[0].text, CounterAt: pos(line, ws[0].col)}
	if len(ws) == 1 {
		return bad(ws[0].col+len(ws[0].text), "%s: say where it goes: %s", ws[0].text, MoveSyntax)
	}
	to, rest := ws[1], ws[2:]
	m.PlaceAt = pos(line, to.col)
	switch strings.ToLower(to.text) {
	case wordRemove:
		if len(rest) > 0 {
			return bad(rest[0].col, "%q after remove: a line removes one unit (%s)", rest[0].text, MoveSyntax)
		}
		m.Remove = true
		return m, true, nil
	case wordAside:
		m.Aside = true
		if len(rest) > 0 {
			// the reason is the rest of the line as written, comment cut
			end := rest[len(rest)-1]
			m.Reason = strings.Trim(text[rest[0].col-1:end.col-1+len(end.text)], `"`)
		}
		return m, true, nil
	}
	if looksLikeHex(to.text) {
		if _, isHex := hexWord(to.text); !isHex {
			return Move{}, false, &diag.Diagnostic{Severity: diag.Error, Code: "move.value", Message: hexProblem(to.text), Place: pos(line, to.col)}
		}
	}
	if h, isHex := hexWord(to.text); isHex {
		if len(rest) > 0 {
			return bad(rest[0].col, "%q after hex %s: a line moves one unit to one place (%s)", rest[0].text, to.text, MoveSyntax)
		}
		m.To.Hex = h
		return m, true, nil
	}
	m.To.Zone = to.text
	switch {
	case len(rest) > 1:
		return bad(rest[1].col, "%q after zone %s and hex %s: a line moves one unit to one place (%s)", rest[1].text, to.text, rest[0].text, MoveSyntax)
	case len(rest) == 1:
		h, isHex := hexWord(rest[0].text)
		if !isHex {
			return bad(rest[0].col, "%q is not a hex id: after a zone, give a hex of it, four digits RRCC such as 2105", rest[0].text)
		}
		m.To.Hex = h
	}
	return m, true, nil
}

// hexWord reads a word that is a hex id: four digits, or three when a
// spreadsheet or a hurried hand dropped the leading zero.
func hexWord(w string) (string, bool) {
	if strings.Trim(w, "0123456789") != "" || len(w) < 3 || len(w) > 4 {
		return "", false
	}
	if len(w) == 3 {
		w = "0" + w
	}
	if _, err := model.ParseHex(w); err != nil {
		return "", false
	}
	return w, true
}

// looksLikeHex says whether a word was meant as a hex id, though it may
// not be one (21O4, 21045): short and holding a digit, as no zone's name
// does.
func looksLikeHex(w string) bool {
	return len(w) <= 5 && strings.ContainsAny(w, "0123456789") && !strings.Contains(w, "-")
}

// hexProblem says why a word meant as a hex is not one.
func hexProblem(w string) string {
	if _, err := model.ParseHex(w); err != nil {
		return err.Error()
	}
	return fmt.Sprintf("%q is not a hex id: want four digits RRCC, e.g. 2105", w)
}
