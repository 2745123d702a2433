//go:build !unix

package golden

import (
	"testing"
	"time"
)

// CPUPerOp reports nothing without getrusage: there is no CPU time to
// report, only the wall time.
func CPUPerOp(*testing.B, time.Duration) {}

// CPUTime is zero without getrusage.
func CPUTime() time.Duration { return 0 }
