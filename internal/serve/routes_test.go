package serve

import (
	"net/http"
	"testing"
)

// A request no pattern takes gets the mux's status and Allow header with
// the API's problem as its body, never the mux's plain text or a redirect.
func TestUnrouted(t *testing.T) {
	s := newBundledServer(t)
	for _, tt := range []struct {
		q       request
		status  int
		code    string
		allow   string
		message string
	}{
		{request{method: "DELETE", path: "/api/scenario?edition=1994&id=historical"}, http.StatusMethodNotAllowed, "api.method", "GET, HEAD, PUT", "DELETE /api/scenario: use GET or HEAD or PUT"},
		{request{method: "GET", path: "/api/game/action"}, http.StatusMethodNotAllowed, "api.method", "POST", "GET /api/game/action: use POST"},
		{request{method: "POST", path: "/", body: "{}"}, http.StatusMethodNotAllowed, "api.method", "GET, HEAD", "POST /: use GET or HEAD"},
		{request{method: "POST", path: "/api/render?edition=1994", body: "{}"}, http.StatusMethodNotAllowed, "api.method", "GET, HEAD", "POST /api/render: use GET or HEAD"},
		{request{method: "GET", path: "/api/delete"}, http.StatusNotFound, "api.not-found", "", "no API /api/delete (see the README for the API)"},
		{request{method: "GET", path: "/etc/passwd"}, http.StatusNotFound, "api.not-found", "", "nothing at /etc/passwd; the editor is at /"},
		{request{method: "GET", path: "/static/../../go.mod"}, http.StatusNotFound, "api.not-found", "", "nothing at /static/../../go.mod; the editor is at /"},
	} {
		status, body, h := do(t, s, tt.q)
		p := wantProblem(t, status, body, tt.status, tt.code)
		if p.Message != tt.message {
			t.Errorf("%s %s: message %q, want %q", tt.q.method, tt.q.path, p.Message, tt.message)
		}
		if got := h.Get("Allow"); got != tt.allow {
			t.Errorf("%s %s: Allow %q, want %q", tt.q.method, tt.q.path, got, tt.allow)
		}
		if got := h.Get("Content-Type"); got != "application/json; charset=utf-8" || h.Get("Location") != "" {
			t.Errorf("%s %s: Content-Type %q, Location %q", tt.q.method, tt.q.path, got, h.Get("Location"))
		}
	}
}

// A pattern for GET answers HEAD too, with the GET's status.
func TestHeadOfGet(t *testing.T) {
	s := newBundledServer(t)
	for _, path := range []string{"/api/editions", "/", "/api/render?edition=1994"} {
		if status, _, _ := do(t, s, request{method: "HEAD", path: path}); status != http.StatusOK {
			t.Errorf("HEAD %s: %d, want 200", path, status)
		}
	}
}
