package fileio

import (
	"bytes"
	"io/fs"
	"path"
	"time"
)

// Overlay is fsys with some files replaced (or added) by the bytes given,
// by their paths in fsys: what a command checks before it writes, such as
// an edition with one scenario changed. Only the files it replaces live in
// memory; the rest is read from fsys when asked for. Folders are fsys's
// own: an added file does not show in a listing. A nil fsys holds
// nothing, so the files given are all there is: an edition built in memory.
func Overlay(fsys fs.FS, files map[string][]byte) fs.FS {
	return overlay{base: fsys, files: files}
}

type overlay struct {
	base  fs.FS
	files map[string][]byte
}

func (o overlay) Open(name string) (fs.File, error) {
	if data, ok := o.files[name]; ok {
		if !fs.ValidPath(name) {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
		}
		return &memFile{Reader: bytes.NewReader(data), name: path.Base(name), size: int64(len(data))}, nil
	}
	if o.base == nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return o.base.Open(name)
}

// memFile is a replaced file, open for reading.
type memFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return memInfo{f.name, f.size}, nil }
func (f *memFile) Close() error               { return nil }

type memInfo struct {
	name string
	size int64
}

func (i memInfo) Name() string       { return i.name }
func (i memInfo) Size() int64        { return i.size }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }
