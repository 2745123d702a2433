package datafmt

import (
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
)

// Run formats the files paths name; with no path it checks the tree
// bundled (shown under prefix), which it can never rewrite. With check it
// rewrites nothing.
func Run(bundled fs.FS, prefix string, paths []string, check bool) *Report {
	var targets []Target
	var results []Result
	rep := &Report{Check: check, Canonical: true, bundled: len(paths) == 0}
	if rep.bundled {
		targets, results = BundledTargets(bundled, prefix)
	} else {
		targets, results = PathTargets(paths)
	}
	for _, t := range targets {
		results = append(results, Format(t, check))
	}
	return rep.tally(results)
}

// tally counts what the results come to.
func (rep *Report) tally(results []Result) *Report {
	rep.Files = results
	if rep.Files == nil {
		rep.Files = []Result{}
	}
	for _, r := range results {
		switch {
		case r.IO:
			rep.IOFailures++
		case r.Error != "":
			rep.DataErrors++
		case r.Skipped == "" && !r.Canonical:
			rep.Canonical = false
			if !r.Rewritten {
				rep.NotCanonical++
			}
		}
	}
	return rep
}

// Invalid reports whether a file is not valid data or is left not
// canonical: exit status 1, unless an I/O failure outranks it.
func (rep *Report) Invalid() bool { return rep.DataErrors > 0 || rep.NotCanonical > 0 }

// WriteJSON writes the report as one indented JSON object.
func (rep *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// WriteText lists on out each file that is not canonical, and on errw
// each file skipped or refused; a bundled tree that is not canonical gets
// a word on how to fix it, since it cannot be rewritten.
func (rep *Report) WriteText(out, errw io.Writer) error {
	for _, r := range rep.Files {
		var err error
		switch {
		case r.Skipped != "":
			_, err = fmt.Fprintf(errw, "%s: skipped: %s\n", r.File, r.Skipped)
		case r.Error != "" && r.Line > 0:
			_, err = fmt.Fprintf(errw, "%s:%d:%d: %s\n", r.File, r.Line, r.Column, r.Error)
		case r.Error != "":
			_, err = fmt.Fprintf(errw, "%s: %s\n", r.File, r.Error)
		case !r.Canonical:
			_, err = fmt.Fprintln(out, r.File)
		}
		if err != nil {
			return err
		}
	}
	if rep.bundled && rep.NotCanonical > 0 {
		_, err := fmt.Fprintln(errw, "the bundled data is not canonical and cannot be rewritten; run bfgdata fmt on a checkout's data folder")
		return err
	}
	return nil
}
