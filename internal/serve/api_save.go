package serve

import (
	"bytes"
	"encoding/json"
	"net/http"
	"path"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// saveRequest is the body of a save: the scenario, and the version of its
// file as the page loaded it ("" for a new scenario).
type saveRequest struct {
	Version  string          `json:"version"`
	Scenario *model.Scenario `json:"scenario"`
}

// SaveAnswer is a saved scenario: the answer a load gives, with the new
// version, and whether the save made a new file (and listed it in
// edition.json).
type SaveAnswer struct {
	ScenarioAnswer
	Created bool `json:"created"`
}

// putScenario saves a scenario as canonical JSON into the edition folder,
// through a temporary file renamed into place. It refuses — writing
// nothing — without the run's token, on a read-only edition, for an id
// that is not an id, and when the file on disk is not the version the
// page loaded (changed or created meanwhile by someone else): the page
// keeps the edits. It refuses, too, a scenario that fails the schema or
// names what the edition does not have (refuseUnfit), with every such
// problem. A new scenario's file is listed in edition.json too,
// or, if that fails, removed again.
func (s *Server) putScenario(r *http.Request) (any, error) {
	if err := s.checkToken(r); err != nil {
		return nil, err
	}
	e, err := s.edition(r.URL.Query().Get("edition"))
	if err != nil {
		return nil, err
	}
	if !e.writable() {
		return nil, problemf(http.StatusForbidden, "api.read-only", "edition %s is built into the program and cannot be saved to; run bfgdata serve --dir FOLDER on a copy of it (for example: cp -r data/%s my-%s)", e.id, e.id, e.id)
	}
	id := r.URL.Query().Get("id")
	if err := checkScenarioID(id); err != nil {
		return nil, err
	}
	var q saveRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	sc, err := scenarioOf(q.Scenario)
	if err != nil {
		return nil, err
	}
	if sc.ID != id {
		return nil, problemf(http.StatusBadRequest, "api.scenario-id", "the scenario in the body is %q but the request saves %q; rename by starting a new scenario", sc.ID, id)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	ed, err := e.dataLocked()
	if err != nil {
		return nil, err
	}
	// A variant is saved with the credit every path gives it, measured
	// against its base, whatever the page sent.
	ed.CiteVariant(sc)
	doc, err := encodeScenario(sc)
	if err != nil {
		return nil, err
	}
	rel, listed := scenarioFile(ed, id)
	j, err := s.judge(e, ed, sc, doc, nil)
	if err != nil {
		return nil, err
	}
	if err := refuseUnfit(j, path.Join(e.display, rel)); err != nil {
		return nil, err
	}
	same := func() error {
		cur, err := e.readFile(rel)
		if err != nil {
			return err
		}
		return conflict(e, rel, q.Version, cur, listed)
	}
	if err := same(); err != nil {
		return nil, err
	}
	w := writer{root: e.root, beforeRename: s.beforeRename}
	if err := w.replace(rel, doc, same); err != nil {
		return nil, err
	}
	next := *ed
	if listed {
		next.Scenarios = slices.Clone(ed.Scenarios)
		for i, old := range next.Scenarios {
			if old.ID == id {
				next.Scenarios[i] = sc
			}
		}
	} else {
		info, err := s.listScenario(e, &w, rel)
		if err != nil {
			// all or nothing: the new file goes again
			_ = e.root.Remove(rel)
			return nil, err
		}
		next.Info = info
		next.Scenarios = append(slices.Clone(ed.Scenarios), sc)
	}
	e.ed = &next
	a, err := s.answer(e, &next, sc, doc, nil)
	if err != nil {
		return nil, err
	}
	return SaveAnswer{ScenarioAnswer: a, Created: !listed}, nil
}

// conflict refuses a save when the file on disk is not the version the
// page loaded.
func conflict(e *edition, rel, loaded string, cur []byte, listed bool) error {
	file := path.Join(e.display, rel)
	switch now := version(cur); {
	case now == loaded && (listed || cur == nil):
		return nil
	case loaded == "" && cur != nil:
		return problemf(http.StatusConflict, "api.conflict", "%s already exists; nothing was written. Pick another id for the new scenario, or load that one", file)
	case cur == nil:
		return problemf(http.StatusConflict, "api.conflict", "%s is no longer on disk (moved or deleted since it was loaded); nothing was written. Your edits are still in the page: download them as JSON, or start a new scenario from them", file)
	}
	return problemf(http.StatusConflict, "api.conflict", "%s changed on disk since it was loaded; nothing was written. Your edits are still in the page: download them as JSON to keep them, then reload the scenario to see the file as it is now", file)
}

// listScenario adds a new scenario file to edition.json's list, keeping
// the rest of the file as it is, and returns the edition's description as
// saved.
func (s *Server) listScenario(e *edition, w *writer, rel string) (model.EditionInfo, error) {
	before, err := e.readFile(model.EditionFile)
	if err != nil {
		return model.EditionInfo{}, err
	}
	doc, err := withScenarioFile(before, rel)
	if err != nil {
		return model.EditionInfo{}, problemf(http.StatusUnprocessableEntity, "api.io", "cannot list %s in %s/%s: %v", rel, e.display, model.EditionFile, err)
	}
	unchanged := func() error {
		now, err := e.readFile(model.EditionFile)
		if err != nil {
			return err
		}
		if !bytes.Equal(now, before) {
			return problemf(http.StatusConflict, "api.conflict", "%s/%s changed on disk during the save; nothing was written", e.display, model.EditionFile)
		}
		return nil
	}
	if err := w.replace(model.EditionFile, doc, unchanged); err != nil {
		return model.EditionInfo{}, err
	}
	var info model.EditionInfo
	if err := json.Unmarshal(doc, &info); err != nil {
		return model.EditionInfo{}, err
	}
	return info, nil
}

// withScenarioFile is edition.json with rel added to files.scenarios, in
// canonical form; every other member is kept as it is.
func withScenarioFile(doc []byte, rel string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return nil, err
	}
	files, ok := root["files"].(map[string]any)
	if !ok {
		return nil, errNoFiles
	}
	list, _ := files["scenarios"].([]any)
	files["scenarios"] = append(list, rel)
	b, err := json.Marshal(root)
	if err != nil {
		return nil, err
	}
	return model.Canonical(b)
}

var errNoFiles = problemf(http.StatusUnprocessableEntity, "api.io", `edition.json has no "files" object`)
