package sheets

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

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
