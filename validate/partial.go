package validate

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/internal/words"
	"github.com/bfgdata/bfgdata/model"
)

// A scenario whose only schema problems lie inside some of its placements
// is still judged: the broken placements are left out, the rest decode,
// and every later check (counters, legality) runs on what remains, so that
// one mistyped hex does not hide the legality of a hundred other units.
// The document keeps its errors; what it leaves out is said in one
// validate.skipped line. So does a scenario whose schema problems lie in
// a special or optional rule, a note or a turn date (the broken entries are
// left out of what is judged) or in its name or victory (judged without
// them): none of these is read by the setup's checks, which still run.

// salvage is the scenario of d with the broken elements of its setup and
// setAside left out, or nil when a problem lies elsewhere or the rest does
// not decode either. It is called once the schema pass has found errors.
func (d *document) salvage() *model.Scenario {
	root, ok := d.generic.(map[string]any)
	if !ok {
		return nil
	}
	bad := map[string]map[int]bool{"setup": {}, "setAside": {}, "specialRules": {}, "optionalRules": {}, "notes": {}, "turnDates": {}}
	unread := map[string]bool{}
	for _, x := range d.diags {
		if x.Severity != diag.Error {
			continue
		}
		if term, ok := unreadTerm(x.Pointer); ok {
			unread[term] = true
			continue
		}
		list, i, ok := elementOf(x.Pointer)
		if !ok || bad[list] == nil {
			return nil
		}
		bad[list][i] = true
	}
	kept := make(map[string]any, len(root))
	for k, v := range root {
		if !unread[k] {
			kept[k] = v
		}
	}
	var keep = map[string][]int{}
	for list, drop := range bad {
		elems, ok := root[list].([]any)
		if !ok {
			if len(drop) > 0 {
				return nil // a list too long to be held whole: not salvaged
			}
			continue
		}
		var rest []any
		for i, e := range elems {
			if drop[i] && (list == "setup" || list == "setAside") {
				if c, ok := e.(map[string]any)["counter"].(string); ok && c != "" {
					d.unjudged = append(d.unjudged, c)
				}
				ptr := fmt.Sprintf("/%s/%d", list, i)
				// named now, while the parsed value can say whose it is
				name, _ := placeOf(ptr, d.valueAt)
				d.dropped, d.droppedNames = append(d.dropped, ptr), append(d.droppedNames, name)
				continue
			}
			if drop[i] {
				continue // a broken rule, note or date: no setup check reads it
			}
			rest = append(rest, e)
			keep[list] = append(keep[list], i)
		}
		if rest == nil {
			rest = []any{}
		}
		kept[list] = rest
	}
	s := &model.Scenario{}
	if err := fill(reflect.ValueOf(s).Elem(), kept); err != nil {
		d.unjudged, d.dropped, d.droppedNames = nil, nil, nil
		return nil
	}
	d.renumbered = keep
	return s
}

// unreadTerm is the member of the scenario a pointer lies in when no check
// of the setup reads that member, so that a scenario with a problem there
// is judged without it: its name and its victory.
func unreadTerm(ptr string) (string, bool) {
	rest, ok := strings.CutPrefix(ptr, "/")
	if !ok {
		return "", false
	}
	key, _, _ := strings.Cut(rest, "/")
	switch key {
	case "name", "victory":
		return key, true
	}
	return "", false
}

// elementOf splits a pointer into a top-level list's key and the element
// index: "/setup/3/hex" is setup, 3.
func elementOf(ptr string) (string, int, bool) {
	rest, ok := strings.CutPrefix(ptr, "/")
	if !ok {
		return "", 0, false
	}
	list, tail, ok := strings.Cut(rest, "/")
	if !ok {
		return "", 0, false
	}
	idx, _, _ := strings.Cut(tail, "/")
	i, err := strconv.Atoi(idx)
	if err != nil || i < 0 {
		return "", 0, false
	}
	return list, i, true
}

// fileIndex turns a pointer into an element of a salvaged list back into
// the pointer of that element in the file.
func (d *document) fileIndex(ptr string) string {
	if d.renumbered == nil {
		return ptr
	}
	list, i, ok := elementOf(ptr)
	idx, known := d.renumbered[list]
	if !ok || !known || i >= len(idx) {
		return ptr
	}
	prefix := "/" + list + "/" + strconv.Itoa(i)
	return "/" + list + "/" + strconv.Itoa(idx[i]) + ptr[len(prefix):]
}

// noteDropped says which placements a salvaged scenario leaves unjudged.
func (d *document) noteDropped() {
	n := len(d.dropped)
	if n == 0 {
		return
	}
	// at the first entry left out, a pointer of the file as it is
	renumbered := d.renumbered
	d.renumbered = nil
	defer func() { d.renumbered = renumbered }()
	// Entries named as the schema messages name them ("the placement of
	// 67"), not by a JSON pointer: by the names salvage gave them while
	// the parsed value could say whose they are.
	names := d.droppedNames
	d.add(diag.Info, "validate.skipped", d.dropped[0], fmt.Sprintf("%s skipped until %s %s fixed: %s not judged against the counters or the rules",
		checks(n), listShort(names, shortList), words.Plural(n, "is", "are"), words.Plural(n, "that entry is", "those entries are")))
}

// shortList is how many names a message lists before "and N more".
const shortList = 12

// listShort lists names, the first most of them and then how many more.
func listShort(names []string, most int) string {
	if len(names) > most {
		return strings.Join(names[:most], ", ") + fmt.Sprintf(" and %d more", len(names)-most)
	}
	return joinWords(names, "and")
}

// checks is "1 check" or "N checks".
func checks(n int) string { return fmt.Sprintf("%d %s", n, words.Plural(n, "check", "checks")) }

// notJudged says, of a scenario file that cannot be read as a scenario at
// all, in one line, that its setup (of n placements, 0 if unknown) waits
// for its errors to be fixed.
func (d *document) notJudged(schemaName string, n int) {
	if schemaName != "scenario" {
		return
	}
	d.add(diag.Info, "validate.skipped", "", fmt.Sprintf("%s skipped until this file's errors are fixed: its setup is not judged against the counters or the rules", checks(max(n, 1))))
}

// setupLen is how many placements the parsed document's setup holds, split
// into chunks or not; 0 if it has none or is not parsed.
func (d *document) setupLen() int {
	root, _ := d.generic.(map[string]any)
	switch setup := root["setup"].(type) {
	case []any:
		return len(setup)
	case *jsonx.DeferredArray:
		return len(setup.Spans)
	}
	return 0
}
