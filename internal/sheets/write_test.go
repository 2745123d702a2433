package sheets

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/render"
)

// Each Write function writes what its drawing function draws and says so;
// none writes over a file without force.
func TestWriteFunctions(t *testing.T) {
	dir := t.TempDir()
	b, m, list := smallBriefing(), rendertest.SmallMap(), smallCounterList()

	sheet := filepath.Join(dir, "sheet.html")
	line, err := WriteSetupSheet(sheet, false, b, m, rendertest.TEC(), Letter)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	p, _ := SetupSheet(&want, b, m, rendertest.TEC(), Letter)
	if got, _ := os.ReadFile(sheet); !bytes.Equal(got, want.Bytes()) {
		t.Error("the setup sheet written is not the one drawn")
	}
	if line != "wrote "+sheet+": setup sheet of "+b.Name+" (edition "+b.Edition.ID+"), "+markup.Itoa(len(b.Units))+" units, "+p.String() {
		t.Errorf("setup sheet: %q", line)
	}
	var ee *fileio.ExistsError
	if _, err := WriteSetupSheet(sheet, false, b, m, rendertest.TEC(), Letter); !errors.As(err, &ee) {
		t.Errorf("a second write without force: %v", err)
	}

	line, err = WriteCounterSheet(filepath.Join(dir, "c.svg"), false, list, CounterSheetOptions{Size: 0.625, Paper: A4}, true)
	if err != nil || !strings.Contains(line, " at 0.625 in, ") || !strings.HasSuffix(line, "of A4") {
		t.Errorf("counter sheet: %q, %v", line, err)
	}
	line, err = WriteCounterFiles(filepath.Join(dir, "split"), false, list, 0.5)
	files, _ := os.ReadDir(filepath.Join(dir, "split"))
	if err != nil || line != "wrote "+markup.Itoa(len(files))+" counter SVGs of 0.5 in to "+filepath.Join(dir, "split")+" ("+markup.Itoa(len(files))+" added, 0 changed, 0 unchanged)" {
		t.Errorf("counter files: %q, %v", line, err)
	}
	line, err = WriteMapPages(filepath.Join(dir, "map.html"), false, m, rendertest.TEC(), render.Options{}, Letter)
	if err != nil || !strings.Contains(line, "(an assembly key and ") {
		t.Errorf("map pages: %q, %v", line, err)
	}
}

func TestCounterFormat(t *testing.T) {
	for _, tt := range []struct {
		out        string
		perCounter bool
		want       string
	}{{"c.html", false, "html"}, {"c.SVG", false, "svg"}, {"", true, "svg"}, {"sheet", false, "html"}} {
		if got := CounterFormat(tt.out, tt.perCounter); got != tt.want {
			t.Errorf("CounterFormat(%q, %v) = %s, want %s", tt.out, tt.perCounter, got, tt.want)
		}
	}
}

func TestWriteMapToStdoutOrFile(t *testing.T) {
	m := rendertest.SmallMap()
	var stdout, want bytes.Buffer
	if err := render.Map(&want, m, rendertest.TEC(), render.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteMap("", false, &stdout, m, rendertest.TEC(), render.Options{}); err != nil || !bytes.Equal(stdout.Bytes(), want.Bytes()) {
		t.Errorf("to stdout: %v", err)
	}
	p := filepath.Join(t.TempDir(), "map.svg")
	stdout.Reset()
	if err := WriteMap(p, false, &stdout, m, rendertest.TEC(), render.Options{}); err != nil || stdout.Len() != 0 {
		t.Fatalf("to a file: %v, %d bytes on stdout", err, stdout.Len())
	}
	got, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Error("the file is not the map drawn")
	}
}

func TestOptionsForScenario(t *testing.T) {
	ed := rendertest.Bundled(t, "1994")
	var o render.Options
	if err := forScenario(&o, ed, ""); err != nil || o.Edition != &ed.Info || o.Units != nil {
		t.Errorf("no scenario: %v, %+v", err, o)
	}
	if err := forScenario(&o, ed, "historical"); err != nil || len(o.Units) == 0 || o.Scenario == "" {
		t.Errorf("historical: %v, %d units, %q", err, len(o.Units), o.Scenario)
	}
	if err := forScenario(&render.Options{}, ed, "no-such"); err == nil {
		t.Error("an unknown scenario was drawn")
	}
}
