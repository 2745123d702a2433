package cli

import (
	"errors"
	"io"

	"github.com/bfgdata/bfgdata/fileio"
)

// writeNewFile writes a file atomically (fileio.WriteNew); refusing to
// replace an existing file without --force is a usage error (exit 2).
func writeNewFile(path string, force bool, write func(io.Writer) error) error {
	return asUsage(fileio.WriteNew(path, force, write))
}

// checkWritable refuses early, before any work, when path exists and force
// is not set.
func checkWritable(path string, force bool) error {
	return asUsage(fileio.CheckWritable(path, force))
}

func asUsage(err error) error {
	var ee *fileio.ExistsError
	if errors.As(err, &ee) {
		return usageError{err}
	}
	return err
}
