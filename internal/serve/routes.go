package serve

import (
	"encoding/json"
	"net/http"
	"strings"
)

// handler answers one API request with a value to send as JSON, or an
// error to send as a Problem.
type handler func(r *http.Request) (any, error)

// The API's paths.
const apiPrefix = "/api/"

// newMux routes each method and path to its handler. PUT writes files;
// PUT and the play API's POSTs that change a game need the token. A
// pattern for GET answers HEAD as well.
func (s *Server) newMux() *http.ServeMux {
	mux := http.NewServeMux()
	api := func(pattern string, h handler) { mux.Handle(pattern, answerJSON(h)) }
	api("GET /api/editions", s.getEditions)
	api("GET /api/scenarios", s.getScenarios)
	api("GET /api/scenario", s.getScenario)
	api("PUT /api/scenario", s.putScenario)
	api("GET /api/board", s.getBoard)
	api("GET /api/hex", s.getHex)
	api("POST /api/check", s.postCheck)
	api("POST /api/move", s.postMove)
	api("POST /api/new", s.postNew)
	api("POST /api/terms", s.postTerms)
	api("GET /api/rules", s.getRules)
	api("POST /api/reach", s.postReach)
	api("POST /api/combat", s.postCombat)

	// The play API: games held in memory, played action by action.
	api("GET /api/game", s.getGame)
	api("POST /api/game/new", s.postGameNew)
	api("POST /api/game/open", s.postGameOpen)
	api("POST /api/game/drop", s.postGameDrop)
	api("GET /api/game/reach", s.getGameReach)
	api("POST /api/game/combat", s.postGameCombat)
	api("GET /api/game/evacuation", s.getGameEvacuation)
	api("GET /api/game/rules", s.getGameRules)
	api("GET /api/game/unfinished", s.getGameUnfinished)
	api("GET /api/game/exit", s.getGameExit)
	api("POST /api/game/action", s.postGameAction)
	api("POST /api/game/roll", s.postGameRoll)
	api("POST /api/game/end-phase", s.postGameEndPhase)
	api("POST /api/game/undo", s.postGameUndo)
	api("POST /api/game/computer", s.postGameComputer)
	api("GET /api/game/sides", s.getGameSides)
	api("PUT /api/game/save", s.putGameSave)

	// Answers that are files rather than JSON, and the page.
	mux.HandleFunc("GET /api/render", s.serveRender)
	mux.HandleFunc("POST /api/download", s.serveDownload)
	mux.HandleFunc("GET /api/game/record", s.serveGameRecord)
	mux.HandleFunc("GET /{$}", s.servePage)
	mux.HandleFunc("GET /static/", s.serveAsset)
	return mux
}

// ServeHTTP checks every request's Host header (and, for a request that
// may change something, its Origin), then hands it to the mux.
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
	if _, pattern := s.mux.Handler(r); pattern == "" {
		// no pattern takes the request: the mux's own answer, a 404 or a
		// 405 with its Allow header, goes out as a problem
		w = &unrouted{ResponseWriter: w, r: r}
	}
	s.mux.ServeHTTP(w, r)
}

// answerJSON sends what h answers as JSON, or its error as a problem.
func answerJSON(h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v, err := h(r)
		if err != nil {
			writeProblem(w, err)
			return
		}
		writeJSON(w, http.StatusOK, v)
	})
}

// unrouted stands in for the writer of a request no pattern takes. The
// mux answers it with a status (405 with the Allow header it sets from
// the patterns of the path, 404, or a redirect for a path that is not
// clean) and a line of plain text; unrouted keeps the status and the
// Allow header and sends the API's problem in place of the text. A path
// that is not clean is not followed anywhere: it is not found.
type unrouted struct {
	http.ResponseWriter
	r    *http.Request
	sent bool
}

func (u *unrouted) WriteHeader(status int) {
	if u.sent {
		return
	}
	u.sent = true
	p := u.r.URL.Path
	var err error
	switch {
	case status == http.StatusMethodNotAllowed:
		use := strings.ReplaceAll(u.Header().Get("Allow"), ", ", " or ")
		err = problemf(status, "api.method", "%s %s: use %s", u.r.Method, p, use)
	case strings.HasPrefix(p, apiPrefix):
		err = problemf(http.StatusNotFound, "api.not-found", "no API %s (see the README for the API)", p)
	default:
		err = problemf(http.StatusNotFound, "api.not-found", "nothing at %s; the editor is at /", p)
	}
	u.Header().Del("Location")
	writeProblem(u.ResponseWriter, err)
}

// Write drops the mux's text: the problem is the body.
func (u *unrouted) Write(b []byte) (int, error) {
	u.WriteHeader(http.StatusNotFound)
	return len(b), nil
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
