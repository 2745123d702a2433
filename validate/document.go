package validate

import (
	"bytes"
	"encoding/json"
	"errors"
	"hash/crc32"
	"reflect"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// document is one data file under validation: its bytes, its generic JSON
// value and the diagnostics found in it. Where each diagnostic sits (line
// and column) is worked out once, when the result is taken.
type document struct {
	name    string // path shown to the user
	schema  string // short schema name it is checked against
	data    []byte
	generic any
	diags   []diag.Diagnostic
	// places says, for each diagnostic not yet given its line and
	// column (the last len(places) of diags), where it is.
	places []place
	// scan is the first encoding or nesting problem of the bytes; such a
	// file is not walked at all.
	scan *jsonx.OffsetError
	// deferred are the top-level arrays left undecoded by parse, each in
	// generic as itself until the schema pass decodes it.
	deferred []*jsonx.DeferredArray
	// fillErr is the first failure to fill the typed value from a chunk.
	fillErr error
	// readAgain reads the file again, if it can be; once release has let
	// the bytes go, size and sum tell that what it reads is the same.
	readAgain func() ([]byte, error)
	released  bool
	size      int
	sum       uint32
	// For a scenario judged without its broken placements (salvage):
	// renumbered maps each kept element of a list to its index in the
	// file, dropped are the pointers left out, unjudged their counters.
	renumbered map[string][]int
	dropped    []string
	unjudged   []string
	// droppedNames name the dropped entries as messages do.
	droppedNames []string
}

// place is where a diagnostic sits: at offset off when ptr lookup is not
// wanted, else at the value (or, with key, the member's key) ptr names.
type place struct {
	off    int
	lookup bool
	key    bool
}

// release lets go of a large document's bytes once its own checks are done;
// diagnostics found later (the cross-file checks) read the file again to
// be placed, through readAgain, if it is still the same.
func (d *document) release() {
	if len(d.data) < releaseSize || d.readAgain == nil {
		return
	}
	d.released, d.size, d.sum = true, len(d.data), crc32.ChecksumIEEE(d.data)
	d.data = nil
}

// releaseSize is the least a document weighs for release to let it go:
// below it, reading the file again would cost more than keeping it. (A
// variable for tests.)
var releaseSize = 1 << 20

// bytes returns the document's bytes, read again if they were released;
// false if they cannot be had as they were (the file changed meanwhile).
func (d *document) bytes() ([]byte, bool) {
	if !d.released {
		return d.data, true
	}
	b, err := d.readAgain()
	if err != nil || len(b) != d.size || crc32.ChecksumIEEE(b) != d.sum {
		return nil, false
	}
	return b, true
}

func newDocument(name string, data []byte) *document {
	return &document{name: name, data: data, scan: jsonx.Check(data)}
}

// add records a diagnostic at the value ptr points to.
func (d *document) add(sev diag.Severity, code, ptr, msg string, extra ...func(*diag.Diagnostic)) {
	d.record(place{lookup: true}, sev, code, ptr, msg, extra)
}

// addKey records a diagnostic at the key of the member ptr points to.
func (d *document) addKey(sev diag.Severity, code, ptr, msg string, extra ...func(*diag.Diagnostic)) {
	d.record(place{lookup: true, key: true}, sev, code, ptr, msg, extra)
}

// addAt records a diagnostic at a byte offset.
func (d *document) addAt(sev diag.Severity, code, ptr string, off int, msg string, extra ...func(*diag.Diagnostic)) {
	d.record(place{off: off}, sev, code, ptr, msg, extra)
}

func (d *document) record(at place, sev diag.Severity, code, ptr, msg string, extra []func(*diag.Diagnostic)) {
	x := diag.Diagnostic{Severity: sev, Code: code, Message: msg, Place: diag.Place{File: d.name, Pointer: d.fileIndex(ptr)}}
	for _, f := range extra {
		f(&x)
	}
	d.diags = append(d.diags, x)
	d.places = append(d.places, at)
}

// placeAll gives every diagnostic its line and column, looking up all the
// pointers in one walk of the bytes.
func (d *document) placeAll() {
	if len(d.places) == 0 {
		return
	}
	data, ok := d.bytes()
	loc := jsonx.NewLocator(data, ok && d.scan == nil)
	unplaced := d.diags[len(d.diags)-len(d.places):]
	var ptrs []string
	for i, at := range d.places {
		if at.lookup {
			ptrs = append(ptrs, unplaced[i].Pointer)
		}
	}
	loc.Find(ptrs)
	for i, at := range d.places {
		off := at.off
		switch {
		case at.lookup && at.key:
			off = loc.LocateKey(unplaced[i].Pointer)
		case at.lookup:
			off = loc.Locate(unplaced[i].Pointer)
		}
		if ok {
			unplaced[i].Line, unplaced[i].Column = loc.LineCol(off)
		}
	}
	d.places = d.places[:0]
}

func rule(r string) func(*diag.Diagnostic)      { return func(d *diag.Diagnostic) { d.Rule = r } }
func hexes(hs ...string) func(*diag.Diagnostic) { return func(d *diag.Diagnostic) { d.Hexes = hs } }
func counters(cs ...string) func(*diag.Diagnostic) {
	return func(d *diag.Diagnostic) { d.Counters = cs }
}
func errorsOf(d *document) bool { return hasErrors(d.diags) }
func hasErrors(ds []diag.Diagnostic) bool {
	for _, x := range ds {
		if x.Severity == diag.Error {
			return true
		}
	}
	return false
}

// parse checks JSON syntax and duplicate keys and keeps the generic value.
// It returns false if the document is not usable JSON.
func (d *document) parse() bool {
	if d.scan != nil {
		d.addAt(diag.Error, d.scan.Code, "", d.scan.Off, d.scan.Msg)
		return false
	}
	if len(bytes.TrimSpace(d.data)) == 0 {
		d.add(diag.Error, "json.empty", "", "the file is empty; want a JSON object")
		return false
	}
	p := jsonx.NewParser(d.data)
	p.DeferArrays = true
	v, end, err := p.Parse()
	if err != nil {
		// encoding/json's own decoder words and places a syntax error best.
		var any any
		if jerr := json.Unmarshal(d.data, &any); jerr != nil {
			d.syntaxError(jerr)
		} else {
			d.addAt(diag.Error, "json.syntax", "", end, "JSON syntax: invalid JSON here")
		}
		return false
	}
	// Whatever follows the value, well-formed or not, is trailing data,
	// reported where it starts.
	if rest := d.data[end:]; len(bytes.TrimSpace(rest)) > 0 {
		off := end + len(rest) - len(bytes.TrimLeft(rest, " \t\r\n"))
		d.addAt(diag.Error, "json.trailing-data", "", off, "more data after the end of the JSON value")
		return false
	}
	d.addDuplicates(p.Duplicates())
	root, ok := v.(map[string]any)
	if !ok {
		d.add(diag.Error, "json.not-object", "", "the top level must be a JSON object")
		return false
	}
	for _, x := range root {
		if arr, ok := x.(*jsonx.DeferredArray); ok {
			d.deferred = append(d.deferred, arr)
		}
	}
	// A stable order, whatever the map's.
	sort.Slice(d.deferred, func(i, j int) bool { return d.deferred[i].Key < d.deferred[j].Key })
	d.generic = v
	return true
}

func (d *document) syntaxError(err error) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		d.addAt(diag.Error, "json.syntax", "", int(se.Offset)-1, "JSON syntax: "+se.Error())
	case errors.As(err, &te):
		d.addAt(diag.Error, "json.syntax", "", int(te.Offset)-1, "JSON: "+te.Error())
	default:
		// io.ErrUnexpectedEOF and friends: the file ends too early.
		d.addAt(diag.Error, "json.syntax", "", len(d.data), "JSON syntax: unexpected end of file")
	}
}

func lastToken(ptr string) string {
	i := strings.LastIndex(ptr, "/")
	s := ptr[i+1:]
	return jsonx.UnescapePointer(s)
}

func pointerOrRoot(p string) string {
	if p == "" {
		return "document"
	}
	return p
}

// decode fills v from the generic value (and the chunks have filled the
// elements of a split array already); a failure is a diagnostic. The
// generic value is let go as v takes its place.
func (d *document) decode(v any) bool {
	g := d.generic
	d.generic = nil
	target := reflect.ValueOf(v).Elem()
	err := d.fillErr
	if err == nil {
		err = fill(target, g)
	}
	if errors.Is(err, errNeedsText) {
		target.SetZero()
		err = json.Unmarshal(d.data, v)
	}
	var te *json.UnmarshalTypeError
	var fe *typeError
	switch {
	case err == nil:
		return true
	case errors.As(err, &fe):
		d.add(diag.Error, "decode.type", fe.Pointer, "cannot read the value: "+fe.Error())
	case errors.As(err, &te):
		d.addAt(diag.Error, "decode.type", "/"+strings.ReplaceAll(te.Field, ".", "/"), int(te.Offset)-1, "cannot read the value: "+te.Error())
	default:
		d.add(diag.Error, "decode.value", "", "cannot read the document: "+err.Error())
	}
	return false
}

func (d *document) result() FileResult {
	d.placeAll()
	return FileResult{File: d.name, Schema: d.schema, Diagnostics: d.diags}
}
