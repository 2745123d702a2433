package xlsx

import "github.com/bfgdata/bfgdata/diag"

// fail is a workbook that cannot be read at all (too large, not a
// workbook, encrypted) or an edition it cannot be built on: an error
// diagnostic without a place, returned as the error.
func fail(code, format string, args ...any) *diag.Diagnostic {
	return diag.New(code, format, args...)
}
