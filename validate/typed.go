package validate

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// fill sets v from the generic JSON value g (as the parser builds it) the
// way json.Unmarshal would set it from g's text, so that a file's bytes are
// decoded once: the schema pass and the model share the parse (and its
// shared strings). Types that decode themselves (json.Unmarshaler) are
// given g re-encoded. FuzzFillMatchesUnmarshal holds fill to
// json.Unmarshal on every model type a file decodes into. The first
// mismatch of type is returned; like json.Unmarshal, fill goes on past it.
func fill(v reflect.Value, g any) error {
	f := &filler{}
	f.value(v, g, make([]byte, 0, 64))
	return f.err
}

type filler struct{ err error }

// errNeedsText says the generic value cannot settle the decoding (a key
// matched a field only ignoring case); the caller decodes the text instead.
var errNeedsText = errors.New("decode from the text")

// typeError is a JSON value of the wrong kind for its Go field.
type typeError struct {
	Pointer string
	What    string
	Type    reflect.Type
}

func (e *typeError) Error() string {
	return fmt.Sprintf("cannot read %s as %s at %s", e.What, e.Type, pointerOrRoot(e.Pointer))
}

func (f *filler) fail(ptr []byte, what string, t reflect.Type) {
	if f.err == nil {
		f.err = &typeError{Pointer: string(ptr), What: what, Type: t}
	}
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
	numberType          = reflect.TypeFor[json.Number]()
)

func (f *filler) value(v reflect.Value, g any, ptr []byte) {
	// Pointers: null clears one; anything else fills what it points to.
	if v.Kind() == reflect.Pointer {
		if g == nil {
			v.SetZero()
			return
		}
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		f.value(v.Elem(), g, ptr)
		return
	}
	kind := decodersOf(v.Type())
	if v.CanAddr() && kind.unmarshaler {
		b, err := json.Marshal(g)
		if err == nil {
			err = v.Addr().Interface().(json.Unmarshaler).UnmarshalJSON(b)
		}
		if err != nil && f.err == nil {
			f.err = fmt.Errorf("%s: %w", pointerOrRoot(string(ptr)), err)
		}
		return
	}
	if g == nil {
		switch v.Kind() {
		case reflect.Interface, reflect.Map, reflect.Slice:
			v.SetZero()
		}
		return
	}
	if v.CanAddr() && kind.textUnmarshaler {
		s, ok := g.(string)
		if !ok {
			f.fail(ptr, kindOf(g), v.Type())
			return
		}
		if err := v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s)); err != nil && f.err == nil {
			f.err = fmt.Errorf("%s: %w", pointerOrRoot(string(ptr)), err)
		}
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		f.object(v, g, ptr)
	case reflect.Map:
		f.mapValue(v, g, ptr)
	case reflect.Slice:
		list, ok := g.([]any)
		if !ok {
			f.fail(ptr, kindOf(g), v.Type())
			return
		}
		s := reflect.MakeSlice(v.Type(), len(list), len(list))
		for i, e := range list {
			f.value(s.Index(i), e, strconv.AppendInt(append(ptr, '/'), int64(i), 10))
		}
		v.Set(s)
	case reflect.Array:
		list, ok := g.([]any)
		if !ok {
			f.fail(ptr, kindOf(g), v.Type())
			return
		}
		for i := range v.Len() {
			if i < len(list) {
				f.value(v.Index(i), list[i], strconv.AppendInt(append(ptr, '/'), int64(i), 10))
			} else {
				v.Index(i).SetZero()
			}
		}
	case reflect.Interface:
		if v.NumMethod() != 0 {
			f.fail(ptr, kindOf(g), v.Type())
			return
		}
		v.Set(reflect.ValueOf(plainJSON(g)))
	default:
		f.scalar(v, g, ptr)
	}
}

func (f *filler) scalar(v reflect.Value, g any, ptr []byte) {
	switch x := g.(type) {
	case string:
		if v.Kind() != reflect.String {
			f.fail(ptr, "string", v.Type())
			return
		}
		v.SetString(x)
	case bool:
		if v.Kind() != reflect.Bool {
			f.fail(ptr, "bool", v.Type())
			return
		}
		v.SetBool(x)
	case json.Number:
		s := string(x)
		if v.Type() == numberType {
			v.SetString(s)
			return
		}
		switch v.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			n, err := strconv.ParseInt(s, 10, v.Type().Bits())
			if err != nil {
				f.fail(ptr, "number "+s, v.Type())
				return
			}
			v.SetInt(n)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			n, err := strconv.ParseUint(s, 10, v.Type().Bits())
			if err != nil {
				f.fail(ptr, "number "+s, v.Type())
				return
			}
			v.SetUint(n)
		case reflect.Float32, reflect.Float64:
			n, err := strconv.ParseFloat(s, v.Type().Bits())
			if err != nil {
				f.fail(ptr, "number "+s, v.Type())
				return
			}
			v.SetFloat(n)
		default:
			f.fail(ptr, "number", v.Type())
		}
	default:
		f.fail(ptr, kindOf(g), v.Type())
	}
}

func (f *filler) object(v reflect.Value, g any, ptr []byte) {
	obj, ok := g.(map[string]any)
	if !ok {
		f.fail(ptr, kindOf(g), v.Type())
		return
	}
	fields := fieldsOf(v.Type())
	for k, e := range obj {
		if _, deferred := e.(*jsonx.DeferredArray); deferred {
			continue // filled chunk by chunk (see fillElements)
		}
		i, folded, ok := fields.lookup(k)
		if folded && f.err == nil {
			f.err = errNeedsText
		}
		if ok {
			f.value(v.Field(i), e, appendPointerToken(ptr, k))
		}
	}
}

func (f *filler) mapValue(v reflect.Value, g any, ptr []byte) {
	obj, ok := g.(map[string]any)
	if !ok {
		f.fail(ptr, kindOf(g), v.Type())
		return
	}
	t := v.Type()
	if v.IsNil() {
		v.Set(reflect.MakeMapWithSize(t, len(obj)))
	}
	kt := t.Key()
	for k, e := range obj {
		key := reflect.New(kt).Elem()
		switch {
		case decodersOf(kt).textUnmarshaler:
			if err := key.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(k)); err != nil {
				if f.err == nil {
					f.err = fmt.Errorf("%s: key %q: %w", pointerOrRoot(string(ptr)), k, err)
				}
				continue
			}
		case kt.Kind() == reflect.String:
			key.SetString(k)
		default:
			f.scalar(key, json.Number(k), appendPointerToken(ptr, k))
		}
		elem := reflect.New(t.Elem()).Elem()
		f.value(elem, e, appendPointerToken(ptr, k))
		v.SetMapIndex(key, elem)
	}
}

// plainJSON is g as json.Unmarshal gives it into an empty interface:
// numbers as float64.
func plainJSON(g any) any {
	switch x := g.(type) {
	case json.Number:
		n, _ := strconv.ParseFloat(string(x), 64)
		return n
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = plainJSON(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = plainJSON(e)
		}
		return out
	}
	return g
}

func kindOf(g any) string {
	switch g.(type) {
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case json.Number:
		return "number"
	case bool:
		return "bool"
	}
	return "null"
}

// structFields maps a struct's JSON member names to its fields as
// encoding/json does: the exact name first, else the first field whose
// name matches ignoring case.
type structFields struct {
	exact map[string]int
	names []string
	field []int
}

// index finds the field of key. folded says the name matched only
// ignoring case: then two keys may name one field, and which wins depends
// on their order in the file, which the generic value does not keep.
func (s *structFields) lookup(key string) (i int, folded, ok bool) {
	if i, ok := s.exact[key]; ok {
		return i, false, true
	}
	for k, n := range s.names {
		if strings.EqualFold(n, key) {
			return s.field[k], true, true
		}
	}
	return 0, false, false
}

// decoders says which ways of decoding itself a type's pointer has; asking
// reflect each time costs more than the rest of filling a value.
type decoders struct{ unmarshaler, textUnmarshaler bool }

var decoderCache sync.Map // reflect.Type -> decoders

func decodersOf(t reflect.Type) decoders {
	if d, ok := decoderCache.Load(t); ok {
		return d.(decoders)
	}
	p := reflect.PointerTo(t)
	d := decoders{unmarshaler: p.Implements(unmarshalerType), textUnmarshaler: p.Implements(textUnmarshalerType)}
	decoderCache.Store(t, d)
	return d
}

var fieldCache sync.Map // reflect.Type -> *structFields

func fieldsOf(t reflect.Type) *structFields {
	if s, ok := fieldCache.Load(t); ok {
		return s.(*structFields)
	}
	s := &structFields{exact: map[string]int{}}
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.IsExported() || sf.Anonymous {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = sf.Name
		}
		if _, dup := s.exact[name]; dup {
			continue
		}
		s.exact[name] = i
		s.names = append(s.names, name)
		s.field = append(s.field, i)
	}
	fieldCache.Store(t, s)
	return s
}
