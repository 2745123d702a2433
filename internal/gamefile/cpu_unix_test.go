//go:build unix

package gamefile_test

import (
	"syscall"
	"testing"
	"time"
)

// cpuPerOp reports the process's CPU time (user and system, every thread:
// the garbage collector's too) per iteration, next to the wall time that
// a machine shared with other work inflates. before is what cpuTime said
// before the loop.
func cpuPerOp(b *testing.B, before time.Duration) {
	b.ReportMetric(float64((cpuTime()-before).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
