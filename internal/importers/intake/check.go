package intake

import (
	"io/fs"
	"path"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/validate"
)

// Locator finds the place of the input a value of a changed file came
// from. It is asked about diagnostics of changed files only, with d.File
// the path inside the edition folder; the place it gives has no file (a
// place of the input).
type Locator interface {
	Locate(d diag.Diagnostic) (diag.Place, bool)
}

// Changes are the files an import makes of one edition, to be checked
// before anything is written.
type Changes struct {
	// Base holds the editions, one folder each; nil when Files are the
	// whole edition.
	Base fs.FS
	// Edition is the folder of Base the files belong to.
	Edition string
	// Scenario, when set, narrows the check to that scenario (and any
	// broken file of its edition); Scenarios, to those; else the whole
	// edition is checked.
	Scenario  string
	Scenarios []string
	// Files are the changed files, by their paths inside the edition
	// folder.
	Files map[string][]byte
	// Locator places a diagnostic of a changed file in the input.
	Locator Locator
	// Shown is the folder a file the input does not hold is named under;
	// "" when Base is the bundled editions, whose files the author does
	// not have on disk: such a file is then named "the bundled edition's
	// scenarios/x.json", without a line.
	Shown string
}

// validatorOr is v, or a validator compiled now when v is nil: a front end
// that runs one import need not compile one before it knows it needs it.
func validatorOr(v *validate.Validator) (*validate.Validator, error) {
	if v != nil {
		return v, nil
	}
	return validate.New()
}

// Check validates the changes and returns the diagnostics, each at its
// place in the input when the locator finds one, and whether the edition
// is valid.
func Check(v *validate.Validator, c Changes) ([]diag.Diagnostic, bool) {
	files := make(map[string][]byte, len(c.Files))
	for rel, data := range c.Files {
		files[path.Join(c.Edition, rel)] = data
	}
	fsys := fileio.Overlay(c.Base, files)
	var report validate.Report
	switch {
	case c.Scenario != "":
		report = v.Scenario(fsys, c.Edition, "", c.Scenario, validate.Options{})
	case len(c.Scenarios) > 0:
		report = v.Scenarios(fsys, c.Edition, "", c.Scenarios, validate.Options{})
	default:
		report = v.Editions(fsys, []string{c.Edition}, "", validate.Options{})
	}
	var out []diag.Diagnostic
	for _, d := range report.Diagnostics() {
		rel := strings.TrimPrefix(d.File, c.Edition+"/")
		if _, changed := c.Files[rel]; changed && c.Locator != nil {
			d.File = rel
			if at, ok := c.Locator.Locate(d); ok {
				d.Place = at
				out = append(out, d)
				continue
			}
			if wholeOf(d.Pointer) || c.Shown == "" {
				// about the whole file the input makes, or its whole setup
				// (units left out, other scenarios summed up), or a file
				// the input makes over one the author does not have: the
				// input's, at no place in it
				d.Place = diag.Place{}
				out = append(out, d)
				continue
			}
		}
		d.File = c.shown(rel)
		if c.Shown == "" {
			d.Line, d.Column = 0, 0
		}
		out = append(out, d)
	}
	return out, report.Valid
}

// shown names a file of the edition that the input does not hold.
func (c Changes) shown(rel string) string {
	if c.Shown == "" {
		return "the bundled edition's " + rel
	}
	return path.Join(c.Shown, rel)
}

// wholeOf says whether a pointer names a file or one of its lists as a
// whole ("", "/setup"), not a value an input's cell or field holds.
func wholeOf(ptr string) bool {
	return ptr == "" || ptr == "/setup" || ptr == "/setAside"
}
