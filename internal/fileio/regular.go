package fileio

import (
	"io/fs"
	"os"

	"github.com/bfgdata/bfgdata/internal/fsread"
)

// ErrNotRegular is a path that is not a regular file: a folder, a named
// pipe, a device or a socket. errors.Is finds it in every refusal of this
// package.
var ErrNotRegular = fsread.ErrNotRegular

// notRegular is the refusal of a file of mode m on path, or nil when m is
// a regular file's.
func notRegular(op, path string, m fs.FileMode) error { return fsread.NotRegular(op, path, m) }

// Regular refuses path when it is there and is not a regular file: the
// one check every command makes of a file it is given before it reads
// it. A missing path is no refusal of Regular's (the read says so).
func Regular(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return nil
	}
	return notRegular("read", path, st.Mode())
}

// OpenRegular opens a regular file for reading and refuses anything else
// at once: the path is opened without waiting (a named pipe with no
// writer would block an ordinary open for ever) and what it is checked
// on the open file, so that a file swapped for a pipe after a look at it
// is refused too. The error names path.
func OpenRegular(path string) (*os.File, error) {
	if err := Regular(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoWait, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil {
		err = notRegular("read", path, st.Mode())
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
