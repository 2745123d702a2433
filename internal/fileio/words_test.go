package fileio

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestInPlainWords(t *testing.T) {
	for _, c := range []struct {
		op, path string
		cause    error
		want     string
	}{
		{"stat", "nosuch", fs.ErrNotExist, "nosuch does not exist"},
		{"open", "out/.x.html.2782706086.tmp", fs.ErrNotExist, "cannot write out/x.html: its folder out does not exist"},
		{"open", "out/.x.html.4242-2782706086.tmp", fs.ErrNotExist, "cannot write out/x.html: its folder out does not exist"},
		{"open", "book.xlsx", fs.ErrPermission, "cannot read book.xlsx: permission denied"},
	} {
		if got := pathWords(c.op, c.path, c.cause); got != c.want {
			t.Errorf("pathWords(%s, %s) = %q, want %q", c.op, c.path, got, c.want)
		}
	}
}

// A write into a folder that is not there names the file asked for,
// never the temporary file written beside it.
func TestSayNamesNoTempFile(t *testing.T) {
	target := filepath.Join(t.TempDir(), "no-such-folder", "x.html")
	err := WriteBytes(target, false, []byte("x"))
	if err == nil {
		t.Fatal("wrote into a folder that is not there")
	}
	said := Say(err)
	if strings.Contains(said, ".tmp") || !strings.Contains(said, target) {
		t.Errorf("said %q, want the target %s and no temporary name", said, target)
	}
	_, err = os.Stat(filepath.Join(t.TempDir(), "nosuch"))
	if said := Say(err); strings.Contains(said, "stat") || !strings.HasSuffix(said, "nosuch does not exist") {
		t.Errorf("said %q", said)
	}
}

func TestWhy(t *testing.T) {
	_, err := os.Open(filepath.Join(t.TempDir(), ".x.json.123.tmp"))
	if got := Why(err); got != "it or its folder does not exist" {
		t.Errorf("Why = %q", got)
	}
}
