package serve

import (
	"errors"
	"net/http"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
)

// refusal is a request the server turns down itself, with the HTTP status
// it chose for it (a conflict, a forbidden save, a body too large); the
// diagnostic says why, with a code of the catalogue.
type refusal struct {
	status int
	*diag.Diagnostic
	// diagnostics are the problems behind the refusal, when there are
	// several (a save of a scenario that fails the schema).
	diagnostics []diag.Diagnostic
}

func (r *refusal) Unwrap() error { return r.Diagnostic }

// problemf builds a refusal.
func problemf(status int, code, format string, args ...any) *refusal {
	return &refusal{status: status, Diagnostic: diag.New(code, format, args...)}
}

// problemBody is the API's answer to a request it refuses or cannot do:
// the HTTP status, a code of the diagnostic catalogue, a message a person
// understands, and the rule when the engine cites one.
type problemBody struct {
	Status  int    `json:"status"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
	// Pointer is where in the request's data the problem is, when the
	// diagnostic says (an action of a game the engine refuses).
	Pointer string `json:"pointer,omitempty"`
	// Hexes and Counters are what the engine's refusal is about, when it
	// names them: the unit that must retreat and the hexes it may go to,
	// the attackers an exchange may take. A page highlights them without
	// reading the message.
	Hexes    []string `json:"hexes,omitempty"`
	Counters []string `json:"counters,omitempty"`
	// Diagnostics are the problems behind the refusal, each with its
	// place, when there are several.
	Diagnostics []diag.Diagnostic `json:"diagnostics,omitempty"`
}

// problemOf turns any error into the answer's body. A refusal of the
// server keeps its status; a diagnostic of the engine or the explainer
// gets the status of its code's class. Anything else is a failure of the
// server.
func problemOf(err error) *problemBody {
	var r *refusal
	if errors.As(err, &r) {
		b := bodyOf(r.status, r.Diagnostic)
		b.Diagnostics = r.diagnostics
		return b
	}
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return bodyOf(httpStatus(catalog.ClassOf(d.Code)), d)
	}
	return &problemBody{Status: http.StatusInternalServerError, Code: "api.internal", Message: err.Error()}
}

func bodyOf(status int, d *diag.Diagnostic) *problemBody {
	return &problemBody{Status: status, Code: d.Code, Message: d.Message, Rule: d.Rule, Pointer: d.Pointer, Hexes: d.Hexes, Counters: d.Counters}
}

// httpStatus is the status of a request refused for a code of class c: a
// request the data cannot answer is 400 (404 for something not there),
// invalid data is 422.
func httpStatus(c catalog.Class) int {
	switch c {
	case catalog.Data:
		return http.StatusUnprocessableEntity
	case catalog.Absent:
		return http.StatusNotFound
	default:
		return http.StatusBadRequest
	}
}

// writeProblem sends err as a problem.
func writeProblem(w http.ResponseWriter, err error) {
	p := problemOf(err)
	writeJSON(w, p.Status, p)
}

// asError is the problem as an error of the program, for a failure at
// start (serve --game's record).
func (p *problemBody) asError(what string) error {
	msg := what + ": " + p.Message
	if p.Rule != "" {
		msg += " [" + p.Rule + "]"
	}
	return errors.New(msg)
}
