// Package fsread reads one file of an fs.FS the way every reader of
// outside input must: a regular file only (never a named pipe, device or
// folder, which could block or never end) and never past a size limit.
// It uses io/fs alone, so that package model can read an edition from any
// file system without the disk-writing machinery of internal/fileio.
package fsread

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// ErrNotRegular is a path that is not a regular file: a folder, a named
// pipe, a device or a socket. Reading a pipe or a device could block or
// never end, and writing over one would replace it; errors.Is finds it
// in every refusal of this package and of internal/fileio.
var ErrNotRegular = errors.New("not a regular file")

// notRegularError says what a path is instead of a regular file.
type notRegularError struct{ kind string }

func (e *notRegularError) Error() string {
	return "not a regular file but " + e.kind
}

func (e *notRegularError) Unwrap() error { return ErrNotRegular }

// NotRegular is the refusal to op (read, write) a file of mode m on path,
// or nil when m is a regular file's. The wording names what the path is,
// so that a person sees at once that they gave a folder, or a pipe, by
// mistake.
func NotRegular(op, path string, m fs.FileMode) error {
	if m.IsRegular() {
		return nil
	}
	kind := "a special file"
	switch {
	case m.IsDir():
		kind = "a folder"
	case m&fs.ModeNamedPipe != 0:
		kind = "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		kind = "a device"
	case m&fs.ModeSocket != 0:
		kind = "a socket"
	}
	return &fs.PathError{Op: op, Path: path, Err: &notRegularError{kind}}
}

// TooLargeError is a file over a size limit.
type TooLargeError struct {
	Path        string
	Size, Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is %d bytes, over the limit of %d", e.Path, e.Size, e.Limit)
}

// ReadFile reads a regular file of fsys, at most limit bytes; a device,
// pipe or socket is refused with ErrNotRegular before it is read.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	// Opening a pipe blocks until someone writes to it: look before opening.
	if st, err := fs.Stat(fsys, name); err != nil {
		return nil, err
	} else if err := NotRegular("read", name, st.Mode()); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadOpen(f, name, limit)
}

// ReadOpen reads an open file named name, refused unless it is a regular
// file of at most limit bytes.
func ReadOpen(f fs.File, name string, limit int64) ([]byte, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := NotRegular("read", name, st.Mode()); err != nil {
		return nil, err
	}
	if st.Size() > limit {
		return nil, &TooLargeError{name, st.Size(), limit}
	}
	// Read into a buffer of the size the file says, and one byte more to
	// see it grew: never past the limit, and no doubling of the buffer.
	data := make([]byte, 0, st.Size()+1)
	for int64(len(data)) <= limit {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{name, int64(len(data)), limit}
	}
	return data, nil
}
