package xlsx

import (
	"bytes"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/data"
)

// FuzzRead feeds Read arbitrary bytes, seeded with a template and broken
// variants of it: it must refuse or read, never panic, and what it reads
// must build.
func FuzzRead(f *testing.F) {
	var tmpl bytes.Buffer
	if err := Template(&tmpl, load(f, "1994"), TemplateOptions{ID: "fuzz", From: "red-star-white-star"}); err != nil {
		f.Fatal(err)
	}
	t := tmpl.Bytes()
	f.Add(t)
	f.Add(t[:len(t)/2])
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1})
	f.Add([]byte("counter,hex\n5-us,2104\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		start := time.Now()
		book, err := Read(bytes.NewReader(b))
		if d := time.Since(start); d > 3*time.Second {
			t.Fatalf("Read took %v", d)
		}
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("not an *Error: %v", err)
			}
			return
		}
		if book.Edition == "1994" && !Errors(book.Problems) {
			_, _ = book.Build(data.FS, "1994")
		}
	})
}
