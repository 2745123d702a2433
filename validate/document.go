package validate

import (
	"github.com/bfgdata/bfgdata/catalog"

	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/bfgdata/bfgdata/schema"
)

// document is one data file under validation: its bytes, its positions
// index, its generic JSON value and the diagnostics found in it.
type document struct {
	name    string // path shown to the user
	schema  string // short schema name it is checked against
	data    []byte
	pos     *positions
	generic any
	diags   []Diagnostic
	// scan is the first encoding or nesting problem of the bytes; such a
	// file is not walked at all.
	scan *scanResult
}

func newDocument(name string, data []byte) *document {
	d := &document{name: name, data: data, scan: scanBytes(data)}
	if d.scan != nil {
		d.pos = indexLines(data)
	} else {
		d.pos = indexPositions(data)
	}
	return d
}

// add records a diagnostic at the value ptr points to.
func (d *document) add(sev Severity, code, ptr, msg string, extra ...func(*Diagnostic)) {
	d.addAt(sev, code, ptr, d.pos.locate(ptr), msg, extra...)
}

func (d *document) addAt(sev Severity, code, ptr string, off int, msg string, extra ...func(*Diagnostic)) {
	line, col := d.pos.lineCol(off)
	diag := Diagnostic{Severity: sev, Code: code, Message: msg, File: d.name, Pointer: ptr, Line: line, Column: col}
	for _, f := range extra {
		f(&diag)
	}
	d.diags = append(d.diags, diag)
}

func rule(r string) func(*Diagnostic)         { return func(d *Diagnostic) { d.Rule = r } }
func hexes(hs ...string) func(*Diagnostic)    { return func(d *Diagnostic) { d.Hexes = hs } }
func counters(cs ...string) func(*Diagnostic) { return func(d *Diagnostic) { d.Counters = cs } }
func errorsOf(d *document) bool               { return hasErrors(d.diags) }
func hasErrors(ds []Diagnostic) bool {
	for _, x := range ds {
		if x.Severity == Error {
			return true
		}
	}
	return false
}

// parse checks JSON syntax and duplicate keys and keeps the generic value.
// It returns false if the document is not usable JSON.
func (d *document) parse() bool {
	if d.scan != nil {
		d.addAt(Error, d.scan.code, "", d.scan.off, d.scan.msg)
		return false
	}
	if len(bytes.TrimSpace(d.data)) == 0 {
		d.add(Error, "json.empty", "", "the file is empty; want a JSON object")
		return false
	}
	if d.pos.err != nil {
		// encoding/json's own decoder words and places a syntax error best.
		var v any
		err := json.Unmarshal(d.data, &v)
		if err == nil {
			err = d.pos.err
		}
		d.syntaxError(err)
		return false
	}
	v := d.pos.value
	// Whatever follows the value, well-formed or not, is trailing data,
	// reported where it starts.
	if rest := d.pos.end; len(bytes.TrimSpace(d.data[rest:])) > 0 {
		off := rest + len(d.data[rest:]) - len(bytes.TrimLeft(d.data[rest:], " \t\r\n"))
		d.addAt(Error, "json.trailing-data", "", off, "more data after the end of the JSON value")
		return false
	}
	for _, dup := range d.pos.dups {
		d.addAt(Error, "json.duplicate-key", dup.pointer, dup.offset,
			fmt.Sprintf("duplicate key %q: JSON readers keep only one of the two", lastToken(dup.pointer)))
	}
	if _, ok := v.(map[string]any); !ok {
		d.add(Error, "json.not-object", "", "the top level must be a JSON object")
		return false
	}
	d.generic = v
	return true
}

func (d *document) syntaxError(err error) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		d.addAt(Error, "json.syntax", "", int(se.Offset)-1, "JSON syntax: "+se.Error())
	case errors.As(err, &te):
		d.addAt(Error, "json.syntax", "", int(te.Offset)-1, "JSON: "+te.Error())
	default:
		// io.ErrUnexpectedEOF and friends: the file ends too early.
		d.addAt(Error, "json.syntax", "", len(d.data), "JSON syntax: unexpected end of file")
	}
}

func lastToken(ptr string) string {
	i := strings.LastIndex(ptr, "/")
	s := ptr[i+1:]
	return strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
}

var quoted = regexp.MustCompile(`'([^']*)'`)

// checkSchema validates the generic value against the named schema and
// records each violation with a code derived from the failing keyword.
func (d *document) checkSchema(set *schema.Set, name string) {
	d.schema = name
	vs, err := set.Validate(name, d.generic)
	if err != nil {
		d.add(Error, "schema.internal", "", err.Error())
		return
	}
	for _, v := range vs {
		code := catalog.SchemaCode(v.Keyword)
		if v.Keyword == "additionalProperties" || v.Keyword == "unevaluatedProperties" {
			// Point at each unknown key itself: that is where the typo is.
			for _, m := range quoted.FindAllStringSubmatch(v.Message, -1) {
				p := v.Pointer + "/" + escapePointer(m[1])
				d.addAt(Error, code, p, d.pos.locateKey(p), fmt.Sprintf("unknown property %q at %s", m[1], pointerOrRoot(v.Pointer)))
			}
			continue
		}
		d.add(Error, code, v.Pointer, fmt.Sprintf("%s: %s", pointerOrRoot(v.Pointer), v.Message))
	}
}

func pointerOrRoot(p string) string {
	if p == "" {
		return "document"
	}
	return p
}

// decode unmarshals the document into v; a failure is a diagnostic. The
// generic value has served the schema and generic checks by now; it is let
// go first, so a large file is not held twice over while it is decoded.
func (d *document) decode(v any) bool {
	d.generic = nil
	if err := json.Unmarshal(d.data, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			d.addAt(Error, "decode.type", "/"+strings.ReplaceAll(te.Field, ".", "/"), int(te.Offset)-1, "cannot read the value: "+te.Error())
		} else {
			d.add(Error, "decode.value", "", "cannot read the document: "+err.Error())
		}
		return false
	}
	return true
}

func (d *document) result() FileResult {
	return FileResult{File: d.name, Schema: d.schema, Diagnostics: d.diags}
}
