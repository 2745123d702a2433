package mapfix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The small draft config of geodraft's tests and its geography.
const draftConfig, draftGeo = "../geodraft/testdata/draft.json", "../geodraft/testdata"

// DraftCorrected writes the draft's report, then the corrections'; a
// corrections file of another edition fails after the draft's report.
func TestDraftCorrected(t *testing.T) {
	var b strings.Builder
	m, err := DraftCorrected(&b, draftConfig, draftGeo, "")
	if err != nil || m == nil {
		t.Fatalf("draft without corrections: %v", err)
	}
	draftOnly := b.String()
	if draftOnly == "" {
		t.Fatal("no draft report written")
	}

	dir := t.TempDir()
	fix := filepath.Join(dir, "fix.json")
	if err := os.WriteFile(fix, []byte(`{"edition": "test"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if _, err := DraftCorrected(&b, draftConfig, draftGeo, fix); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), draftOnly) || len(b.String()) == len(draftOnly) {
		t.Errorf("with corrections, the draft's report then the corrections': %q", b.String())
	}

	other := filepath.Join(dir, "other.json")
	if err := os.WriteFile(other, []byte(`{"edition": "other"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if _, err := DraftCorrected(&b, draftConfig, draftGeo, other); err == nil || !strings.Contains(err.Error(), "corrects edition other") {
		t.Errorf("corrections of another edition: %v", err)
	}
	if b.String() != draftOnly {
		t.Errorf("a failed correction still follows the draft's report, got %q", b.String())
	}
}
