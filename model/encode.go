package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/schema"
)

// Limits on what Canonical accepts: the data-file limits every reader of
// a data file shares (internal/jsonx), so that a file fmt accepts,
// validate and the editor accept too. Nesting is bounded by MaxDepth and each list
// or object by MaxEntries.
const (
	// MaxDocumentSize is the largest document Canonical reads, in bytes.
	MaxDocumentSize = jsonx.MaxFileSize
	// MaxDepth is the deepest nesting of objects and arrays Canonical reads.
	MaxDepth = jsonx.MaxDepth
	// MaxEntries is the most elements an array, or members an object,
	// Canonical reads.
	MaxEntries = jsonx.MaxEntries
)

// Errors Canonical wraps, so callers can tell them apart with errors.Is.
var (
	// ErrNoSchema: the document has no "$schema" member naming a bfgdata
	// schema, so its canonical key order is unknown.
	ErrNoSchema = errors.New(`no "$schema" naming a bfgdata schema`)
	// ErrTooLarge: the document, or its canonical form, is over
	// MaxDocumentSize, or a list or object of it holds more than
	// MaxEntries entries.
	ErrTooLarge = errors.New("document too large")
	// ErrTooDeep: the document nests deeper than MaxDepth.
	ErrTooDeep = errors.New("document nested too deeply")
)

// noSchemaError says why a document has no schema; it is ErrNoSchema.
type noSchemaError string

func (e noSchemaError) Error() string        { return string(e) }
func (e noSchemaError) Is(target error) bool { return target == ErrNoSchema }

// SyntaxError is a document Canonical cannot read, with the place it goes
// wrong: it is not one valid JSON value, gives a member twice, nests
// deeper than MaxDepth (then it wraps ErrTooDeep) or holds a list or
// object longer than MaxEntries (then it wraps ErrTooLarge).
type SyntaxError struct {
	Line, Column int // 1-based; the column counts characters
	Msg          string
	Err          error // ErrTooDeep, ErrTooLarge, or nil
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

func (e *SyntaxError) Unwrap() error { return e.Err }

// Canonical returns a data file in the project's canonical form: two-space
// indent, no HTML escaping, and a single final newline; an object's members
// in the order its schema's "properties" list them, then every other member
// (map entries such as hexes, hexsides and zones, and members the schema does
// not know) sorted by key in byte order. Numbers are kept exactly as written;
// strings are re-encoded. The schema is the one the document's "$schema"
// member names (matched on its base name, e.g. "scenario.schema.json").
//
// Canonical refuses documents over MaxDocumentSize (before or after
// formatting), with a list or object of more than MaxEntries entries or
// nested deeper than MaxDepth, documents with a member given twice, and
// any input that is not a single JSON object; it never panics.
func Canonical(doc []byte) ([]byte, error) {
	return canonical(doc, "")
}

// Encode marshals a typed value (a *Scenario, *Map, *CounterSet, *CRT, *TEC,
// *TRT or *EditionInfo) and returns it in canonical form, as Canonical does.
// Its "$schema" member names the schema; a value without one is ordered by
// the schema its Go type implies.
func Encode(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return canonical(b, schemaOfType(v))
}

// schemaOfType is the short schema name of a typed value, "" if unknown.
func schemaOfType(v any) string {
	switch v.(type) {
	case *Scenario, Scenario:
		return "scenario"
	case *Map, Map:
		return "map"
	case *CounterSet, CounterSet:
		return "counters"
	case *CRT, CRT:
		return "crt"
	case *TEC, TEC:
		return "tec"
	case *TRT, TRT:
		return "trt"
	case *EditionInfo, EditionInfo:
		return "edition"
	case *Game, Game:
		return "game"
	}
	return ""
}

func canonical(doc []byte, fallback string) ([]byte, error) {
	if len(doc) > MaxDocumentSize {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d", ErrTooLarge, len(doc), MaxDocumentSize)
	}
	root, err := parseJSON(doc)
	if err != nil {
		return nil, err
	}
	if root.kind != kindObject {
		return nil, noSchemaError(`not a JSON object, so no "$schema" member`)
	}
	name := fallback
	if ref, ok := root.member("$schema"); ok {
		if ref.kind != kindString {
			return nil, noSchemaError(`"$schema" is not a string`)
		}
		n, ok := schema.NameFromRef(ref.str)
		if !ok {
			return nil, noSchemaError(fmt.Sprintf(`"$schema" %q names no bfgdata schema (have: %s)`, ref.str, strings.Join(schema.Names(), ", ")))
		}
		name = n
	}
	if name == "" {
		return nil, noSchemaError(`no "$schema" member`)
	}
	order, err := schema.OrderOf(name)
	if err != nil {
		return nil, noSchemaError(err.Error())
	}
	e := &emitter{}
	e.value(root, order, 0)
	e.buf.WriteByte('\n')
	if e.buf.Len() > MaxDocumentSize {
		// Canonical could not read its own output back.
		return nil, fmt.Errorf("%w: the canonical form is over %d bytes", ErrTooLarge, MaxDocumentSize)
	}
	return e.buf.Bytes(), nil
}

// ---- an ordered JSON tree ----

type kind uint8

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

type member struct {
	key string
	val *node
}

// node is a parsed JSON value that keeps the order of object members and
// the text of numbers.
type node struct {
	kind    kind
	str     string // string value, number literal, "true" or "false"
	elems   []*node
	members []member
}

func (n *node) member(key string) (*node, bool) {
	if n == nil || n.kind != kindObject {
		return nil, false
	}
	for _, m := range n.members {
		if m.key == key {
			return m.val, true
		}
	}
	return nil, false
}

// parseJSON reads exactly one JSON value, keeping member order and number
// literals, and refuses duplicate members and nesting or lists past the
// data-file limits (jsonx).
func parseJSON(data []byte) (*node, error) {
	if jsonx.SpaceEnd(data, 0) == len(data) {
		return nil, errorAt(data, len(data), "not valid JSON: empty document")
	}
	// The text is checked as validate checks it, so that fmt never
	// rewrites into U+FFFD what validate refuses (invalid UTF-8, an
	// escape of half a surrogate pair): the two agree on every file.
	if e := jsonx.Check(data); e != nil && e.Code == jsonx.CodeEncoding {
		line, col := jsonx.LineCol(data, e.Off)
		return nil, &SyntaxError{Line: line, Column: col, Msg: e.Msg, Err: e}
	}
	p := jsonx.NewParser(data)
	p.Ordered = true
	v, end, err := p.Parse()
	if err == nil && jsonx.SpaceEnd(data, end) < len(data) {
		err = jsonx.ErrSyntax // data after the value
	}
	var dup *jsonx.DuplicateKeyError
	var limit *jsonx.OffsetError
	switch {
	case errors.As(err, &dup):
		return nil, errorAt(data, dup.Off, fmt.Sprintf("member %q given twice", dup.Key))
	case errors.As(err, &limit) && errors.Is(limit, jsonx.ErrTooDeep):
		line, col := jsonx.LineCol(data, limit.Off)
		return nil, &SyntaxError{Line: line, Column: col, Msg: fmt.Sprintf("%v: more than %d levels", ErrTooDeep, MaxDepth), Err: ErrTooDeep}
	case errors.As(err, &limit):
		line, col := jsonx.LineCol(data, limit.Off)
		return nil, &SyntaxError{Line: line, Column: col, Msg: fmt.Sprintf("%v: more than %d entries in one list or object", ErrTooLarge, MaxEntries), Err: ErrTooLarge}
	case err != nil:
		return nil, syntax(data)
	}
	return (&builder{shared: map[any]*node{}}).node(v), nil
}

// builder turns a parsed value into nodes. Scalars met before share their
// node — nothing changes a node once built — so that a long list of the
// same few values costs a pointer each.
type builder struct {
	shared map[any]*node
}

func (b *builder) node(v any) *node {
	switch v := v.(type) {
	case jsonx.Object:
		n := &node{kind: kindObject, members: make([]member, len(v))}
		for i, m := range v {
			n.members[i] = member{m.Key, b.node(m.Value)}
		}
		return n
	case []any:
		n := &node{kind: kindArray, elems: make([]*node, len(v))}
		for i, e := range v {
			n.elems[i] = b.node(e)
		}
		return n
	}
	if n, ok := b.shared[v]; ok {
		return n
	}
	var n *node
	switch v := v.(type) {
	case nil:
		n = &node{kind: kindNull}
	case bool:
		n = &node{kind: kindBool, str: strconv.FormatBool(v)}
	case json.Number:
		n = &node{kind: kindNumber, str: string(v)}
	case string:
		n = &node{kind: kindString, str: v}
	}
	b.shared[v] = n
	return n
}

// syntax is the SyntaxError of data the parse refused: encoding/json
// words and places the first error, as users of JSON tools know them.
func syntax(data []byte) error {
	var raw json.RawMessage
	var se *json.SyntaxError
	if errors.As(json.Unmarshal(data, &raw), &se) {
		msg := se.Error()
		off := int(se.Offset) - 1 // the offending byte; Offset counts it as read
		if strings.HasPrefix(msg, "unexpected end") {
			off = len(data)
		}
		return errorAt(data, off, "not valid JSON: "+msg)
	}
	return errorAt(data, 0, "not valid JSON") // the two readers disagree: the fuzz tests say they do not
}

func errorAt(data []byte, off int, msg string) error {
	line, col := jsonx.LineCol(data, off)
	return &SyntaxError{Line: line, Column: col, Msg: msg}
}

type emitter struct {
	buf     bytes.Buffer
	scratch bytes.Buffer
}

// ---- output ----

func (e *emitter) value(n *node, set schema.Order, depth int) {
	if e.buf.Len() > MaxDocumentSize {
		return // canonical reports the output too large
	}
	switch n.kind {
	case kindNull:
		e.buf.WriteString("null")
	case kindBool, kindNumber:
		e.buf.WriteString(n.str)
	case kindString:
		e.string(n.str)
	case kindArray:
		if len(n.elems) == 0 {
			e.buf.WriteString("[]")
			return
		}
		e.buf.WriteByte('[')
		for i, el := range n.elems {
			if i > 0 {
				e.buf.WriteByte(',')
			}
			e.newline(depth + 1)
			e.value(el, set.Item(i), depth+1)
		}
		e.newline(depth)
		e.buf.WriteByte(']')
	case kindObject:
		if len(n.members) == 0 {
			e.buf.WriteString("{}")
			return
		}
		e.buf.WriteByte('{')
		for i, m := range e.sorted(n.members, set) {
			if i > 0 {
				e.buf.WriteByte(',')
			}
			e.newline(depth + 1)
			e.string(m.key)
			e.buf.WriteString(": ")
			e.value(m.val, set.Member(m.key), depth+1)
		}
		e.newline(depth)
		e.buf.WriteByte('}')
	}
}

// sorted returns the members in canonical order: the schema's properties in
// its order, then the rest by key in byte order.
func (e *emitter) sorted(members []member, set schema.Order) []member {
	order := set.Keys()
	rank := func(key string) int {
		if i := slices.Index(order, key); i >= 0 {
			return i
		}
		return len(order)
	}
	out := slices.Clone(members)
	slices.SortStableFunc(out, func(a, b member) int {
		ra, rb := rank(a.key), rank(b.key)
		if ra != rb {
			return ra - rb
		}
		return strings.Compare(a.key, b.key)
	})
	return out
}

func (e *emitter) newline(depth int) {
	e.buf.WriteByte('\n')
	for range depth {
		e.buf.WriteString("  ")
	}
}

// string writes s as encoding/json does without HTML escaping, so that
// Encode and Canonical agree byte for byte.
func (e *emitter) string(s string) {
	e.scratch.Reset()
	enc := json.NewEncoder(&e.scratch)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	e.buf.Write(bytes.TrimSuffix(e.scratch.Bytes(), []byte{'\n'}))
}
