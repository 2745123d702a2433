package areacheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/schema"
)

// File is the diagnostics of one file of the edition.
type File struct {
	Name        string
	Schema      string
	Diagnostics []diag.Diagnostic
}

// document is one file while it is checked: its bytes, its JSON as
// generic values (for the schema and the source references) and its
// diagnostics, placed by JSON pointer until located.
type document struct {
	name    string
	schema  string
	data    []byte
	generic any
	diags   []diag.Diagnostic
}

func (d *document) add(sev diag.Severity, code, ptr, rule, msg string) {
	d.diags = append(d.diags, diag.Diagnostic{Severity: sev, Code: code, Message: msg, Place: diag.Place{File: d.name, Pointer: ptr}, Rule: rule})
}

func (d *document) errorf(code, ptr, format string, args ...any) {
	d.add(diag.Error, code, ptr, "", fmt.Sprintf(format, args...))
}

// read loads file rel of the edition folder dir; a file that cannot be
// read is reported against the member of edition.json naming it (from,
// fromPtr), or on its own.
func read(fsys fs.FS, dir, display, rel string, maxSize int64, from *document, fromPtr string) (*document, *document) {
	name := path.Join(display, rel)
	data, err := fileio.ReadFile(fsys, path.Join(dir, rel), maxSize)
	if err != nil {
		code := "file.unreadable"
		if errors.Is(err, fs.ErrNotExist) {
			code = "file.missing"
		}
		if from != nil {
			from.errorf(code, fromPtr, "edition lists %s, which cannot be read: %v", rel, unwrap(err))
			return nil, nil
		}
		d := &document{name: name}
		d.errorf(code, "", "cannot read %s: %v", rel, unwrap(err))
		return nil, d
	}
	return &document{name: name, data: data}, nil
}

func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// check parses the document, checks it against schema name and decodes it
// into v. It returns false when v cannot be trusted.
func (d *document) check(set *schema.Set, name string, v any) bool {
	d.schema = name
	dec := json.NewDecoder(bytes.NewReader(d.data))
	dec.UseNumber()
	if err := dec.Decode(&d.generic); err != nil {
		var se *json.SyntaxError
		off := 0
		if errors.As(err, &se) {
			off = int(se.Offset)
		}
		line, col := jsonx.LineCol(d.data, off)
		d.diags = append(d.diags, diag.Diagnostic{Severity: diag.Error, Code: "json.syntax", Message: err.Error(), Place: diag.Place{File: d.name, Line: line, Column: col}})
		return false
	}
	if _, ok := d.generic.(map[string]any); !ok {
		d.errorf("json.not-object", "", "the document is not a JSON object")
		return false
	}
	if ref, _ := d.generic.(map[string]any)["$schema"].(string); ref != "" {
		if got, known := schema.NameFromRef(ref); !known || got != name {
			d.errorf("schema.ref-mismatch", "/$schema", "$schema names %s, but the edition uses this file as %s", ref, schema.FileName(name))
		}
	}
	vs, err := set.Validate(name, d.generic)
	if err != nil {
		d.errorf("schema.internal", "", "%v", err)
		return false
	}
	for _, v := range vs {
		d.errorf(catalog.SchemaCode(v.Keyword), v.Pointer, "%s", v.Message)
	}
	if len(vs) > 0 {
		return false
	}
	if err := json.Unmarshal(d.data, v); err != nil {
		d.errorf("decode.value", "", "%v", err)
		return false
	}
	checkSources(d)
	return true
}

// checkSources reports every src, srcs value and note source that names
// no source of the file's own sources list.
func checkSources(d *document) {
	root := d.generic.(map[string]any)
	known := map[string]bool{}
	if list, ok := root["sources"].([]any); ok {
		for _, s := range list {
			if m, ok := s.(map[string]any); ok {
				if id, ok := m["id"].(string); ok {
					known[id] = true
				}
			}
		}
	}
	var walk func(v any, ptr string, key string)
	ref := func(id any, ptr string) {
		if s, ok := id.(string); ok && !known[s] {
			d.errorf("source.unknown", ptr, "source %q is not in this file's sources", s)
		}
	}
	walk = func(v any, ptr, key string) {
		switch t := v.(type) {
		case map[string]any:
			for k, c := range t {
				p := ptr + "/" + jsonx.EscapePointer(k)
				switch {
				case k == "src":
					ref(c, p)
				case k == "srcs":
					if m, ok := c.(map[string]any); ok {
						for mk, mv := range m {
							ref(mv, p+"/"+jsonx.EscapePointer(mk))
						}
					}
				case k == "sources" && key == "note":
					if list, ok := c.([]any); ok {
						for i, s := range list {
							ref(s, fmt.Sprintf("%s/%d", p, i))
						}
					}
				default:
					walk(c, p, k)
				}
			}
		case []any:
			for i, c := range t {
				k := key
				if key == "notes" {
					k = "note"
				}
				walk(c, fmt.Sprintf("%s/%d", ptr, i), k)
			}
		}
	}
	walk(root, "", "")
}

// file places the document's diagnostics on their lines and columns.
func (d *document) file() File {
	if len(d.data) > 0 {
		var ptrs []string
		for _, g := range d.diags {
			if g.Line == 0 {
				ptrs = append(ptrs, g.Pointer)
			}
		}
		loc := jsonx.NewLocator(d.data, true)
		loc.Find(ptrs)
		for i := range d.diags {
			g := &d.diags[i]
			if g.Line != 0 {
				continue
			}
			if off := loc.Locate(g.Pointer); off >= 0 {
				g.Line, g.Column = loc.LineCol(off)
			}
		}
	}
	return File{Name: d.name, Schema: d.schema, Diagnostics: d.diags}
}
