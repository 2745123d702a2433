package validate

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkRejectDeepFile: a file nested 100,000 levels is refused at the
// first level past jsonx.MaxDepth, in one linear pass (target: under 100 ms and
// 50 MB).
func BenchmarkRejectDeepFile(b *testing.B) {
	v := newValidator(b)
	p := filepath.Join(b.TempDir(), "deep.json")
	if err := os.WriteFile(p, []byte(strings.Repeat("[", 100_000)+strings.Repeat("]", 100_000)), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		r, err := v.Paths([]string{p}, Options{})
		if err != nil || r.Valid || r.Files[0].Diagnostics[0].Code != "json.too-deep" {
			b.Fatalf("%v %+v", err, r)
		}
	}
}

// largeCounters is a counters file of about size bytes: a few counters
// and as many long notes as it takes.
func largeCounters(size int) []byte {
	var buf bytes.Buffer
	buf.WriteString(`{"$schema": "../../schema/counters.schema.json", "id": "big", "edition": "big", "title": "Big", "pieces": 1, "germanForce": "printed",
  "counters": [{"id": "a", "label": "A", "kind": "unit", "nationality": "us", "force": "western-allied", "size": "corps", "type": "infantry", "attack": 1, "defense": 1, "movement": 1, "ss": false, "src": "s"}],
  "sources": [{"id": "s", "kind": "manual", "title": "S"}],
  "notes": [`)
	text := strings.Repeat("a long note about nothing ", 1000)
	for i := 0; buf.Len() < size-len(text)-100; i++ {
		if i > 0 {
			buf.WriteString(",")
		}
		fmt.Fprintf(&buf, "\n    {\"id\": \"n%d\", \"kind\": \"info\", \"text\": %q}", i, text)
	}
	buf.WriteString("]}\n")
	return buf.Bytes()
}

// BenchmarkValidateLargeFile validates a 64 MB file; bytes allocated per
// run, over the file's size, must stay under 4.
func BenchmarkValidateLargeFile(b *testing.B) {
	v := newValidator(b)
	data := largeCounters(64 << 20)
	p := filepath.Join(b.TempDir(), "counters.json")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Paths([]string{p}, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
