package cli

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// syntheticEdition is the bundled 1994 edition with a small map of its own
// when withMap is set, or without any map: the command's wiring must not
// depend on the real map.
func syntheticEdition(t *testing.T, withMap bool) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	err := fs.WalkDir(data.FS, "1994", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.FS, p)
		fsys[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := fs.ReadFile(data.FS, "1994/edition.json")
	if err != nil {
		t.Fatal(err)
	}
	var ed map[string]any
	if err := json.Unmarshal(raw, &ed); err != nil {
		t.Fatal(err)
	}
	delete(ed["files"].(map[string]any), "map")
	delete(fsys, "1994/map.json")
	if withMap {
		ed["files"].(map[string]any)["map"] = "map.json"
		m := &model.Map{
			Edition: "1994",
			Grid:    model.NewGrid(3, 4),
			Sources: model.Sources{{ID: "geo", Kind: model.SourceGeo, Title: "Drafted from geography"}},
			Hexes:   map[model.Hex]model.HexInfo{},
		}
		for _, h := range m.Grid.Hexes() {
			theater := model.TheaterWest
			if h.Col > 2 {
				theater = model.TheaterEast
			}
			m.Hexes[h] = model.HexInfo{Terrain: "clear", Regions: model.Regions{Country: "germany", Theater: theater}, Src: "geo"}
		}
		m.Hexes[model.MustHex("0202")] = model.HexInfo{Terrain: "clear", City: &model.City{Name: "Berlin", VP: 10, Capital: true},
			Regions: model.Regions{Country: "germany", Theater: model.TheaterBoundary}, Src: "geo"}
		mb, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		fsys["1994/map.json"] = &fstest.MapFile{Data: mb}
	}
	eb, err := json.Marshal(ed)
	if err != nil {
		t.Fatal(err)
	}
	fsys["1994/edition.json"] = &fstest.MapFile{Data: eb}
	return fsys
}

// runWith executes the command tree over the given data as Main does.
func runWith(t *testing.T, fsys fs.FS, args ...string) (int, string, string) {
	t.Helper()
	a := newAppOn(fsys)
	root := newRootCommand(a)
	var out, errb bytes.Buffer
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errb)
	code := exitStatus(root.Execute(), &errb)
	return code, out.String(), errb.String()
}

func TestRenderMapToStdout(t *testing.T) {
	fsys := syntheticEdition(t, true)
	tests := []struct {
		name    string
		args    []string
		want    []string
		notWant []string
	}{
		{"defaults", nil, []string{`<?xml`, `width="9.225in"`, `inkscape:label="terrain"`, `class="hexid"`, `>Berlin</text>`, "Decision Games, 1994"}, []string{`inkscape:label="provenance"`}},
		{"hex size in mm", []string{"--hex-size", "19.05mm"}, []string{`width="9.225in"`}, nil},
		{"hex size in inches", []string{"--hex-size", "1in"}, []string{`width="12.3in"`}, nil},
		{"no labels", []string{"--labels=false"}, nil, []string{`class="hexid"`}},
		{"provenance", []string{"--provenance"}, []string{`inkscape:label="provenance"`, "Drafted from geography (12 hexes)"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runWith(t, fsys, append([]string{"render", "map", "--edition", "1994"}, tt.args...)...)
			if code != ExitOK || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %s", w)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(out, w) {
					t.Errorf("output has %s", w)
				}
			}
		})
	}
}

func TestRenderMapOut(t *testing.T) {
	fsys := syntheticEdition(t, true)
	dir := t.TempDir()
	p := filepath.Join(dir, "map.svg")
	_, stdout, _ := runWith(t, fsys, "render", "map")

	code, out, errs := runWith(t, fsys, "render", "map", "--out", p)
	if code != ExitOK || out != "" || errs != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	got, err := os.ReadFile(p)
	if err != nil || string(got) != stdout {
		t.Fatalf("file differs from the stdout rendering (err %v)", err)
	}
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o644 {
		t.Errorf("file mode %v, want 0644", fi.Mode().Perm())
	}

	// an existing file is never replaced without --force
	if err := os.WriteFile(p, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runWith(t, fsys, "render", "map", "--out", p)
	if code != ExitUsage || !strings.Contains(errs, "exists; use --force") {
		t.Errorf("existing file: exit %d, stderr %q", code, errs)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "keep me" {
		t.Errorf("existing file was touched: %q", b)
	}

	code, _, errs = runWith(t, fsys, "render", "map", "--out", p, "--force")
	b, err = os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if code != ExitOK || string(b) != stdout {
		t.Errorf("--force: exit %d, stderr %q, file not replaced", code, errs)
	}

	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("folder holds %v, want only map.svg (no temporary files left)", names)
	}
}

func TestRenderMapErrors(t *testing.T) {
	withMap, noMap := syntheticEdition(t, true), syntheticEdition(t, false)
	missingDir := filepath.Join(t.TempDir(), "no", "such", "dir", "map.svg")
	tests := []struct {
		name   string
		fsys   fs.FS
		args   []string
		stderr string
	}{
		{"unknown scenario", withMap, []string{"--scenario", "ardennes"}, `has no scenario "ardennes"`},
		{"no map yet", noMap, nil, "edition 1994 has no map file yet"},
		{"bad edition", withMap, []string{"--edition", "1985"}, "want one of 1994"},
		{"hex size not a length", withMap, []string{"--hex-size", "big"}, "want a positive length"},
		{"hex size zero", withMap, []string{"--hex-size", "0mm"}, "want a positive length"},
		{"hex size too big", withMap, []string{"--hex-size", "19"}, "did you mean mm?"},
		{"out folder missing", withMap, []string{"--out", missingDir}, "no such file or directory"},
		{"extra argument", withMap, []string{"1994"}, "takes at most 0 argument"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runWith(t, tt.fsys, append([]string{"render", "map"}, tt.args...)...)
			if code != ExitUsage {
				t.Errorf("exit %d, want %d", code, ExitUsage)
			}
			if !strings.Contains(errs, tt.stderr) || strings.Count(errs, "bfgdata:") != 1 {
				t.Errorf("stderr %q, want one error mentioning %q", errs, tt.stderr)
			}
			if out != "" {
				t.Errorf("wrote %d bytes to stdout on failure", len(out))
			}
		})
	}
}
