package validate

import (
	"bytes"
	"iter"
	"strconv"
	"strings"
	"unicode/utf8"
)

// locator says where in a file's bytes the values and keys named by JSON
// pointers are, so that a diagnostic about "/hexes/2105/terrain" can give a
// line and a column. Nothing is indexed until a file has diagnostics to
// place: then one walk of the bytes finds every pointer asked for at once,
// descending only into the values on the way to one of them, and the line
// starts are counted once. A valid file costs nothing here.
type locator struct {
	data  []byte
	walk  bool     // false for bytes that are not to be walked (bad encoding, too deep)
	root  *locNode // the pointers asked for, as a tree of their tokens
	lines []int    // offsets of line starts
}

// locNode is one token of the pointers asked for: where its value and its
// key were found (-1: not found).
type locNode struct {
	children   map[string]*locNode // by escaped pointer token
	value, key int
}

func newLocNode() *locNode { return &locNode{value: -1, key: -1} }

// find resolves ptrs (and their ancestors, the fallback for a pointer that
// names nothing) in one walk.
func (l *locator) find(ptrs []string) {
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
	s := &skipper{data: l.data}
	s.space()
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
func (l *locator) visit(s *skipper, n *locNode) bool {
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
			s.space()
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
			key, ok := s.key()
			if !ok {
				return false
			}
			s.space()
			if s.off >= len(s.data) || s.data[s.off] != ':' {
				return false
			}
			s.off++
			s.space()
			c := n.children[string(key)]
			if c == nil {
				if !s.skip() {
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
			s.space()
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
				ok = s.skip()
			}
			if !ok {
				return false
			}
		}
	}
	return s.skip()
}

// key reads the key at s.off as a pointer token: the bytes themselves
// when it holds no escape, '~' or '/' (the common case), else decoded and
// escaped.
func (s *skipper) key() ([]byte, bool) {
	start := s.off + 1
	for i := start; i < len(s.data); i++ {
		switch s.data[i] {
		case '"':
			s.off = i + 1
			b := s.data[start:i]
			if !bytes.ContainsAny(b, "~/") {
				return b, true
			}
			return []byte(escapePointer(string(b))), true
		case '\\':
			p := parser{data: s.data, off: s.off}
			k, err := p.unquote(start)
			if err != nil {
				return nil, false
			}
			s.off = p.off
			return []byte(escapePointer(k)), true
		}
	}
	return nil, false
}

// skipper moves over JSON values without decoding them.
type skipper struct {
	data []byte
	off  int
}

func (s *skipper) space() { s.off = spaceEnd(s.data, s.off) }

// skip moves past one value: a string, or a container with whatever it
// holds, or a scalar up to the next delimiter. It reports false at the end
// of the bytes.
func (s *skipper) skip() bool {
	depth := 0
	for s.off < len(s.data) {
		c := s.data[s.off]
		switch c {
		case '"':
			s.off++
			for s.off < len(s.data) && s.data[s.off] != '"' {
				if s.data[s.off] == '\\' {
					s.off++
				}
				s.off++
			}
			s.off++
			if depth == 0 {
				return s.off <= len(s.data)
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return true // the end of the enclosing container
			}
			depth--
			if depth == 0 {
				s.off++
				return true
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return true
			}
		}
		s.off++
	}
	return false
}

// locate finds the offset of the value at ptr, falling back to the nearest
// ancestor that was found (a missing property is reported at its parent).
func (l *locator) locate(ptr string) int {
	off, _ := l.lookup(ptr)
	return off
}

// locateKey is like locate but prefers the member's key, which is where a
// reader looks for an unknown or misspelt property.
func (l *locator) locateKey(ptr string) int {
	off, n := l.lookup(ptr)
	if n != nil && n.key >= 0 {
		return n.key
	}
	return off
}

// lookup returns the offset of the deepest value found on the way to ptr,
// and ptr's own node if the walk reached it.
func (l *locator) lookup(ptr string) (int, *locNode) {
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

// lineCol turns a byte offset into a 1-based line and a 1-based column
// counted in characters.
func (l *locator) lineCol(off int) (int, int) {
	if l.lines == nil {
		l.lines = append(l.lines, 0)
		for i, b := range l.data {
			if b == '\n' {
				l.lines = append(l.lines, i+1)
			}
		}
	}
	off = max(0, min(off, len(l.data)))
	// binary search for the last line start <= off
	lo, hi := 0, len(l.lines)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if l.lines[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	start := l.lines[lo]
	return lo + 1, utf8.RuneCount(l.data[start:off]) + 1
}

func escapePointer(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}
