package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
)

// TestRefusals: each request the server must refuse gets a JSON problem
// with its status and catalogue code, and nothing in the edition folder
// changes.
func TestRefusals(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	moved := moveUnit(t, s, "1994", a.Scenario, "4-us", explain.Place{Hex: "0410"})
	token := map[string]string{TokenHeader: s.Token()}
	save := saveRequest{Version: a.Version, Scenario: moved.Scenario}
	huge := `{"version":"` + strings.Repeat("x", DefaultMaxBody) + `"}`
	traversal := *moved.Scenario
	traversal.ID = "../../outside"

	tests := []struct {
		name   string
		q      request
		status int
		code   string
	}{
		{"body over the limit", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: huge, header: token}, http.StatusRequestEntityTooLarge, "api.body-too-large"},
		{"check body over the limit", request{method: "POST", path: "/api/check?edition=1994", body: huge}, http.StatusRequestEntityTooLarge, "api.body-too-large"},
		{"no token", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: save}, http.StatusForbidden, "api.bad-token"},
		{"bad token", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: save, header: map[string]string{TokenHeader: strings.Repeat("0", 48)}}, http.StatusForbidden, "api.bad-token"},
		{"wrong Host header", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: save, header: token, host: "attacker.example:8080"}, http.StatusMisdirectedRequest, "api.host"},
		{"wrong Host on a read", request{method: "GET", path: "/api/editions", host: "rebound.example:8080"}, http.StatusMisdirectedRequest, "api.host"},
		{"wrong port in Host", request{method: "GET", path: "/", host: "127.0.0.1:9999"}, http.StatusMisdirectedRequest, "api.host"},
		{"scenario id with ../ in the URL", request{method: "PUT", path: "/api/scenario?edition=1994&id=../../outside", body: save, header: token}, http.StatusBadRequest, "api.scenario-id"},
		{"scenario id with ../ in the body", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: saveRequest{Version: a.Version, Scenario: &traversal}, header: token}, http.StatusBadRequest, "api.scenario-id"},
		{"scenario id with ../ in both", request{method: "PUT", path: "/api/scenario?edition=1994&id=..%2F..%2Foutside", body: saveRequest{Scenario: &traversal}, header: token}, http.StatusBadRequest, "api.scenario-id"},
		{"body id differs from the URL", request{method: "PUT", path: "/api/scenario?edition=1994&id=my-copy", body: save, header: token}, http.StatusBadRequest, "api.scenario-id"},
		{"stale version", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: saveRequest{Version: strings.Repeat("a", 64), Scenario: moved.Scenario}, header: token}, http.StatusConflict, "api.conflict"},
		{"unknown field", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: `{"version":"","scenario":{},"force":true}`, header: token}, http.StatusBadRequest, "api.bad-body"},
		{"unknown field in the scenario", request{method: "POST", path: "/api/check?edition=1994", body: `{"scenario":{"id":"x","colour":"red"}}`}, http.StatusBadRequest, "api.bad-body"},
		{"not JSON", request{method: "POST", path: "/api/move?edition=1994", body: `{"scenario":`}, http.StatusBadRequest, "api.bad-body"},
		{"trailing data", request{method: "POST", path: "/api/check?edition=1994", body: `{} {}`}, http.StatusBadRequest, "api.bad-body"},
		{"no scenario", request{method: "POST", path: "/api/check?edition=1994", body: `{}`}, http.StatusBadRequest, "api.bad-body"},
		{"wrong content type", request{method: "POST", path: "/api/check?edition=1994", body: `{}`, header: map[string]string{"Content-Type": "text/plain"}}, http.StatusUnsupportedMediaType, "api.content-type"},
		{"another site's page", request{method: "PUT", path: "/api/scenario?edition=1994&id=historical", body: save, header: map[string]string{TokenHeader: s.Token(), "Origin": "http://attacker.example"}}, http.StatusForbidden, "api.origin"},
		{"no such API", request{method: "GET", path: "/api/delete"}, http.StatusNotFound, "api.not-found"},
		{"no such page", request{method: "GET", path: "/etc/passwd"}, http.StatusNotFound, "api.not-found"},
		{"a path out of the static files", request{method: "GET", path: "/static/../../go.mod"}, http.StatusNotFound, "api.not-found"},
		{"wrong method", request{method: "DELETE", path: "/api/scenario?edition=1994&id=historical", header: token}, http.StatusMethodNotAllowed, "api.method"},
		{"no such edition", request{method: "PUT", path: "/api/scenario?edition=1985&id=historical", body: save, header: token}, http.StatusNotFound, "edition.unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := snapshot(t, filepath.Dir(dir))
			status, body, _ := do(t, s, tt.q)
			wantProblem(t, status, body, tt.status, tt.code)
			sameFiles(t, before, snapshot(t, filepath.Dir(dir)))
		})
	}
}

func TestReadOnlyEdition(t *testing.T) {
	s := newBundledServer(t)
	a := loadScenario(t, s, "1994", "historical")
	if a.Writable {
		t.Error("a bundled edition says it is writable")
	}
	status, body, _ := do(t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=historical",
		body: saveRequest{Version: a.Version, Scenario: a.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
	wantProblem(t, status, body, http.StatusForbidden, "api.read-only")
}

// TestSaveRacingAnEditOnDisk: a file changed on disk after the page
// loaded it — before the save, or while the save is writing — is never
// overwritten; the other edit stays and no temporary file is left.
func TestSaveRacingAnEditOnDisk(t *testing.T) {
	for _, when := range []string{"before the save", "during the save"} {
		t.Run(when, func(t *testing.T) {
			s, dir := newFolderServer(t, "1994")
			path := filepath.Join(dir, "scenarios", "historical.json")
			a := loadScenario(t, s, "1994", "historical")
			moved := moveUnit(t, s, "1994", a.Scenario, "4-us", explain.Place{Hex: "0410"})
			theirs, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			theirs = bytes.Replace(theirs, []byte(`"Historical Scenario"`), []byte(`"Historical Scenario (their edit)"`), 1)
			edit := func() {
				if err := os.WriteFile(path, theirs, 0o644); err != nil {
					t.Error(err)
				}
			}
			if when == "before the save" {
				edit()
			} else {
				s.beforeRename = edit
			}
			status, body, _ := do(t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=historical",
				body: saveRequest{Version: a.Version, Scenario: moved.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
			p := wantProblem(t, status, body, http.StatusConflict, "api.conflict")
			if !strings.Contains(p.Message, "changed on disk") || !strings.Contains(p.Message, "nothing was written") {
				t.Errorf("message %q", p.Message)
			}
			now, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(now, theirs) {
				t.Error("the edit on disk was overwritten")
			}
			entries, err := os.ReadDir(filepath.Dir(path))
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 6 {
				t.Errorf("%d files in scenarios/, want 6: a temporary file was left", len(entries))
			}
		})
	}
}

// TestShutdownFinishesASave: Ctrl-C (the context ending) while a save is
// writing lets the save finish and answer before the server stops.
func TestShutdownFinishesASave(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	moved := moveUnit(t, s, "1994", a.Scenario, "4-us", explain.Place{Hex: "0410"})
	writing, release := make(chan struct{}), make(chan struct{})
	s.beforeRename = func() {
		close(writing)
		<-release
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()

	body, _ := json.Marshal(saveRequest{Version: a.Version, Scenario: moved.Scenario})
	req, _ := http.NewRequest("PUT", "http://"+ln.Addr().String()+"/api/scenario?edition=1994&id=historical", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(TokenHeader, s.Token())
	type reply struct {
		status int
		body   []byte
		err    error
	}
	replied := make(chan reply, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			replied <- reply{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		replied <- reply{res.StatusCode, b, err}
	}()
	<-writing
	cancel() // Ctrl-C while the save is between writing and renaming
	select {
	case err := <-served:
		t.Fatalf("the server stopped with a save in flight: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	r := <-replied
	if r.err != nil || r.status != http.StatusOK {
		t.Fatalf("the save: %v %d %s", r.err, r.status, r.body)
	}
	if err := <-served; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if _, err := http.Get("http://" + ln.Addr().String() + "/api/editions"); err == nil {
		t.Error("the server still answers after shutting down")
	}
	file, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(file, []byte(`"hex": "0410"`)) {
		t.Error("the save did not reach the disk")
	}
}

func TestHostCheck(t *testing.T) {
	tests := []struct {
		listen, host string
		want         bool
	}{
		{"127.0.0.1:8080", "127.0.0.1:8080", true},
		{"127.0.0.1:8080", "localhost:8080", true},
		{"127.0.0.1:8080", "LOCALHOST:8080", true},
		{"127.0.0.1:8080", "[::1]:8080", true},
		{"127.0.0.1:8080", "127.0.0.1:8081", false},
		{"127.0.0.1:8080", "127.0.0.1", false},
		{"127.0.0.1:8080", "evil.example:8080", false},
		{"127.0.0.1:8080", "192.168.1.10:8080", false},
		{"127.0.0.1:8080", "", false},
		{"0.0.0.0:8080", "192.168.1.10:8080", true},
		{"0.0.0.0:8080", "localhost:8080", true},
		{"0.0.0.0:8080", "evil.example:8080", false},
		{":8080", "10.0.0.2:8080", true},
		{"192.168.1.10:8080", "192.168.1.10:8080", true},
		{"192.168.1.10:8080", "localhost:8080", false},
		{"192.168.1.10:8080", "127.0.0.1:8080", false},
	}
	for _, tt := range tests {
		var c hostCheck
		if err := c.set(tt.listen); err != nil {
			t.Fatal(err)
		}
		if got := c.allows(tt.host); got != tt.want {
			t.Errorf("listening on %s, Host %q allowed = %v, want %v", tt.listen, tt.host, got, tt.want)
		}
	}
	var unset hostCheck
	if unset.allows("127.0.0.1:8080") {
		t.Error("a server that knows no address allows a host")
	}
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "localhost:80": true, "[::1]:8080": true, "0.0.0.0:8080": false, ":8080": false, "192.168.1.10:8080": false} {
		if IsLoopback(addr) != want {
			t.Errorf("IsLoopback(%s) = %v", addr, !want)
		}
	}
}

func TestPage(t *testing.T) {
	s := newBundledServer(t)
	status, body, h := do(t, s, request{method: "GET", path: "/"})
	if status != http.StatusOK || !bytes.Contains(body, []byte(`content="`+s.Token()+`"`)) || !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
		t.Fatalf("page: %d %.200s", status, body)
	}
	if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("CSP %q", csp)
	}
	if cc := h.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("page Cache-Control %q, want no-store: it carries the session token", cc)
	}
	for _, p := range []string{"/static/app.js", "/static/style.css"} {
		status, body, h := do(t, s, request{method: "GET", path: p})
		if status != http.StatusOK || len(body) < 1000 {
			t.Errorf("%s: %d, %d bytes", p, status, len(body))
		}
		// assets may be kept and revalidated; only answers with data are never stored
		if cc := h.Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", p, cc)
		}
	}
	// the page loads nothing from elsewhere: it works offline
	for _, p := range []string{"/", "/static/app.js", "/static/style.css"} {
		_, body, _ := do(t, s, request{method: "GET", path: p})
		if bytes.Contains(body, []byte("https://")) || bytes.Contains(body, []byte("//cdn")) {
			t.Errorf("%s refers to another site", p)
		}
	}
}

// TestServeRefusesAnotherListener: Serve takes its Host check from the
// listener, so a server made for one port does not answer for another.
func TestServeTakesTheListenersAddress(t *testing.T) {
	s := newBundledServer(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	res, err := http.Get("http://" + ln.Addr().String() + "/api/editions")
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("%v %v", err, res)
	}
	res.Body.Close()
	req, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/api/editions", nil)
	req.Host = "rebound.example:" + strings.Split(ln.Addr().String(), ":")[1]
	res, err = http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusMisdirectedRequest {
		t.Fatalf("a rebound name: %v %v", err, res)
	}
	res.Body.Close()
	cancel()
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		t.Fatal(err)
	}
}
