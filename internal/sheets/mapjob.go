package sheets

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

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
