package validate

import (
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
	data   []byte
	walk   bool           // false for bytes that are not to be walked (bad encoding, too deep)
	values map[string]int // pointer -> offset of the value's first byte
	keys   map[string]int // pointer -> offset of the member's key
	lines  []int          // offsets of line starts
}

// find resolves ptrs (and their ancestors, the fallback for a pointer that
// names nothing) in one walk.
func (l *locator) find(ptrs []string) {
	l.values, l.keys = map[string]int{}, map[string]int{}
	if !l.walk || len(ptrs) == 0 {
		return
	}
	need := map[string]bool{"": true}
	for _, p := range ptrs {
		for p != "" && !need[p] {
			need[p] = true
			p = p[:strings.LastIndex(p, "/")]
		}
	}
	s := &skipper{data: l.data}
	s.space()
	l.visit(s, "", need)
}

// visit records the value at s.off as ptr and walks into the children
// that lead to a wanted pointer; it leaves s after the value. On broken
// bytes it stops early: whatever was found stays usable.
func (l *locator) visit(s *skipper, ptr string, need map[string]bool) bool {
	if _, seen := l.values[ptr]; !seen { // a duplicate key keeps the first
		l.values[ptr] = s.off
	}
	if s.off >= len(s.data) {
		return false
	}
	switch s.data[s.off] {
	case '{':
		s.off++
		for {
			s.space()
			if s.off >= len(s.data) {
				return false
			}
			if s.data[s.off] == '}' {
				s.off++
				return true
			}
			if s.data[s.off] == ',' {
				s.off++
				continue
			}
			if s.data[s.off] != '"' {
				return false
			}
			keyOff := s.off
			p := parser{data: s.data, off: s.off}
			key, err := p.unquote(s.off + 1)
			if err != nil {
				return false
			}
			s.off = p.off
			s.space()
			if s.off >= len(s.data) || s.data[s.off] != ':' {
				return false
			}
			s.off++
			s.space()
			child := ptr + "/" + escapePointer(key)
			if !need[child] {
				if !s.skip() {
					return false
				}
				continue
			}
			if _, seen := l.keys[child]; !seen {
				l.keys[child] = keyOff
			}
			if !l.visit(s, child, need) {
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
			child := ptr + "/" + strconv.Itoa(i)
			i++
			ok := false
			if need[child] {
				ok = l.visit(s, child, need)
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
// ancestor that exists (a missing property is reported at its parent).
func (l *locator) locate(ptr string) int {
	for {
		if off, ok := l.values[ptr]; ok {
			return off
		}
		i := strings.LastIndex(ptr, "/")
		if i < 0 {
			return 0
		}
		ptr = ptr[:i]
	}
}

// locateKey is like locate but prefers the member's key, which is where a
// reader looks for an unknown or misspelt property.
func (l *locator) locateKey(ptr string) int {
	if off, ok := l.keys[ptr]; ok {
		return off
	}
	return l.locate(ptr)
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
