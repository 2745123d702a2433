package validate

import (
	"io/fs"

	"github.com/bfgdata/bfgdata/internal/areacheck"
)

// areaEdition validates an edition of the area kind (package areacheck)
// and gives its files as results beside the hex editions'; under --strict
// with the count of its unknown values, as information.
func (v *Validator) areaEdition(fsys fs.FS, dir, display string, byFolder bool, opts Options) []FileResult {
	var out []FileResult
	for _, f := range areacheck.Edition(v.schemas, fsys, dir, display, byFolder, opts.maxFileSize(), opts.Strict) {
		out = append(out, FileResult{File: f.Name, Schema: f.Schema, Diagnostics: f.Diagnostics})
	}
	return out
}
