package serve

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
)

// handler answers one API request with a value to send as JSON, or an
// error to send as a Problem.
type handler func(r *http.Request) (any, error)

// The API's paths.
const apiPrefix = "/api/"

// routeTable maps each API path and method to its handler. PUT writes
// files; PUT and the play API's POSTs that change a game need the token.
func (s *Server) routeTable() map[string]map[string]handler {
	return map[string]map[string]handler{
		"editions":  {http.MethodGet: s.getEditions},
		"scenarios": {http.MethodGet: s.getScenarios},
		"scenario":  {http.MethodGet: s.getScenario, http.MethodPut: s.putScenario},
		"board":     {http.MethodGet: s.getBoard},
		"hex":       {http.MethodGet: s.getHex},
		"check":     {http.MethodPost: s.postCheck},
		"move":      {http.MethodPost: s.postMove},
		"new":       {http.MethodPost: s.postNew},
		"terms":     {http.MethodPost: s.postTerms},
		"rules":     {http.MethodGet: s.getRules},
		"reach":     {http.MethodPost: s.postReach},
		"combat":    {http.MethodPost: s.postCombat},

		// The play API: games held in memory, played action by action.
		"game":            {http.MethodGet: s.getGame},
		"game/new":        {http.MethodPost: s.postGameNew},
		"game/open":       {http.MethodPost: s.postGameOpen},
		"game/drop":       {http.MethodPost: s.postGameDrop},
		"game/reach":      {http.MethodGet: s.getGameReach},
		"game/combat":     {http.MethodPost: s.postGameCombat},
		"game/evacuation": {http.MethodGet: s.getGameEvacuation},
		"game/rules":      {http.MethodGet: s.getGameRules},
		"game/unfinished": {http.MethodGet: s.getGameUnfinished},
		"game/exit":       {http.MethodGet: s.getGameExit},
		"game/action":     {http.MethodPost: s.postGameAction},
		"game/roll":       {http.MethodPost: s.postGameRoll},
		"game/end-phase":  {http.MethodPost: s.postGameEndPhase},
		"game/undo":       {http.MethodPost: s.postGameUndo},
		"game/computer":   {http.MethodPost: s.postGameComputer},
		"game/sides":      {http.MethodGet: s.getGameSides},
		"game/save":       {http.MethodPut: s.putGameSave},
	}
}

// ServeHTTP checks every request's Host header, then serves the API, the
// file downloads, the map's SVG and the page.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	secure(w)
	if err := s.checkHost(r); err != nil {
		writeProblem(w, err)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if err := s.checkOrigin(r); err != nil {
			writeProblem(w, err)
			return
		}
	}
	switch p := r.URL.Path; {
	case p == apiPrefix+"render":
		s.serveRender(w, r)
	case p == apiPrefix+"download":
		s.serveDownload(w, r)
	case p == apiPrefix+"game/record":
		s.serveGameRecord(w, r)
	case strings.HasPrefix(p, apiPrefix):
		s.serveAPI(w, r, strings.TrimPrefix(p, apiPrefix))
	default:
		s.servePage(w, r)
	}
}

// serveAPI answers a JSON request of the route table.
func (s *Server) serveAPI(w http.ResponseWriter, r *http.Request, name string) {
	methods, ok := s.routes[name]
	if !ok {
		writeProblem(w, problemf(http.StatusNotFound, "api.not-found", "no API %s%s (see the README for the API)", apiPrefix, name))
		return
	}
	h, ok := methods[r.Method]
	if !ok {
		allowed := make([]string, 0, len(methods))
		for m := range methods {
			allowed = append(allowed, m)
		}
		slices.Sort(allowed)
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		writeProblem(w, problemf(http.StatusMethodNotAllowed, "api.method", "%s %s%s is not an API; use %s", r.Method, apiPrefix, name, strings.Join(allowed, " or ")))
		return
	}
	v, err := h(r)
	if err != nil {
		writeProblem(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// allowedMethod refuses a method other than want, for the paths outside
// the route table.
func allowedMethod(w http.ResponseWriter, r *http.Request, want ...string) bool {
	if slices.Contains(want, r.Method) {
		return true
	}
	w.Header().Set("Allow", strings.Join(want, ", "))
	writeProblem(w, problemf(http.StatusMethodNotAllowed, "api.method", "%s %s: use %s", r.Method, r.URL.Path, strings.Join(want, " or ")))
	return false
}

// writeJSON sends v as JSON with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b, _ = json.Marshal(problemBody{Status: status, Code: "api.internal", Message: "cannot encode the answer: " + err.Error()})
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}
