package model

import (
	"github.com/bfgdata/bfgdata/diag"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/internal/suggest"
)

// Library is the editions of one file system laid out like the bundled
// data: one folder per edition, named by its id, each with its
// edition.json. It is the one list of which editions there are, and it
// loads each once and shares it; a Library is safe for concurrent use.
type Library struct {
	fsys fs.FS
	ids  []string

	mu     sync.Mutex
	loaded map[string]*Edition
}

// NewLibrary is the editions of fsys: its top-level folders holding an
// edition.json, in name order. Given ids, it holds those folders alone,
// for a file system whose other folders are none of its business (the
// parent of one edition folder on disk).
func NewLibrary(fsys fs.FS, ids ...string) *Library {
	if len(ids) == 0 {
		ids = editionFolders(fsys)
	}
	return &Library{fsys: fsys, ids: ids, loaded: map[string]*Edition{}}
}

// editionFolders lists the top-level folders of fsys holding an
// edition.json of the hex kind. A folder's name is its edition's id.
func editionFolders(fsys fs.FS) []string {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil
	}
	var ids []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		// An edition of another kind (an area map) is not this
		// library's: its own package lists and loads it.
		if _, err := fs.Stat(fsys, path.Join(e.Name(), EditionFile)); err == nil && EditionKind(fsys, e.Name()) == KindHex {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// FS is the file system the editions are read from.
func (l *Library) FS() fs.FS { return l.fsys }

// IDs lists the ids of the editions, in name order. The slice is the
// caller's own.
func (l *Library) IDs() []string { return slices.Clone(l.ids) }

// Has reports whether the library holds an edition id.
func (l *Library) Has(id string) bool { return slices.Contains(l.ids, id) }

// Check refuses an edition id the library does not hold with a
// *diag.Diagnostic of code edition.unknown. It is the one check of an edition id on the way
// in: Load makes it, and a front end that must refuse an id before it
// loads anything asks here.
func (l *Library) Check(id string) error {
	if l.Has(id) {
		return nil
	}
	return diag.New("edition.unknown", "no edition %q%s (have: %s)", id, suggest.Hint(id, l.IDs()), strings.Join(l.IDs(), ", "))
}

// Load reads and decodes an edition, once. It does not validate: an
// edition that fails to load is a *LoadError, which says to run validate.
func (l *Library) Load(id string) (*Edition, error) {
	if err := l.Check(id); err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if ed, ok := l.loaded[id]; ok {
		return ed, nil
	}
	ed, err := loadEdition(l.fsys, id)
	if err != nil {
		return nil, &LoadError{ID: id, Err: err}
	}
	l.loaded[id] = ed
	return ed, nil
}

// LoadOwn reads and decodes edition id afresh, for a caller that changes
// it: the edition is its own, shared with no one, where Load's is shared
// by every caller. An error names the file from the library's root
// (1994/map.json); an id the library does not hold is refused as by Check.
func (l *Library) LoadOwn(id string) (*Edition, error) {
	if err := l.Check(id); err != nil {
		return nil, err
	}
	return loadEdition(l.fsys, id)
}

// LoadError is an edition whose files cannot be read as data: invalid
// data, which validate explains.
type LoadError struct {
	ID  string
	Err error
}

func (e *LoadError) Error() string {
	return "edition " + e.ID + ": " + e.Err.Error() + " (run bfgdata validate --edition " + e.ID + ")"
}
func (e *LoadError) Unwrap() error { return e.Err }
