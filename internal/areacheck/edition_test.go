package areacheck

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/schema"
)

const bundled = "berlin-1945"

// copyEdition is the bundled area edition as a MapFS to spoil.
func copyEdition(t *testing.T) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	err := fs.WalkDir(data.FS, bundled, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.FS, p)
		out[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func edit(t *testing.T, fsys fstest.MapFS, name string, change func(doc map[string]any)) {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(fsys[bundled+"/"+name].Data, &doc); err != nil {
		t.Fatal(err)
	}
	change(doc)
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	fsys[bundled+"/"+name] = &fstest.MapFile{Data: b}
}

func check(t *testing.T, fsys fs.FS) []diag.Diagnostic { return checkStrict(t, fsys, true) }

func checkStrict(t *testing.T, fsys fs.FS, strict bool) []diag.Diagnostic {
	t.Helper()
	set, err := schema.Compile()
	if err != nil {
		t.Fatal(err)
	}
	var all []diag.Diagnostic
	for _, f := range Edition(set, fsys, bundled, "data/"+bundled, true, 1<<24, strict) {
		all = append(all, f.Diagnostics...)
	}
	return all
}

func TestBundledAreaEditionIsValid(t *testing.T) {
	var infos int
	for _, d := range check(t, data.FS) {
		if d.Severity != diag.Info {
			t.Errorf("%s", d)
			continue
		}
		infos++
		if d.Code != "area.unknown-values" || d.Line == 0 {
			t.Errorf("unexpected information %s", d)
		}
	}
	if infos != 2 {
		t.Errorf("%d counts of unknown values, want 2 (zones and counters)", infos)
	}
	if ds := checkStrict(t, data.FS, false); len(ds) > 0 {
		t.Errorf("without --strict: %v, want nothing", ds)
	}
}

// TestSpoiledCopiesAreReported spoils one thing of a copy of the bundled
// edition at a time: each must be reported with its code, in the file
// spoiled, on a line.
func TestSpoiledCopiesAreReported(t *testing.T) {
	field := func(doc map[string]any, keys ...string) map[string]any {
		m := doc
		for _, k := range keys {
			m = m[k].(map[string]any)
		}
		return m
	}
	tests := []struct {
		name, file, code string
		spoil            func(t *testing.T, fsys fstest.MapFS)
	}{
		{"syntax", "zones.json", "json.syntax", func(t *testing.T, fsys fstest.MapFS) {
			fsys[bundled+"/zones.json"].Data = append([]byte(nil), fsys[bundled+"/zones.json"].Data[:200]...)
		}},
		{"corner made adjacent", "zones.json", "area.fact-contradicted", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "zones.json", func(doc map[string]any) {
				for _, b := range doc["borders"].([]any) {
					delete(b.(map[string]any), "corner")
				}
			})
		}},
		{"lebus not difficult", "zones.json", "area.fact-contradicted", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "zones.json", func(doc map[string]any) { delete(field(doc, "zones", "lebus"), "terrain") })
		}},
		{"unknown source", "zones.json", "source.unknown", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "zones.json", func(doc map[string]any) { field(doc, "zones", "lebus")["src"] = "nowhere" })
		}},
		{"track broken", "zones.json", "area.track-not-adjacent", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "zones.json", func(doc map[string]any) {
				doc["tracks"].([]any)[0].(map[string]any)["zones"] = []any{"leipzig", "kyritz"}
			})
		}},
		{"duplicate counter", "counters.json", "counters.duplicate-id", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "counters.json", func(doc map[string]any) {
				cs := doc["counters"].([]any)
				cs[1].(map[string]any)["id"] = cs[0].(map[string]any)["id"]
			})
		}},
		{"force unknown", "counters.json", "area.force-unknown", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "counters.json", func(doc map[string]any) { doc["counters"].([]any)[0].(map[string]any)["force"] = "soviet" })
		}},
		{"germans east", "scenarios/standard.json", "area.wrong-side", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "scenarios/standard.json", func(doc map[string]any) {
				for _, p := range doc["setup"].([]any) {
					if p := p.(map[string]any); p["zone"] == "forst" {
						p["zone"] = "penzig"
					}
				}
			})
		}},
		{"zone unknown", "scenarios/standard.json", "zone.unknown", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "scenarios/standard.json", func(doc map[string]any) { doc["setup"].([]any)[0].(map[string]any)["zone"] = "atlantis" })
		}},
		{"counter left out", "scenarios/standard.json", "setup.counter-missing", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "scenarios/standard.json", func(doc map[string]any) { doc["reinforcements"] = doc["reinforcements"].([]any)[1:] })
		}},
		{"letter not on flag", "scenarios/standard.json", "area.flag-mismatch", func(t *testing.T, fsys fstest.MapFS) {
			edit(t, fsys, "scenarios/standard.json", func(doc map[string]any) {
				s := doc["setup"].([]any)
				a, b := s[0].(map[string]any), s[1].(map[string]any)
				a["zone"], b["zone"] = b["zone"], a["zone"]
			})
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := copyEdition(t)
			tt.spoil(t, fsys)
			var found bool
			for _, d := range check(t, fsys) {
				if d.Code == tt.code && strings.HasSuffix(d.File, "/"+tt.file) && d.Line > 0 {
					found = true
				}
			}
			if !found {
				t.Errorf("no %s reported on a line of %s; got %v", tt.code, tt.file, check(t, fsys))
			}
		})
	}
}
