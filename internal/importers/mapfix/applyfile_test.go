package mapfix

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// ApplyFile does what Load and Apply do, and refuses another edition's
// corrections before changing anything.
func TestApplyFile(t *testing.T) {
	path := editionPath("1994", "map-corrections.json")
	raw, err := os.ReadFile(editionPath("1994", "map.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m model.Map
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	rep, err := ApplyFile(&m, path)
	if err != nil || rep == nil {
		t.Fatalf("ApplyFile: %v", err)
	}
	m.Edition = "1975"
	if _, err := ApplyFile(&m, path); err == nil || !strings.Contains(err.Error(), "corrects edition 1994 but the config drafts edition 1975") {
		t.Errorf("another edition's map: %v", err)
	}
	if _, err := ApplyFile(&m, editionPath("1994", "no-such-file.json")); err == nil {
		t.Error("a missing file passed")
	}
	// An error of the corrections names the file.
	bad := filepath.Join(t.TempDir(), "fix.json")
	doc := strings.Replace(smallFix, `"src": "book", "why": "Units set up there."`, `"src": "rumour", "why": "Units set up there."`, 1)
	if err := os.WriteFile(bad, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ApplyFile(smallMap(t), bad); err == nil || !strings.HasPrefix(err.Error(), bad+": ") || !strings.Contains(err.Error(), `cites source "rumour"`) {
		t.Errorf("error %v, want it to name %s", err, bad)
	}
}
