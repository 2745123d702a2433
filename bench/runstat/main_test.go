package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// childEnv, when set, makes the test binary a command for runstat to
// measure instead of running the tests: "MiB,ms,exit" holds that much
// memory, sleeps that long, prints a line and exits with that status.
const childEnv = "RUNSTAT_TEST_CHILD"

func TestMain(m *testing.M) {
	if spec := os.Getenv(childEnv); spec != "" {
		os.Exit(child(spec))
	}
	os.Exit(m.Run())
}

func child(spec string) int {
	var mib, ms, exit int
	if _, err := fmt.Sscanf(spec, "%d,%d,%d", &mib, &ms, &exit); err != nil {
		fmt.Fprintln(os.Stderr, "bad child spec:", err)
		return 100
	}
	held := make([]byte, mib<<20)
	for i := 0; i < len(held); i += 4096 { // touch every page so it is resident
		held[i] = 1
	}
	time.Sleep(time.Duration(ms) * time.Millisecond)
	fmt.Printf("child held %d MiB, exits %d\n", len(held)>>20, exit)
	return exit
}

var lineFormat = regexp.MustCompile(`^median_ms=(\d+\.\d) median_rss_kib=(\d+) max_rss_kib=(\d+)\n$`)

func TestRun(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name      string
		child     string // childEnv's value; empty runs no child
		args      []string
		code      int
		holdMiB   int64 // the child's memory, a floor under its peak
		sleepMS   float64
		errorSays string
	}{
		{name: "measures memory and time", child: "64,30,0", args: []string{"-n", "3", "--", self}, holdMiB: 64, sleepMS: 30},
		{name: "an even count of runs", child: "16,10,0", args: []string{"-n", "2", "--", self}, holdMiB: 16, sleepMS: 10},
		{name: "a failing run stops it", child: "0,0,3", args: []string{"-n", "3", "--", self}, code: 1, errorSays: "child held 0 MiB, exits 3"},
		{name: "a command that cannot start", args: []string{"-n", "1", "--", self + ".missing"}, code: 1, errorSays: "no such file"},
		{name: "no command", args: []string{"-n", "3"}, code: 2, errorSays: "usage:"},
		{name: "no runs", args: []string{"-n", "0", "--", self}, code: 2, errorSays: "usage:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(childEnv, tc.child)
			var out, errOut bytes.Buffer
			if code := run(tc.args, &out, &errOut); code != tc.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tc.code, errOut.String())
			}
			if tc.code != 0 {
				if !strings.Contains(errOut.String(), tc.errorSays) || out.Len() != 0 {
					t.Errorf("stdout %q, stderr %q: want nothing on stdout and %q on stderr", out.String(), errOut.String(), tc.errorSays)
				}
				return
			}
			m := lineFormat.FindStringSubmatch(out.String())
			if m == nil {
				t.Fatalf("output %q is not one line of the form %s", out.String(), lineFormat)
			}
			ms, _ := strconv.ParseFloat(m[1], 64)
			median, _ := strconv.ParseInt(m[2], 10, 64)
			peak, _ := strconv.ParseInt(m[3], 10, 64)
			if ms < tc.sleepMS {
				t.Errorf("median %.1f ms for a child that sleeps %.0f ms", ms, tc.sleepMS)
			}
			// Below the memory it held, the figure is wrong; a thousand times
			// over would be bytes read as KiB.
			if floor, ceiling := tc.holdMiB<<10, (tc.holdMiB+256)<<10; median < floor || median > ceiling {
				t.Errorf("median peak %d KiB, want %d to %d KiB", median, floor, ceiling)
			}
			if peak < median {
				t.Errorf("largest peak %d KiB below the median %d KiB", peak, median)
			}
		})
	}
}

func TestSummarize(t *testing.T) {
	for _, tc := range []struct {
		name string
		ms   []int
		kib  []int64
	}{
		{"one run", []int{7}, []int64{100}},
		{"odd count, unsorted", []int{30, 10, 20}, []int64{300, 100, 200}},
		{"even count", []int{40, 10, 30, 20}, []int64{5, 8, 6, 7}},
		{"repeated figures", []int{5, 5, 9, 5, 1}, []int64{2, 2, 2, 9, 9}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			samples := make([]sample, len(tc.ms))
			for i := range samples {
				samples[i] = sample{wall: time.Duration(tc.ms[i]) * time.Millisecond, rssKiB: tc.kib[i]}
			}
			s := summarize(samples)
			checkMedian(t, "wall ms", s.medianMS, floats(tc.ms))
			checkMedian(t, "peak KiB", float64(s.medianRSSKiB), floats(tc.kib))
			if s.maxRSSKiB != maxOf(tc.kib) {
				t.Errorf("largest peak %d, want the largest sample %d", s.maxRSSKiB, maxOf(tc.kib))
			}
		})
	}
}

// checkMedian checks the median against its definition: one of the
// figures, between the smallest and the largest, with no more than half
// the figures below it and no more than half above.
func checkMedian(t *testing.T, what string, median float64, figures []float64) {
	t.Helper()
	var below, above, equal int
	lo, hi := figures[0], figures[0]
	for _, f := range figures {
		lo, hi = min(lo, f), max(hi, f)
		switch {
		case f < median:
			below++
		case f > median:
			above++
		default:
			equal++
		}
	}
	if equal == 0 || median < lo || median > hi || 2*below > len(figures) || 2*above > len(figures) {
		t.Errorf("%s median %v of %v: not a middle figure", what, median, figures)
	}
}

func floats[T int | int64](xs []T) []float64 {
	fs := make([]float64, len(xs))
	for i, x := range xs {
		fs[i] = float64(x)
	}
	return fs
}

func maxOf(xs []int64) int64 {
	m := xs[0]
	for _, x := range xs[1:] {
		m = max(m, x)
	}
	return m
}
