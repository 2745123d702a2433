package validate

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// positions maps JSON pointers of one document to byte offsets, so that a
// diagnostic about "/hexes/2105/terrain" can say line and column. It is
// built once per document by walking encoding/json's tokens and reading
// InputOffset, and it also finds duplicate object keys, which
// encoding/json would otherwise silently collapse.
type positions struct {
	data   []byte
	values map[string]int // pointer -> offset of the value's first byte
	keys   map[string]int // pointer -> offset of the member's key
	dups   []duplicateKey
	lines  []int // offsets of line starts
	// value is the document as a generic JSON value, built by the same
	// walk (numbers as json.Number); err is the walk's syntax error, and
	// end the offset just after the top-level value.
	value any
	err   error
	end   int
}

type duplicateKey struct {
	pointer string
	offset  int
}

// indexLines indexes only the line starts: enough to place a diagnostic
// by byte offset in a file that is not to be walked.
func indexLines(data []byte) *positions {
	p := &positions{data: data, values: map[string]int{}, keys: map[string]int{}}
	p.lines = append(p.lines, 0)
	for i, b := range data {
		if b == '\n' {
			p.lines = append(p.lines, i+1)
		}
	}
	return p
}

func indexPositions(data []byte) *positions {
	p := indexLines(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	// A syntax error stops the walk; the pointers seen so far remain usable
	// and the error itself is reported separately.
	p.value, p.err = p.walk(dec, "")
	p.end = int(dec.InputOffset())
	return p
}

// skipSeparators moves past whitespace and the ':' or ',' that encoding/json
// leaves between InputOffset and the next value.
func (p *positions) skipSeparators(off int) int {
	for off < len(p.data) {
		switch p.data[off] {
		case ' ', '\t', '\n', '\r', ':', ',':
			off++
		default:
			return off
		}
	}
	return off
}

// walk records where each value starts and returns the value itself, so
// one pass over the tokens gives both the positions and the generic value.
func (p *positions) walk(dec *json.Decoder, ptr string) (any, error) {
	p.values[ptr] = p.skipSeparators(int(dec.InputOffset()))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	delim, ok := tok.(json.Delim)
	if !ok {
		return tok, nil
	}
	var v any
	switch delim {
	case '{':
		obj := map[string]any{}
		for dec.More() {
			keyOff := p.skipSeparators(int(dec.InputOffset()))
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, _ := kt.(string)
			child := ptr + "/" + escapePointer(key)
			_, dup := obj[key]
			if dup {
				p.dups = append(p.dups, duplicateKey{pointer: child, offset: keyOff})
			} else {
				p.keys[child] = keyOff
			}
			// The first occurrence keeps its position; a later duplicate is
			// walked only to move the decoder on. Like encoding/json, the
			// value keeps the last.
			at := child
			if dup {
				at = child + "\x00dup"
			}
			cv, err := p.walk(dec, at)
			if err != nil {
				return nil, err
			}
			obj[key] = cv
		}
		v = obj
	case '[':
		arr := []any{}
		for i := 0; dec.More(); i++ {
			cv, err := p.walk(dec, ptr+"/"+strconv.Itoa(i))
			if err != nil {
				return nil, err
			}
			arr = append(arr, cv)
		}
		v = arr
	}
	_, err = dec.Token() // closing delimiter
	if errors.Is(err, io.EOF) {
		return v, io.ErrUnexpectedEOF
	}
	return v, err
}

func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// lineCol turns a byte offset into a 1-based line and a 1-based column
// counted in characters.
func (p *positions) lineCol(off int) (int, int) {
	if off < 0 {
		off = 0
	}
	if off > len(p.data) {
		off = len(p.data)
	}
	// binary search for the last line start <= off
	lo, hi := 0, len(p.lines)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if p.lines[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	start := p.lines[lo]
	return lo + 1, utf8.RuneCount(p.data[start:off]) + 1
}

// locate finds the offset of the value at ptr, falling back to the nearest
// ancestor that exists (a missing property is reported at its parent).
func (p *positions) locate(ptr string) int {
	for {
		if off, ok := p.values[ptr]; ok {
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
func (p *positions) locateKey(ptr string) int {
	if off, ok := p.keys[ptr]; ok {
		return off
	}
	return p.locate(ptr)
}
