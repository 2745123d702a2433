package intake

import (
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/validate"
)

// openCounter counts the opens of each file of a file system.
type openCounter struct {
	fs.FS
	mu    sync.Mutex
	opens map[string]int
}

func (c *openCounter) Open(name string) (fs.File, error) {
	c.mu.Lock()
	c.opens[name]++
	c.mu.Unlock()
	return c.FS.Open(name)
}

// Stat looks without counting: a reader looks before it opens.
func (c *openCounter) Stat(name string) (fs.FileInfo, error) { return fs.Stat(c.FS, name) }

// A new scenario reads the edition it starts from once, builds the
// scenario and checks it in memory, and writes once: every file of the
// edition copied is opened once, whether it is a folder made as a copy of
// the bundled edition or the author's own edition folder.
func TestNewScenarioReadsOnce(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	base := &openCounter{FS: data.FS, opens: map[string]int{}}
	dir := filepath.Join(t.TempDir(), "1994")
	st, err := NewScenario(v, Start{Dir: dir, Base: base, Edition: "1994", ID: "my-variant", From: "historical"}, false)
	if err != nil || !st.Valid {
		t.Fatalf("%v, %+v", err, st)
	}
	if len(base.opens) < 12 {
		t.Fatalf("opened %v: fewer files than the edition has", base.opens)
	}
	for name, n := range base.opens {
		if d, err := fs.Stat(data.FS, name); err == nil && !d.IsDir() && n != 1 {
			t.Errorf("%s opened %d times", name, n)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "scenarios", "my-variant.json")); err != nil {
		t.Errorf("the scenario was not written: %v", err)
	}
	// into the folder now on disk: another scenario, from its own files
	st, err = NewScenario(v, Start{Dir: dir, Base: data.FS, Edition: "1994", ID: "second", From: "my-variant"}, false)
	if err != nil || !st.Valid || st.Made != "" || len(st.Changes.Add) != 1 || len(st.Changes.Change) != 1 {
		t.Fatalf("%v, %+v", err, st)
	}
}
