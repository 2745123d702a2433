package validate

import (
	"errors"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// readCode is the diagnostic code of a failure to read a file.
func readCode(err error, otherwise string) string {
	var tl *fileio.TooLargeError
	switch {
	case errors.As(err, &tl):
		return "file.too-large"
	case errors.Is(err, fileio.ErrNotRegular):
		return "file.not-regular"
	}
	return otherwise
}
