package jsonx

import (
	"errors"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrSyntax stops a parse or a skim; where and why are encoding/json's to
// say.
var ErrSyntax = errors.New("invalid JSON")

// scanner reads JSON tokens at off: the one walker of bytes that the
// parse, the skim and the positions walk all stand on.
type scanner struct {
	data  []byte
	off   int
	depth int
}

func (s *scanner) skipSpace() { s.off = SpaceEnd(s.data, s.off) }

// SpaceEnd returns the offset of the first byte at or after i that is not
// JSON whitespace.
func SpaceEnd(d []byte, i int) int {
	for i < len(d) {
		switch d[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

func (s *scanner) literal(word string) error {
	if len(s.data)-s.off < len(word) || string(s.data[s.off:s.off+len(word)]) != word {
		return ErrSyntax
	}
	s.off += len(word)
	return nil
}

// enter opens a container, refusing one past MaxDepth.
func (s *scanner) enter() error {
	s.depth++
	if s.depth > MaxDepth {
		return tooDeep(s.off)
	}
	return nil
}

// colon moves past the ':' after a member's key, and the space around it.
func (s *scanner) colon() error {
	s.skipSpace()
	if s.off >= len(s.data) || s.data[s.off] != ':' {
		return ErrSyntax
	}
	s.off++
	s.skipSpace()
	return nil
}

// next moves past what follows a member or element: a comma (more to
// come) or the closing delimiter (done).
func (s *scanner) next(closing byte) (done bool, err error) {
	s.skipSpace()
	if s.off >= len(s.data) {
		return false, ErrSyntax
	}
	switch s.data[s.off] {
	case ',':
		s.off++
		return false, nil
	case closing:
		s.off++
		return true, nil
	}
	return false, ErrSyntax
}

// more is next for the n-th entry of a container: past MaxEntries, the
// comma just read is where the container is refused.
func (s *scanner) more(closing byte, n int) (done bool, err error) {
	done, err = s.next(closing)
	if !done && err == nil && n >= MaxEntries {
		return false, tooLong(s.off - 1)
	}
	return done, err
}

// numberEnd returns the offset just after the number at i, and false if
// no number of JSON's grammar starts there.
func numberEnd(d []byte, i int) (int, bool) {
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && d[i] >= '1' && d[i] <= '9':
		i = digits(d, i)
	default:
		return i, false
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			return i, false
		}
		i = digits(d, i)
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			return i, false
		}
		i = digits(d, i)
	}
	return i, true
}

func digits(d []byte, i int) int {
	for i < len(d) && d[i] >= '0' && d[i] <= '9' {
		i++
	}
	return i
}

// unquote decodes a string with escapes (or invalid UTF-8, which becomes
// U+FFFD as in encoding/json) starting at start, just after the quote.
func (s *scanner) unquote(start int) (string, error) {
	d := s.data
	out := make([]byte, 0, 32)
	i := start
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			s.off = i + 1
			return string(out), nil
		case c < 0x20:
			return "", ErrSyntax
		case c == '\\':
			if i+1 >= len(d) {
				return "", ErrSyntax
			}
			switch e := d[i+1]; e {
			case '"', '\\', '/':
				out = append(out, e)
				i += 2
			case 'b':
				out, i = append(out, '\b'), i+2
			case 'f':
				out, i = append(out, '\f'), i+2
			case 'n':
				out, i = append(out, '\n'), i+2
			case 'r':
				out, i = append(out, '\r'), i+2
			case 't':
				out, i = append(out, '\t'), i+2
			case 'u':
				r, ok := hex4(d, i+2)
				if !ok {
					return "", ErrSyntax
				}
				i += 6
				if utf16.IsSurrogate(r) {
					r2, ok2 := rune(-1), false
					if i+1 < len(d) && d[i] == '\\' && d[i+1] == 'u' {
						r2, ok2 = hex4(d, i+2)
					}
					if dec := utf16.DecodeRune(r, r2); ok2 && dec != utf8.RuneError {
						r = dec
						i += 6
					} else {
						r = utf8.RuneError
					}
				}
				out = utf8.AppendRune(out, r)
			default:
				return "", ErrSyntax
			}
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size == 1 {
				out = utf8.AppendRune(out, utf8.RuneError)
			} else {
				out = append(out, d[i:i+size]...)
			}
			i += size
		}
	}
	return "", ErrSyntax
}

func hex4(d []byte, i int) (rune, bool) {
	if i+4 > len(d) {
		return 0, false
	}
	var r rune
	for _, c := range d[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
