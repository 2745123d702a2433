package fileio

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// File is one file of a set written together.
type File struct {
	Name string // a base name, no folders
	Data []byte
}

// WriteFiles writes files into dir (made if missing) all or nothing, as
// a Plan: every file goes to a temporary file first, and only when all
// are written are they moved into place; on a failure the files placed
// are taken back and those replaced put back. Without force no existing
// file is replaced (one that already holds the same bytes is left as it
// is); that is found before anything is written. It returns the plan
// applied, which says what was added and changed.
func WriteFiles(dir string, force bool, files []File) (*Plan, error) {
	set := make(map[string][]byte, len(files))
	for _, f := range files {
		if f.Name != filepath.Base(f.Name) || f.Name == "." || f.Name == ".." {
			return nil, fmt.Errorf("%q cannot name a file in %s", f.Name, dir)
		}
		set[f.Name] = f.Data
	}
	p, err := PlanDir(dir, set, false)
	if err != nil {
		return nil, err
	}
	if p.Replaces() && !force {
		return nil, &ExistsError{filepath.Join(dir, filepath.FromSlash(p.Change[0]))}
	}
	return p, p.Apply(force)
}

// writeDir writes a folder that is not there yet, of files (paths
// relative to it, slash-separated), all or nothing: every file goes into a
// temporary folder beside dir, which is renamed into place only when all
// are written. An existing dir is never replaced, not even one that
// appears while the files are written.
func writeDir(dir string, files map[string][]byte) error {
	if _, err := os.Lstat(dir); err == nil {
		return &ExistsError{dir}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	Sweep(parent, false)
	tmp, _, err := newTemp(parent, tempPattern(dir), dir, true)
	if err != nil {
		return err
	}
	placed := false
	defer func() {
		if placed {
			untrack(tmp)
		} else {
			dropTemp(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	for _, rel := range slices.Sorted(maps.Keys(files)) {
		p := filepath.Join(tmp, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, files[rel], 0o644); err != nil {
			return err
		}
	}
	pause("written")
	return commit([]string{dir}, func() error {
		if _, err := os.Lstat(dir); !errors.Is(err, fs.ErrNotExist) {
			return &ExistsError{dir}
		}
		if err := os.Rename(tmp, dir); err != nil {
			return err
		}
		placed = true
		return nil
	})
}
