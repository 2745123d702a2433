package intake

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/words"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// Start asks for a new scenario in an edition folder on disk.
type Start struct {
	// Dir is the edition folder the scenario goes into. When it holds no
	// edition.json it must be missing (or empty), and is made as a copy
	// of Edition of Base. "" is the edition's folder in DataDir (the
	// folder of editions Base reads, on disk), or without one ./<edition>.
	Dir, DataDir string
	// Base holds the editions, one folder each; Edition is the folder of
	// the edition to copy when Dir is made, and the edition Dir must hold
	// when EditionGiven.
	Base         fs.FS
	Edition      string
	EditionGiven bool
	// ShownBase names Base's folder in the report, "" for the bundled
	// editions (which the author has no folder of); Has says
	// whether Base holds an edition (nil: any).
	ShownBase string
	Has       func(edition string) error
	// ID, Name and From are the new scenario's id and name, and the
	// scenario whose terms (and, From given, setup) it starts from; ""
	// takes the terms of the edition's first scenario and places nothing.
	ID, Name, From string
	// Author is the author's name, the title of the author source ("":
	// the placeholder title).
	Author string
}

// Started is what a new scenario came to: written, or why not.
type Started struct {
	Edition  string       `json:"edition"`
	Scenario string       `json:"scenario"`
	Name     string       `json:"name"`
	From     string       `json:"from"`
	Copied   bool         `json:"setupCopied"`
	Source   string       `json:"source"`
	Dir      string       `json:"dir"`
	Made     string       `json:"madeFrom,omitempty"`
	Changes  *fileio.Plan `json:"changes"`
	DryRun   bool         `json:"dryRun,omitempty"`
	// Valid: nothing stops the scenario being written; Unfinished counts
	// the errors of its empty setup, left for the author to fix.
	Valid      bool `json:"valid"`
	Unfinished int  `json:"unfinished,omitempty"`
	// Elsewhere counts the errors of other files of the folder, which
	// were there before and are not shown.
	Elsewhere int               `json:"errorsElsewhere,omitempty"`
	Problems  []diag.Diagnostic `json:"problems"`
}

// NewScenario plans a new scenario in s.Dir and, unless dryRun, writes it
// all or nothing: its file under scenarios/ and edition.json listing it
// (when Dir is made, the whole edition copied with it). The scenario
// comes from explain.NewScenarioBy and cites model.AuthorSource. It is
// checked with its edition first, as validate would; only an error stops
// the write. The error is a request that cannot be done.
func NewScenario(v *validate.Validator, s Start, dryRun bool) (*Started, error) {
	st := &Started{Scenario: s.ID, Dir: s.Dir, Source: model.AuthorSourceID, DryRun: dryRun, Problems: []diag.Diagnostic{}}
	// The edition's files are read once, here: what follows (building
	// the scenario, checking, planning) works on them in memory, and
	// Apply is the one write.
	mem, folder, read, ed, err := startEdition(s, st)
	if err != nil {
		return nil, err
	}
	copied := st.Made != ""
	s.Dir = st.Dir
	st.Edition = ed.Info.ID
	from := s.From
	if from == "" && len(ed.Scenarios) > 0 {
		from = ed.Scenarios[0].ID
	}
	sc, err := explain.NewScenarioBy(ed, explain.NewScenarioRequest{ID: s.ID, Name: s.Name, From: from, Copy: s.From != "", Author: s.Author},
		"Started with bfgdata new scenario")
	if err != nil {
		return nil, err
	}
	st.Name, st.From, st.Copied = sc.Name, from, s.From != ""
	rel, _ := ed.ScenarioFile(sc.ID)
	if _, err := fs.Stat(mem, path.Join(folder, rel)); err == nil {
		return nil, fmt.Errorf("%s exists, but %s does not list it: pick another --id, or add it to the edition's files", filepath.Join(s.Dir, filepath.FromSlash(rel)), model.EditionFile)
	}
	doc, err := model.Encode(sc)
	if err != nil {
		return nil, err
	}
	edDoc, err := listScenario(ed, rel)
	if err != nil {
		return nil, err
	}
	changed := map[string][]byte{rel: doc, model.EditionFile: edDoc}
	files := changed
	if copied {
		if files, err = fileio.FolderFiles(mem, folder); err != nil {
			return nil, err
		}
		for k, b := range changed {
			files[k] = b
		}
	}
	if v, err = validatorOr(v); err != nil {
		return nil, err
	}
	ds, _ := Check(v, Changes{Base: mem, Edition: folder, Scenario: sc.ID, Files: changed, Shown: filepath.ToSlash(s.Dir)})
	// Only the files this writes are this command's business: problems
	// the folder had before are counted, not shown, and do not stop it.
	// An empty setup is what was asked for without --from: the scenario
	// is a start, unfinished until its units are placed.
	shown := filepath.ToSlash(s.Dir)
	st.Valid = true
	for _, d := range ds {
		switch d.File {
		case path.Join(shown, rel):
			if d.Severity == diag.Error && !st.Copied {
				st.Unfinished++
			} else if d.Severity == diag.Error {
				st.Valid = false
			}
		case path.Join(shown, model.EditionFile):
			st.Valid = st.Valid && d.Severity != diag.Error
		default:
			if d.Severity == diag.Error {
				st.Elsewhere++
			}
			continue
		}
		st.Problems = append(st.Problems, d)
	}
	// The folder written into is the one read unless it is made now.
	var known map[string][]byte
	if !copied {
		known = read
	}
	if st.Changes, err = fileio.PlanDirKnown(s.Dir, files, false, known); err != nil {
		return nil, err
	}
	if err = listing(st.Changes, files); err != nil {
		return nil, err
	}
	if !st.Valid || dryRun {
		return st, nil
	}
	// Listing the scenario in edition.json is what the command is for:
	// that change needs no --force. The scenario file itself is new, and
	// Apply never puts an added file over one that appeared meanwhile.
	return st, st.Changes.Apply(true)
}

// startEdition is startBase with the edition it finds read once into
// memory: read holds the files read, by their paths in mem, and mem serves
// them (and any other file, from where it is).
func startEdition(s Start, st *Started) (mem fs.FS, folder string, read map[string][]byte, ed *model.Edition, err error) {
	base, folder, err := startBase(s, st)
	if err != nil {
		return nil, "", nil, nil, err
	}
	read = readEdition(base, folder, st.Made != "")
	mem = fileio.Overlay(base, read)
	if ed, err = model.NewLibrary(mem, folder).LoadOwn(folder); err != nil {
		return nil, "", nil, nil, fmt.Errorf("%s cannot be read as an edition (run bfgdata validate %s): %w", st.Dir, st.Dir, err)
	}
	return mem, folder, read, ed, nil
}

// readEdition reads the files of folder dir of fsys a new scenario needs,
// once, by their paths in fsys: every file when the folder is copied
// (all), else the edition's JSON files.
func readEdition(fsys fs.FS, dir string, all bool) map[string][]byte {
	if all {
		return fileio.FolderCache(fsys, dir, func(string) bool { return true }, fileio.MaxFolderFile)
	}
	return fileio.FolderCache(fsys, dir, func(name string) bool { return strings.HasSuffix(name, ".json") }, model.MaxDocumentSize)
}

// startBase finds the edition the new scenario joins: the folder s.Dir
// when it holds one, else (Dir missing or empty) the edition of s.Base to
// copy into it.
func startBase(s Start, st *Started) (fs.FS, string, error) {
	switch {
	case s.Dir != "":
	case s.DataDir != "":
		s.Dir = edfolder.EditionDir(s.DataDir, s.Edition) // the edition's folder in --data
	default:
		s.Dir = s.Edition // ./<edition>
	}
	st.Dir = s.Dir
	id, err := outEdition(s.Dir)
	switch {
	case err != nil:
		return nil, "", err
	case id != "" && s.EditionGiven && id != s.Edition:
		return nil, "", fmt.Errorf("%s holds edition %q, not %q: give --dir another folder, or --edition %s", s.Dir, id, s.Edition, id)
	case id != "":
		return os.DirFS(s.Dir), ".", nil
	}
	entries, err := os.ReadDir(s.Dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, "", err
	case len(entries) > 0:
		return nil, "", fmt.Errorf("%s is not an edition folder (it has no %s) and is not empty: give --dir an edition folder, or a new one", s.Dir, model.EditionFile)
	}
	if s.Has != nil {
		if err := s.Has(s.Edition); err != nil {
			return nil, "", err
		}
	}
	if st.Made = edfolder.ShownEdition(s.ShownBase, s.Edition); s.ShownBase == "" {
		st.Made = "the bundled edition " + s.Edition
	}
	return s.Base, s.Edition, nil
}

// WriteText says what the new scenario came to: each problem, the files
// it adds and changes (a folder made as a copy in one line), and a last
// line saying what was done and what to run next.
func (st *Started) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, d := range st.Problems {
		fmt.Fprintln(&b, d.String())
	}
	if st.Valid {
		p := st.Changes
		if st.Made != "" {
			fmt.Fprintf(&b, "%-6s  %s/ (a copy of %s, %d files)\n", "add", filepath.ToSlash(st.Dir), st.Made, len(p.Add)-1)
			rel := "scenarios/" + st.Scenario + ".json"
			fmt.Fprintf(&b, "%-6s  %s\n", "add", path.Join(filepath.ToSlash(st.Dir), rel))
		} else {
			for _, l := range p.Lines(filepath.ToSlash(st.Dir)) {
				fmt.Fprintln(&b, l)
			}
		}
	}
	what := "an empty setup"
	if st.Copied {
		what = "its setup"
	}
	verb := "made"
	if st.DryRun {
		verb = "dry run: would make"
	}
	switch n := diag.Count(st.Problems, diag.Error); {
	case !st.Valid:
		fmt.Fprintf(&b, "scenario %s not made: %d %s; nothing was written\n", st.Scenario, n, words.Plural(n, "error", "errors"))
	default:
		if st.Unfinished > 0 {
			what += fmt.Sprintf(" (unfinished: the %s above %s until its units are placed)", words.Plural(st.Unfinished, "error", "errors"), words.Plural(st.Unfinished, "stays", "stay"))
		}
		fmt.Fprintf(&b, "%s scenario %s (%q) in %s, edition %s: the terms of %s and %s; what you add cites source %q\n",
			verb, st.Scenario, st.Name, filepath.ToSlash(st.Dir), st.Edition, st.From, what, st.Source)
		if st.Elsewhere > 0 {
			fmt.Fprintf(&b, "note: other files of %s have %d %s (bfgdata validate %s lists them)\n", filepath.ToSlash(st.Dir), st.Elsewhere, words.Plural(st.Elsewhere, "error", "errors"), filepath.ToSlash(st.Dir))
		}
		switch {
		case st.DryRun:
			fmt.Fprintln(&b, "nothing was written")
		case st.Unfinished > 0:
			dir := filepath.ToSlash(st.Dir)
			fmt.Fprintf(&b, "next: place its units (bfgdata move COUNTER HEX --scenario %s --dir %s, or bfgdata serve --dir %s), then bfgdata --data %s check --scenario %s\n", st.Scenario, dir, dir, dir, st.Scenario)
		default:
			fmt.Fprintf(&b, "next: bfgdata --data %s check --scenario %s\n", filepath.ToSlash(st.Dir), st.Scenario)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes what the new scenario came to as one JSON object.
func (st *Started) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(st)
}
