// Package fileio writes files the way every bfgdata command must: through
// a temporary file in the same folder and a rename, so a failed run never
// leaves a half-written file, and never over an existing file unless told
// to.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/internal/fsread"
)

// ExistsError is a refusal to replace an existing file without force.
type ExistsError struct{ Path string }

func (e *ExistsError) Error() string {
	return fmt.Sprintf("%s exists; use --force to replace it", e.Path)
}

// CheckWritable refuses early, before any work, when path exists and force
// is not set; WriteNew checks again when it writes.
// A path that is not a regular file (a device such as /dev/full, a pipe)
// is never replaced, not even with force.
func CheckWritable(path string, force bool) error {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !st.Mode().IsRegular():
		return notRegular("write", path, st.Mode())
	case !force:
		return &ExistsError{path}
	}
	return nil
}

// WriteNew writes a file with write through a temporary file renamed into
// place only when write succeeded. Without force an existing file is never
// replaced, not even one that appears while write runs. Debris of writes
// killed in the same folder is swept first (Sweep).
func WriteNew(path string, force bool, write func(io.Writer) error) error {
	if err := CheckWritable(path, force); err != nil {
		return err
	}
	Sweep(filepath.Dir(path), false)
	tmp, err := writeTemp(path, 0o644, write)
	if err != nil {
		return err
	}
	pause("written")
	err = commit([]string{path}, func() error { return place(tmp, path, force) })
	if err != nil {
		dropTemp(tmp)
		return err
	}
	untrack(tmp)
	return nil
}

// WriteBytes is WriteNew of a finished document.
func WriteBytes(path string, force bool, data []byte) error {
	return WriteNew(path, force, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteEncoded writes the document encode makes to path, when a path is
// given (never over a file without force), and says so on w: "wrote
// path". encode runs only when there is somewhere to write.
func WriteEncoded(w io.Writer, path string, force bool, encode func() ([]byte, error)) error {
	if path == "" {
		return nil
	}
	doc, err := encode()
	if err != nil {
		return err
	}
	if err := WriteBytes(path, force, doc); err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "wrote %s\n", path)
	return err
}

// place moves a finished temporary file to path. Without force it never
// replaces a file, not even one that appeared since the caller checked: a
// hard link fails if path exists.
func place(tmp, path string, force bool) error {
	if force {
		return os.Rename(tmp, path)
	}
	switch err := os.Link(tmp, path); {
	case err == nil:
		return os.Remove(tmp)
	case errors.Is(err, fs.ErrExist):
		return &ExistsError{path}
	}
	// The file system has no hard links: check once more and rename.
	if err := CheckWritable(path, false); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Replace writes b over the file at path through a temporary file and a
// rename, keeping mode. A symbolic link is followed and its target
// replaced.
func Replace(path string, b []byte, mode fs.FileMode) error {
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target
	}
	Sweep(filepath.Dir(path), false)
	tmp, err := writeTemp(path, mode.Perm(), func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
	if err != nil {
		return err
	}
	pause("written")
	if err := commit([]string{path}, func() error { return os.Rename(tmp, path) }); err != nil {
		dropTemp(tmp)
		return err
	}
	untrack(tmp)
	return nil
}

// writeTemp writes a temporary file beside path and returns its name. On
// any failure, a panic of write included, the file is removed.
func writeTemp(path string, mode fs.FileMode, write func(io.Writer) error) (string, error) {
	name, tmp, err := newTemp(filepath.Dir(path), tempPattern(path), path, false)
	if err != nil {
		return "", err
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			dropTemp(name)
		}
	}()
	if err := write(tmp); err != nil {
		return "", err
	}
	// CreateTemp makes the file private; an output file is an ordinary one.
	if err := tmp.Chmod(mode); err != nil {
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	ok = true
	return name, nil
}

// TooLargeError is a file over a size limit.
type TooLargeError = fsread.TooLargeError

// ReadFile reads a regular file of fsys, at most limit bytes; a device,
// pipe or socket is refused with ErrNotRegular before it is read.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	return fsread.ReadFile(fsys, name, limit)
}

// ReadPath is ReadFile for a path of the operating system, opened with
// OpenRegular: a folder, named pipe or device is refused at once.
func ReadPath(path string, limit int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return fsread.ReadOpen(f, path, limit)
}

// Load reads a regular file of at most limit bytes and parses it; a parse
// error names the file.
func Load[T any](path string, limit int64, parse func([]byte) (T, error)) (T, error) {
	raw, err := ReadPath(path, limit)
	if err != nil {
		var zero T
		return zero, err
	}
	v, err := parse(raw)
	if err != nil {
		return v, fmt.Errorf("%s: %w", path, err)
	}
	return v, nil
}

// MaxFolderFile bounds each file FolderFiles reads: far over any data
// file (their own limits are checked where they are parsed), it only
// stops a folder's file from being read without end.
const MaxFolderFile = 1 << 30

// FolderFiles reads every file of folder dir of fsys, by its path inside
// dir, but hidden ones: a file or folder whose name starts with a dot
// (.git, a write's temporary files) is no part of a folder's content and
// is never read along. A named pipe or device among them is refused, not
// read.
func FolderFiles(fsys fs.FS, dir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := walkVisible(fsys, dir, func(p string) error {
		b, err := ReadFile(fsys, p, MaxFolderFile)
		files[strings.TrimPrefix(p, dir+"/")] = b
		return err
	})
	return files, err
}

// FolderCache reads into memory the visible files under folder dir of
// fsys that keep accepts, each of at most limit bytes, by their paths in
// fsys: the one reading of a folder that a command then works on in
// memory (see Overlay). A file that cannot be read is left out, so that
// whoever needs it reads it from fsys and is refused as it would have
// been without the cache.
func FolderCache(fsys fs.FS, dir string, keep func(name string) bool, limit int64) map[string][]byte {
	files := map[string][]byte{}
	walkVisible(fsys, dir, func(p string) error {
		if !keep(p) {
			return nil
		}
		if b, err := ReadFile(fsys, p, limit); err == nil {
			files[p] = b
		}
		return nil
	})
	return files
}

// walkVisible calls file for the path in fsys of each file under dir but
// the hidden ones: a file or folder whose name starts with a dot is no part
// of a folder's content, and a hidden folder is not entered.
func walkVisible(fsys fs.FS, dir string, file func(p string) error) error {
	return fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		return file(p)
	})
}
