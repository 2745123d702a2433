package sheets

import (
	"errors"
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

// WriteMap draws the map (render.Map) to path, or to stdout when path is "".
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

// MapJob is a request for a map: one SVG to Out (stdout when empty) or,
// with Pages naming a paper, one HTML document of pages to Out. HexSize
// is as the command line gives it; Scenario, when set, puts that
// scenario's starting units on the map.
type MapJob struct {
	Scenario, Out, HexSize, Pages string
	Labels, Provenance, Force     bool
}

// Check refuses a job that cannot be done, before any edition is loaded
// (a JobError naming the flag), and returns its options and paper.
func (j MapJob) Check() (render.Options, Paper, error) {
	size, err := render.ParseHexSize(j.HexSize)
	if err != nil {
		return render.Options{}, Paper{}, &JobError{"hex-size", err}
	}
	var paper Paper
	if j.Pages != "" {
		if paper, err = PaperNamed(j.Pages); err != nil {
			return render.Options{}, Paper{}, &JobError{"pages", err}
		}
		if j.Out == "" || !strings.EqualFold(filepath.Ext(j.Out), ".html") {
			return render.Options{}, Paper{}, &JobError{Err: errors.New("--pages writes an HTML document of pages: give --out FILE.html")}
		}
	}
	return render.Options{HexSize: size, HideHexIDs: !j.Labels, Provenance: j.Provenance}, paper, nil
}

// Write draws the checked job's map of edition ed: the SVG to Out or
// stdout, or the pages to Out, whose line it returns.
func (j MapJob) Write(ed *model.Edition, opts render.Options, paper Paper, stdout io.Writer) (string, error) {
	if ed.Map == nil {
		return "", &JobError{Err: fmt.Errorf("edition %s has no map file yet (its edition.json lists no files.map), so there is no map to render", ed.Info.ID)}
	}
	if err := forScenario(&opts, ed, j.Scenario); err != nil {
		return "", err
	}
	if j.Pages != "" {
		return WriteMapPages(j.Out, j.Force, ed.Map, ed.TEC, opts, paper)
	}
	return "", WriteMap(j.Out, j.Force, stdout, ed.Map, ed.TEC, opts)
}

// forScenario sets the edition the map's title block names and, when
// scenario names one of its scenarios, that scenario's name and starting
// units (explain.SetupOf).
func forScenario(opts *render.Options, ed *model.Edition, scenario string) error {
	opts.Edition = &ed.Info
	if scenario == "" {
		return nil
	}
	setup, err := explain.SetupOf(ed, scenario)
	opts.Units, opts.Scenario = explain.Placements(setup.Units), setup.Name
	return err
}

// CounterJob is a request for counters: one sheet to Out (HTML, or one
// SVG) or one SVG per counter into the folder Split, of the counters of
// Scenario (every counter when empty). Size and Paper are as the command
// line gives them; Format is "html", "svg" or empty for Out's extension.
type CounterJob struct {
	Scenario, Size, Paper, Out, Format, Split string
	Force                                     bool
}

// JobError is a job (of counters, of a map) that cannot be done as asked; Flag names the
// flag at fault, empty when it is the flags together.
type JobError struct {
	Flag string
	Err  error
}

func (e *JobError) Error() string {
	if e.Flag == "" {
		return e.Err.Error()
	}
	return "--" + e.Flag + " " + e.Err.Error()
}

// Check refuses a job that cannot be done, before any edition is loaded;
// it settles Format and returns the counter side in inches and the paper.
func (j *CounterJob) Check() (float64, Paper, error) {
	length, err := render.ParseCounterSize(j.Size)
	if err != nil {
		return 0, Paper{}, &JobError{"size", err}
	}
	p, err := PaperNamed(j.Paper)
	if err != nil {
		return 0, Paper{}, &JobError{"paper", err}
	}
	if j.Format == "" {
		j.Format = CounterFormat(j.Out, j.Split != "")
	}
	bad := func(format string, args ...any) (float64, Paper, error) {
		return 0, Paper{}, &JobError{Err: fmt.Errorf(format, args...)}
	}
	switch {
	case j.Format != "html" && j.Format != "svg":
		return bad("--format %q: want one of html, svg", j.Format)
	case j.Split != "" && j.Out != "":
		return bad("give --out (one sheet) or --split (one file per counter), not both")
	case j.Split != "" && j.Format != "svg":
		return bad("--split writes SVG files: use it with --format svg")
	case j.Split == "" && j.Out == "":
		return bad("--out is required (or --split DIR): the file to write the sheet to, e.g. --out counters.html")
	}
	return length, p, nil
}

// Write does the checked job on edition ed and returns the line that says
// what it wrote.
func (j *CounterJob) Write(ed *model.Edition, length float64, p Paper) (string, error) {
	list, err := CounterListOf(ed, j.Scenario)
	if err != nil {
		return "", err
	}
	if j.Split != "" {
		return WriteCounterFiles(j.Split, j.Force, list, length)
	}
	return WriteCounterSheet(j.Out, j.Force, list, CounterSheetOptions{Size: length, Paper: p}, j.Format == "svg")
}
