package serve

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"io/fs"
	"net/http"
	"os"
	"path"
)

// writer writes files into an edition folder, never outside it: every
// path goes through the folder's os.Root, which refuses .. and links that
// lead out.
type writer struct {
	root         *os.Root
	beforeRename func()
}

// replace writes data to rel through a temporary file in the same folder,
// renamed into place only once it is complete and synced, so a file is
// either as it was or as saved. still runs just before the rename and can
// refuse it (the file changed meanwhile); the temporary file then goes.
func (w *writer) replace(rel string, data []byte, still func() error) (err error) {
	dir, base := path.Split(rel)
	if dir != "" {
		if err := w.root.MkdirAll(path.Clean(dir), 0o755); err != nil {
			return ioProblem("cannot make the folder "+dir, err)
		}
	}
	var f *os.File
	var tmp string
	for range 10 {
		var r [6]byte
		_, _ = rand.Read(r[:])
		tmp = path.Join(dir, "."+base+"."+hex.EncodeToString(r[:])+".tmp")
		f, err = w.root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return ioProblem("cannot write "+rel, err)
	}
	defer func() {
		if err != nil {
			_ = w.root.Remove(tmp)
		}
	}()
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		return ioProblem("cannot write "+rel, err)
	}
	if w.beforeRename != nil {
		w.beforeRename()
	}
	if err := still(); err != nil {
		return err
	}
	if err := w.root.Rename(tmp, rel); err != nil {
		return ioProblem("cannot put "+rel+" in place", err)
	}
	return nil
}

func ioProblem(what string, err error) *refusal {
	return problemf(http.StatusInternalServerError, "api.io", "%s: %s", what, fileio.Why(err))
}
