package intake

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

func TestWriteWorkbookFolder(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ed")
	r := &Result{Valid: true, Files: map[string][]byte{"edition.json": []byte("{}\n"), "NOTES.md": []byte("n\n")}, FromInput: []string{"edition.json"}}
	written, err := r.Write(out, false, false, nil)
	if err != nil || strings.Join(written, " ") != "NOTES.md edition.json" {
		t.Fatalf("written %v, %v", written, err)
	}
	b, err := os.ReadFile(filepath.Join(out, "NOTES.md"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "n\n" {
		t.Errorf("NOTES.md holds %q", b)
	}
	// The same files again change nothing, so need no force.
	if written, err := r.Write(out, false, false, nil); err != nil || len(written) != 0 {
		t.Errorf("the same files again: %v, %v", written, err)
	}
	r.Files["NOTES.md"] = []byte("changed\n")
	var refused *fileio.RefusedError
	if _, err := r.Write(out, false, false, nil); !errors.As(err, &refused) {
		t.Errorf("a changed file without force: %v", err)
	}
	if _, err := r.Write(out, true, true, nil); err != nil {
		t.Errorf("a dry run: %v", err)
	}
	b, err = os.ReadFile(filepath.Join(out, "NOTES.md"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "n\n" {
		t.Errorf("after a refusal and a dry run NOTES.md holds %q", b)
	}
}

func TestWriteSetupFileOrStdout(t *testing.T) {
	r := &Result{Valid: true, scenario: "s", Files: map[string][]byte{"scenarios/s.json": []byte("{}\n")}, FromInput: []string{"scenarios/s.json"}}
	var stdout strings.Builder
	if written, err := r.Write("", false, false, &stdout); err != nil || written != nil || stdout.String() != "{}\n" {
		t.Errorf("to stdout: %v, %v, %q", written, err, stdout.String())
	}
	out := filepath.Join(t.TempDir(), "s.json")
	if written, err := r.Write(out, false, false, nil); err != nil || len(written) != 1 || written[0] != out {
		t.Errorf("to a file: %v, %v", written, err)
	}
	r.Files["scenarios/s.json"] = []byte("[]\n")
	var refused *fileio.RefusedError
	if _, err := r.Write(out, false, false, nil); !errors.As(err, &refused) {
		t.Errorf("over a file without force: %v", err)
	}
}

// A setup file that cannot be opened is an error, not a problem of the
// input; "-" reads Stdin.
func TestCSVOpensItsInput(t *testing.T) {
	s := SetupCSV{Name: filepath.Join(t.TempDir(), "none.csv"), Scenario: &model.Scenario{ID: "s"}}
	if _, err := CSV(nil, s); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	s.Name, s.Stdin = "-", strings.NewReader("not,a,setup\n")
	r, err := CSV(nil, s)
	if err != nil || r.Errors() == 0 || r.Input != "-" {
		t.Errorf("a bad setup on stdin: %v, %v", r, err)
	}
}

// Without a validator given, CSV compiles one when it has a file to
// check: a scenario's own setup imports back valid and unchanged.
func TestCSVCompilesItsValidator(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	setup, err := explain.SetupOf(ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	var csv strings.Builder
	if err := setup.WriteCSV(&csv); err != nil {
		t.Fatal(err)
	}
	s, _ := ed.Scenario("historical")
	r, err := CSV(nil, SetupCSV{Name: "-", Stdin: strings.NewReader(csv.String()), Base: data.FS, Shown: "data", Edition: "1994", Ed: ed, Scenario: s})
	if err != nil || !r.Valid || !strings.HasPrefix(r.summary, "unchanged") {
		t.Errorf("the historical setup: %v, valid %v, %q, %v", err, r.Valid, r.summary, r.Problems)
	}
}
