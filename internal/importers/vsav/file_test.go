package vsav

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"
)

// zipOf writes entries (name, content) as a zip.
func zipOf(t *testing.T, entries ...[2]string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, e := range entries {
		w, err := z.Create(e[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(e[1])); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestReadRefuses: what is no saved game, or is over a bound, is refused
// with a line saying why, before it fills memory.
func TestReadRefuses(t *testing.T) {
	many := make([][2]string, MaxEntries+1)
	for i := range many {
		many[i] = [2]string{"e" + strings.Repeat("x", i), ""}
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"not a zip", []byte("hello"), "not a zip archive"},
		{"no savedGame", zipOf(t, [2]string{"moduledata", "<data/>"}), "has no savedGame entry"},
		{"a module", zipOf(t, [2]string{"buildFile.xml", "<x/>"}, [2]string{"1994-historical.vsav", ""}), "a VASSAL module, not a saved game"},
		{"odd hex", zipOf(t, [2]string{"savedGame", "!VCSKaa0"}), "odd number of hex digits"},
		{"not hex", zipOf(t, [2]string{"savedGame", "!VCSKzz"}), "not hex digits"},
		{"too many entries", zipOf(t, many...), "entries"},
		// zeros compress a thousandfold: the entry says little, the text is
		// over the bound
		{"too big", zipOf(t, [2]string{"savedGame", strings.Repeat("0", 2*MaxText+16)}), "decompresses to more than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.data)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err %v, want one saying %q", err, tt.want)
			}
			if err != nil && strings.Contains(err.Error(), "\n") {
				t.Errorf("not one line: %q", err)
			}
		})
	}
}

// TestReadTexts: the text obfuscated with any key, upper- or lowercase
// hex, or not obfuscated at all (VASSAL reads it as it is), and the
// metadata's module and description.
func TestReadTexts(t *testing.T) {
	meta := `<?xml version="1.0"?><data version="1"><description>Historical Scenario</description><moduleName>Battle for Germany (1975)</moduleName></data>`
	tests := []struct {
		name, entry string
	}{
		{"key 0x00", "!VCSK00" + "6869"},
		{"key 0xaa uppercase", "!VCSKAA" + "C2C3"},
		{"plain", "hi"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read(zipOf(t, [2]string{"savedGame", tt.entry}, [2]string{"savedata", meta}))
			if err != nil {
				t.Fatal(err)
			}
			if f.Text != "hi" || f.EditionID() != "1975" || f.Description != "Historical Scenario" {
				t.Errorf("read %q of %q (edition %q), %q", f.Text, f.Module, f.EditionID(), f.Description)
			}
		})
	}
}
