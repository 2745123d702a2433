package validate

import (
	"fmt"
	"sort"
	"strconv"
)

// checkSourceRefs checks, generically for every kind of file, that each
// "src" value, each value of a "srcs" object, and each id in a note's
// "sources" names a source in the file's own "sources" list, and that
// source ids are unique.
func checkSourceRefs(d *document) {
	root, ok := d.generic.(map[string]any)
	if !ok {
		return
	}
	known := map[string]bool{}
	if list, ok := root["sources"].([]any); ok {
		for i, s := range list {
			m, _ := s.(map[string]any)
			id, _ := m["id"].(string)
			if id == "" {
				continue
			}
			if known[id] {
				d.add(Error, "source.duplicate", "/sources/"+strconv.Itoa(i)+"/id", fmt.Sprintf("source id %q is used twice", id))
			}
			known[id] = true
		}
	}
	unknown := func(ptr, id string) {
		d.add(Error, "source.unknown", ptr, fmt.Sprintf("src %q is not in this file's sources list", id))
	}
	var walk func(v any, ptr string)
	walk = func(v any, ptr string) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys) // diagnostics in a stable order
			for _, k := range keys {
				child := ptr + "/" + escapePointer(k)
				switch val := x[k].(type) {
				case string:
					if k == "src" && !known[val] {
						unknown(child, val)
					}
				case map[string]any:
					if k == "srcs" {
						for sk, sv := range val {
							if s, ok := sv.(string); ok && !known[s] {
								unknown(child+"/"+escapePointer(sk), s)
							}
						}
						continue
					}
				}
				walk(x[k], child)
			}
		case []any:
			for i, e := range x {
				walk(e, ptr+"/"+strconv.Itoa(i))
			}
		}
	}
	for k, v := range root {
		if k == "sources" {
			continue
		}
		if k == "notes" {
			checkNoteSources(d, v, known)
		}
		walk(v, "/"+escapePointer(k))
	}
}

func checkNoteSources(d *document, notes any, known map[string]bool) {
	list, _ := notes.([]any)
	for i, n := range list {
		m, _ := n.(map[string]any)
		srcs, _ := m["sources"].([]any)
		for j, s := range srcs {
			if id, ok := s.(string); ok && !known[id] {
				d.add(Error, "source.unknown", fmt.Sprintf("/notes/%d/sources/%d", i, j), fmt.Sprintf("note cites %q, which is not in this file's sources list", id))
			}
		}
	}
}
