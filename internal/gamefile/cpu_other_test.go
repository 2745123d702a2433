//go:build !unix

package gamefile_test

import (
	"testing"
	"time"
)

// Without getrusage there is no CPU time to report, only the wall time.
func cpuPerOp(*testing.B, time.Duration) {}

func cpuTime() time.Duration { return 0 }
