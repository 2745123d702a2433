package cli

import (
	"errors"
	"io"

	"github.com/bfgdata/bfgdata/internal/fileio"
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

// writeNewFiles writes a set of files into dir all or nothing
// (fileio.WriteFiles).
func writeNewFiles(dir string, force bool, files []fileio.File) error {
	return asUsage(fileio.WriteFiles(dir, force, files))
}

// checkDirWritable refuses early when dir exists and force is not set.
func checkDirWritable(dir string, force bool) error {
	return asUsage(fileio.CheckDirWritable(dir, force))
}

// writeNewDir writes a folder of files all or nothing (fileio.WriteDir).
func writeNewDir(dir string, force bool, files map[string][]byte) error {
	return asUsage(fileio.WriteDir(dir, force, files))
}
