package cli

import (
	"errors"
	"io/fs"
	"os"
	"strings"
)

// checkWritable refuses early, before any work, when path exists and force
// is not set; writeNewFile checks again when it writes.
func checkWritable(path string, force bool) error {
	if force {
		return nil
	}
	if _, err := os.Lstat(path); err == nil {
		return usagef("%s exists; use --force to replace it", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// fsWalkFiles calls fn with every file of an edition folder of the
// editions in use and its path inside the folder.
func fsWalkFiles(a *app, edition string, fn func(rel string, data []byte)) error {
	return fs.WalkDir(a.data, edition, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(a.data, p)
		if err != nil {
			return err
		}
		fn(strings.TrimPrefix(p, edition+"/"), data)
		return nil
	})
}
