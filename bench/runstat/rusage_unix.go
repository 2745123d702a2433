//go:build unix

package main

import (
	"fmt"
	"os"
	"runtime"
	"syscall"
)

// peakRSSKiB is a finished process's peak resident set size in KiB. Linux
// and the BSDs report ru_maxrss in KiB, Darwin in bytes.
func peakRSSKiB(ps *os.ProcessState) (int64, error) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return 0, fmt.Errorf("no resource usage for process %d", ps.Pid())
	}
	rss := int64(ru.Maxrss)
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		rss /= 1024
	}
	return rss, nil
}
