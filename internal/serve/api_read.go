package serve

import (
	"encoding/json"
	"net/http"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// EditionEntry is an edition the server offers.
type EditionEntry struct {
	ID       string `json:"id"`
	Title    string `json:"title,omitempty"`
	Year     int    `json:"year,omitempty"`
	Folder   string `json:"folder"`
	Writable bool   `json:"writable"`
	// Scenarios are the edition's scenarios; Problem says why there are
	// none when the edition cannot be loaded.
	Scenarios []explain.ScenarioSummary `json:"scenarios"`
	Problem   *problemBody              `json:"problem,omitempty"`
	// Stale says why the folder, changed on disk, could not be read
	// again: the scenarios are as last read.
	Stale *problemBody `json:"stale,omitempty"`
}

// EditionsAnswer lists the editions and names the one to open first.
type EditionsAnswer struct {
	Default  string         `json:"default"`
	Editions []EditionEntry `json:"editions"`
	// MaxBody is the largest request body accepted, in bytes.
	MaxBody int64 `json:"maxBody"`
}

func (s *Server) getEditions(*http.Request) (any, error) {
	a := EditionsAnswer{Default: s.cfg.Edition, Editions: []EditionEntry{}, MaxBody: s.cfg.MaxBody}
	for _, e := range s.editions {
		entry := EditionEntry{ID: e.id, Folder: e.display, Writable: e.writable(), Scenarios: []explain.ScenarioSummary{}}
		if err := e.refresh(); err != nil {
			entry.Stale = problemOf(err)
		}
		ed, err := e.data()
		if err != nil {
			entry.Problem = problemOf(err)
		} else {
			entry.Title, entry.Year, entry.Scenarios = ed.Info.Title, ed.Info.Year, explain.Scenarios(ed)
		}
		a.Editions = append(a.Editions, entry)
	}
	return a, nil
}

// editionOf finds the edition a request names in its edition parameter,
// loaded.
func (s *Server) editionOf(r *http.Request) (*edition, *model.Edition, error) {
	e, err := s.edition(r.URL.Query().Get("edition"))
	if err != nil {
		return nil, nil, err
	}
	ed, err := e.data()
	if err != nil {
		return nil, nil, err
	}
	return e, ed, nil
}

// freshEditionOf is editionOf for the requests that list or load
// scenarios: a folder edition changed on disk is read again first. A
// folder that cannot be read again is served as last read; the editions
// list says why (EditionEntry.Stale).
func (s *Server) freshEditionOf(r *http.Request) (*edition, *model.Edition, error) {
	if e, err := s.edition(r.URL.Query().Get("edition")); err == nil {
		_ = e.refresh()
	}
	return s.editionOf(r)
}

func (s *Server) getScenarios(r *http.Request) (any, error) {
	_, ed, err := s.freshEditionOf(r)
	if err != nil {
		return nil, err
	}
	return explain.Scenarios(ed), nil
}

// getScenario loads a scenario's file for editing, as it is on disk now.
func (s *Server) getScenario(r *http.Request) (any, error) {
	e, ed, err := s.freshEditionOf(r)
	if err != nil {
		return nil, err
	}
	id := r.URL.Query().Get("id")
	if err := checkScenarioID(id); err != nil {
		return nil, err
	}
	rel, listed := scenarioFile(ed, id)
	if !listed {
		_, err := explain.ScenarioOf(ed, id)
		return nil, err
	}
	b, err := e.readFile(rel)
	if err != nil {
		return nil, err
	}
	if b == nil {
		return nil, problemf(http.StatusNotFound, "api.not-found", "%s/%s, the file of scenario %s, is not there", e.display, rel, id)
	}
	sc := &model.Scenario{}
	if err := json.Unmarshal(b, sc); err != nil {
		return nil, problemf(http.StatusUnprocessableEntity, "decode.value", "%s/%s cannot be read as a scenario: run bfgdata validate %s, which names the line and column of each problem", e.display, rel, e.display)
	}
	if sc.ID != id {
		return nil, problemf(http.StatusUnprocessableEntity, "scenario.id-file-mismatch", "%s/%s holds scenario %q, not %q", e.display, rel, sc.ID, id)
	}
	return s.answer(e, ed, sc, b, nil)
}

// BoardAnswer is what the page needs to draw an edition's counters on its
// map: where the map puts hexes, zones and stacks, and every unit of the
// counter set with its counter as render draws it.
type BoardAnswer struct {
	Edition  string          `json:"edition"`
	Geometry render.Geometry `json:"geometry"`
	Pieces   []BoardPiece    `json:"pieces"`
}

// BoardPiece is a unit of the counter set, its printed values as they
// read, and its counter's SVG.
type BoardPiece struct {
	rules.Unit
	Stats string `json:"stats"`
	SVG   string `json:"svg"`
	// SVGByForce is, for a German unit that takes its force from the
	// setup, its counter in the colours of each German force.
	SVGByForce map[model.Force]string `json:"svgByForce,omitempty"`
}

func (s *Server) getBoard(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	if ed.Map == nil {
		return nil, problemf(http.StatusNotFound, "edition.no-map", "edition %s has no map file yet, so there is nothing to place counters on", ed.Info.ID)
	}
	g, err := render.GeometryOf(ed.Map)
	if err != nil {
		return nil, problemf(http.StatusUnprocessableEntity, "map.unusable", "the map of edition %s cannot be drawn: %v", ed.Info.ID, err)
	}
	a := BoardAnswer{Edition: ed.Info.ID, Geometry: g, Pieces: []BoardPiece{}}
	for _, u := range explain.UnitsOf(ed) {
		bp := BoardPiece{Unit: u, Stats: u.Stats()}
		if bp.SVG, err = render.CounterSVG(explain.Drawn(u)); err != nil {
			return nil, err
		}
		if u.Force == "" && u.Nationality == model.German {
			bp.SVGByForce = map[model.Force]string{}
			for _, f := range []model.Force{model.EastGerman, model.WestGerman} {
				as := u
				as.Force = f
				if bp.SVGByForce[f], err = render.CounterSVG(explain.Drawn(as)); err != nil {
					return nil, err
				}
			}
		}
		a.Pieces = append(a.Pieces, bp)
	}
	return a, nil
}

// getHex explains one hex of the edition's map, as `bfgdata hex` does.
func (s *Server) getHex(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	q := r.URL.Query().Get("hex")
	h, err := model.ParseHex(q)
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.hex", "hex %q: %v", q, err)
	}
	if ed.Map == nil {
		return nil, problemf(http.StatusNotFound, "edition.no-map", "edition %s has no map file yet", ed.Info.ID)
	}
	return explain.HexOf(h, ed.Info.ID, ed.Map), nil
}

// serveRender draws the edition's map as SVG, as `bfgdata render map`
// does: with a saved scenario's units when the scenario parameter names
// one, shaded by provenance when provenance=true, without hex ids when
// labels=false.
func (s *Server) serveRender(w http.ResponseWriter, r *http.Request) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		writeProblem(w, err)
		return
	}
	if ed.Map == nil {
		writeProblem(w, problemf(http.StatusNotFound, "edition.no-map", "edition %s has no map file yet, so there is no map to draw", ed.Info.ID))
		return
	}
	q := r.URL.Query()
	opts := render.Options{Edition: &ed.Info, Provenance: q.Get("provenance") == "true", HideHexIDs: q.Get("labels") == "false"}
	if id := q.Get("scenario"); id != "" {
		setup, err := explain.SetupOf(ed, id)
		if err != nil {
			writeProblem(w, err)
			return
		}
		opts.Units, opts.Scenario = explain.Placements(setup.Units), setup.Name
	}
	writeSVG(w, ed, opts, "")
}
