//go:build !unix

package main

import (
	"errors"
	"os"
)

// peakRSSKiB has no ru_maxrss to read outside Unix.
func peakRSSKiB(*os.ProcessState) (int64, error) {
	return 0, errors.New("peak memory is read from ru_maxrss, which only Unix systems report")
}
