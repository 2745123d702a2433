package validate

import (
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/bfgdata/bfgdata/internal/bigedition"
	"github.com/bfgdata/bfgdata/schema"
)

// BenchmarkStages times each stage of checking one file on its own, for
// the generated edition's three large files (49 × 50, 4,900 units): the
// encoding scan, the parse (top-level arrays element by element), the
// schema pass on the parsed value, filling the model from it, and the
// whole check of the file as validate runs it.
func BenchmarkStages(b *testing.B) {
	dir := writeGenerated(b, bigedition.Options{Rows: 49, Cols: 50, Units: 4900})
	set, err := schema.Compile()
	if err != nil {
		b.Fatal(err)
	}
	v := newValidator(b)
	for _, f := range []struct{ file, schema string }{{"counters.json", "counters"}, {"scenarios/historical.json", "scenario"}, {"map.json", "map"}} {
		data, err := os.ReadFile(filepath.Join(dir, f.file))
		if err != nil {
			b.Fatal(err)
		}
		parsed := func() any {
			d := newDocument(f.file, data)
			if !d.parse() {
				b.Fatalf("%s does not parse", f.file)
			}
			root := d.generic.(map[string]any)
			for _, arr := range d.deferred {
				root[arr.Key] = d.decodeAll(arr)
			}
			return root
		}
		g := parsed()
		b.Run(f.schema+"/scan", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if jsonx.Check(data) != nil {
					b.Fatal("scan failed")
				}
			}
		})
		b.Run(f.schema+"/parse", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				parsed()
			}
		})
		b.Run(f.schema+"/schema", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if vs, err := set.Validate(f.schema, g); err != nil || len(vs) > 0 {
					b.Fatal(err, vs)
				}
			}
		})
		b.Run(f.schema+"/fill", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := fill(reflect.ValueOf(newTyped(f.schema)).Elem(), g); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(f.schema+"/file", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				d := v.singleFile(filepath.Join(dir, f.file), DefaultMaxFileSize)
				if len(d.Diagnostics) > 0 {
					b.Fatal(d.Diagnostics[0])
				}
			}
		})
	}
}

// BenchmarkValidateOneFileCold checks one chart as a fresh process does:
// the schemas prepared, the chart's compiled, the file checked.
func BenchmarkValidateOneFileCold(b *testing.B) {
	p := filepath.Join(b.TempDir(), "crt.json")
	copyFromFS(b, "1994/crt.json", p)
	b.ReportAllocs()
	for b.Loop() {
		v, err := New()
		if err != nil {
			b.Fatal(err)
		}
		if r, err := v.Paths([]string{p}, Options{}); err != nil || !r.Valid {
			b.Fatal(err)
		}
	}
}
