// Package datafmt puts data files in canonical form (model.Canonical): it
// finds the JSON files under the paths given, or in an embedded tree,
// checks each, and rewrites those that are not canonical through a
// temporary file and a rename.
package datafmt

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// Result is what fmt did with one file; a list of them is the report of
// `bfgdata fmt --format json`.
type Result struct {
	File string `json:"file"`
	// Canonical is whether the file was in canonical form as read.
	Canonical bool `json:"canonical"`
	// Rewritten is set when fmt replaced the file by its canonical form.
	Rewritten bool `json:"rewritten,omitempty"`
	// Skipped says why a file found in a folder was left alone.
	Skipped string `json:"skipped,omitempty"`
	// Error says why the file could not be read, formatted or written;
	// Line and Column give the place in the file, when there is one.
	Error  string `json:"error,omitempty"`
	Line   int    `json:"line,omitempty"`
	Column int    `json:"column,omitempty"`
	// IO marks an Error that is an I/O failure, not a data one.
	IO bool `json:"-"`
}

// Report is the report of one run; its JSON is that of
// `bfgdata fmt --format json`.
type Report struct {
	Check bool `json:"check"`
	// Canonical is true when every file fmt formatted was canonical as read.
	Canonical bool     `json:"canonical"`
	Files     []Result `json:"files"`
	// IOFailures counts files that could not be read or written,
	// DataErrors files that are not valid data, and NotCanonical files
	// left not canonical.
	IOFailures   int `json:"-"`
	DataErrors   int `json:"-"`
	NotCanonical int `json:"-"`

	bundled bool
}

// Target is one file to format: how it is shown, how it is read, and
// whether it was named on the command line (rather than found in a folder).
type Target struct {
	name     string
	explicit bool
	read     func() ([]byte, fs.FileMode, error)
	// write replaces the file; nil when it cannot be rewritten (bundled).
	write func([]byte, fs.FileMode) error
}

// BundledTargets lists the JSON files of the embedded data, shown under
// prefix. They can be read but not rewritten.
func BundledTargets(fsys fs.FS, prefix string) ([]Target, []Result) {
	var targets []Target
	var results []Result
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			results = append(results, Result{File: path.Join(prefix, p), Error: err.Error(), IO: true})
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		targets = append(targets, Target{
			name: path.Join(prefix, p),
			read: func() ([]byte, fs.FileMode, error) {
				b, err := fs.ReadFile(fsys, p)
				return b, 0, err
			},
		})
		return nil
	})
	if err != nil {
		results = append(results, Result{File: prefix, Error: err.Error(), IO: true})
	}
	return targets, results
}

// PathTargets lists the files the command line names: files as they are,
// folders walked for *.json files. A path that cannot be read becomes an
// I/O error result.
func PathTargets(paths []string) ([]Target, []Result) {
	var targets []Target
	var results []Result
	seen := map[string]bool{}
	add := func(p string, explicit bool) {
		if key := filepath.Clean(p); !seen[key] {
			seen[key] = true
			targets = append(targets, fileTarget(p, explicit))
		}
	}
	for _, root := range paths {
		st, err := os.Stat(root)
		if err != nil {
			results = append(results, ioResult(root, err))
			continue
		}
		if !st.IsDir() {
			add(root, true)
			continue
		}
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				results = append(results, ioResult(p, err))
				return nil
			}
			if d.IsDir() {
				if p != root && strings.HasPrefix(d.Name(), ".") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(d.Name(), ".json") {
				return nil
			}
			if d.Type()&fs.ModeSymlink != 0 {
				// a link is followed to a file, never into a folder
				if st, err := os.Stat(p); err != nil {
					results = append(results, ioResult(p, err))
					return nil
				} else if !st.Mode().IsRegular() {
					return nil
				}
			} else if !d.Type().IsRegular() {
				return nil
			}
			add(p, false)
			return nil
		})
	}
	return targets, results
}

func fileTarget(p string, explicit bool) Target {
	return Target{
		name:     p,
		explicit: explicit,
		read: func() ([]byte, fs.FileMode, error) {
			st, err := os.Stat(p)
			if err != nil {
				return nil, 0, err
			}
			// One byte past the limit lets Canonical refuse a file that
			// is too large.
			b, err := fileio.ReadPath(p, model.MaxDocumentSize+1)
			return b, st.Mode(), err
		},
		write: func(b []byte, mode fs.FileMode) error { return fileio.Replace(p, b, mode) },
	}
}

// Format reads one file and, unless reportOnly, rewrites it when it
// is not canonical.
func Format(t Target, reportOnly bool) Result {
	r := Result{File: t.name}
	b, mode, err := t.read()
	if err != nil {
		return ioResult(t.name, err)
	}
	out, err := model.Canonical(b)
	var se *model.SyntaxError
	switch {
	case errors.As(err, &se):
		r.Error, r.Line, r.Column = se.Msg, se.Line, se.Column
		return r
	case errors.Is(err, model.ErrNoSchema) && !t.explicit:
		r.Skipped = err.Error()
		return r
	case err != nil:
		r.Error = err.Error()
		return r
	}
	if bytes.Equal(out, b) {
		r.Canonical = true
		return r
	}
	if reportOnly || t.write == nil {
		return r
	}
	if err := t.write(out, mode); err != nil {
		return ioResult(t.name, err)
	}
	r.Rewritten = true
	return r
}

func ioResult(name string, err error) Result {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return Result{File: name, Error: "cannot read or write: " + err.Error(), IO: true}
}
