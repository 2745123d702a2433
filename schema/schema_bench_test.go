package schema_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/bigedition"
	"github.com/bfgdata/bfgdata/schema"
)

// BenchmarkValidateLargeFiles runs only the JSON Schema pass over the files
// of a generated edition on the whole 99 × 99 grid with 19,600 counters,
// one sub-benchmark a file kind. Each file is decoded once beforehand, so
// the figures are the validator's walk over the schema and nothing else.
func BenchmarkValidateLargeFiles(b *testing.B) {
	charts, err := fs.Sub(data.FS, "1994")
	if err != nil {
		b.Fatal(err)
	}
	dir, err := bigedition.Write(b.TempDir(), charts, 99, 99, 19600)
	if err != nil {
		b.Fatal(err)
	}
	set, err := schema.Compile()
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []struct{ kind, file string }{
		{"counters", "counters.json"},
		{"scenario", "scenarios/historical.json"},
		{"map", "map.json"},
	} {
		b.Run(f.kind, func(b *testing.B) {
			raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.file)))
			if err != nil {
				b.Fatal(err)
			}
			doc, err := schema.DecodeForValidation(raw)
			if err != nil {
				b.Fatal(err)
			}
			// The first call compiles the schema; it is not measured.
			if vs, err := set.Validate(f.kind, doc); err != nil || len(vs) > 0 {
				b.Fatalf("generated %s does not validate: %v %v", f.file, err, vs)
			}
			b.ReportAllocs()
			for b.Loop() {
				if vs, err := set.Validate(f.kind, doc); err != nil || len(vs) > 0 {
					b.Fatalf("%v %v", err, vs)
				}
			}
		})
	}
}
