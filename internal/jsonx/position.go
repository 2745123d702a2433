package jsonx

import (
	"bytes"
	"iter"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Locator says where in a file's bytes the values and keys named by JSON
// pointers are, so that a diagnostic about "/hexes/2105/terrain" can give a
// line and a column. Nothing is indexed until Find is asked: then one walk
// of the bytes finds every pointer asked for at once, descending only into
// the values on the way to one of them, and the line starts are counted
// once, when a line is first asked for.
type Locator struct {
	data  []byte
	walk  bool     // false for bytes that are not to be walked (bad encoding, too deep)
	root  *locNode // the pointers asked for, as a tree of their tokens
	lines lineIndex
}

// NewLocator returns a locator of data; walk false finds nothing but the
// document itself (for bytes Check refused).
func NewLocator(data []byte, walk bool) *Locator {
	return &Locator{data: data, walk: walk, lines: lineIndex{data: data}}
}

// locNode is one token of the pointers asked for: where its value and its
// key were found (-1: not found).
type locNode struct {
	children   map[string]*locNode // by escaped pointer token
	value, key int
}

func newLocNode() *locNode { return &locNode{value: -1, key: -1} }

// Find resolves ptrs (and their ancestors, the fallback for a pointer that
// names nothing) in one walk.
func (l *Locator) Find(ptrs []string) {
	l.root = newLocNode()
	for _, p := range ptrs {
		n := l.root
		for tok := range pointerTokens(p) {
			if n.children == nil {
				n.children = map[string]*locNode{}
			}
			c, ok := n.children[tok]
			if !ok {
				c = newLocNode()
				n.children[tok] = c
			}
			n = c
		}
	}
	if !l.walk || len(ptrs) == 0 {
		return
	}
	s := &scanner{data: l.data}
	s.skipSpace()
	l.visit(s, l.root)
}

// pointerTokens yields the (escaped) tokens of a JSON pointer.
func pointerTokens(p string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for len(p) > 0 && p[0] == '/' {
			p = p[1:]
			i := strings.IndexByte(p, '/')
			if i < 0 {
				yield(p)
				return
			}
			if !yield(p[:i]) {
				return
			}
			p = p[i:]
		}
	}
}

// visit records the value at s.off as n's and walks into the children
// that lead to a wanted pointer; it leaves s after the value. On broken
// bytes it stops early: whatever was found stays usable.
func (l *Locator) visit(s *scanner, n *locNode) bool {
	if n.value < 0 { // a duplicate key keeps the first
		n.value = s.off
	}
	if s.off >= len(s.data) {
		return false
	}
	var buf [20]byte
	switch s.data[s.off] {
	case '{':
		s.off++
		for {
			s.skipSpace()
			if s.off >= len(s.data) {
				return false
			}
			switch s.data[s.off] {
			case '}':
				s.off++
				return true
			case ',':
				s.off++
				continue
			case '"':
			default:
				return false
			}
			keyOff := s.off
			key, ok := s.pointerKey()
			if !ok || s.colon() != nil {
				return false
			}
			c := n.children[string(key)]
			if c == nil {
				if s.skim() != nil {
					return false
				}
				continue
			}
			if c.key < 0 {
				c.key = keyOff
			}
			if !l.visit(s, c) {
				return false
			}
		}
	case '[':
		s.off++
		for i := 0; ; {
			s.skipSpace()
			if s.off >= len(s.data) {
				return false
			}
			switch s.data[s.off] {
			case ']':
				s.off++
				return true
			case ',':
				s.off++
				continue
			}
			c := n.children[string(strconv.AppendInt(buf[:0], int64(i), 10))]
			i++
			ok := false
			if c != nil {
				ok = l.visit(s, c)
			} else {
				ok = s.skim() == nil
			}
			if !ok {
				return false
			}
		}
	}
	return s.skim() == nil
}

// pointerKey reads the key at s.off as a pointer token: the bytes
// themselves when it holds no escape, '~' or '/' (the common case), else
// decoded and escaped.
func (s *scanner) pointerKey() ([]byte, bool) {
	start := s.off + 1
	if s.skimString() != nil {
		return nil, false
	}
	b := s.data[start : s.off-1]
	switch {
	case bytes.IndexByte(b, '\\') >= 0:
		k, err := s.unquote(start)
		if err != nil {
			return nil, false
		}
		return []byte(EscapePointer(k)), true
	case bytes.ContainsAny(b, "~/"):
		return []byte(EscapePointer(string(b))), true
	}
	return b, true
}

// Locate finds the offset of the value at ptr, falling back to the nearest
// ancestor that was found (a missing property is reported at its parent).
func (l *Locator) Locate(ptr string) int {
	off, _ := l.lookup(ptr)
	return off
}

// LocateKey is like Locate but prefers the member's key, which is where a
// reader looks for an unknown or misspelt property.
func (l *Locator) LocateKey(ptr string) int {
	off, n := l.lookup(ptr)
	if n != nil && n.key >= 0 {
		return n.key
	}
	return off
}

// lookup returns the offset of the deepest value found on the way to ptr,
// and ptr's own node if the walk reached it.
func (l *Locator) lookup(ptr string) (int, *locNode) {
	off, n := 0, l.root
	if n == nil {
		return 0, nil
	}
	if n.value >= 0 {
		off = n.value
	}
	for tok := range pointerTokens(ptr) {
		n = n.children[tok]
		if n == nil || n.value < 0 {
			return off, nil
		}
		off = n.value
	}
	return off, n
}

// LineCol turns a byte offset into a 1-based line and a 1-based column
// counted in characters.
func (l *Locator) LineCol(off int) (int, int) { return l.lines.LineCol(off) }

// lineIndex turns byte offsets of one text into lines and columns,
// counting the line starts once, at the first question.
type lineIndex struct {
	data   []byte
	starts []int // offsets of line starts
}

// LineCol turns a byte offset into a 1-based line and a 1-based column
// counted in characters; an offset out of the text is taken to its
// nearest end.
func (l *lineIndex) LineCol(off int) (int, int) {
	if l.starts == nil {
		l.starts = append(l.starts, 0)
		for i, b := range l.data {
			if b == '\n' {
				l.starts = append(l.starts, i+1)
			}
		}
	}
	off = max(0, min(off, len(l.data)))
	// binary search for the last line start <= off
	lo, hi := 0, len(l.starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if l.starts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	start := l.starts[lo]
	return lo + 1, utf8.RuneCount(l.data[start:off]) + 1
}

// LineCol is the line and column of one offset of data, for a caller
// with one question.
func LineCol(data []byte, off int) (int, int) {
	off = max(0, min(off, len(data)))
	before := data[:off]
	start := bytes.LastIndexByte(before, '\n') + 1
	return bytes.Count(before, []byte{'\n'}) + 1, utf8.RuneCount(before[start:]) + 1
}

// EscapePointer escapes a key as a JSON pointer token ("~" as "~0", "/"
// as "~1").
func EscapePointer(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// UnescapePointer is the key a JSON pointer token names: EscapePointer
// undone ("~1" as "/", then "~0" as "~").
func UnescapePointer(tok string) string {
	if !strings.Contains(tok, "~") {
		return tok
	}
	return strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
}
