package serve

import (
	"context"
	"strings"
	"testing"
)

// Run says what it serves and that it stopped; a server whose context has
// ended stops at once.
func TestRunSaysWhatItServes(t *testing.T) {
	s := newBundledServer(t)
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errw strings.Builder
	if err := s.Run(ctx, "127.0.0.1:0", false, &out, &errw); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "bfgdata serve: editing the bundled editions, read-only at http://127.0.0.1:") ||
		lines[1] != "scripts that save or change a game send the header "+TokenHeader+": "+s.Token() || lines[3] != "bfgdata serve: stopped" {
		t.Errorf("stdout:\n%s", out.String())
	}
	if errw.Len() != 0 {
		t.Errorf("a loopback server warns: %s", errw.String())
	}
	s.cfg.Folder = "my-data"
	if got := s.what(); got != "the editions in my-data, read-only" {
		t.Errorf("with --data: %q", got)
	}
	s.cfg.Dir = "my-1994"
	if got := s.what(); got != "the edition in my-1994 (saves go there)" {
		t.Errorf("with --dir: %q", got)
	}
}

func TestRunCannotListen(t *testing.T) {
	s := newBundledServer(t)
	defer s.Close()
	err := s.Run(context.Background(), "127.0.0.1:99999", false, nil, nil)
	if err == nil || !strings.HasPrefix(err.Error(), "cannot listen on 127.0.0.1:99999: ") {
		t.Errorf("a port out of range: %v", err)
	}
}
