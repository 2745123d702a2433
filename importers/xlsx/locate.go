package xlsx

import (
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// Locator remembers where in the workbook each value of the built files
// came from, so that a diagnostic on a file and a JSON pointer can name the
// cell to fix.
type Locator struct {
	// cells maps a document key, then a JSON pointer, to a place. A
	// document key is a file path, or a role ("@counters", "@scenario:id")
	// while the file's path is not yet known.
	cells map[string]map[string]diag.Place
	// unplaced maps a document key and a counter id to the row that lists
	// the counter without placing it (a template row left empty).
	unplaced map[string]map[string]diag.Place
	// aliases maps a file path to the document keys that describe it.
	aliases map[string][]string
}

func newLocator() *Locator {
	return &Locator{cells: map[string]map[string]diag.Place{}, unplaced: map[string]map[string]diag.Place{}, aliases: map[string][]string{}}
}

func (l *Locator) add(doc, pointer string, at diag.Place) {
	m := l.cells[doc]
	if m == nil {
		m = map[string]diag.Place{}
		l.cells[doc] = m
	}
	m[pointer] = at
}

func (l *Locator) addUnplaced(doc, counter string, at diag.Place) {
	m := l.unplaced[doc]
	if m == nil {
		m = map[string]diag.Place{}
		l.unplaced[doc] = m
	}
	m[counter] = at
}

// alias makes file answer for the document keys docs too.
func (l *Locator) alias(file string, docs ...string) {
	l.aliases[file] = append(l.aliases[file], docs...)
}

// fieldOf names, for codes reported on a whole placement, the field a
// person fixes: a German placement's force is typed in its force cell.
var fieldOf = map[string]string{"setup.force": "/force"}

// Locate finds the cell behind a value of a built file (d.File, the path
// inside the edition folder, and d.Pointer): the cell recorded for the
// pointer, or for the nearest pointer above it. A diagnostic about a
// counter the setup leaves out (pointer /setup) goes to the row that lists
// that counter, when there is one. ok is false when the workbook holds
// nothing of the file.
func (l *Locator) Locate(d diag.Diagnostic) (diag.Place, bool) {
	file, pointer, code, counters := d.File, d.Pointer, d.Code, d.Counters
	docs := append([]string{file}, l.aliases[file]...)
	if f, ok := fieldOf[code]; ok {
		for _, d := range docs {
			if at, ok := l.cells[d][pointer+f]; ok {
				return at, true
			}
		}
	}
	if pointer == "/setup" && len(counters) > 0 {
		for _, d := range docs {
			if at, ok := l.unplaced[d][counters[0]]; ok {
				return at, true
			}
		}
	}
	for p := pointer; ; {
		for _, d := range docs {
			if at, ok := l.cells[d][p]; ok {
				return at, true
			}
		}
		if p == "" {
			return diag.Place{}, false
		}
		i := strings.LastIndexByte(p, '/')
		if i < 0 {
			i = 0
		}
		p = p[:i]
	}
}
