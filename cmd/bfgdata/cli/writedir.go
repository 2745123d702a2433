package cli

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// checkDirWritable refuses early, before any work, when dir exists and
// force is not set.
func checkDirWritable(dir string, force bool) error {
	if force {
		return nil
	}
	if _, err := os.Lstat(dir); err == nil {
		return usagef("%s exists; use --force to replace it", dir)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// writeNewDir writes a folder of files all or nothing: every file goes into
// a temporary folder beside dir, which is renamed into place only when all
// are written. An existing dir is replaced only with force, and is moved
// aside first and put back if the new folder cannot take its place.
func writeNewDir(dir string, force bool, files map[string][]byte) (err error) {
	if err := checkDirWritable(dir, force); err != nil {
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
		return usagef("%s exists; use --force to replace it", dir)
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
