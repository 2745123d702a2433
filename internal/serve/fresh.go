package serve

import (
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// stampOf names the state on disk of the files that make a folder
// edition's scenario list — edition.json and each scenario file it lists
// — by their sizes and modification times: a few stats, cheap enough for
// every list request.
func (e *edition) stampOf(ed *model.Edition) string {
	var b strings.Builder
	names := append([]string{model.EditionFile}, ed.Info.Files.Scenarios...)
	for _, name := range names {
		fi, err := fs.Stat(e.files, path.Clean(name))
		if err != nil {
			fmt.Fprintf(&b, "%s:-;", name)
			continue
		}
		fmt.Fprintf(&b, "%s:%d:%d;", name, fi.Size(), fi.ModTime().UnixNano())
	}
	return b.String()
}

// refresh reads a folder edition again when its scenario list or one of
// its scenario files changed on disk since it was read — a scenario added
// by `bfgdata new scenario` or an import, a file edited by hand — so that
// the list the page shows follows the folder. An edition built into the
// program never changes. When the folder cannot be read again, the
// edition stays as last read and the error says why.
func (e *edition) refresh() error {
	if !e.writable() {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ed == nil {
		return nil
	}
	now := e.stampOf(e.ed)
	if now == e.stamp {
		return nil
	}
	ed, err := e.load()
	if err != nil {
		// the stamp stays old, so that the next request tries again
		return problemf(http.StatusUnprocessableEntity, "api.io", "%s changed on disk and cannot be read again, so its scenarios are listed as they were: %v", e.display, err)
	}
	e.ed = ed
	e.stamp = e.stampOf(ed)
	return nil
}
