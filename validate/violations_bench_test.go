package validate

import (
	"io/fs"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/bigedition"
)

// generatedCase is one form of a generated edition and what validating it
// must report: the error count, and the codes the errors may carry.
type generatedCase struct {
	name   string
	fault  bigedition.Fault
	faulty int
	codes  []string // nil: the edition is valid
}

// generatedCases are the forms the tests and benchmarks validate: valid,
// breaking the setup rules, breaking the schemas. Each faulty unit makes
// two errors.
func generatedCases(faulty int) []generatedCase {
	return []generatedCase{
		{"valid", bigedition.NoFault, 0, nil},
		{"legality-bad", bigedition.LegalityFault, faulty, []string{"zone.outside", "yugoslavia.outside"}},
		{"schema-bad", bigedition.SchemaFault, faulty, []string{"schema.minimum", "schema.additional-properties"}},
	}
}

func writeGenerated(tb testing.TB, o bigedition.Options) string {
	tb.Helper()
	charts, err := fs.Sub(data.FS, "1994")
	if err != nil {
		tb.Fatal(err)
	}
	dir, err := bigedition.WriteOptions(tb.TempDir(), charts, o)
	if err != nil {
		tb.Fatal(err)
	}
	return dir
}

// checkGenerated fails unless r holds exactly the errors tc expects.
func checkGenerated(tb testing.TB, tc generatedCase, r Report) {
	tb.Helper()
	want := 2 * tc.faulty
	if r.Counts.Errors != want || r.Valid != (want == 0) {
		tb.Fatalf("%s: %d errors, valid %v; want %d", tc.name, r.Counts.Errors, r.Valid, want)
	}
	allowed := map[string]bool{}
	for _, c := range tc.codes {
		allowed[c] = true
	}
	for _, d := range r.Diagnostics() {
		if d.Severity == diag.Error && !allowed[d.Code] {
			tb.Fatalf("%s: unexpected %s at %s: %s", tc.name, d.Code, d.Pointer, d.Message)
		}
	}
}

// TestGeneratedFaults checks that each fault of the generated edition
// makes the errors the benchmarks count on, on a small edition.
func TestGeneratedFaults(t *testing.T) {
	v := newValidator(t)
	for _, tc := range generatedCases(30) {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeGenerated(t, bigedition.Options{Rows: 12, Cols: 10, Units: 200, ZoneRows: 5, Fault: tc.fault, Faulty: tc.faulty})
			r, err := v.Paths([]string{dir}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkGenerated(t, tc, r)
		})
	}
}

// BenchmarkViolations validates the whole 99 × 99 generated edition with
// its 19,600 units set up in zones of ten rows, valid and with 20,000
// errors of each kind, to compare what bad data costs against good data
// of the same size (target: at most 1.2 times).
func BenchmarkViolations(b *testing.B) {
	v := newValidator(b)
	for _, tc := range generatedCases(10_000) {
		b.Run(tc.name, func(b *testing.B) {
			dir := writeGenerated(b, bigedition.Options{Rows: 99, Cols: 99, Units: 19_600, ZoneRows: 10, Fault: tc.fault, Faulty: tc.faulty})
			b.ReportAllocs()
			for b.Loop() {
				r, err := v.Paths([]string{dir}, Options{})
				if err != nil {
					b.Fatal(err)
				}
				checkGenerated(b, tc, r)
			}
		})
	}
}
