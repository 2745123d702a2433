//go:build unix

package game_test

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used so far, user and
// system, on all its threads (the garbage collector's too). A benchmark on
// a machine shared with other work reports it besides the wall time, which
// waits for the processor whenever the others have it.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
