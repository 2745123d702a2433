package validate

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/schema"
)

// Validator checks editions and files. Schemas are compiled once in New; a
// Validator is safe for concurrent use.
type Validator struct {
	schemas *schema.Set
	chunks  *chunkPool
}

// Options change how strict a run is.
type Options struct {
	// Strict makes warnings fail validation too.
	Strict bool
	// Optional lists optional rules (by id, e.g. "stacking-groups") whose
	// setup restrictions apply to every scenario checked.
	Optional []string
	// MaxFileSize is the largest file read, in bytes; 0 means
	// DefaultMaxFileSize.
	MaxFileSize int64
	// scope, when set, is the scenarios a run reports on (Scenarios).
	scope []string
}

// DefaultMaxFileSize bounds what one data file may weigh: the limit every
// reader of a data file shares (jsonx.MaxFileSize), so that a file
// validate reads, fmt and the editor read too.
const DefaultMaxFileSize = jsonx.MaxFileSize

func (o Options) maxFileSize() int64 {
	if o.MaxFileSize > 0 {
		return o.MaxFileSize
	}
	return DefaultMaxFileSize
}

// New compiles the embedded schemas.
func New() (*Validator, error) {
	set, err := schema.Compile()
	if err != nil {
		return nil, err
	}
	return &Validator{schemas: set, chunks: newChunkPool(chunkElements)}, nil
}

// Editions validates edition folders of fsys (e.g. the embedded data),
// concurrently, and reports them in the order given. display is the prefix
// shown in file names ("data" shows data/1994/crt.json).
func (v *Validator) Editions(fsys fs.FS, dirs []string, display string, opts Options) Report {
	results := make([][]FileResult, len(dirs))
	var wg sync.WaitGroup
	for i, dir := range dirs {
		wg.Go(func() {
			results[i] = v.edition(fsys, dir, edfolder.ShownEdition(display, dir), true, opts)
		})
	}
	wg.Wait()
	var all []FileResult
	for _, r := range results {
		all = append(all, r...)
	}
	return newReport(all, opts.Strict)
}

// PathError is an input that cannot be read at all: a usage or I/O problem
// rather than invalid data.
type PathError struct {
	Path string
	Err  error
}

func (e *PathError) Error() string { return fmt.Sprintf("%s: %v", e.Path, e.Err) }
func (e *PathError) Unwrap() error { return e.Err }

// Paths validates files and folders on disk. A folder holding edition.json
// is validated as an edition; any other folder has each of its *.json files
// checked alone; a scenario file that the edition.json of the folder above
// lists is checked within that edition and reported as Scenario reports
// it; any other file is checked alone against the schema its "$schema"
// names. A path that does not exist is a *PathError.
func (v *Validator) Paths(paths []string, opts Options) (Report, error) {
	type job struct {
		dir  bool
		path string
		// edition, for a scenario file its edition lists: the edition
		// folder it is checked in, as check checks it
		edition string
	}
	var jobs []job
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return Report{}, &PathError{Path: p, Err: unwrapPathErr(err)}
		}
		if !st.IsDir() && !st.Mode().IsRegular() {
			return Report{}, &PathError{Path: p, Err: unwrapPathErr(fileio.Regular(p))}
		}
		if !st.IsDir() {
			jobs = append(jobs, job{path: p, edition: editionListing(p)})
			continue
		}
		if _, err := os.Stat(filepath.Join(p, model.EditionFile)); err == nil {
			jobs = append(jobs, job{dir: true, path: p})
			continue
		}
		files, err := jsonFilesUnder(p)
		if err != nil {
			return Report{}, &PathError{Path: p, Err: err}
		}
		if len(files) == 0 {
			return Report{}, &PathError{Path: p, Err: errors.New("no edition.json and no .json files in this folder")}
		}
		for _, f := range files {
			jobs = append(jobs, job{path: f})
		}
	}
	results := make([][]FileResult, len(jobs))
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Go(func() {
			if j.dir {
				results[i] = v.edition(os.DirFS(j.path), ".", filepath.ToSlash(filepath.Clean(j.path)), false, opts)
				return
			}
			if j.edition != "" {
				scoped := opts
				scoped.scope = []string{strings.TrimSuffix(filepath.Base(j.path), ".json")}
				results[i] = v.edition(os.DirFS(j.edition), ".", filepath.ToSlash(filepath.Clean(j.edition)), false, scoped)
				return
			}
			results[i] = []FileResult{v.singleFile(j.path, opts.maxFileSize())}
		})
	}
	wg.Wait()
	var all []FileResult
	for _, r := range results {
		all = append(all, r...)
	}
	return newReport(all, opts.Strict), nil
}

func unwrapPathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func jsonFilesUnder(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() && strings.HasSuffix(p, ".json") {
			out = append(out, p)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// singleFile checks one file without the rest of its edition: syntax, the
// schema its "$schema" names, and the checks that need no other file.
func (v *Validator) singleFile(p string, maxSize int64) FileResult {
	name := filepath.ToSlash(p)
	data, err := fileio.ReadPath(p, maxSize)
	if err != nil {
		d := newDocument(name, nil)
		d.add(diag.Error, readCode(err, "file.unreadable"), "", fmt.Sprintf("cannot read %s: %v", name, unwrapPathErr(err)))
		return d.result()
	}
	d := newDocument(name, data)
	if !d.parse() {
		return d.result()
	}
	ref, _ := d.generic.(map[string]any)["$schema"].(string)
	if ref == "" {
		d.add(diag.Error, "schema.missing-ref", "", `no "$schema": cannot tell which bfgdata schema this file follows`)
		return d.result()
	}
	sname, ok := schema.NameFromRef(ref)
	if !ok {
		d.add(diag.Error, "schema.unknown-ref", "/$schema", fmt.Sprintf("%q names no bfgdata schema (have: %s)", ref, strings.Join(schema.Names(), ", ")))
		return d.result()
	}
	typed := newTyped(sname)
	d.schemaPass(v.schemas, sname, v.chunks, typed)
	checkGeneric(d, sname)
	if errorsOf(d) {
		return d.result()
	}
	if typed != nil && d.decode(typed) {
		checkFile(d, typed)
	}
	return d.result()
}

// Scenario validates the edition in folder dir of fsys and reports on one
// scenario: its own file, any other file of the edition that is broken
// (the scenario may depend on it), and, on the scenario's file, one line
// for each scenario that takes its setup from it and has problems and one
// line for the problems of all the others (see scoped). display names the
// folder in the report.
func (v *Validator) Scenario(fsys fs.FS, dir, display, scenario string, opts Options) Report {
	return v.Scenarios(fsys, dir, display, []string{scenario}, opts)
}

// editionListing is the edition folder whose edition.json lists the file p
// among its scenarios — p's folder or the one above — or "".
func editionListing(p string) string {
	here := filepath.Dir(p)
	dirs := []string{here}
	if up := filepath.Dir(here); up != here {
		dirs = append(dirs, up)
	}
	// the nearest edition.json decides
	for _, dir := range dirs {
		b, err := fileio.ReadPath(filepath.Join(dir, model.EditionFile), DefaultMaxFileSize)
		if err != nil {
			continue
		}
		var info struct {
			Files struct {
				Scenarios []string `json:"scenarios"`
			} `json:"files"`
		}
		rel, rerr := filepath.Rel(dir, p)
		if json.Unmarshal(b, &info) == nil && rerr == nil && slices.Contains(info.Files.Scenarios, filepath.ToSlash(rel)) {
			return dir
		}
		return ""
	}
	return ""
}
