package serve

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// testAddr is the address the handler tests' server says it listens on;
// their requests name it in the Host header.
const testAddr = "127.0.0.1:8080"

var sharedValidator = sync.OnceValues(validate.New)

// copyEdition copies a bundled edition into a temporary folder named by
// its id and returns the folder.
func copyEdition(t testing.TB, id string) string {
	t.Helper()
	sub, err := fs.Sub(data.FS, id)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), id)
	if err := os.CopyFS(dir, sub); err != nil {
		t.Fatal(err)
	}
	// CopyFS keeps the embedded files' read-only mode; an author's folder
	// is writable
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if d.IsDir() {
			mode = 0o755
		}
		return os.Chmod(p, mode)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// newFolderServer serves a temporary copy of a bundled edition, writable.
func newFolderServer(t testing.TB, id string) (*Server, string) {
	t.Helper()
	dir := copyEdition(t, id)
	v, err := sharedValidator()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Dir: dir, Addr: testAddr, Validator: v})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, dir
}

// newBundledServer serves the bundled editions, read-only.
func newBundledServer(t testing.TB) *Server {
	t.Helper()
	v, err := sharedValidator()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Library: model.NewLibrary(data.FS), Display: "data", Addr: testAddr, Validator: v})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// request is one request to a test server.
type request struct {
	method, path string
	body         any // marshalled unless []byte or string
	header       map[string]string
	host         string
}

// do sends a request through the server's handler and returns the status
// and body.
func do(t testing.TB, s *Server, q request) (int, []byte, http.Header) {
	t.Helper()
	var body io.Reader
	switch b := q.body.(type) {
	case nil:
	case []byte:
		body = bytes.NewReader(b)
	case string:
		body = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		body = bytes.NewReader(j)
	}
	r := httptest.NewRequest(q.method, q.path, body)
	r.Host = testAddr
	if q.host != "" {
		r.Host = q.host
	}
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	for k, v := range q.header {
		if v == "" {
			r.Header.Del(k)
		} else {
			r.Header.Set(k, v)
		}
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w.Code, w.Body.Bytes(), w.Header()
}

// getJSON sends a request that must succeed and decodes its answer.
func getJSON[T any](t testing.TB, s *Server, q request) T {
	t.Helper()
	status, body, _ := do(t, s, q)
	if status != http.StatusOK {
		t.Fatalf("%s %s: status %d: %s", q.method, q.path, status, body)
	}
	var v T
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("%s %s: %v in %s", q.method, q.path, err, body)
	}
	return v
}

// wantProblem checks a refusal: its status, its code, a JSON Problem whose
// code is in the catalogue.
func wantProblem(t testing.TB, status int, body []byte, wantStatus int, wantCode string) problemBody {
	t.Helper()
	var p problemBody
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatalf("answer is not a JSON problem: %v: %s", err, body)
	}
	if status != wantStatus || p.Status != wantStatus || p.Code != wantCode || p.Message == "" {
		t.Fatalf("got status %d, problem %+v; want %d %s", status, p, wantStatus, wantCode)
	}
	return p
}

// loadScenario loads a scenario for editing.
func loadScenario(t testing.TB, s *Server, edition, id string) ScenarioAnswer {
	t.Helper()
	return getJSON[ScenarioAnswer](t, s, request{method: "GET", path: "/api/scenario?edition=" + edition + "&id=" + id})
}

// moveUnit moves a counter through the API.
func moveUnit(t testing.TB, s *Server, edition string, sc *model.Scenario, counter string, to explain.Place) Judgement {
	t.Helper()
	return getJSON[Judgement](t, s, request{method: "POST", path: "/api/move?edition=" + edition, body: moveRequest{Scenario: sc, Counter: counter, To: to}})
}

// codes lists the codes of a report's diagnostics.
func codes(r validate.Report) []string {
	var out []string
	for _, d := range r.Diagnostics() {
		out = append(out, d.Code)
	}
	return out
}

func findDiagnostic(r validate.Report, code string) (diag.Diagnostic, bool) {
	ds := r.Diagnostics()
	i := slices.IndexFunc(ds, func(d diag.Diagnostic) bool { return d.Code == code })
	if i < 0 {
		return diag.Diagnostic{}, false
	}
	return ds[i], true
}

// snapshot reads every file under dir, to show that a refused request
// wrote nothing.
func snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		out[p] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameFiles(t testing.TB, before, after map[string]string) {
	t.Helper()
	for p, b := range after {
		if a, ok := before[p]; !ok {
			t.Errorf("%s was written", p)
		} else if a != b {
			t.Errorf("%s changed", p)
		}
	}
	for p := range before {
		if _, ok := after[p]; !ok {
			t.Errorf("%s went", p)
		}
	}
}
