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

// CheckDirWritable refuses early, before any work, when dir exists and
// force is not set.
func CheckDirWritable(dir string, force bool) error {
	if force {
		return nil
	}
	if _, err := os.Lstat(dir); err == nil {
		return &ExistsError{dir}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// WriteDir writes a folder of files (paths relative to it, slash-separated)
// all or nothing: every file goes into a temporary folder beside dir,
// which is renamed into place only when all are written. An existing dir
// is replaced only with force, and is moved aside first and put back if
// the new folder cannot take its place.
func WriteDir(dir string, force bool, files map[string][]byte) (err error) {
	if err := CheckDirWritable(dir, force); err != nil {
		return err
	}
	parent, base := filepath.Dir(dir), filepath.Base(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
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
	if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
		return os.Rename(tmp, dir)
	} else if !force {
		return &ExistsError{dir}
	}
	old, err := os.MkdirTemp(parent, "."+base+".*.old")
	if err != nil {
		return err
	}
	aside := filepath.Join(old, base)
	if err := os.Rename(dir, aside); err != nil {
		os.Remove(old)
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		if rerr := os.Rename(aside, dir); rerr != nil {
			return errors.Join(err, rerr, errors.New("the old folder is kept at "+aside))
		}
		os.Remove(old)
		return err
	}
	return os.RemoveAll(old)
}
