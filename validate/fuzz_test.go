package validate

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

// FuzzDataFileKinds validates every kind of data file, each seeded with a
// bundled file of that kind: counters, map, scenarios and the charts.
func FuzzDataFileKinds(f *testing.F) {
	for _, name := range []string{"1994/counters.json", "1975/scenarios/historical.json", "1994/scenarios/red-star-white-star.json",
		"1994/edition.json", "1975/crt.json", "1975/tec.json", "1994/trt.json"} {
		b, err := fs.ReadFile(data.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	// The map is large; its head and an edited hex are enough to start.
	f.Add([]byte(`{"$schema":"../../schema/map.schema.json","edition":"x","grid":{"rows":1,"columns":1,"numbering":"rrcc","origin":"south-west","stagger":"even-rows-east"},"sources":[],"hexes":{"0101":{"terrain":"clear"}}}`))
	v := newValidator(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		p := filepath.Join(dir, "f.json")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := v.Paths([]string{p}, Options{}); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzEditionOneFile validates a whole edition with one of its files
// replaced by the fuzzed bytes, so cross-file checks and setup legality
// meet broken input too.
func FuzzEditionOneFile(f *testing.F) {
	files := []string{"crt.json", "tec.json", "trt.json", "counters.json", "scenarios/historical.json", "scenarios/three-player.json", "edition.json"}
	for i, name := range files {
		b, err := fs.ReadFile(data.FS, path.Join("1994", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(i), b)
	}
	v := newValidator(f)
	base := f.TempDir()
	if err := os.CopyFS(base, mustSub(f, data.FS, "1994")); err != nil {
		f.Fatal(err)
	}
	// Embedded files copy read-only; the fuzzer rewrites them.
	_ = filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			err = os.Chmod(p, 0o644)
		}
		return err
	})
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		name := files[int(which)%len(files)]
		p := filepath.Join(base, filepath.FromSlash(name))
		orig, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		defer os.WriteFile(p, orig, 0o644)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := v.Paths([]string{base}, Options{}); err != nil {
			t.Fatal(err)
		}
	})
}

func mustSub(f *testing.F, fsys fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		f.Fatal(err)
	}
	return sub
}
