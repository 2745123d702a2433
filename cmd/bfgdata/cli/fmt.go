package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
)

// fmtResult is what fmt did with one file; a list of them is the report of
// `bfgdata fmt --format json`.
type fmtResult struct {
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
	// io marks an Error that is an I/O failure (exit 2), not a data one.
	io bool
}

// fmtReport is the JSON report of one run.
type fmtReport struct {
	Check bool `json:"check"`
	// Canonical is true when every file fmt formatted was canonical as read.
	Canonical bool        `json:"canonical"`
	Files     []fmtResult `json:"files"`
}

// fmtTarget is one file to format: how it is shown, how it is read, and
// whether it was named on the command line (rather than found in a folder).
type fmtTarget struct {
	name     string
	explicit bool
	read     func() ([]byte, fs.FileMode, error)
	// write replaces the file; nil when it cannot be rewritten (bundled).
	write func([]byte, fs.FileMode) error
}

func newFmtCommand(a *app) *cobra.Command {
	var check bool
	var format string
	cmd := &cobra.Command{
		Use:   "fmt [--check] [PATH...]",
		Short: "Put data files in canonical JSON form",
		Long: `Fmt puts data files in the project's canonical JSON form: two-space indent,
members in the order the file's schema lists them, map entries (hexes,
hexsides, zones) and members the schema does not know sorted by key, numbers
exactly as written, no HTML escaping, and one final newline. The schema is
the one the file's "$schema" member names.

A PATH is a data file or a folder. In a folder, fmt takes every *.json file
below it that has a "$schema" naming a bfgdata schema; other JSON files (such
as map-draft.json and map-corrections.json, which have none) are skipped and
listed on stderr, and folders whose names start with "." are not entered. A
file named on the command line must have a "$schema".

Without --check, fmt rewrites each file that is not canonical in place,
through a temporary file in the same folder and a rename that keeps the
file's mode, and prints the name of each file it changed. With --check it
changes nothing, lists each file that is not canonical, and exits 1 if there
is any.

With --format json, fmt prints one report instead: every file it looked at,
whether it was canonical, and whether it was rewritten, skipped (and why) or
refused (and why, with line and column when there is one).

With no PATH, fmt checks the data bundled into bfgdata. It only reports,
with or without --check: the bundled data cannot be rewritten. To fix it, run
fmt on the data folder of a checkout and rebuild.

Exit status: 0 every file canonical (or rewritten); 1 a file not canonical
under --check or in the bundled data, or a file that is not valid JSON or
names no bfgdata schema; 2 bad usage or a file that cannot be read or
written.`,
		Example: `  bfgdata fmt --check data
  bfgdata fmt data
  bfgdata fmt data/1994/scenarios/historical.json my-variant/
  bfgdata fmt --check --format json data/1975
  bfgdata fmt --check`,
		RunE: func(cmd *cobra.Command, paths []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			var targets []fmtTarget
			var results []fmtResult
			bundled := len(paths) == 0
			if bundled {
				targets, results = bundledTargets(a.data, "data")
			} else {
				targets, results = pathTargets(paths)
			}
			for _, t := range targets {
				results = append(results, formatTarget(t, check || bundled))
			}
			return printFmt(cmd, format, check, bundled, results)
		},
	}
	cmd.Flags().BoolVar(&check, "check", false, "change nothing; list files that are not canonical and exit 1 if any")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// bundledTargets lists the JSON files of the embedded data, shown under
// prefix. They can be read but not rewritten.
func bundledTargets(fsys fs.FS, prefix string) ([]fmtTarget, []fmtResult) {
	var targets []fmtTarget
	var results []fmtResult
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			results = append(results, fmtResult{File: path.Join(prefix, p), Error: err.Error(), io: true})
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		targets = append(targets, fmtTarget{
			name: path.Join(prefix, p),
			read: func() ([]byte, fs.FileMode, error) {
				b, err := fs.ReadFile(fsys, p)
				return b, 0, err
			},
		})
		return nil
	})
	if err != nil {
		results = append(results, fmtResult{File: prefix, Error: err.Error(), io: true})
	}
	return targets, results
}

// pathTargets lists the files the command line names: files as they are,
// folders walked for *.json files. A path that cannot be read becomes an
// I/O error result.
func pathTargets(paths []string) ([]fmtTarget, []fmtResult) {
	var targets []fmtTarget
	var results []fmtResult
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

func fileTarget(p string, explicit bool) fmtTarget {
	return fmtTarget{
		name:     p,
		explicit: explicit,
		read: func() ([]byte, fs.FileMode, error) {
			f, err := os.Open(p)
			if err != nil {
				return nil, 0, err
			}
			defer f.Close()
			st, err := f.Stat()
			if err != nil {
				return nil, 0, err
			}
			if !st.Mode().IsRegular() {
				return nil, 0, &fs.PathError{Op: "read", Path: p, Err: errors.New("not a regular file")}
			}
			// Read one byte past the limit so Canonical can refuse a file
			// that is too large without fmt reading all of it.
			b, err := io.ReadAll(io.LimitReader(f, model.MaxDocumentSize+1))
			return b, st.Mode(), err
		},
		write: func(b []byte, mode fs.FileMode) error { return replaceFile(p, b, mode) },
	}
}

// formatTarget reads one file and, unless reportOnly, rewrites it when it
// is not canonical.
func formatTarget(t fmtTarget, reportOnly bool) fmtResult {
	r := fmtResult{File: t.name}
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

func ioResult(name string, err error) fmtResult {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmtResult{File: name, Error: "cannot read or write: " + err.Error(), io: true}
}

// replaceFile writes b to path through a temporary file in the same folder
// and a rename, so a failure never leaves a half-written file; the file
// keeps its mode. A symbolic link is followed and its target replaced.
func replaceFile(p string, b []byte, mode fs.FileMode) (err error) {
	if target, err := filepath.EvalSymlinks(p); err == nil {
		p = target
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(b); err != nil {
		return err
	}
	if err := tmp.Chmod(mode.Perm()); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), p)
}

// printFmt writes the results and turns them into the exit status: 2 for
// any I/O failure, else 1 for a data error or a file left not canonical.
func printFmt(cmd *cobra.Command, format string, check, bundled bool, results []fmtResult) error {
	if results == nil {
		results = []fmtResult{}
	}
	var ioFailures, dataErrors, notCanonical int
	rep := fmtReport{Check: check, Canonical: true, Files: results}
	for _, r := range results {
		switch {
		case r.io:
			ioFailures++
		case r.Error != "":
			dataErrors++
		case r.Skipped == "" && !r.Canonical:
			rep.Canonical = false
			if !r.Rewritten {
				notCanonical++
			}
		}
	}
	out, errw := cmd.OutOrStdout(), cmd.ErrOrStderr()
	if format == "json" {
		if err := writeJSON(out, rep); err != nil {
			return err
		}
	} else {
		for _, r := range results {
			switch {
			case r.Skipped != "":
				fmt.Fprintf(errw, "%s: skipped: %s\n", r.File, r.Skipped)
			case r.Error != "" && r.Line > 0:
				fmt.Fprintf(errw, "%s:%d:%d: %s\n", r.File, r.Line, r.Column, r.Error)
			case r.Error != "":
				fmt.Fprintf(errw, "%s: %s\n", r.File, r.Error)
			case !r.Canonical:
				fmt.Fprintln(out, r.File)
			}
		}
		if bundled && notCanonical > 0 {
			fmt.Fprintln(errw, "the bundled data is not canonical and cannot be rewritten; run bfgdata fmt on a checkout's data folder")
		}
	}
	switch {
	case ioFailures > 0:
		return fmt.Errorf("fmt: %d file(s) could not be read or written", ioFailures)
	case dataErrors > 0 || notCanonical > 0:
		return invalidDataError{}
	}
	return nil
}
