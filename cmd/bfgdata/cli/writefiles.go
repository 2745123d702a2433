package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// namedFile is one file of a set written together.
type namedFile struct {
	name string // a base name, no folders
	data []byte
}

// writeNewFiles writes files into dir (made if missing) all or nothing:
// every file goes to a temporary file first, and only when all are written
// are they moved into place. Without force no existing file is replaced;
// that is found before anything is written.
func writeNewFiles(dir string, force bool, files []namedFile) (err error) {
	for _, f := range files {
		if f.name != filepath.Base(f.name) || f.name == "." || f.name == ".." {
			return fmt.Errorf("%q cannot name a file in %s", f.name, dir)
		}
		if err := checkWritable(filepath.Join(dir, f.name), force); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	temps := make([]string, 0, len(files))
	defer func() {
		for _, t := range temps {
			os.Remove(t)
		}
	}()
	for _, f := range files {
		tmp, err := os.CreateTemp(dir, "."+f.name+".*.tmp")
		if err != nil {
			return err
		}
		temps = append(temps, tmp.Name())
		_, werr := tmp.Write(f.data)
		if err := errors.Join(werr, tmp.Chmod(0o644), tmp.Close()); err != nil {
			return err
		}
	}
	var placed []string
	for i, f := range files {
		target := filepath.Join(dir, f.name)
		if force {
			err = os.Rename(temps[i], target)
		} else {
			// a hard link fails if the file has appeared meanwhile
			err = os.Link(temps[i], target)
			switch {
			case errors.Is(err, fs.ErrExist):
				err = usagef("%s exists; use --force to replace it", target)
			case err != nil:
				// no hard links here: check once more and rename
				if err = checkWritable(target, false); err == nil {
					err = os.Rename(temps[i], target)
				}
			}
		}
		if err != nil {
			if !force {
				for _, p := range placed {
					os.Remove(p) // they are new: take them back
				}
			}
			return err
		}
		placed = append(placed, target)
	}
	return nil
}
