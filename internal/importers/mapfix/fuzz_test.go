package mapfix

import (
	"os"
	"testing"
)

// FuzzParse: a corrections file is outside input; any bytes give a file
// or an error, never a panic.
func FuzzParse(f *testing.F) {
	for _, p := range []string{"../../../data/1994/map-corrections.json", "../../../data/1975/map-corrections.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"edition":"x","corrections":[]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = Parse(b)
	})
}
