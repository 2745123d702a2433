package validate

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// BenchmarkCheck is bfgdata check's work on the 1994 Historical scenario:
// one pass that reads and decodes the edition once.
func BenchmarkCheck(b *testing.B) {
	v := newValidator(b)
	for b.Loop() {
		if _, err := v.Check(data.FS, "1994", "data", "historical", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckLoadingTwice is the same answer as a loader and the
// validator each reading the edition, as check did before Check: the
// figure Check is measured against.
func BenchmarkCheckLoadingTwice(b *testing.B) {
	v := newValidator(b)
	for b.Loop() {
		ed, err := model.NewLibrary(data.FS).LoadOwn("1994")
		if err != nil {
			b.Fatal(err)
		}
		s, err := ed.FindScenario("historical")
		if err != nil {
			b.Fatal(err)
		}
		if r := v.Scenario(data.FS, "1994", "data", s.ID, Options{}); !r.Valid {
			b.Fatal("invalid")
		}
		if _, err := ed.SetupOf(s); err != nil {
			b.Fatal(err)
		}
	}
}
