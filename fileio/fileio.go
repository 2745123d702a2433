// Package fileio writes files the way every bfgdata command must: through
// a temporary file in the same folder and a rename, so a failed run never
// leaves a half-written file, and never over an existing file unless told
// to.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ExistsError is a refusal to replace an existing file without force.
type ExistsError struct{ Path string }

func (e *ExistsError) Error() string {
	return fmt.Sprintf("%s exists; use --force to replace it", e.Path)
}

// CheckWritable refuses early, before any work, when path exists and force
// is not set; WriteNew checks again when it writes.
func CheckWritable(path string, force bool) error {
	if force {
		return nil
	}
	if _, err := os.Lstat(path); err == nil {
		return &ExistsError{path}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// WriteNew writes a file with write through a temporary file renamed into
// place only when write succeeded. Without force an existing file is never
// replaced, not even one that appears while write runs.
func WriteNew(path string, force bool, write func(io.Writer) error) (err error) {
	if err := CheckWritable(path, force); err != nil {
		return err
	}
	tmp, err := writeTemp(path, 0o644, write)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if force {
		return os.Rename(tmp, path)
	}
	// A hard link fails if path has appeared since the check above, so a
	// file created meanwhile is not replaced either.
	switch err := os.Link(tmp, path); {
	case err == nil:
		return os.Remove(tmp)
	case errors.Is(err, fs.ErrExist):
		return &ExistsError{path}
	}
	// The file system has no hard links: check once more and rename.
	if err := CheckWritable(path, false); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Replace writes b over the file at path through a temporary file and a
// rename, keeping mode. A symbolic link is followed and its target
// replaced.
func Replace(path string, b []byte, mode fs.FileMode) (err error) {
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target
	}
	tmp, err := writeTemp(path, mode.Perm(), func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// writeTemp writes a temporary file beside path and returns its name.
func writeTemp(path string, mode fs.FileMode, write func(io.Writer) error) (name string, err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return "", err
	}
	// CreateTemp makes the file private; an output file is an ordinary one.
	if err := tmp.Chmod(mode); err != nil {
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	return tmp.Name(), nil
}
