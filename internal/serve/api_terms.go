package serve

import (
	"net/http"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// termsRequest is the body of a change of a scenario's terms: the scenario
// as the page holds it and the one change to make.
type termsRequest struct {
	Scenario *model.Scenario   `json:"scenario"`
	Edit     explain.TermsEdit `json:"edit"`
	Optional []string          `json:"optional,omitempty"`
}

// postTerms changes a scenario's terms — turns, forces, control, enemies,
// victory, a rule, a unit set aside — and judges the result, as postMove
// does for a placement. The change itself is explain.EditTerms.
func (s *Server) postTerms(r *http.Request) (any, error) {
	e, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q termsRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	changed, err := explain.EditTerms(ed, sc, q.Edit)
	if err != nil {
		return nil, err
	}
	return s.judge(e, ed, changed, nil, q.Optional)
}

// getRules lists the special and optional rules the edition's scenarios
// state, for an author to pick from.
func (s *Server) getRules(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	return explain.EditionRules(ed), nil
}
