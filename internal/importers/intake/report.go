package intake

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/words"
)

// Verdict is what an import came to; a front end maps it to its exit
// status.
type Verdict int

const (
	// Imported: the import is valid and may be (or was) written.
	Imported Verdict = iota
	// Invalid: the input holds data errors; nothing is written.
	Invalid
	// Refused: the input cannot be read at all, or the request cannot be
	// done; nothing is written.
	Refused
)

// Verdict judges the result: a refusal outranks data errors.
func (r *Result) Verdict() Verdict {
	switch {
	case r.Refused():
		return Refused
	case r.Errors() > 0:
		return Invalid
	}
	return Imported
}

// Report is what an import shows, in either form: the object WriteJSON
// writes, or the lines WriteText writes.
type Report struct {
	Input   string   `json:"input"`
	Valid   bool     `json:"valid"`
	Output  string   `json:"output,omitempty"`
	Written []string `json:"written"`
	// Changes is what the import changes (or, in a dry run or when
	// refused, would change) where it goes: none for standard output.
	Changes *fileio.Plan `json:"changes,omitempty"`
	// DryRun: the import was only planned; nothing was written.
	DryRun bool `json:"dryRun,omitempty"`
	// Moved says what a list of moves did to the units it names.
	Moved    *MoveCounts  `json:"moved,omitempty"`
	Problems []reportLine `json:"problems"`

	res *Result
	out string
}

// reportLine is a diag.Diagnostic in the shape the import report's JSON
// has always written it (its keys in this order): at a cell of the
// workbook or a field of the CSV (no file), else at a file the input does
// not hold. It is an output format, not a second kind of problem.
type reportLine struct {
	Severity diag.Severity `json:"severity"`
	Code     string        `json:"code"`
	Message  string        `json:"message"`
	Rule     string        `json:"rule,omitempty"`
	Sheet    string        `json:"sheet,omitempty"`
	Cell     string        `json:"cell,omitempty"`
	File     string        `json:"file,omitempty"`
	Line     int           `json:"line,omitempty"`
	Column   int           `json:"column,omitempty"`
}

// Report is the report of the import, going to out (a folder, a file, or
// "" for standard output), once the files listed as written are written.
// A dry run's report says what would be written.
func (r *Result) Report(out string, written []string, dryRun bool) *Report {
	rep := &Report{Input: r.Input, Valid: r.Valid, Output: out, Written: written, Changes: r.plan, DryRun: dryRun, Problems: []reportLine{}, res: r, out: out}
	if r.moves {
		rep.Moved = r.counts
	}
	if rep.Written == nil {
		rep.Written = []string{}
	}
	for _, d := range r.Problems {
		rep.Problems = append(rep.Problems, reportLine{d.Severity, d.Code, d.Message, d.Rule, d.Sheet, d.Cell, d.File, d.Line, d.Column})
	}
	return rep
}

// WriteJSON writes the report as one indented JSON object.
func (rep *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// WriteText writes one line per problem, then what was imported when the
// import is valid, or why nothing was written when its data is invalid.
// A refusal gets no summary here: the front end's error says it.
func (rep *Report) WriteText(w io.Writer) error {
	r := rep.res
	for _, d := range r.Problems {
		if _, err := fmt.Fprintln(w, r.Line(d)); err != nil {
			return err
		}
	}
	if r.Valid && r.plan != nil {
		for _, l := range r.plan.Lines(filepath.ToSlash(r.plan.Dir)) {
			if _, err := fmt.Fprintln(w, l); err != nil {
				return err
			}
		}
	}
	var err error
	switch n := r.Errors(); {
	case r.Valid && rep.DryRun:
		_, err = fmt.Fprintf(w, "dry run: %s; nothing was written\n", rep.done("would import", "moves checked"))
	case r.Valid:
		_, err = fmt.Fprintln(w, rep.done("imported", "moves made"))
	case r.Verdict() == Invalid:
		_, err = fmt.Fprintf(w, "%s: %s: %d %s; nothing was written\n", r.Input, r.NotDone(), n, words.Plural(n, "error", "errors"))
	}
	return err
}

// done says what a valid import brought in, after verb ("imported"), or
// what a list of moves did, after moved ("moves made").
func (rep *Report) done(verb, moved string) string {
	r := rep.res
	var files string
	if r.plan != nil {
		files = "; files: " + r.plan.Summary()
	}
	if r.moves {
		return fmt.Sprintf("%s in scenario %s of edition %s (%s), %s%s", moved, r.scenario, r.Edition, filepath.ToSlash(r.dir), r.summary, files)
	}
	if r.scenario != "" {
		return fmt.Sprintf("%s %s into scenario %s of edition %s: %s%s", verb, r.Input, r.scenario, r.Edition, r.summary, files)
	}
	return fmt.Sprintf("%s %s into %s: edition %s, %d files (%d from the workbook), valid%s",
		verb, r.Input, rep.out, r.Edition, len(r.Files), len(r.FromInput), files)
}

// Finish ends an import whose result is r: a valid one is written (Write;
// nothing on a dry run), then the report is printed, as JSON on stdout
// when asJSON, else as text on stderr, and the verdict returned. The error
// is a failure to write, or a JSON report asked for with the scenario's
// JSON bound for stdout (no out).
func (r *Result) Finish(out string, force, dryRun, asJSON bool, stdout, stderr io.Writer) (Verdict, error) {
	var written []string
	if r.Valid {
		// only a setup goes to stdout: a workbook's --out is required
		if out == "" && r.dir == "" && asJSON {
			return Refused, fmt.Errorf("--format json reports on the import; give --out for the scenario's JSON")
		}
		var err error
		if written, err = r.Write(out, force, dryRun, stdout); err != nil {
			return Refused, err
		}
	}
	rep := r.Report(out, written, dryRun)
	if asJSON {
		if err := rep.WriteJSON(stdout); err != nil {
			return Refused, err
		}
	} else {
		// Lines that cannot be printed leave the verdict as it is.
		_ = rep.WriteText(stderr)
	}
	return r.Verdict(), nil
}
