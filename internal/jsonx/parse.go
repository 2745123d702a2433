package jsonx

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// Parser decodes JSON text into the generic value encoding/json's Decoder
// with UseNumber gives — objects as map[string]any, arrays as []any,
// numbers as json.Number — in one pass over the bytes. It notes duplicate
// object keys, which encoding/json collapses silently, and keeps no
// positions: those are found later, and only for the pointers asked for
// (see Locator). It refuses nesting past MaxDepth and containers past
// MaxEntries with a *Problem; on bad syntax it stops with ErrSyntax.
type Parser struct {
	scanner
	dups []Duplicate
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
	// DeferArrays makes the top-level object's arrays be checked for
	// syntax only, their elements' extents noted, and left undecoded (as a
	// *DeferredArray) for the caller to decode whole or a chunk at a time.
	DeferArrays bool
	// Ordered makes objects Object values, their members in the order
	// written, and a duplicate key stop the parse with a
	// *DuplicateKeyError.
	Ordered bool
}

// Duplicate is an object key given twice: the member's pointer and the
// offset of its second key.
type Duplicate struct {
	Pointer string
	Offset  int
}

// DuplicateKeyError is the first key given twice in an object, when the
// parse is Ordered.
type DuplicateKeyError struct {
	Key string
	Off int
}

func (e *DuplicateKeyError) Error() string { return "member " + strconv.Quote(e.Key) + " given twice" }

// Object is an object of an Ordered parse.
type Object []Member

// Member is one member of an Object.
type Member struct {
	Key   string
	Value any
}

type pathStep struct {
	key   string
	index int
	inObj bool
}

const (
	internMaxLen     = 32
	internMaxEntries = 1 << 14
)

// NewParser returns a parser of data.
func NewParser(data []byte) *Parser {
	return &Parser{scanner: scanner{data: data}, strs: make(map[string]string, 256), vals: make(map[string]any, 64), nums: make(map[string]any, 64)}
}

// Parse parses one JSON value from the start of the data and returns it
// and the offset just after it (whatever follows is the caller's).
func (p *Parser) Parse() (any, int, error) {
	p.skipSpace()
	v, err := p.value()
	if err != nil {
		return nil, p.off, err
	}
	return v, p.off, nil
}

// Duplicates returns the keys given twice, in the order met.
func (p *Parser) Duplicates() []Duplicate { return p.dups }

func (p *Parser) value() (any, error) {
	if p.off >= len(p.data) {
		return nil, ErrSyntax
	}
	switch c := p.data[p.off]; {
	case c == '{':
		if p.Ordered {
			return p.orderedObject()
		}
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
	return nil, ErrSyntax
}

func (p *Parser) object() (any, error) {
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
	for n := 1; ; n++ {
		key, keyOff, err := p.key()
		if err == nil {
			err = p.colon()
		}
		if err != nil {
			return nil, err
		}
		p.path[top].key = key
		var v any
		if p.DeferArrays && p.depth == 1 && p.off < len(p.data) && p.data[p.off] == '[' {
			v, err = p.deferArray(key)
		} else {
			v, err = p.value()
		}
		if err != nil {
			return nil, err
		}
		if _, dup := obj[key]; dup {
			p.dups = append(p.dups, Duplicate{Pointer: p.pointer(), Offset: keyOff})
		}
		obj[key] = v // like encoding/json, the last of duplicates wins
		if done, err := p.more('}', n); done || err != nil {
			p.noteSize(len(obj))
			p.leave()
			return obj, err
		}
	}
}

// key reads a member's key, returning its offset too; the colon after it
// is the caller's to read.
func (p *Parser) key() (string, int, error) {
	p.skipSpace()
	if p.off >= len(p.data) || p.data[p.off] != '"' {
		return "", 0, ErrSyntax
	}
	off := p.off
	key, err := p.str()
	if err != nil {
		return "", 0, err
	}
	return key, off, nil
}

// orderedObject is object for an Ordered parse.
func (p *Parser) orderedObject() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.off++ // '{'
	obj := Object{}
	p.path = append(p.path, pathStep{inObj: true})
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == '}' {
		p.off++
		p.leave()
		return obj, nil
	}
	// Most objects are small: a look through their members finds a
	// duplicate faster than a map; a large one gets a map.
	var seen map[string]bool
	for n := 1; ; n++ {
		key, keyOff, err := p.key()
		if err != nil {
			return nil, err
		}
		dup := seen[key]
		if seen == nil {
			for _, m := range obj {
				dup = dup || m.Key == key
			}
		}
		if dup {
			// before the colon, where encoding/json's Decoder would
			// have given the key
			return nil, &DuplicateKeyError{Key: key, Off: keyOff}
		}
		if seen == nil && len(obj) >= 16 {
			seen = make(map[string]bool, 2*len(obj))
			for _, m := range obj {
				seen[m.Key] = true
			}
		}
		if seen != nil {
			seen[key] = true
		}
		if err := p.colon(); err != nil {
			return nil, err
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		obj = append(obj, Member{key, v})
		if done, err := p.more('}', n); done || err != nil {
			p.leave()
			return obj, err
		}
	}
}

func (p *Parser) array() (any, error) {
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
		if done, err := p.more(']', i+1); done || err != nil {
			p.leave()
			return arr, err
		}
	}
}

func (p *Parser) sizeHint() int {
	if p.depth < len(p.sizes) {
		return p.sizes[p.depth]
	}
	return 0
}

func (p *Parser) noteSize(n int) {
	for len(p.sizes) <= p.depth {
		p.sizes = append(p.sizes, 0)
	}
	p.sizes[p.depth] = min(n, 64)
}

func (p *Parser) leave() {
	p.depth--
	p.path = p.path[:len(p.path)-1]
}

// pointer names the member being parsed, from the open containers.
func (p *Parser) pointer() string {
	var b []byte
	for _, s := range p.path {
		b = append(b, '/')
		if s.inObj {
			b = append(b, EscapePointer(s.key)...)
		} else {
			b = strconv.AppendInt(b, int64(s.index), 10)
		}
	}
	return string(b)
}

func (p *Parser) number() (any, error) {
	end, ok := numberEnd(p.data, p.off)
	if !ok {
		return nil, ErrSyntax
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
func (p *Parser) strValue() (any, error) {
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

// str parses a string at p.off (which holds '"').
func (p *Parser) str() (string, error) {
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
			return "", ErrSyntax
		case c >= utf8.RuneSelf:
			ascii = false
		}
		i++
	}
	return "", ErrSyntax
}

func (p *Parser) intern(b []byte) string {
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
