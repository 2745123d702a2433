package validate

import (
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// countingFS counts the opens of each file, to show what a call reads.
type countingFS struct {
	fs.FS
	mu    sync.Mutex
	opens map[string]int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	c.mu.Lock()
	c.opens[name]++
	c.mu.Unlock()
	return c.FS.Open(name)
}

// Stat looks without counting: a reader looks before it opens.
func (c *countingFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(c.FS, name) }

// edition1994 is a copy of the bundled 1994 folder with some of its files
// replaced.
func edition1994(t *testing.T, replace map[string][]byte) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	err := fs.WalkDir(data.FS, "1994", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := data.FS.ReadFile(p)
		out[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range replace {
		out["1994/"+name] = &fstest.MapFile{Data: b}
	}
	return out
}

func TestCheck(t *testing.T) {
	v := newValidator(t)
	info, err := data.FS.ReadFile("1994/edition.json")
	if err != nil {
		t.Fatal(err)
	}
	noMap := strings.Replace(string(info), `"map": "map.json",`, "", 1)
	if noMap == string(info) {
		t.Fatal("edition.json lists no map to take out")
	}
	for _, tt := range []struct {
		name, scenario string
		fsys           fs.FS
		optional       []string
		code           string // of the *diag.Diagnostic refusing it
		loadError      bool   // refused with a *model.LoadError and a report
		want           string // in the error
	}{
		{name: "legal", fsys: data.FS, scenario: "historical"},
		{name: "setup from another", fsys: data.FS, scenario: "red-star-white-star"},
		{name: "unknown scenario", fsys: data.FS, scenario: "historic", code: "scenario.unknown", want: `did you mean "historical"?`},
		{name: "optional rule not offered", fsys: data.FS, scenario: "historical", optional: []string{"no-such-rule"}, want: "no-such-rule"},
		{name: "no map", fsys: edition1994(t, map[string][]byte{"edition.json": []byte(noMap)}), scenario: "historical", want: "edition 1994 has no map yet"},
		{name: "counters unreadable", fsys: edition1994(t, map[string][]byte{"counters.json": []byte(`{"counters": 5}`)}), scenario: "historical", loadError: true, want: "edition 1994: 1994/counters.json: "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := v.Check(tt.fsys, "1994", "data", tt.scenario, Options{Optional: tt.optional})
			var d *diag.Diagnostic
			var le *model.LoadError
			switch {
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("error %v, want one saying %q", err, tt.want)
			case tt.code != "" && (!errors.As(err, &d) || d.Code != tt.code):
				t.Fatalf("error %v, want a diagnostic %s", err, tt.code)
			case tt.loadError && (!errors.As(err, &le) || c.Report.Valid || len(c.Report.Files) == 0):
				t.Fatalf("error %v, report %+v: want a load error and the report saying why", err, c.Report.Counts)
			case tt.want != "":
				return
			case err != nil:
				t.Fatal(err)
			}
			if !c.Report.Valid || c.Scenario == nil || c.Scenario.ID != tt.scenario || c.Unresolved != nil {
				t.Fatalf("report valid %v, scenario %v, unresolved %v", c.Report.Valid, c.Scenario, c.Unresolved)
			}
			ed, err := data.Editions.LoadOwn("1994")
			if err != nil {
				t.Fatal(err)
			}
			s, _ := ed.Scenario(tt.scenario)
			want, err := ed.SetupOf(s)
			if err != nil || len(want) == 0 {
				t.Fatalf("the loader's setup: %v", err)
			}
			if !reflect.DeepEqual(c.Setup, want) {
				t.Errorf("the checked setup (%d placements) is not the loader's (%d)", len(c.Setup), len(want))
			}
		})
	}
}

// A check reads each file of the edition once: the validator's reading is
// the edition the scenario is found in and resolved from.
func TestCheckReadsOnce(t *testing.T) {
	v := newValidator(t)
	fsys := &countingFS{FS: data.FS, opens: map[string]int{}}
	if _, err := v.Check(fsys, "1994", "data", "historical", Options{}); err != nil {
		t.Fatal(err)
	}
	if len(fsys.opens) < 6 {
		t.Fatalf("opened %v: fewer files than an edition has", fsys.opens)
	}
	for name, n := range fsys.opens {
		if n != 1 {
			t.Errorf("%s opened %d times", name, n)
		}
	}
}

func TestRunPathsOrEditions(t *testing.T) {
	v := newValidator(t)
	rep, err := v.Run(data.FS, []string{"1975"}, "data", nil, Options{})
	if err != nil || len(rep.Files) == 0 || !strings.HasPrefix(rep.Files[0].File, "data/1975/") {
		t.Errorf("the editions: %v, %+v", err, rep.Counts)
	}
	var pe *PathError
	if _, err := v.Run(data.FS, []string{"1975"}, "data", []string{"no/such/path.json"}, Options{}); !errors.As(err, &pe) {
		t.Errorf("a path that does not exist: %v", err)
	}
}
