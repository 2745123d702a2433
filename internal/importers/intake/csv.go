package intake

import (
	"io"
	"io/fs"
	"os"
	"path"

	"github.com/bfgdata/bfgdata/internal/importers/csvsetup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// Setup is a setup CSV to lay over a scenario.
type Setup struct {
	// Name is the CSV file as the user named it: CSV opens it, or reads
	// Stdin for "-".
	Name  string
	Stdin io.Reader
	// Base holds the editions, one folder each, and Shown names Base's
	// folder in the report: the folder of --data, or "" for the bundled
	// editions, whose files the author does not have (see Changes.Shown).
	Base  fs.FS
	Shown string
	// Edition is the folder of the edition in Base, loaded as Ed.
	Edition string
	Ed      *model.Edition
	// Scenario is the scenario the setup replaces; Src the source moved
	// and added placements cite.
	Scenario *model.Scenario
	Src      string
}

// CSV imports a setup, checked by v (nil compiles one): the result's one
// file is the scenario's, and its report says what changed. The error is an input that cannot be opened,
// or a failure that is no problem of the input.
func CSV(v *validate.Validator, s Setup) (*Result, error) {
	r := &Result{Input: s.Name, Edition: s.Edition, scenario: s.Scenario.ID}
	in := s.Stdin
	if s.Name != "-" {
		f, err := os.Open(s.Name)
		if err != nil {
			return r, err
		}
		defer f.Close()
		in = f
	}
	read, err := csvsetup.Read(in)
	if stop, err := r.refusal(err); stop || err != nil {
		return r, err
	}
	if r.add(read.Problems...) {
		return r, nil
	}
	ns, summary, loc, err := csvsetup.Apply(s.Ed, s.Scenario, read.Rows, s.Src)
	if err != nil {
		return r, err
	}
	data, err := model.Encode(ns)
	if err != nil {
		return r, err
	}
	file, _ := s.Ed.ScenarioFile(s.Scenario.ID)
	r.Files, r.FromInput, r.summary = map[string][]byte{file: data}, []string{file}, summary.String()
	if v, err = validatorOr(v); err != nil {
		return r, err
	}
	ds, valid := Check(v, Changes{Base: s.Base, Edition: s.Edition, Scenario: s.Scenario.ID, Files: r.Files, Locator: loc, Shown: shownFolder(s.Shown, s.Edition)})
	r.Problems, r.Valid = append(r.Problems, ds...), valid
	return r, nil
}

// shownFolder is the folder of edition in folder shown, or "" for the
// bundled editions.
func shownFolder(shown, edition string) string {
	if shown == "" {
		return ""
	}
	return path.Join(shown, edition)
}
