package serve

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/rules"
)

// Problem is the API's answer to a request it refuses or cannot do: the
// HTTP status, a code of the diagnostic catalogue, a message a person
// understands, and the rule when the engine cites one.
type Problem struct {
	Status  int    `json:"status"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
}

func (p *Problem) Error() string { return p.Message }

// problemf builds a Problem.
func problemf(status int, code, format string, args ...any) *Problem {
	return &Problem{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

// problemOf turns any error into a Problem. The engine's typed errors keep
// their code and rule; the code's class decides the status: a request the
// data cannot answer is 400 (404 for an edition or scenario that is not
// there), invalid data is 422. Anything else is a failure of the server.
func problemOf(err error) *Problem {
	var p *Problem
	if errors.As(err, &p) {
		return p
	}
	var re *rules.Error
	if errors.As(err, &re) {
		status := http.StatusBadRequest
		switch e, _ := catalog.Lookup(re.Code); {
		case re.Code == "edition.unknown" || re.Code == "scenario.unknown":
			status = http.StatusNotFound
		case e.Class == catalog.Data:
			status = http.StatusUnprocessableEntity
		}
		return &Problem{Status: status, Code: re.Code, Message: re.Message, Rule: re.Rule}
	}
	return &Problem{Status: http.StatusInternalServerError, Code: "api.internal", Message: err.Error()}
}

// writeProblem sends err as a Problem.
func writeProblem(w http.ResponseWriter, err error) {
	p := problemOf(err)
	writeJSON(w, p.Status, p)
}
