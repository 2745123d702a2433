package serve

import (
	"bytes"
	"net/http"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// The request bodies of the API. Each carries the scenario as the page
// holds it, so that every answer is about the position being edited, not
// the file as saved.
type (
	checkRequest struct {
		Scenario *model.Scenario `json:"scenario"`
		// Optional lists optional rules to apply, as check --optional.
		Optional []string `json:"optional,omitempty"`
	}
	moveRequest struct {
		Scenario *model.Scenario `json:"scenario"`
		Counter  string          `json:"counter"`
		// To is where the counter goes; empty is back to the tray.
		To       explain.Place `json:"to"`
		Optional []string      `json:"optional,omitempty"`
	}
	reachRequest struct {
		Scenario  *model.Scenario `json:"scenario"`
		Unit      string          `json:"unit"`
		Allowance int             `json:"allowance,omitempty"`
	}
	combatRequest struct {
		Scenario  *model.Scenario `json:"scenario"`
		Attackers []string        `json:"attackers"`
		Defender  string          `json:"defender"`
		Die       int             `json:"die,omitempty"`
	}
	downloadRequest struct {
		Scenario *model.Scenario `json:"scenario"`
	}
)

// bodyOf reads and strictly decodes a request body into v.
func (s *Server) bodyOf(r *http.Request, v any) error {
	b, err := readBody(r, s.cfg.MaxBody)
	if err != nil {
		return err
	}
	return decodeBody(b, v)
}

// scenarioOf refuses a body without a scenario, or with one whose id is
// not an id.
func scenarioOf(sc *model.Scenario) (*model.Scenario, error) {
	if sc == nil {
		return nil, problemf(http.StatusBadRequest, "api.bad-body", `request body: no "scenario"`)
	}
	return sc, checkScenarioID(sc.ID)
}

// postCheck judges a scenario as the page holds it.
func (s *Server) postCheck(r *http.Request) (any, error) {
	e, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q checkRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	return s.judge(e, ed, sc, nil, q.Optional)
}

// postMove moves one counter and judges the result: the page's every drag
// and drop is one such request.
func (s *Server) postMove(r *http.Request) (any, error) {
	e, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q moveRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	moved, err := explain.MoveCounter(ed, sc, q.Counter, q.To)
	if err != nil {
		return nil, err
	}
	return s.judge(e, ed, moved, nil, q.Optional)
}

// postNew makes a new scenario — the terms of another, with an empty or a
// copied setup — and judges it. Nothing is written until it is saved.
func (s *Server) postNew(r *http.Request) (any, error) {
	e, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q explain.NewScenarioRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := explain.NewScenario(ed, q)
	if err != nil {
		return nil, err
	}
	rel, _ := scenarioFile(ed, sc.ID)
	if b, err := e.readFile(rel); err != nil {
		return nil, err
	} else if b != nil {
		return nil, problemf(http.StatusConflict, "api.conflict", "%s/%s already exists, though the edition does not list it; pick another id", e.display, rel)
	}
	return s.answer(e, ed, sc, nil, nil)
}

// postReach answers where a unit can move from the position being edited,
// as `bfgdata reach` does from a saved one.
func (s *Server) postReach(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q reachRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	pos, err := explain.PositionOf(ed, sc)
	if err != nil {
		return nil, err
	}
	return pos.ReachOf(q.Unit, q.Allowance)
}

// postCombat works out an attack in the position being edited, as
// `bfgdata combat` does in a saved one.
func (s *Server) postCombat(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	var q combatRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	h, err := model.ParseHex(q.Defender)
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.hex", "defender %q: %v", q.Defender, err)
	}
	pos, err := explain.PositionOf(ed, sc)
	if err != nil {
		return nil, err
	}
	return combatAnswer(pos, explain.CombatRequest{Attackers: q.Attackers, Defender: h, Die: q.Die})
}

// serveDownload sends the scenario being edited as a file: its canonical
// JSON, its setup as CSV (as setup --format csv), or the map with its
// units as SVG (as render map --scenario).
func (s *Server) serveDownload(w http.ResponseWriter, r *http.Request) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		writeProblem(w, err)
		return
	}
	format := r.URL.Query().Get("format")
	if format != "json" && format != "csv" && format != "svg" {
		writeProblem(w, problemf(http.StatusBadRequest, "api.format", "format %q: want json, csv or svg", format))
		return
	}
	var q downloadRequest
	if err := s.bodyOf(r, &q); err != nil {
		writeProblem(w, err)
		return
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		writeProblem(w, err)
		return
	}
	name := sc.ID + "." + format
	switch format {
	case "json":
		doc, err := encodeScenario(sc)
		if err != nil {
			writeProblem(w, err)
			return
		}
		writeFile(w, "application/json; charset=utf-8", name, doc)
	case "csv":
		setup, err := explain.SetupFor(ed, sc)
		if err != nil {
			writeProblem(w, err)
			return
		}
		var b bytes.Buffer
		if err := setup.WriteCSV(&b); err != nil {
			writeProblem(w, err)
			return
		}
		writeFile(w, "text/csv; charset=utf-8", name, b.Bytes())
	case "svg":
		if ed.Map == nil {
			writeProblem(w, problemf(http.StatusNotFound, "edition.no-map", "edition %s has no map file yet, so there is no map to draw", ed.Info.ID))
			return
		}
		setup, err := explain.SetupFor(ed, sc)
		if err != nil {
			writeProblem(w, err)
			return
		}
		writeSVG(w, ed, render.Options{Edition: &ed.Info, Scenario: setup.Name, Units: explain.Placements(setup.Units)}, name)
	}
}

// writeSVG draws the map and sends it, as a download named name when name
// is set.
func writeSVG(w http.ResponseWriter, ed *model.Edition, opts render.Options, name string) {
	var b bytes.Buffer
	if err := render.Map(&b, ed.Map, ed.TEC, opts); err != nil {
		writeProblem(w, problemf(http.StatusUnprocessableEntity, "map.unusable", "the map of edition %s cannot be drawn: %v", ed.Info.ID, err))
		return
	}
	writeFile(w, "image/svg+xml", name, b.Bytes())
}

// writeFile sends a file's bytes; a name makes it a download.
func writeFile(w http.ResponseWriter, contentType, name string, data []byte) {
	w.Header().Set("Content-Type", contentType)
	if w.Header().Get("Cache-Control") == "" {
		// answers carry the author's data or the session token: never stored,
		// unless the caller chose otherwise (the static assets)
		w.Header().Set("Cache-Control", "no-store")
	}
	if name != "" {
		// ids are [a-z0-9-], so the name needs no quoting beyond this
		w.Header().Set("Content-Disposition", `attachment; filename="`+strings.ReplaceAll(name, `"`, "")+`"`)
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(data)
}
