package rules

import "fmt"

// Error is the engine's refusal of a request or of the data it was given:
// a code of the catalogue (package catalog), the rule in the edition's
// numbering when there is one, and a message. Front ends decide the exit
// status from the code's class, never from the text.
type Error struct {
	Code    string
	Rule    string
	Message string
}

func (e *Error) Error() string {
	if e.Rule != "" {
		return e.Message + " [" + e.Rule + "]"
	}
	return e.Message
}

// errorf builds an Error whose rule the terms cite.
func (t Terms) errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Rule: t.Cite(code), Message: fmt.Sprintf(format, args...)}
}

// newError builds an Error that cites no rule.
func newError(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}
