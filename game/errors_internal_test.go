package game

import (
	"errors"

	"github.com/bfgdata/bfgdata/diag"
)

// diagOf is the diagnostic underneath a refusal, nil when err is nil: the
// tests read its code, rule and pointer.
func diagOf(err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		return nil
	}
	return d
}
