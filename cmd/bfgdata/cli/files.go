package cli

import (
	"errors"
	"io/fs"
	"os"
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
