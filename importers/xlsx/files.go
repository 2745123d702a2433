package xlsx

import (
	"fmt"
	"io"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// ExportFile writes the edition's workbook (Export) to path through a
// temporary file and a rename, never over an existing file unless force,
// and returns the line that says what was written.
func ExportFile(path string, force bool, ed *model.Edition) (string, error) {
	err := fileio.WriteNew(path, force, func(w io.Writer) error { return Export(w, ed) })
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: edition %s, %d scenarios", path, ed.Info.ID, len(ed.Scenarios)), nil
}

// TemplateFile writes a template workbook (Template) to path, as
// ExportFile writes, and returns the line that says what to do with it.
func TemplateFile(path string, force bool, ed *model.Edition, o TemplateOptions) (string, error) {
	err := fileio.WriteNew(path, force, func(w io.Writer) error { return Template(w, ed, o) })
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: scenario %s for edition %s; fill it in, then run bfgdata import xlsx %s --out DIR", path, o.ID, ed.Info.ID, path), nil
}
