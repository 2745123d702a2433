package intake

import (
	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
)

// Result is what an import found. Problems with a place that names no file
// are places of the input.
type Result struct {
	// Input is the input as the user named it ("-" for standard input).
	Input string
	// Edition is the edition the files belong to.
	Edition string
	// Files are the files to write when Valid, by their paths inside the
	// edition folder.
	Files map[string][]byte
	// FromInput lists the files the input holds, of Files.
	FromInput []string
	Problems  []diag.Diagnostic
	// Valid: the check ran and found the edition valid, so the import may
	// be written.
	Valid bool

	// scenario is the scenario a setup import laid its CSV over, and
	// summary what that changed; both empty for a workbook.
	scenario, summary string
	// over: the workbook was laid over the edition folder it is written
	// to, so Files are everything that folder is to hold.
	over bool
	// plan is what writing the import changes, once planned.
	plan *fileio.Plan
	// dir is the edition folder a setup is written into (Into).
	dir string
	// moves: the result is of a list of moves (Moves), not an import;
	// counts says what they did.
	moves  bool
	counts *MoveCounts
}

// add records problems of the input and reports whether any is an error,
// after which the import stops.
func (r *Result) add(ds ...diag.Diagnostic) bool {
	r.Problems = append(r.Problems, ds...)
	return diag.Count(ds, diag.Error) > 0
}

// Errors counts the problems that are errors.
func (r *Result) Errors() int { return diag.Count(r.Problems, diag.Error) }

// Refused reports whether an error is a request that cannot be done (an
// input that cannot be read at all, an edition not in use) rather than
// invalid data: a front end answers it as bad usage.
func (r *Result) Refused() bool {
	for _, d := range r.Problems {
		if d.Severity == diag.Error && catalog.ClassOf(d.Code) != catalog.Data {
			return true
		}
	}
	return false
}

// Line is a problem as one line of text, a place of the input named by
// the input.
func (r *Result) Line(d diag.Diagnostic) string {
	if d.File == "" {
		d.File = r.Input
	}
	return d.String()
}

// NotDone says that nothing of the input was taken in: "not imported", or
// for a list of moves "not moved".
func (r *Result) NotDone() string {
	if r.moves {
		return "not moved"
	}
	return "not imported"
}
