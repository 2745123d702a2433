package schema

import (
	"encoding/json"
	"strings"
	"sync"
)

// Enum is the values schema name allows at a JSON pointer into it, such
// as the forces at common's /$defs/force/enum, each as its JSON text
// without the quotes of a string; nil when the pointer names no list. A
// front end that offers a choice (a workbook's dropdown) offers exactly
// what the schemas accept, so the two cannot drift apart.
func Enum(name, pointer string) []string {
	doc, ok := enumDocs()[FileName(name)]
	if !ok {
		return nil
	}
	n := doc
	for _, tok := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		m, ok := n.(map[string]any)
		if !ok {
			return nil
		}
		n = m[tok]
	}
	list, _ := n.([]any)
	out := make([]string, 0, len(list))
	for _, v := range list {
		switch x := v.(type) {
		case string:
			out = append(out, x)
		case float64:
			b, _ := json.Marshal(x)
			out = append(out, string(b))
		}
	}
	return out
}

// enumDocs is every embedded schema decoded once, by file name.
var enumDocs = sync.OnceValue(func() map[string]any {
	docs := map[string]any{}
	for _, name := range Names() {
		b, err := Source(name)
		if err != nil {
			continue
		}
		var v any
		if json.Unmarshal(b, &v) == nil {
			docs[FileName(name)] = v
		}
	}
	return docs
})
