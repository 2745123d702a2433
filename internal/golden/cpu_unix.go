//go:build unix

package golden

import (
	"syscall"
	"testing"
	"time"
)

// CPUPerOp reports the process's CPU time (user and system, every thread:
// the garbage collector's too) per iteration, next to the wall time that
// a machine shared with other work inflates. before is what CPUTime said
// before the loop.
func CPUPerOp(b *testing.B, before time.Duration) {
	b.ReportMetric(float64((CPUTime()-before).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// CPUTime is the CPU time the process has used so far.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
