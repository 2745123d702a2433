package validate

import (
	"bytes"
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"
)

func TestScratchPeak(t *testing.T) {
	runtime.MemProfileRate = 4096
	v, _ := New()
	done := make(chan bool)
	var best []byte
	var bestInUse uint64
	go func() {
		v.Paths([]string{"/tmp/gen99/big"}, Options{})
		close(done)
	}()
	for {
		select {
		case <-done:
			os.WriteFile("/tmp/peak.prof", best, 0o644)
			t.Logf("peak heap in use %d MB", bestInUse>>20)
			return
		case <-time.After(20 * time.Millisecond):
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if ms.HeapInuse > bestInUse {
			bestInUse = ms.HeapInuse
			runtime.GC()
			var buf bytes.Buffer
			pprof.Lookup("heap").WriteTo(&buf, 0)
			best = buf.Bytes()
		}
	}
}
