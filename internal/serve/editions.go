package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sync"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// maxFile bounds a data file the server reads: the limit every reader of
// a data file shares, so that the editor opens what validate and fmt do.
const maxFile = jsonx.MaxFileSize

// edition is one edition the server offers: read-only from a library, or
// an edition folder on disk that saves go to.
type edition struct {
	id string
	// display names the folder in reports and messages: data/1994.
	display string
	// files is the edition's folder, for reading.
	files fs.FS
	// root is the folder on disk, the only place saves may write; nil for
	// a read-only edition.
	root *os.Root
	load func() (*model.Edition, error)

	// mu makes saves one at a time and guards ed, which a save replaces
	// with the edition as saved.
	mu sync.Mutex
	ed *model.Edition
	// stamp is the state on disk of a folder edition's files as ed was
	// read (stampOf); refresh reads the folder again when it differs.
	stamp string
}

func (e *edition) writable() bool { return e.root != nil }

// data returns the edition's data as it stands, loading it the first time.
func (e *edition) data() (*model.Edition, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.dataLocked()
}

func (e *edition) dataLocked() (*model.Edition, error) {
	if e.ed != nil {
		return e.ed, nil
	}
	ed, err := e.load()
	if err != nil {
		return nil, err
	}
	e.ed = ed
	return ed, nil
}

// libraryEditions offers the editions of a library, read-only. display
// names the library's folder in reports ("data").
func libraryEditions(lib *model.Library, display string) ([]*edition, error) {
	var out []*edition
	for _, id := range lib.IDs() {
		sub, err := fs.Sub(lib.FS(), id)
		if err != nil {
			return nil, err
		}
		out = append(out, &edition{id: id, display: edfolder.ShownEdition(display, id), files: sub, load: func() (*model.Edition, error) { return lib.Load(id) }})
	}
	return out, nil
}

// folderEditions offers the editions of folder dir on disk, writable, as
// --data reads a folder: dir itself when it is an edition folder (it
// holds edition.json), else each edition folder in it.
func folderEditions(dir string) ([]*edition, error) {
	if _, ok := edfolder.EditionFolderID(dir); !ok {
		if lib, err := edfolder.OpenLibrary(dir); err == nil {
			var out []*edition
			for _, id := range lib.IDs() {
				e, err := folderEdition(filepath.Join(dir, id))
				if err != nil {
					for _, o := range out {
						o.root.Close()
					}
					return nil, err
				}
				out = append(out, e)
			}
			return out, nil
		}
	}
	e, err := folderEdition(dir)
	if err != nil {
		return nil, err
	}
	return []*edition{e}, nil
}

// folderEdition offers the edition in folder dir on disk, writable.
func folderEdition(dir string) (*edition, error) {
	if _, err := os.Stat(filepath.Join(dir, model.EditionFile)); err != nil {
		return nil, fmt.Errorf("%s is not an edition folder, nor a folder of them: %w", dir, errors.Unwrap(err))
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	// The library reads the folder by its name from its parent, as it
	// reads the bundled editions; it reads it again when the folder
	// changes on disk (refresh).
	parent, base := filepath.Dir(abs), filepath.Base(abs)
	load := func() (*model.Edition, error) { return model.NewLibrary(os.DirFS(parent), base).Load(base) }
	ed, err := load()
	if err != nil {
		root.Close()
		return nil, err
	}
	e := &edition{id: ed.Info.ID, display: filepath.ToSlash(filepath.Clean(dir)), files: root.FS(), root: root, ed: ed, load: load}
	e.stamp = e.stampOf(ed)
	return e, nil
}

// scenarioFile is where scenario id's file is, relative to the edition
// folder and cleaned for opening, as the edition says; listed is false for
// a scenario edition.json does not list. Ids are checked with
// model.ValidID before they get here.
func scenarioFile(ed *model.Edition, id string) (rel string, listed bool) {
	rel, listed = ed.ScenarioFile(id)
	return path.Clean(rel), listed
}

// readFile reads a file of the edition, at most maxFile bytes; a file that
// does not exist gives nil and no error.
func (e *edition) readFile(rel string) ([]byte, error) {
	b, err := readBounded(e.files, rel, path.Join(e.display, rel), maxFile)
	if b == nil || err != nil {
		return nil, err
	}
	// The other limits of a data file, with validate's codes.
	if p := jsonx.CheckLimits(b); p != nil {
		line, col := jsonx.LineCol(b, p.Off)
		return nil, problemf(http.StatusUnprocessableEntity, p.Code, "%s:%d:%d: %s", path.Join(e.display, rel), line, col, p.Msg)
	}
	return b, nil
}

// readBounded reads file name of fsys, at most limit bytes, with the
// problems a request answers; shown names the file in them. A file that
// does not exist gives nil and no error.
func readBounded(fsys fs.FS, name, shown string, limit int64) ([]byte, error) {
	// fileio.ReadFile refuses what is not a regular file before opening
	// it: a named pipe in the folder would otherwise hang the request.
	b, err := fileio.ReadFile(fsys, name, limit)
	var tl *fileio.TooLargeError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case errors.As(err, &tl):
		return nil, problemf(http.StatusUnprocessableEntity, "file.too-large", "%s is over %d bytes", shown, limit)
	case err != nil:
		return nil, problemf(http.StatusInternalServerError, "api.io", "cannot read %s: %s", shown, fileio.Why(err))
	}
	return b, nil
}

// version names the content of a file as loaded, so a save can tell that
// the file changed on disk since: "" for no file.
func version(b []byte) string {
	if b == nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
