package xlsx

import (
	"bytes"
	"io"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/validate"
)

// The targets: export of one edition and import of it each under
// one second.

func BenchmarkExport(b *testing.B) {
	ed := load(b, "1994")
	b.ReportAllocs()
	for b.Loop() {
		if err := Export(io.Discard, ed); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkImport reads the workbook and builds the edition's files.
func BenchmarkImport(b *testing.B) {
	wb := export(b, "1994")
	b.ReportAllocs()
	for b.Loop() {
		book, err := Read(bytes.NewReader(wb))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := book.Build(data.FS, "1994"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkImportValidated adds what bfgdata import xlsx does besides:
// validating the whole edition before writing.
func BenchmarkImportValidated(b *testing.B) {
	wb := export(b, "1994")
	v, err := validate.New()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		book, err := Read(bytes.NewReader(wb))
		if err != nil {
			b.Fatal(err)
		}
		res, err := book.Build(data.FS, "1994")
		if err != nil {
			b.Fatal(err)
		}
		fsys := fstest.MapFS{}
		for name, d := range res.Files {
			fsys["1994/"+name] = &fstest.MapFile{Data: d}
		}
		if r := v.Editions(fsys, []string{"1994"}, "", validate.Options{}); !r.Valid {
			b.Fatal("invalid")
		}
	}
}
