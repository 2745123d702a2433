package jsonx

import "strconv"

// Parser decodes JSON text into the generic value encoding/json's Decoder
// with UseNumber gives — objects as map[string]any, arrays as []any,
// numbers as json.Number — in one pass over the bytes. It notes duplicate
// object keys, which encoding/json collapses silently, and keeps no
// positions: those are found later, and only for the pointers asked for
// (see Locator). It refuses nesting past MaxDepth and containers past
// MaxEntries with a *OffsetError; on bad syntax it stops with ErrSyntax.
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
