package edfolder

import (
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// EditionFolderID is the id edition.json gives in folder dir on disk, and
// whether dir holds an edition.json that says one.
func EditionFolderID(dir string) (string, bool) {
	var info model.EditionInfo
	b, err := fileio.ReadPath(filepath.Join(dir, model.EditionFile), model.MaxDocumentSize)
	if err != nil || model.Decode(path.Join(filepath.ToSlash(dir), model.EditionFile), b, &info) != nil || !model.ValidID(info.ID) {
		return "", false
	}
	return info.ID, true
}

// oneEdition is an edition folder seen as a folder of editions holding
// that one under its id, whatever the folder's own name: what lets a
// front end take a folder of editions or one edition folder alike.
type oneEdition struct {
	id   string
	fsys fs.FS
}

func (o oneEdition) inner(name string) (string, bool) {
	if name == o.id {
		return ".", true
	}
	return strings.CutPrefix(name, o.id+"/")
}

func (o oneEdition) Open(name string) (fs.File, error) {
	if name == "." {
		return &rootDir{id: o.id}, nil
	}
	if rest, ok := o.inner(name); ok && fs.ValidPath(name) {
		return o.fsys.Open(rest)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

func (o oneEdition) ReadDir(name string) ([]fs.DirEntry, error) {
	if name == "." {
		return []fs.DirEntry{rootEntry(o.id)}, nil
	}
	if rest, ok := o.inner(name); ok {
		return fs.ReadDir(o.fsys, rest)
	}
	return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
}

func (o oneEdition) Stat(name string) (fs.FileInfo, error) {
	if name == "." {
		return rootEntry("."), nil
	}
	if rest, ok := o.inner(name); ok {
		st, err := fs.Stat(o.fsys, rest)
		if err == nil && rest == "." {
			return rootEntry(o.id), nil
		}
		return st, err
	}
	return nil, &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
}

// rootEntry is a folder of that name, for the listing of the root.
type rootEntry string

func (e rootEntry) Name() string               { return string(e) }
func (e rootEntry) IsDir() bool                { return true }
func (e rootEntry) Type() fs.FileMode          { return fs.ModeDir }
func (e rootEntry) Info() (fs.FileInfo, error) { return e, nil }
func (e rootEntry) Size() int64                { return 0 }
func (e rootEntry) Mode() fs.FileMode          { return fs.ModeDir | 0o555 }
func (e rootEntry) ModTime() time.Time         { return time.Time{} }
func (e rootEntry) Sys() any                   { return nil }

// rootDir is the root, open: one folder named by the edition's id.
type rootDir struct {
	id   string
	read bool
}

func (d *rootDir) Stat() (fs.FileInfo, error) { return rootEntry("."), nil }
func (d *rootDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: ".", Err: fs.ErrInvalid}
}
func (d *rootDir) Close() error { return nil }
func (d *rootDir) ReadDir(n int) ([]fs.DirEntry, error) {
	if d.read {
		if n > 0 {
			return nil, io.EOF
		}
		return nil, nil
	}
	d.read = true
	return []fs.DirEntry{rootEntry(d.id)}, nil
}
