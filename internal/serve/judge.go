package serve

import (
	"bytes"
	"net/http"
	"path"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
	"github.com/bfgdata/bfgdata/validate"
)

// Judgement is a scenario as the page holds it, with what the validator
// and the rules engine say of it — the diagnostics `bfgdata check` prints,
// each with its code, message, rule, hexes and counters — and its setup
// resolved: where each unit stands, a setup taken from another scenario
// included.
type Judgement struct {
	Scenario *model.Scenario    `json:"scenario"`
	Report   validate.Report    `json:"report"`
	Setup    *explain.SetupList `json:"setup,omitempty"`
	// Unresolved says why the setup cannot be resolved, when it cannot.
	Unresolved *problemBody `json:"unresolved,omitempty"`
	// Unfit counts the problems a save refuses (refuseUnfit): the page
	// asks before it saves a setup that breaks only the rules.
	Unfit int `json:"unfit,omitempty"`
}

// judge validates a scenario within its edition. doc is the scenario's
// document as it stands; nil judges the canonical encoding of sc, which is
// what a save would write.
func (s *Server) judge(e *edition, ed *model.Edition, sc *model.Scenario, doc []byte, optional []string) (Judgement, error) {
	if err := checkScenarioID(sc.ID); err != nil {
		return Judgement{}, err
	}
	if doc == nil {
		var err error
		if doc, err = encodeScenario(sc); err != nil {
			return Judgement{}, err
		}
	}
	if len(optional) > 0 {
		if _, err := rules.ScenarioTerms(&ed.Info, sc, optional); err != nil {
			return Judgement{}, err
		}
	}
	rel, _ := scenarioFile(ed, sc.ID)
	c := s.cfg.Validator.CheckDocument(ed, sc, path.Join(e.display, rel), doc, validate.Options{Optional: optional})
	j := Judgement{Scenario: sc, Report: c.Report}
	j.Unfit = len(fileProblems(j))
	if c.Unresolved != nil {
		j.Unresolved = problemOf(c.Unresolved)
	} else {
		setup := explain.SetupFrom(ed, sc, c.Setup)
		j.Setup = &setup
	}
	return j, nil
}

// encodeScenario is the canonical JSON of a scenario, as a save writes it.
func encodeScenario(sc *model.Scenario) ([]byte, error) {
	doc, err := model.Encode(sc)
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.bad-body", "the scenario cannot be written as canonical JSON: %v", err)
	}
	return doc, nil
}

// checkScenarioID refuses an id that is not of the id pattern: only such
// ids ever name a file.
func checkScenarioID(id string) error {
	if model.ValidID(id) {
		return nil
	}
	return problemf(http.StatusBadRequest, "api.scenario-id", "%q is not a scenario id: want lower-case letters and digits in words joined by single hyphens, such as my-variant", id)
}

// ScenarioAnswer is a scenario loaded for editing: where its file is, the
// version of the file as loaded (a save must name it; "" for a scenario
// not saved yet), whether it can be saved here, and its judgement.
type ScenarioAnswer struct {
	Edition  string `json:"edition"`
	ID       string `json:"id"`
	File     string `json:"file"`
	Version  string `json:"version"`
	Writable bool   `json:"writable"`
	// Canonical is false when the file on disk is not in the canonical
	// form a save writes: saving then reformats it.
	Canonical bool `json:"canonical"`
	Judgement
}

func (s *Server) answer(e *edition, ed *model.Edition, sc *model.Scenario, file []byte, optional []string) (ScenarioAnswer, error) {
	j, err := s.judge(e, ed, sc, file, optional)
	if err != nil {
		return ScenarioAnswer{}, err
	}
	rel, _ := scenarioFile(ed, sc.ID)
	a := ScenarioAnswer{Edition: e.id, ID: sc.ID, File: path.Join(e.display, rel), Version: version(file), Writable: e.writable(), Judgement: j, Canonical: true}
	if file != nil {
		enc, err := encodeScenario(sc)
		a.Canonical = err == nil && bytes.Equal(enc, file)
	}
	return a, nil
}
