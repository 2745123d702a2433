package xlsx

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

func TestExportAndTemplateFiles(t *testing.T) {
	ed := load(t, "1975")
	dir := t.TempDir()
	book := filepath.Join(dir, "book.xlsx")
	line, err := ExportFile(book, false, ed)
	if err != nil {
		t.Fatal(err)
	}
	if want := "wrote " + book + ": edition 1975, " + itoa(len(ed.Scenarios)) + " scenarios"; line != want {
		t.Errorf("export: %q, want %q", line, want)
	}
	var want bytes.Buffer
	_ = Export(&want, ed)
	got, err := os.ReadFile(book)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Error("the workbook written is not the one exported")
	}
	var ee *fileio.ExistsError
	if _, err := ExportFile(book, false, ed); !errors.As(err, &ee) {
		t.Errorf("a second export without force: %v", err)
	}
	tpl := filepath.Join(dir, "new.xlsx")
	line, err = TemplateFile(tpl, false, ed, TemplateOptions{ID: "my-variant"})
	if want := "wrote " + tpl + ": scenario my-variant for edition 1975; fill it in, then run bfgdata import xlsx " + tpl + " --out DIR"; err != nil || line != want {
		t.Errorf("template: %q, %v; want %q", line, err, want)
	}
	if _, err := TemplateFile(filepath.Join(dir, "bad.xlsx"), false, ed, TemplateOptions{ID: "Not An Id"}); err == nil {
		t.Error("a template with a bad id was written")
	}
}
