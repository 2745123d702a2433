package validate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/internal/words"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
	"github.com/bfgdata/bfgdata/schema"
)

// This file says a schema violation in an author's words: which field of
// which entry, what it holds and what it should hold. The validator's own
// messages name regular expressions and schema keywords, which an author
// who typed a hex into a spreadsheet cannot act on.

// patternForms says, for each pattern the schemas use, what a value of it
// looks like. A pattern not listed here is named by its field alone.
var patternForms = map[string]string{
	`^(0[1-9]|[1-9][0-9])(0[1-9]|[1-9][0-9])$`: "a hex id (four digits RRCC, like 2105)",
	`^[0-9]{4}/[0-9]{4}$`:                      "a hexside (two hex ids, lower first, like 2105/2106)",
	`^[a-z0-9]+(-[a-z0-9]+)*$`:                 "an id (lower-case letters and digits in words joined by single hyphens, like 7-us)",
	`^[0-9]+-[0-9]+$`:                          "an odds column (like 3-1)",
	`^[A-Za-z]{1,4}$`:                          "a result code (one to four letters, like Ex)",
	`^[a-z]+\.[a-z][a-z0-9-]*$`:                "a diagnostic code (like stacking.over-limit)",
	`^[0-9A-Za-z][0-9A-Za-z. ()-]{0,39}$`:      "a rule citation (letters, digits, dots, spaces and brackets, like 5.1 or 1994 5.1)",
	`^[a-z0-9][a-z0-9./-]*\.json$`:             "a path of a .json file in the edition folder (like scenarios/historical.json)",
	`^(0[1-9]|[1-9][0-9])(0[1-9]|[1-9][0-9])-(0[1-9]|[1-9][0-9])(0[1-9]|[1-9][0-9])$`: "a range of two hex ids (like 0101-0106)",
	`^[0-9]{1,2}-[0-9]{1,2}-[0-9]{1,2}$`:                                              "attack-defense-movement (like 7-4-8)",
	`^[0-9]{1,2}\.[0-9]{1,2}(\.[0-9]{1,2})?$`:                                         "a rule number (like 13.0 or 12.31)",
	`^([0-9]{1,2}\.[0-9]{1,2}(\.[0-9]{1,2})?|V[1-9][0-9]{0,2})$`:                      "a rule number (like 13.0 or 12.31), or V1, V2 … for a rule of the author's own",
	`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`:                                                    "a date (year-month-day, like 1945-02-01)",
}

// entryNames names an element of the arrays authors fill, by the array's
// member name: /setup/2 is "placement 3 of the setup".
var entryNames = map[string]string{
	"setup":         "placement %d of the setup",
	"setAside":      "set-aside entry %d",
	"specialRules":  "special rule %d",
	"optionalRules": "optional rule %d",
	"sources":       "source %d",
	"notes":         "note %d",
	"control":       "control entry %d",
	"hostile":       "hostile pair %d",
	"counters":      "counter %d",
	"turns":         "entry %d of the turns",
	"columns":       "column %d",
	"results":       "result %d",
	"rows":          "row %d",
	"terrain":       "terrain %d",
}

// namedEntries names an element of a list by the id (or counter) it
// holds, when it holds one: /setup/63 is "the placement of 63", never by
// its place in the list, which an author does not count.
var namedEntries = map[string]string{
	"setup":         "the placement of %s",
	"setAside":      "the set-aside entry of %s",
	"specialRules":  "special rule %s",
	"optionalRules": "optional rule %s",
	"sources":       "source %s",
	"counters":      "counter %s",
	"turns":         "turn %s",
}

// keyedNames names a member of the objects keyed by id: /hexes/2105 is
// "hex 2105".
var keyedNames = map[string]string{
	"hexes":    "hex %s",
	"hexsides": "hexside %s",
	"zones":    "zone %s",
	"ruleRefs": "rule reference %s",
}

// schemaMessage is what v means, in the words of the author of the file.
// value finds the value at a pointer, if it can.
func schemaMessage(v schema.Violation, value func(ptr string) (any, bool)) string {
	where, field := placeOf(v.Pointer, value)
	got, have := value(v.Pointer)
	if n, err := strconv.Atoi(field); err == nil && (v.Keyword == "items" || v.Keyword == "additionalItems") {
		// An element past the end of a list of fixed length.
		return describe(where, "") + ": entry " + strconv.Itoa(n+1) + " is one too many"
	}
	subject, lead := field, ""
	switch {
	case field == "" && where == "":
		subject = "the file"
	case field == "":
		// The pointer names an entry: it is the subject itself.
		subject = where
	case where != "":
		lead = where + ": "
	}
	shown := subject
	if have && field != "" {
		shown = subject + " " + showValue(got)
	}
	switch v.Keyword {
	case "pattern":
		pat := strings.TrimPrefix(v.Message, "does not match pattern ")
		switch got.(type) {
		case map[string]any, []any:
			// The pattern is the one of the keys of an object (its
			// propertyNames): the key is at fault, not its value.
			return keyMessage(v.Pointer, formOf(pat, ""))
		}
		if s, ok := got.(string); have && ok && s == "" {
			if field == "src" {
				return lead + "src is empty: write the id of one of this file's sources" + sourceIDs(value)
			}
			return lead + subject + " is empty: write " + formOf(pat, field)
		}
		return lead + shown + " is not " + formOf(pat, field)
	case "type":
		want, _, _ := strings.Cut(strings.TrimPrefix(v.Message, "expected "), ", but got ")
		return lead + shown + " is " + typeWords(got, have) + ", but " + subject + " must be " + wantTypes(want)
	case "enum", "const":
		if s, ok := got.(string); ok {
			if _, err := strconv.Atoi(s); err == nil && strings.Contains(", "+choices(v.Message)+",", " "+s+",") {
				return lead + shown + " is text: write the number " + s + " without quotes"
			}
		}
		hint := ""
		if s, ok := got.(string); ok {
			hint = rules.DidYouMean(s, choiceList(v.Message))
		}
		return lead + shown + " is not allowed: " + subject + " must be " + choices(v.Message) + hint
	case "required":
		names := quotedList(strings.TrimPrefix(v.Message, "missing properties: "))
		in := where
		if field != "" {
			in = describe(where, field)
		}
		if in == "" {
			in = "the file"
		}
		// quotedList gives one name at least
		return in + " has no " + joinWords(names, "and") + " " + words.Plural(len(names), "field", "fields") + ": add " + words.Plural(len(names), "it", "them")
	case "minItems", "maxItems":
		n, found := firstNumber(v.Message)
		if v.Pointer == "/setup" && found == 0 {
			return emptySetup
		}
		if v.Keyword == "minItems" {
			return lead + subject + " lists " + itemCount(found) + ", but needs at least " + itemCount(n)
		}
		return lead + subject + " lists " + itemCount(found) + ", but may hold at most " + itemCount(n)
	case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
		// "must be >= 1 but found 0"
		bound := v.Message
		if f := strings.Fields(v.Message); len(f) > 3 {
			bound = f[3]
		}
		word := map[string]string{"minimum": "at least", "maximum": "at most", "exclusiveMinimum": "more than", "exclusiveMaximum": "less than"}[v.Keyword]
		return lead + shown + " is out of range: " + subject + " must be " + word + " " + bound
	case "minLength":
		return lead + subject + " is empty: write something in it"
	case "maxLength":
		return lead + subject + " is too long"
	case "uniqueItems":
		i, j := firstNumber(v.Message)
		return lead + subject + " lists the same thing twice (entries " + strconv.Itoa(i+1) + " and " + strconv.Itoa(j+1) + ")"
	case "format":
		return lead + shown + " is not in the form " + subject + " takes"
	case "oneOf", "anyOf":
		if v.Pointer == "" {
			return rootChoice(value)
		}
		if place := placementChoice(v.Pointer, value); place != "" {
			return place
		}
		return lead + subject + " matches none of the forms it may take"
	case "minProperties":
		return lead + subject + " is empty"
	case "maxProperties":
		return lead + subject + " has too many entries"
	case "propertyNames":
		return lead + "a key of " + subject + " is not in the form its keys take"
	}
	if field != "" && v.Keyword == field {
		// A property the schema forbids here (a false schema): the
		// keyword is the property's own name.
		return lead + field + " is not allowed here"
	}
	return lead + subject + " is not what this file allows here"
}

// keyMessage says that the last key of ptr is not of the form its object's
// keys take.
func keyMessage(ptr, form string) string {
	key := lastToken(ptr)
	where, field := placeOf(ptr[:max(strings.LastIndex(ptr, "/"), 0)], nil)
	in := describe(where, field)
	if in == "" {
		return fmt.Sprintf("the key %q is not %s", key, form)
	}
	return fmt.Sprintf("%q in %s is not %s", key, in, form)
}

// sourceIDs lists the ids of the file's sources, ": a, b or c", if it can.
func sourceIDs(value func(string) (any, bool)) string {
	list, _ := value("/sources")
	var ids []string
	for _, s := range asList(list) {
		m, _ := s.(map[string]any)
		if id, ok := m["id"].(string); ok && id != "" {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	return " (" + joinWords(ids, "or") + ")"
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// counterHint is the "did you mean" of an unknown counter id: the unit of
// the set nearest to it, if one is near.
func counterHint(id string, set *model.CounterSet) string {
	ids := make([]string, 0, len(set.Counters))
	for _, c := range set.Counters {
		ids = append(ids, c.ID)
	}
	return rules.DidYouMean(id, ids)
}

// codeHint is the "did you mean" of a diagnostic code the catalogue does
// not have.
func codeHint(code string) string {
	all := catalog.All()
	codes := make([]string, len(all))
	for i, e := range all {
		codes[i] = e.Code
	}
	return rules.DidYouMean(code, codes)
}

// emptySetup is what a scenario with no placements and no setupFrom needs.
const emptySetup = "the setup is empty: place at least one unit, or take a setup from another scenario with setupFrom"

// rootChoice explains the scenario's choice between its own setup and
// another's (the only choice at the top of a file).
func rootChoice(value func(string) (any, bool)) string {
	_, setup := value("/setup")
	_, from := value("/setupFrom")
	switch {
	case setup && from:
		return "the scenario has both a setup and setupFrom: keep its own setup or take another scenario's, not both"
	case !setup && !from:
		return emptySetup
	}
	return "the file does not take any of the forms it may take"
}

// placementChoice explains a placement that is not in exactly one place.
func placementChoice(ptr string, value func(string) (any, bool)) string {
	where, field := placeOf(ptr, value)
	if field != "" || !strings.HasPrefix(ptr, "/setup/") {
		return ""
	}
	var has []string
	for _, k := range []string{"hex", "zone", "box"} {
		if _, ok := value(ptr + "/" + k); ok {
			has = append(has, k)
		}
	}
	if len(has) == 0 {
		return where + " does not say where the unit sets up: give a hex, a zone or a box"
	}
	return where + " gives both a " + joinWords(has, "and a") + ": a unit sets up in a hex, in a zone (with or without a hex of it) or in a box"
}

// placeOf splits a pointer into the entry it is in, in words, and the
// field's own name ("" when the pointer names an entry, not a field). An
// entry with an id, or a placement, is named by it too: "counter 45
// (5-us)", since the author knows the entry by it, not by its number.
func placeOf(ptr string, value func(string) (any, bool)) (where, field string) {
	if ptr == "" {
		return "", ""
	}
	toks := strings.Split(ptr[1:], "/")
	for i := range toks {
		toks[i] = jsonx.UnescapePointer(toks[i])
	}
	var parts []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i+1 < len(toks) {
			next := toks[i+1]
			if f, ok := keyedNames[t]; ok {
				parts = append(parts, fmt.Sprintf(f, next))
				i++
				continue
			}
			if n, err := strconv.Atoi(next); err == nil {
				id := entryID(value, toks[:i+2])
				part := fmt.Sprintf("entry %d of %s", n+1, t)
				if f, ok := namedEntries[t]; ok && id != "" {
					part, id = fmt.Sprintf(f, id), ""
				} else if f, ok := entryNames[t]; ok {
					part = fmt.Sprintf(f, n+1)
				}
				if id != "" {
					id = " (" + id + ")"
				}
				parts = append(parts, part+id)
				i++
				continue
			}
		}
		if i == len(toks)-1 {
			field = t
			break
		}
		parts = append(parts, t)
	}
	// The innermost entry first reads best: "placement 3 of the setup".
	slices.Reverse(parts)
	return strings.Join(parts, " of "), field
}

// entryID is the id of the entry at the pointer made of toks or, for a
// placement, its counter, or for a turn its number; "" if it has none.
func entryID(value func(string) (any, bool), toks []string) string {
	if value == nil {
		return ""
	}
	var ptr strings.Builder
	for _, t := range toks {
		ptr.WriteString("/" + jsonx.EscapePointer(t))
	}
	e, _ := value(ptr.String())
	m, _ := e.(map[string]any)
	for _, k := range []string{"id", "counter"} {
		if id, ok := m[k].(string); ok && id != "" && len(id) <= 40 {
			return id
		}
	}
	if n, ok := m["turn"]; ok {
		return fmt.Sprint(n)
	}
	return ""
}

// describe names a field of an entry: "placement 3 of the setup" and "hex"
// make "the hex of placement 3 of the setup".
func describe(where, field string) string {
	if field == "" {
		return where
	}
	if where == "" {
		return field
	}
	return field + " of " + where
}

// formOf says what a value of a pattern looks like.
func formOf(pattern, field string) string {
	// The validator quotes as Go does, but between single quotes.
	if len(pattern) >= 2 && pattern[0] == '\'' && pattern[len(pattern)-1] == '\'' {
		inner := strings.ReplaceAll(pattern[1:len(pattern)-1], `\'`, `'`)
		if p, err := strconv.Unquote(`"` + strings.ReplaceAll(inner, `"`, `\"`) + `"`); err == nil {
			pattern = p
		}
	}
	if f, ok := patternForms[pattern]; ok {
		return f
	}
	if field == "" {
		return "in the form this value takes"
	}
	return "in the form " + field + " takes"
}

// showValue quotes a value as an author would recognise it.
func showValue(v any) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case nil:
		return "null"
	case map[string]any:
		return "(a group of fields)"
	case []any:
		return "(a list)"
	}
	return fmt.Sprint(v)
}

// typeWords names the kind of value v is.
func typeWords(v any, have bool) string {
	if !have {
		return "of the wrong kind"
	}
	switch v.(type) {
	case string:
		return "text"
	case bool:
		return "true or false"
	case nil:
		return "null"
	case map[string]any:
		return "a group of fields"
	case []any:
		return "a list"
	}
	return "a number"
}

// wantTypes says the JSON types of a "type" keyword in words.
func wantTypes(list string) string {
	words := map[string]string{"string": "text", "integer": "a whole number", "number": "a number", "boolean": "true or false",
		"object": "a group of fields", "array": "a list", "null": "null"}
	var out []string
	for _, t := range strings.Split(list, " or ") {
		if w, ok := words[strings.TrimSpace(t)]; ok {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return "another kind of value"
	}
	return joinWords(out, "or")
}

// choices turns "value must be one of "a", "b", "c"" into "a, b or c".
func choices(msg string) string {
	out := choiceList(msg)
	if len(out) == 1 && out[0] == "const failed" {
		return "another value"
	}
	return joinWords(out, "or")
}

// choiceList reads the values of "value must be one of "a", "b"".
func choiceList(msg string) []string {
	msg = strings.TrimPrefix(msg, "value must be ")
	msg = strings.TrimPrefix(msg, "one of ")
	var out []string
	for _, c := range strings.Split(msg, ", ") {
		if u, err := strconv.Unquote(c); err == nil {
			c = u
		}
		out = append(out, c)
	}
	return out
}

// quotedList reads "'a', 'b'" as a, b.
func quotedList(s string) []string {
	var out []string
	for name := range quotedNames(s) {
		out = append(out, name)
	}
	if len(out) == 0 {
		out = append(out, s)
	}
	return out
}

// firstNumber reads the first two whole numbers of a message.
func firstNumber(msg string) (a, b int) {
	var ns []int
	for _, f := range strings.Fields(msg) {
		if n, err := strconv.Atoi(strings.Trim(f, ",")); err == nil {
			ns = append(ns, n)
		}
	}
	for len(ns) < 2 {
		ns = append(ns, 0)
	}
	return ns[0], ns[1]
}

func itemCount(n int) string { return strconv.Itoa(n) + " " + words.Plural(n, "entry", "entries") }

// joinWords joins "a", "b", "c" as "a, b and c".
func joinWords(ws []string, and string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " " + and + " " + ws[len(ws)-1]
}
