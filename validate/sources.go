package validate

import (
	"fmt"
	"strconv"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// sourceRefs checks, generically for every kind of file, that each "src"
// value, each value of a "srcs" object, and each id in a note's "sources"
// names a source in the file's own "sources" list. It collects what it
// finds instead of recording it, so that chunks of one file can be walked
// side by side.
type sourceRefs struct {
	known map[string]bool
	found []sourceProblem
}

type sourceProblem struct{ ptr, msg string }

// newSourceRefs reads the file's sources list, reporting ids used twice.
func newSourceRefs(d *document, root map[string]any) *sourceRefs {
	s := &sourceRefs{known: map[string]bool{}}
	list, _ := root["sources"].([]any)
	for i, src := range list {
		m, _ := src.(map[string]any)
		id, _ := m["id"].(string)
		if id == "" {
			continue
		}
		if s.known[id] {
			d.add(diag.Error, "source.duplicate", "/sources/"+strconv.Itoa(i)+"/id", fmt.Sprintf("source id %q is used twice", id))
		}
		s.known[id] = true
	}
	return s
}

// checkSourceRefs checks the references of the whole generic value (a top
// level array checked in chunks holds a *jsonx.DeferredArray here and is walked
// chunk by chunk instead).
func checkSourceRefs(d *document, s *sourceRefs) {
	root, _ := d.generic.(map[string]any)
	for k, v := range root {
		if k == "sources" {
			continue
		}
		if k == "notes" {
			s.notes(v)
		}
		s.walk(v, appendPointerToken(make([]byte, 0, 128), k))
	}
	s.record(d)
}

func (s *sourceRefs) record(d *document) {
	for _, p := range s.found {
		d.add(diag.Error, "source.unknown", p.ptr, p.msg)
	}
	s.found = s.found[:0]
}

func (s *sourceRefs) unknown(ptr []byte, id string) {
	s.found = append(s.found, sourceProblem{string(ptr), fmt.Sprintf("src %q is not in this file's sources list", id)})
}

// walk looks for references in v, whose pointer is ptr. The pointer of a
// child is built in ptr's spare capacity and made a string only for a
// problem, so the walk allocates nothing for a file without problems.
// (Diagnostics are sorted later; the map order here does not show.)
func (s *sourceRefs) walk(v any, ptr []byte) {
	switch x := v.(type) {
	case map[string]any:
		for k, val := range x {
			child := appendPointerToken(ptr, k)
			switch val := val.(type) {
			case string:
				if k == "src" && val != "" && !s.known[val] { // an empty src is the schema's to report
					s.unknown(child, val)
				}
			case map[string]any:
				if k != "srcs" {
					s.walk(val, child)
					continue
				}
				for sk, sv := range val {
					if id, ok := sv.(string); ok && !s.known[id] {
						s.unknown(appendPointerToken(child, sk), id)
					}
				}
			case []any:
				s.walk(val, child)
			}
		}
	case []any:
		for i, e := range x {
			switch e.(type) {
			case map[string]any, []any:
				s.walk(e, strconv.AppendInt(append(ptr, '/'), int64(i), 10))
			}
		}
	}
}

func appendPointerToken(ptr []byte, key string) []byte {
	return append(append(ptr, '/'), jsonx.EscapePointer(key)...)
}

func (s *sourceRefs) notes(notes any) {
	list, _ := notes.([]any)
	for i, n := range list {
		m, _ := n.(map[string]any)
		srcs, _ := m["sources"].([]any)
		for j, src := range srcs {
			if id, ok := src.(string); ok && !s.known[id] {
				s.found = append(s.found, sourceProblem{fmt.Sprintf("/notes/%d/sources/%d", i, j), fmt.Sprintf("note cites %q, which is not in this file's sources list", id)})
			}
		}
	}
}
