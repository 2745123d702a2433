package rules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// The engine refuses a request, or the data it was given, with a
// *diag.Diagnostic returned as the error: a code of the catalogue (package
// catalog), the rule in the edition's numbering when there is one, and a
// message. Front ends decide the exit status from the code's class, never
// from the text.

// errorf builds a refusal whose rule the terms cite.
func (t Terms) errorf(code, format string, args ...any) *diag.Diagnostic {
	return refusal(code, t.Cite(code), format, args...)
}

// newError builds a refusal that cites no rule.
func newError(code, format string, args ...any) *diag.Diagnostic {
	return refusal(code, "", format, args...)
}

// refusal builds a refusal citing rule.
func refusal(code, rule, format string, args ...any) *diag.Diagnostic {
	return &diag.Diagnostic{Severity: diag.Error, Code: code, Rule: rule, Message: fmt.Sprintf(format, args...)}
}

// naming gives a refusal the counters and hexes it is about, so that a
// front end shows them (the unit that must retreat and where it may go)
// without reading the message.
func naming(d *diag.Diagnostic, counters []string, hexes []model.Hex) *diag.Diagnostic {
	d.Counters = counters
	for _, h := range hexes {
		d.Hexes = append(d.Hexes, h.String())
	}
	return d
}
