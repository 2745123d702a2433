package cli

import (
	"io/fs"
	"strings"
)

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
