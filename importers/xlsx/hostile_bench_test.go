package xlsx_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
)

// worstWorkbooks are the small files that expand to the most work, and
// the largest valid workbook, whose reading BenchmarkWorstWorkbooks
// measures: each must be read or refused in under 2 s and 200 MB.
var worstWorkbooks = []string{
	"millions of tiny shared strings",
	"a hundred and fifty thousand empty shared strings",
	"a shared string of 30 million characters",
	"a label of 30 million characters",
	"a million empty rows",
	"a million cells",
	"a hundred thousand relationships",
	"zip bomb",
}

// BenchmarkWorstWorkbooks reads each of worstWorkbooks, reporting the
// peak of live heap while reading (peak-MB) besides the time and
// allocations; run with -benchtime=1x for one read of each.
func BenchmarkWorstWorkbooks(b *testing.B) {
	dir := b.TempDir()
	cases := map[string]xlsxtest.Case{}
	for _, c := range xlsxtest.Cases() {
		cases[c.Name] = c
	}
	cases["largest valid workbook"] = xlsxtest.Case{Name: "largest valid workbook", Make: xlsxtest.Largest}
	cases["heaviest workbook the limits allow"] = xlsxtest.Case{Name: "heaviest workbook the limits allow", Make: xlsxtest.Heaviest}
	for _, name := range append(worstWorkbooks, "largest valid workbook", "heaviest workbook the limits allow") {
		c, ok := cases[name]
		if !ok {
			b.Fatalf("no case %q", name)
		}
		p := filepath.Join(dir, "book.xlsx")
		if err := c.Make(p); err != nil {
			b.Fatal(err)
		}
		wb, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			peak := 0.0
			cpu0 := cpuTime()
			for b.Loop() {
				peak = max(peak, peakHeap(func() { _, _ = xlsx.Read(bytes.NewReader(wb)) }))
			}
			// On a machine shared with other work the wall time per
			// read says more of the machine than of the reading: the CPU
			// time the process spent (all threads, the collector's too)
			// is reported beside it.
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			b.ReportMetric(peak/(1<<20), "peak-MB")
			b.ReportMetric(float64(len(wb))/1024, "file-KB")
		})
	}
}

// peakHeap runs f and returns the most bytes of live heap objects seen
// while it ran, sampled every 200 µs (runtime/metrics reads without
// stopping the program).
func peakHeap(f func()) float64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() float64 {
		metrics.Read(sample)
		return float64(sample[0].Value.Uint64())
	}
	base := read()
	peak := base
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(200 * time.Microsecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				peak = max(peak, read())
			}
		}
	})
	f()
	close(done)
	wg.Wait()
	return max(peak, read()) - base
}

// cpuTime is the user and system time the process has spent so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
