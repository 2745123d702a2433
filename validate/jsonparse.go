package validate

import (
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// parser decodes JSON text into the generic value the schema validator
// takes — objects as map[string]any, arrays as []any, numbers as
// json.Number, as encoding/json's Decoder with UseNumber gives — in one pass
// over the bytes. It notes duplicate object keys, which encoding/json
// collapses silently, and keeps no positions: those are found later, and
// only for the pointers a diagnostic names (see locator). It accepts exactly
// what encoding/json accepts (FuzzParserMatchesEncodingJSON holds it to
// that); on bad syntax it stops, and encoding/json words the error.
type parser struct {
	data []byte
	off  int
	// base is added to offsets reported, when data is a slice of a file.
	base  int
	depth int
	dups  []duplicateKey
	// path is the key or index of each open container, to name a
	// duplicate key by its pointer without building a pointer for every
	// value.
	path []pathStep
	// strs keeps one copy of each short string (keys, enum values, ids
	// repeated across a file), so a large file does not allocate a string
	// per occurrence. Its size is bounded.
	strs map[string]string
	// vals and nums keep short strings and numbers boxed as values, for
	// the same reason.
	vals map[string]any
	nums map[string]any
	// sizes is the member count of the last object closed at each depth.
	sizes []int
	// deferArrays makes the top-level object's arrays be checked for
	// syntax only, their elements' extents noted, and left undecoded (as a
	// *deferredArray) for the caller to decode whole or a chunk at a time.
	deferArrays bool
}

type duplicateKey struct {
	pointer string
	offset  int
}

type pathStep struct {
	key   string
	index int
	inObj bool
}

// errSyntax stops a parse; where and why are encoding/json's to say.
var errSyntax = errors.New("invalid JSON")

// maxParseDepth guards the parser's recursion on input that did not go
// through scanBytes (whose MaxDepth is far lower).
const maxParseDepth = 10000

const (
	internMaxLen     = 32
	internMaxEntries = 1 << 14
)

func newParser(data []byte, base int) *parser {
	return &parser{data: data, base: base, strs: make(map[string]string, 256), vals: make(map[string]any, 64), nums: make(map[string]any, 64)}
}

// parseDocument parses one JSON value from the start of data and returns
// it and the offset just after it (whatever follows is the caller's).
func (p *parser) parseDocument() (any, int, error) {
	p.skipSpace()
	v, err := p.value()
	if err != nil {
		return nil, p.off, err
	}
	return v, p.off, nil
}

func (p *parser) skipSpace() { p.off = spaceEnd(p.data, p.off) }

// spaceEnd returns the offset of the first byte at or after i that is not
// JSON whitespace.
func spaceEnd(d []byte, i int) int {
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

func (p *parser) value() (any, error) {
	if p.off >= len(p.data) {
		return nil, errSyntax
	}
	switch c := p.data[p.off]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		return p.strValue()
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c == 't':
		return true, p.literal("true")
	case c == 'f':
		return false, p.literal("false")
	case c == 'n':
		return nil, p.literal("null")
	}
	return nil, errSyntax
}

func (p *parser) literal(word string) error {
	if len(p.data)-p.off < len(word) || string(p.data[p.off:p.off+len(word)]) != word {
		return errSyntax
	}
	p.off += len(word)
	return nil
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxParseDepth {
		return errSyntax
	}
	return nil
}

func (p *parser) object() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.off++ // '{'
	// Objects side by side tend to have as many members as the one before
	// at their depth (a list of counters, of hexes): sizing the map so saves
	// growing it member by member.
	obj := make(map[string]any, p.sizeHint())
	p.path = append(p.path, pathStep{inObj: true})
	top := len(p.path) - 1
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == '}' {
		p.off++
		p.leave()
		return obj, nil
	}
	for {
		p.skipSpace()
		if p.off >= len(p.data) || p.data[p.off] != '"' {
			return nil, errSyntax
		}
		keyOff := p.off
		key, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.colon(); err != nil {
			return nil, err
		}
		p.path[top].key = key
		var v any
		if p.deferArrays && p.depth == 1 && p.off < len(p.data) && p.data[p.off] == '[' {
			v, err = p.deferArray(key)
		} else {
			v, err = p.value()
		}
		if err != nil {
			return nil, err
		}
		if _, dup := obj[key]; dup {
			p.dups = append(p.dups, duplicateKey{pointer: p.pointer(), offset: p.base + keyOff})
		}
		obj[key] = v // like encoding/json, the last of duplicates wins
		if done, err := p.next('}'); done || err != nil {
			p.noteSize(len(obj))
			p.leave()
			return obj, err
		}
	}
}

func (p *parser) array() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.off++ // '['
	arr := []any{}
	p.path = append(p.path, pathStep{})
	top := len(p.path) - 1
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == ']' {
		p.off++
		p.leave()
		return arr, nil
	}
	for i := 0; ; i++ {
		p.skipSpace()
		p.path[top].index = i
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		if done, err := p.next(']'); done || err != nil {
			p.leave()
			return arr, err
		}
	}
}

// colon moves past the ':' after a member's key, and the space around it.
func (p *parser) colon() error {
	p.skipSpace()
	if p.off >= len(p.data) || p.data[p.off] != ':' {
		return errSyntax
	}
	p.off++
	p.skipSpace()
	return nil
}

// next moves past what follows a member or element: a comma (more to
// come) or the closing delimiter (done).
func (p *parser) next(closing byte) (done bool, err error) {
	p.skipSpace()
	if p.off >= len(p.data) {
		return false, errSyntax
	}
	switch p.data[p.off] {
	case ',':
		p.off++
		return false, nil
	case closing:
		p.off++
		return true, nil
	}
	return false, errSyntax
}

func (p *parser) sizeHint() int {
	if p.depth < len(p.sizes) {
		return p.sizes[p.depth]
	}
	return 0
}

func (p *parser) noteSize(n int) {
	for len(p.sizes) <= p.depth {
		p.sizes = append(p.sizes, 0)
	}
	p.sizes[p.depth] = min(n, 64)
}

func (p *parser) leave() {
	p.depth--
	p.path = p.path[:len(p.path)-1]
}

// pointer names the member being parsed, from the open containers.
func (p *parser) pointer() string {
	var b []byte
	for _, s := range p.path {
		b = append(b, '/')
		if s.inObj {
			b = append(b, escapePointer(s.key)...)
		} else {
			b = strconv.AppendInt(b, int64(s.index), 10)
		}
	}
	return string(b)
}

func (p *parser) number() (any, error) {
	end, ok := numberEnd(p.data, p.off)
	if !ok {
		return nil, errSyntax
	}
	start := p.off
	p.off = end
	b := p.data[start:end]
	if len(b) <= internMaxLen {
		if v, ok := p.nums[string(b)]; ok {
			return v, nil
		}
	}
	var v any = json.Number(p.intern(b))
	if len(b) <= internMaxLen && len(p.nums) < internMaxEntries {
		p.nums[string(v.(json.Number))] = v
	}
	return v, nil
}

// strValue parses a string value, sharing the boxed value of a short string
// met before: putting a string in an interface costs an allocation too.
func (p *parser) strValue() (any, error) {
	s, err := p.str()
	if err != nil || len(s) > internMaxLen {
		return s, err
	}
	if v, ok := p.vals[s]; ok {
		return v, nil
	}
	var v any = s
	if len(p.vals) < internMaxEntries {
		p.vals[s] = v
	}
	return v, nil
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

// str parses a string at p.off (which holds '"').
func (p *parser) str() (string, error) {
	d := p.data
	start := p.off + 1
	i := start
	ascii := true
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			p.off = i + 1
			if !ascii && !utf8.Valid(d[start:i]) {
				return p.unquote(start)
			}
			return p.intern(d[start:i]), nil
		case c == '\\':
			return p.unquote(start)
		case c < 0x20:
			return "", errSyntax
		case c >= utf8.RuneSelf:
			ascii = false
		}
		i++
	}
	return "", errSyntax
}

func (p *parser) intern(b []byte) string {
	if len(b) > internMaxLen {
		return string(b)
	}
	if s, ok := p.strs[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(p.strs) < internMaxEntries {
		p.strs[s] = s
	}
	return s
}

// unquote decodes a string with escapes (or invalid UTF-8, which becomes
// U+FFFD as in encoding/json) starting at start, just after the quote.
func (p *parser) unquote(start int) (string, error) {
	d := p.data
	out := make([]byte, 0, 32)
	i := start
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			p.off = i + 1
			return string(out), nil
		case c < 0x20:
			return "", errSyntax
		case c == '\\':
			if i+1 >= len(d) {
				return "", errSyntax
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
					return "", errSyntax
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
				return "", errSyntax
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
	return "", errSyntax
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
