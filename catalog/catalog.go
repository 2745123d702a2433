package catalog

import (
	"slices"
	"strings"
)

// Class says what a code means for the exit status of a command.
type Class string

const (
	// Data: the data breaks a rule or a schema (exit status 1).
	Data Class = "data"
	// Request: what was asked cannot be done on this data — an attack on
	// an empty hex, a unit that is not on the map (exit status 2).
	Request Class = "request"
	// Absent: a Request that names an edition or scenario that is not
	// there. The catalogue lists these codes as Request; ClassOf tells
	// them apart so that a front end can answer "not found" (HTTP 404).
	Absent Class = "absent"
)

// absent are the Request codes that name something not there.
var absent = map[string]bool{"edition.unknown": true, "scenario.unknown": true}

// ClassOf is what a code means for a front end: Data, Request or Absent.
// It is the one place a code becomes a verdict; the command line's exit
// status and the editor's HTTP status are each a switch over it. A code
// the catalogue does not list is a Request: it never says the data is
// invalid.
func ClassOf(code string) Class {
	if absent[code] {
		return Absent
	}
	if e, ok := Lookup(code); ok {
		return e.Class
	}
	return Request
}

// Entry describes one diagnostic code.
type Entry struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	Class Class  `json:"class"`
	// Check names the function that emits the code, as package.Function
	// or package.(*Type).Method.
	Check string `json:"check"`
}

// Group is the part of a code before the dot: "stacking" in
// "stacking.over-limit".
func (e Entry) Group() string {
	g, _, _ := strings.Cut(e.Code, ".")
	return g
}

// All lists every entry, sorted by code.
func All() []Entry {
	out := slices.Clone(entries)
	slices.SortFunc(out, func(a, b Entry) int { return strings.Compare(a.Code, b.Code) })
	return out
}

// Lookup finds the entry of a code.
func Lookup(code string) (Entry, bool) {
	i := slices.IndexFunc(entries, func(e Entry) bool { return e.Code == code })
	if i < 0 {
		return Entry{}, false
	}
	return entries[i], true
}

// SchemaCode is the code of a failed JSON Schema keyword, such as
// "schema.additional-properties" for additionalProperties. Keywords the
// catalogue does not list share "schema.invalid", so the set of codes the
// validator can emit stays closed.
func SchemaCode(keyword string) string {
	code := "schema." + kebab(keyword)
	if _, ok := Lookup(code); ok {
		return code
	}
	return SchemaInvalid
}

// kebab turns "additionalProperties" into "additional-properties".
func kebab(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r - 'A' + 'a')
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
