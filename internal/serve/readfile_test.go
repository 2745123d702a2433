//go:build unix

package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A scenario file that is a named pipe is refused at once: opening one
// would block the request until something writes to it.
func TestReadFileRefusesAPipe(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	file := filepath.Join(dir, "scenarios", "historical.json")
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(file, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan struct{})
	var status int
	var body []byte
	go func() {
		defer close(done)
		status, body, _ = do(t, s, request{method: "GET", path: "/api/scenario?edition=1994&id=historical"})
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		// let the blocked open return so the test can end
		if f, err := os.OpenFile(file, os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		t.Fatal("the request hangs on a named pipe")
	}
	if status != http.StatusInternalServerError || !strings.Contains(string(body), "api.io") || !strings.Contains(string(body), "not a regular file") {
		t.Errorf("got %d %s, want 500 api.io naming the pipe", status, body)
	}
}
