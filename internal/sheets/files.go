package sheets

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// The Write functions put a printed document in a file the way every
// command must (fileio.WriteNew: through a temporary file, never over a
// file without force) and return the line that says what was written, so
// every front end that writes one says the same.

// WriteMap draws the map (Map) to path, or to stdout when path is "".
func WriteMap(path string, force bool, stdout io.Writer, m *model.Map, tec *model.TEC, opts render.Options) error {
	draw := func(w io.Writer) error { return render.Map(w, m, tec, opts) }
	if path == "" {
		return draw(stdout)
	}
	return fileio.WriteNew(path, force, draw)
}

// WriteMapPages writes the map cut into pages (MapPages) to path.
func WriteMapPages(path string, force bool, m *model.Map, tec *model.TEC, opts render.Options, paper Paper) (string, error) {
	p, err := writePrinted(path, force, func(w io.Writer) (Printed, error) { return MapPages(w, m, tec, opts, paper) })
	if err != nil {
		return "", err
	}
	// A key and at least one map page: never "1 page".
	return fmt.Sprintf("wrote %s: the map in %s %s (an assembly key and %d map pages)", path, p, p.Paper.Orientation(), p.Pages-1), nil
}

// WriteSetupSheet writes a scenario's setup sheet (SetupSheet) to path.
func WriteSetupSheet(path string, force bool, b explain.Briefing, m *model.Map, tec *model.TEC, paper Paper) (string, error) {
	p, err := writePrinted(path, force, func(w io.Writer) (Printed, error) { return SetupSheet(w, b, m, tec, paper) })
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: setup sheet of %s (edition %s), %d units, %s", path, b.Name, b.Edition.ID, len(b.Units), p), nil
}

// WriteCounterSheet writes the counter sheet to path, as HTML
// (CounterSheet) or as one SVG (CounterSheetSVG).
func WriteCounterSheet(path string, force bool, list explain.CounterList, opts CounterSheetOptions, svg bool) (string, error) {
	draw := CounterSheet
	if svg {
		draw = CounterSheetSVG
	}
	p, err := writePrinted(path, force, func(w io.Writer) (Printed, error) { return draw(w, list, opts) })
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: %d counters of %s at %s in, %s", path, list.Count(), list.Title, inches(opts.Size), p), nil
}

// WriteCounterFiles writes one SVG per counter (CounterFiles) into dir,
// all of them or none (fileio.WriteFiles), and says how many it added and
// changed.
func WriteCounterFiles(dir string, force bool, list explain.CounterList, size float64) (string, error) {
	files, err := CounterFiles(list, size)
	if err != nil {
		return "", err
	}
	p, err := fileio.WriteFiles(dir, force, files)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %d counter SVGs of %s in to %s (%d added, %d changed, %d unchanged)", len(files), inches(size), dir, len(p.Add), len(p.Change), p.Same), nil
}

// CounterFormat is the format counters are written in when none is asked:
// "svg" for one file per counter or an out ending in .svg, else "html".
func CounterFormat(out string, perCounter bool) string {
	if perCounter || strings.EqualFold(filepath.Ext(out), ".svg") {
		return "svg"
	}
	return "html"
}

// writePrinted writes a printed document to path and returns how it was
// printed.
func writePrinted(path string, force bool, draw func(io.Writer) (Printed, error)) (Printed, error) {
	var p Printed
	err := fileio.WriteNew(path, force, func(w io.Writer) (err error) {
		p, err = draw(w)
		return err
	})
	return p, err
}

// inches prints a length in inches with up to four significant digits.
func inches(v float64) string { return fmt.Sprintf("%.4g", v) }
