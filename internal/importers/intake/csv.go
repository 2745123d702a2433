package intake

import (
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/importers/csvsetup"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// SetupCSV is a setup CSV to lay over a scenario.
type SetupCSV struct {
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
	// Into, when its Dir is set, writes into an edition folder instead.
	Into Into
}

// Into is an edition folder on disk a setup is written into: the
// scenario's file there, laid over the folder as it is (made from the
// edition of Base when missing, as new scenario makes it), and for a new
// scenario its listing in edition.json.
type Into struct {
	Dir string
	// Scenario names the scenario the setup replaces, or with NewID the
	// one whose terms the new scenario takes ("" for the first).
	Scenario string
	// NewID and NewName make a new scenario, citing model.AuthorSource
	// (which moved and added placements cite unless Src says otherwise).
	NewID, NewName string
	// Author names the scenario's author: the title of the author source.
	Author       string
	EditionGiven bool
	// DataDir is the folder of editions on disk Base reads ("" for the
	// bundled ones), whose folder of the edition Dir "" names.
	DataDir string
	// Has refuses an edition Base does not hold (nil: none refused).
	Has func(edition string) error
}

// intoFolder reports whether the setup goes into an edition folder: one
// is named, or a new scenario is made (in ./<edition> by default).
func (s SetupCSV) intoFolder() bool { return s.Into.Dir != "" || s.Into.NewID != "" }

// CSV imports a setup, checked by v (nil compiles one): the result's one
// file is the scenario's, and its report says what changed. The error is an input that cannot be opened,
// or a failure that is no problem of the input.
func CSV(v *validate.Validator, s SetupCSV) (*Result, error) {
	var listed map[string][]byte
	if s.intoFolder() {
		var err error
		if listed, err = s.into(); err != nil {
			return &Result{Input: s.Name}, err
		}
	}
	r := &Result{Input: s.Name, Edition: s.Edition, scenario: s.Scenario.ID, dir: s.Into.Dir}
	in := s.Stdin
	if s.Name != "-" {
		f, err := fileio.OpenRegular(s.Name)
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
	// A cell that cannot be read is reported and its row left out of what
	// is judged (csvsetup.Row.Failed); the other rows are still applied
	// and checked, so that one run shows every problem. A file that stops
	// being CSV part way stops here: the rows after it are not known.
	if r.add(read.Problems...) && (r.Refused() || hasCode(read.Problems, "csv.syntax")) {
		return r, nil
	}
	ns, summary, loc, err := csvsetup.Apply(s.Ed, s.Scenario, read.Rows, s.Src)
	if err != nil {
		return r, err
	}
	if s.Into.Author != "" {
		ns.Sources = ns.Sources.WithAuthorNamed(s.Into.Author)
	}
	data, err := model.Encode(ns)
	if err != nil {
		return r, err
	}
	file, _ := s.Ed.ScenarioFile(s.Scenario.ID)
	r.Files, r.FromInput, r.summary = map[string][]byte{file: data}, []string{file}, summary.String()
	shown := shownFolder(s.Shown, s.Edition)
	if s.intoFolder() {
		shown = filepath.ToSlash(s.Into.Dir)
		r.Edition = s.Ed.Info.ID
		if s.Into.NewID != "" {
			if r.Files[model.EditionFile], err = listScenario(s.Ed, file); err != nil {
				return r, err
			}
		}
	}
	if v, err = validatorOr(v); err != nil {
		return r, err
	}
	ds, valid := Check(v, Changes{Base: s.Base, Edition: s.Edition, Scenario: s.Scenario.ID, Files: r.Files, Locator: loc, Shown: shown})
	for k, b := range listed {
		if _, ok := r.Files[k]; !ok {
			r.Files[k] = b // the rest of a folder made as a copy
		}
	}
	r.Problems, r.Valid = append(r.Problems, besides(ds, r.Problems)...), valid && r.Errors() == 0
	return r, nil
}

// hasCode reports whether a diagnostic of ds has code.
func hasCode(ds []diag.Diagnostic, code string) bool {
	for _, d := range ds {
		if d.Code == code {
			return true
		}
	}
	return false
}

// shownFolder is the folder of edition in folder shown, or "" for the
// bundled editions.
func shownFolder(shown, edition string) string {
	if shown == "" {
		return ""
	}
	return edfolder.ShownEdition(shown, edition)
}

// into prepares a setup written into an edition folder: the edition as
// that folder holds it (or, missing, the one it is made from, whose files
// it returns), and the scenario replaced or made.
func (s *SetupCSV) into() (made map[string][]byte, err error) {
	st := &Started{Dir: s.Into.Dir}
	base, folder, _, ed, err := startEdition(Start{Dir: s.Into.Dir, DataDir: s.Into.DataDir, Base: s.Base, Edition: s.Edition, EditionGiven: s.Into.EditionGiven, Has: s.Into.Has}, st)
	if err != nil {
		return nil, err
	}
	s.Into.Dir, s.Ed = st.Dir, ed
	if st.Made != "" {
		if made, err = fileio.FolderFiles(base, folder); err != nil {
			return nil, err
		}
	}
	s.Base, s.Edition = base, folder
	if s.Into.NewID == "" {
		s.Scenario, err = explain.ScenarioOf(s.Ed, s.Into.Scenario)
		return made, err
	}
	if _, ok := s.Ed.Scenario(s.Into.NewID); ok {
		// the author imports the same CSV again, as he did the first time
		return nil, fmt.Errorf("%s already has a scenario %s: to import into it again, give --scenario %s instead of --id (and --force)", s.Into.Dir, s.Into.NewID, s.Into.NewID)
	}
	from := s.Into.Scenario
	if from == "" && len(s.Ed.Scenarios) > 0 {
		from = s.Ed.Scenarios[0].ID
	}
	s.Scenario, err = explain.NewScenarioBy(s.Ed, explain.NewScenarioRequest{ID: s.Into.NewID, Name: s.Into.NewName, From: from, Copy: true, Author: s.Into.Author},
		"Started with bfgdata import csv")
	return made, err
}

// listScenario is the edition's edition.json with file added to its
// scenarios.
func listScenario(ed *model.Edition, file string) ([]byte, error) {
	info := ed.Info
	info.Files.Scenarios = append(append([]string(nil), info.Files.Scenarios...), file)
	return model.Encode(&info)
}
