package tests

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServe runs bfgdata serve as a person does: on a copy of data/1994,
// on a free loopback port; it answers the page and the API, saves with the
// token it prints, and stops on Ctrl-C (SIGINT) with exit status 0.
func TestServe(t *testing.T) {
	endToEnd(t)
	if runtime.GOOS == "windows" {
		t.Skip("sends SIGINT")
	}
	dir := filepath.Join(t.TempDir(), "1994")
	copyDir(t, filepath.Join(repoRoot(t), "data", "1994"), dir)
	cmd := exec.Command(endToEnd(t), "serve", "--dir", dir, "--addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	var url, token string
	for lines.Scan() && (url == "" || token == "") {
		line := lines.Text()
		if m := regexp.MustCompile(`at (http://127\.0\.0\.1:[0-9]+/)`).FindStringSubmatch(line); m != nil {
			url = m[1]
		}
		if m := regexp.MustCompile(`X-Bfgdata-Token: ([0-9a-f]+)`).FindStringSubmatch(line); m != nil {
			token = m[1]
		}
	}
	if url == "" || token == "" {
		t.Fatalf("serve printed no address or token; stderr: %s", stderr.String())
	}
	// The rest of the server's output, or why it could not be read: the
	// goroutine reports, the test fails on it.
	rest := make(chan string, 1)
	restErr := make(chan error, 1)
	go func() {
		b, err := io.ReadAll(stdout)
		restErr <- err
		rest <- string(b)
	}()

	page := get(t, url)
	if !strings.Contains(page, `content="`+token+`"`) {
		t.Errorf("the page does not carry the token printed")
	}
	var sc struct {
		Version  string          `json:"version"`
		Scenario json.RawMessage `json:"scenario"`
	}
	if err := json.Unmarshal([]byte(get(t, url+"api/scenario?edition=1994&id=historical")), &sc); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"version": sc.Version, "scenario": sc.Scenario})
	req, _ := http.NewRequest("PUT", url+"api/scenario?edition=1994&id=historical", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Bfgdata-Token", token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("save with the printed token: %s", res.Status)
	}
	saved, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	orig, err := os.ReadFile(filepath.Join(repoRoot(t), "data", "1994", "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(saved, orig) {
		t.Error("saving the scenario unchanged changed its file")
	}

	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve after Ctrl-C: %v; stderr: %s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop on Ctrl-C")
	}
	if err := <-restErr; err != nil {
		t.Fatalf("reading the server's output: %v", err)
	}
	if out := <-rest; !strings.Contains(out, "stopped") {
		t.Errorf("serve said %q on stopping", out)
	}
}

func get(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %v %s %s", url, err, res.Status, b)
	}
	return string(b)
}

// TestServeUsage: bad ways of starting the server are usage errors (exit 2)
// that say what is wrong.
func TestServeUsage(t *testing.T) {
	endToEnd(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--dir", "data/1994", "--edition", "1975", "--addr", "127.0.0.1:0"}, `no edition "1975"`},
		{[]string{"serve", "--addr", "8080"}, "want HOST:PORT"},
		{[]string{"serve", "--dir", "no-such-folder", "--addr", "127.0.0.1:0"}, "not an edition folder"},
		{[]string{"serve", "--edition", "1985", "--addr", "127.0.0.1:0"}, "1985"},
		{[]string{"serve", "extra"}, "at most 0"},
	}
	for _, tt := range tests {
		r := bfgdata(t, repoRoot(t), tt.args...)
		if r.code != 2 || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("bfgdata %s: exit %d, stderr %q; want 2 and %q", strings.Join(tt.args, " "), r.code, r.stderr, tt.want)
		}
	}
}

// TestServeWarnsOffLoopback: an --addr other than loopback is allowed, with
// a warning that other machines can reach the server.
func TestServeWarnsOffLoopback(t *testing.T) {
	endToEnd(t)
	if runtime.GOOS == "windows" {
		t.Skip("sends SIGINT")
	}
	cmd := exec.Command(endToEnd(t), "serve", "--addr", "0.0.0.0:0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	for lines.Scan() && !strings.Contains(lines.Text(), "Ctrl-C") {
	}
	go io.Copy(io.Discard, stdout)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("serve: %v", err)
	}
	if !strings.Contains(stderr.String(), "warning: listening on") || !strings.Contains(stderr.String(), "not only on this machine") {
		t.Errorf("no warning: %q", stderr.String())
	}
}
