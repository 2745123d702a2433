package intake

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// Workbook imports the workbook file name into an edition to be written to
// folder out, checked by v (nil compiles one). When out is an edition
// folder already (it holds edition.json) the workbook is laid over it, so
// nothing the author has there is lost; else a workbook of an edition base
// holds (has) is laid over that one, and any other stands alone. The error is an input that cannot be opened, or
// a failure that is no problem of the input.
func Workbook(v *validate.Validator, name string, base fs.FS, has func(edition string) bool, out string) (*Result, error) {
	r := &Result{Input: name}
	book, err := readWorkbook(name)
	if stop, err := r.refusal(err); stop || err != nil {
		return r, err
	}
	// A cell that cannot be read is reported and its value left out; the
	// rest of the workbook is still built and checked, so that one run
	// shows every problem (a refusal stops here).
	if r.add(book.Problems...) && r.Refused() {
		return r, nil
	}
	// One err through the switch: a Build that fails is a refusal below,
	// not a nil result read on.
	var built *xlsx.Result
	over, err := outEdition(out)
	switch {
	case err != nil:
		return r, err
	case over != "" && over != book.Edition:
		return r, fmt.Errorf("%s holds edition %q, but the workbook is of edition %q: give another --out", out, over, book.Edition)
	case over != "":
		// The author's folder is the base: everything in it stays.
		r.over = true
		built, err = book.Build(os.DirFS(out), ".")
	case has(book.Edition):
		built, err = book.Build(base, book.Edition)
	default:
		built, err = book.Build(nil, "")
	}
	if stop, err := r.refusal(err); stop || err != nil {
		return r, err
	}
	if r.add(built.Problems...) && r.Refused() {
		return r, nil
	}
	r.Edition, r.Files, r.FromInput = built.Edition, built.Files, built.Written
	if v, err = validatorOr(v); err != nil {
		return r, err
	}
	ds, valid := Check(v, Changes{Edition: built.Edition, Scenarios: scenariosOnly(built.Written), Files: built.Files, Locator: book.Locator, Shown: filepath.ToSlash(out)})
	r.Problems, r.Valid = append(r.Problems, besides(ds, r.Problems)...), valid && r.Errors() == 0
	return r, nil
}

// readWorkbook opens and reads a workbook file, refusing one over the size
// limit before reading it.
func readWorkbook(name string) (*xlsx.Book, error) {
	f, err := fileio.OpenRegular(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > xlsx.MaxFileSize {
		return nil, diag.New("xlsx.too-large", "the file is %d MB, more than the %d MB a bfgdata workbook may be; is it the right file?", st.Size()>>20, xlsx.MaxFileSize>>20)
	}
	return xlsx.Read(f)
}

// refusal records an input the reader refuses as a whole as a problem
// (stop); any other error is returned.
func (r *Result) refusal(err error) (stop bool, _ error) {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		r.add(*d)
		return true, nil
	}
	return false, err
}

// scenariosOnly is the ids of the scenarios a workbook defines when it
// defines nothing else but the edition's list of files: such an import is
// checked as those scenarios, the others summed up (validate.Scenarios).
// A workbook that defines any other file is checked as a whole edition.
func scenariosOnly(written []string) []string {
	var ids []string
	for _, rel := range written {
		dir, file := path.Split(rel)
		switch {
		case rel == model.EditionFile:
		case dir == "scenarios/" && strings.HasSuffix(file, ".json"):
			ids = append(ids, strings.TrimSuffix(file, ".json"))
		default:
			return nil
		}
	}
	return ids
}

// besides is the checks' diagnostics but those on a row of the input that
// already has a problem of its cells (a row of a sheet, or a line of a
// CSV): the row's value was left out, so what the checks say of it (a
// placement with no hex) follows from the problem reported.
func besides(ds, cells []diag.Diagnostic) []diag.Diagnostic {
	rows := map[string]bool{}
	for _, c := range cells {
		if k := inputRow(c); c.Severity == diag.Error && k != "" {
			rows[k] = true
		}
	}
	var out []diag.Diagnostic
	for _, d := range ds {
		if k := inputRow(d); k != "" && rows[k] {
			continue
		}
		out = append(out, d)
	}
	return out
}

// inputRow names the row of the input a diagnostic is placed at: a sheet's
// row, or a line of a file without a name (the input's, as Check places
// them); "" for any other place.
func inputRow(d diag.Diagnostic) string {
	switch {
	case d.Sheet != "":
		return d.Sheet + "!" + cellRow(d.Cell)
	case d.File == "" && d.Line > 0:
		return fmt.Sprintf("line %d", d.Line)
	}
	return ""
}

// cellRow is the row of a cell reference: "12" of "F12".
func cellRow(cell string) string { return strings.TrimLeft(cell, "ABCDEFGHIJKLMNOPQRSTUVWXYZ$") }
