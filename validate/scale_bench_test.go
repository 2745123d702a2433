package validate

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/bigedition"
	"github.com/bfgdata/bfgdata/schema"
)

// BenchmarkValidateBundled validates both bundled editions, every check.
func BenchmarkValidateBundled(b *testing.B) {
	v := newValidator(b)
	b.ReportAllocs()
	for b.Loop() {
		if r := v.Editions(data.FS, data.Editions.IDs(), "data", Options{}); !r.Valid {
			b.Fatal("bundled data invalid")
		}
	}
}

// BenchmarkValidateOneFile validates one chart on its own.
func BenchmarkValidateOneFile(b *testing.B) {
	v := newValidator(b)
	dir := b.TempDir()
	p := filepath.Join(dir, "crt.json")
	copyFromFS(b, "1994/crt.json", p)
	b.ReportAllocs()
	for b.Loop() {
		if r, err := v.Paths([]string{p}, Options{}); err != nil || !r.Valid {
			b.Fatal(err)
		}
	}
}

// BenchmarkSchemaCompile compiles every embedded schema (a run compiles
// only those its files need, each once).
func BenchmarkSchemaCompile(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		set, err := schema.Compile()
		if err != nil {
			b.Fatal(err)
		}
		if err := set.CompileAll(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValidateGenerated validates generated editions of growing size,
// to show how the cost scales: a quarter, half and the whole 99 × 99 grid
// with two units a hex.
func BenchmarkValidateGenerated(b *testing.B) {
	v := newValidator(b)
	charts, err := fs.Sub(data.FS, "1994")
	if err != nil {
		b.Fatal(err)
	}
	for _, size := range []struct {
		name             string
		rows, cols, unit int
	}{{"49x50", 49, 50, 4900}, {"70x70", 70, 70, 9800}, {"99x99", 99, 99, 19600}} {
		b.Run(size.name, func(b *testing.B) {
			dir, err := bigedition.Write(b.TempDir(), charts, size.rows, size.cols, size.unit)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				r, err := v.Paths([]string{dir}, Options{})
				if err != nil || !r.Valid {
					b.Fatalf("%v %v", err, r.Files)
				}
			}
		})
	}
}

func copyFromFS(tb testing.TB, name, to string) {
	tb.Helper()
	b, err := fs.ReadFile(data.FS, name)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		tb.Fatal(err)
	}
}
