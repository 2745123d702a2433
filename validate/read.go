package validate

import (
	"errors"
	"io/fs"

	"github.com/bfgdata/bfgdata/fileio"
)

// readLimited reads a regular file of fsys, at most limit bytes.
func readLimited(fsys fs.FS, name string, limit int64) ([]byte, error) {
	return fileio.ReadFile(fsys, name, limit)
}

// errNotRegular is a path that is a device, pipe or socket.
var errNotRegular = fileio.ErrNotRegular

// readCode is the diagnostic code of a read failure.
func readCode(err error, otherwise string) string {
	var tl *fileio.TooLargeError
	switch {
	case errors.As(err, &tl):
		return "file.too-large"
	case errors.Is(err, errNotRegular):
		return "file.not-regular"
	}
	return otherwise
}
