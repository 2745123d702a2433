package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// A record over the size limit, or one that is not there, is refused
// before it is read, with exit 2 and one line naming the file once.
func TestGameCheckRefusesFileItCannotRead(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: over the limit without writing 64 MiB.
	if err := f.Truncate(game.MaxRecordSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, tc := range []struct{ path, want string }{
		{big, fmt.Sprintf("bfgdata: %s is %d bytes, over the limit of %d\n", big, game.MaxRecordSize+1, game.MaxRecordSize)},
		{filepath.Join(dir, "nope.json"), "bfgdata: " + filepath.Join(dir, "nope.json") + ": no such file or directory\n"},
	} {
		code, out, errs := run(t, "game", "check", tc.path)
		if code != ExitUsage || out != "" || errs != tc.want {
			t.Errorf("game check %s: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.path, code, out, errs, ExitUsage, tc.want)
		}
		if n := strings.Count(errs, tc.path); n != 1 {
			t.Errorf("the file is named %d times: %q", n, errs)
		}
	}
}
