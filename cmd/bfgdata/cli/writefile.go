package cli

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// writeNewFile writes a file through a temporary file in the same folder,
// renamed into place only when write succeeded, so a failed run never
// leaves a half-written file. Without force an existing file is never
// replaced: that is a usage error (exit 2) and the file is left untouched.
func writeNewFile(path string, force bool, write func(io.Writer) error) (err error) {
	if err := checkWritable(path, force); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	// CreateTemp makes the file private; an output file is an ordinary one.
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if force {
		return os.Rename(tmp.Name(), path)
	}
	// A hard link fails if path has appeared since the check above, so a
	// file created meanwhile is not replaced either.
	switch err := os.Link(tmp.Name(), path); {
	case err == nil:
		return os.Remove(tmp.Name())
	case errors.Is(err, fs.ErrExist):
		return usagef("%s exists; use --force to replace it", path)
	}
	// The file system has no hard links: check once more and rename.
	if err := checkWritable(path, false); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
