package explain

import "github.com/bfgdata/bfgdata/diag"

// requestError is a request the data cannot answer, refused as the engine
// refuses one: a diagnostic with a code of the catalogue.
func requestError(code, format string, args ...any) error {
	return diag.New(code, format, args...)
}
