package cli

import (
	"archive/zip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// TestImportVSAVRoundTrip is the round trip a player makes, through the
// commands: for each of the 12 scenarios, export the module, take the
// scenario's predefined setup out of it, import vsav it, check the
// position (legal) and compare it, placement by placement, with bfgdata
// setup: every unit on its setup hex, a unit that sets up anywhere in a
// zone on a hex of that zone, and nothing else.
func TestImportVSAVRoundTrip(t *testing.T) {
	dir := t.TempDir()
	n := 0
	for _, id := range []string{"1994", "1975"} {
		vmod := filepath.Join(dir, id+".vmod")
		if code, _, errs := run(t, "export", "vassal", "--edition", id, "--out", vmod); code != ExitOK {
			t.Fatalf("export vassal --edition %s: exit %d: %s", id, code, errs)
		}
		ed, err := data.Editions.LoadOwn(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range ed.Scenarios {
			n++
			vsav := filepath.Join(dir, id+"-"+s.ID+".vsav")
			unzipEntry(t, vmod, filepath.Base(vsav), vsav)
			pos := strings.TrimSuffix(vsav, ".vsav") + ".json"
			if code, _, errs := run(t, "import", "vsav", vsav, "--out", pos); code != ExitOK {
				t.Errorf("%s: import vsav: exit %d: %s", s.ID, code, errs)
				continue
			}
			if code, out, errs := run(t, "check", "--position", pos); code != ExitOK || !strings.Contains(out, "legal as a setup") {
				t.Errorf("%s: check --position: exit %d: %s%s", s.ID, code, out, errs)
			}
			var got struct {
				Edition, Scenario string
				Units             []string
			}
			readJSON(t, pos, &got)
			if got.Edition != id || got.Scenario != s.ID {
				t.Errorf("%s: the position is of %s %s", s.ID, got.Edition, got.Scenario)
			}
			code, out, errs := run(t, "setup", "--edition", id, "--scenario", s.ID, "--format", "json")
			if code != ExitOK {
				t.Fatalf("setup: exit %d: %s", code, errs)
			}
			var want struct {
				Units []struct {
					Counter, Hex, Zone, Force string
				}
			}
			if err := json.Unmarshal([]byte(out), &want); err != nil {
				t.Fatal(err)
			}
			at := map[string]string{}
			for _, u := range got.Units {
				unit, hex, _ := strings.Cut(u, "@")
				hex, force, _ := strings.Cut(hex, "=")
				if at[unit] != "" {
					t.Errorf("%s: %s placed twice", s.ID, unit)
				}
				at[unit] = hex
				if c, _ := ed.Counters.Find(unit); c != nil && c.Force == "" && force == "" {
					t.Errorf("%s: %s prints no force and the position gives none", s.ID, unit)
				}
			}
			if len(got.Units) != len(want.Units) {
				t.Errorf("%s: %d units in the position, %d in the setup", s.ID, len(got.Units), len(want.Units))
			}
			for _, u := range want.Units {
				switch {
				case at[u.Counter] == "":
					t.Errorf("%s: %s is not in the position", s.ID, u.Counter)
				case u.Hex != "" && at[u.Counter] != u.Hex:
					t.Errorf("%s: %s in %s, setup says %s", s.ID, u.Counter, at[u.Counter], u.Hex)
				case u.Hex == "" && !zoneHas(t, ed, u.Zone, at[u.Counter]):
					t.Errorf("%s: %s in %s, outside its zone %s", s.ID, u.Counter, at[u.Counter], u.Zone)
				}
			}
		}
	}
	if n != 12 {
		t.Errorf("%d scenarios, want 12", n)
	}
}

func zoneHas(t *testing.T, ed *model.Edition, zone, hex string) bool {
	hs, err := ed.Map.ZoneHexes(zone)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hs {
		if h.String() == hex {
			return true
		}
	}
	return false
}

func unzipEntry(t *testing.T, zipPath, entry, out string) {
	t.Helper()
	z, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for _, f := range z.File {
		if f.Name == entry {
			r, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(r)
			r.Close()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(out, b, 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("%s has no %s", zipPath, entry)
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}
