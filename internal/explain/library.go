package explain

import (
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/model"
)

// Library is the editions of one file system laid out like the bundled
// data: one folder per edition, named by its id. Editions are loaded once
// and shared; a Library is safe for concurrent use.
type Library struct {
	FS  fs.FS
	IDs []string

	mu     sync.Mutex
	loaded map[string]*model.Edition
}

// NewLibrary reads the edition folders of fsys.
func NewLibrary(fsys fs.FS) *Library {
	return &Library{FS: fsys, IDs: model.EditionIDs(fsys), loaded: map[string]*model.Edition{}}
}

// Has reports whether the library holds an edition id.
func (l *Library) Has(id string) bool { return slices.Contains(l.IDs, id) }

// CheckID refuses an edition id the library does not hold, naming those it
// does.
func (l *Library) CheckID(id string) error {
	if l.Has(id) {
		return nil
	}
	return requestError("edition.unknown", "no edition %q (have: %s)", id, strings.Join(l.IDs, ", "))
}

// Load reads and decodes an edition, once. It does not validate: an
// edition that fails to load says to run validate.
func (l *Library) Load(id string) (*model.Edition, error) {
	if err := l.CheckID(id); err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if ed, ok := l.loaded[id]; ok {
		return ed, nil
	}
	ed, err := model.LoadEdition(l.FS, id)
	if err != nil {
		return nil, &loadError{id: id, err: err}
	}
	l.loaded[id] = ed
	return ed, nil
}

// loadError is an edition whose files cannot be read as data: invalid
// data, which validate explains.
type loadError struct {
	id  string
	err error
}

func (e *loadError) Error() string {
	return "edition " + e.id + ": " + e.err.Error() + " (run bfgdata validate --edition " + e.id + ")"
}
func (e *loadError) Unwrap() error { return e.err }
