//go:build !unix

package game_test

import "time"

// cpuTime is not read outside Unix: the benchmarks report no processor
// time there.
func cpuTime() time.Duration { return 0 }
