package rules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
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
