// Command runstat runs a command several times and reports how long it
// took and the most memory it held, for bench/compare.sh, so that the
// comparison needs no GNU time:
//
//	runstat [-n RUNS] -- COMMAND [ARG...]
//
// It prints one line,
//
//	median_ms=12.3 median_rss_kib=45678 max_rss_kib=46000
//
// the median wall time of the runs in milliseconds, and the median and the
// largest of each run's peak resident set size in KiB, as the kernel
// reports it when the process ends (ru_maxrss). The command's output is
// dropped; if a run exits non-zero, runstat shows the start of what that
// run printed and exits 1, because a failed run's figures mean nothing.
//
// On Linux a child's peak counts the memory runstat itself held when the
// child started (the child shares it until exec), a few MiB: a floor under
// small figures, nothing against a large one.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, apart from the process exit, so a test can
// call it.
func run(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("runstat", flag.ContinueOnError)
	fl.SetOutput(stderr)
	runs := fl.Int("n", 5, "how many times to run the command")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: runstat [-n RUNS] -- COMMAND [ARG...]")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() == 0 || *runs < 1 {
		fl.Usage()
		return 2
	}
	samples := make([]sample, 0, *runs)
	for range *runs {
		s, err := runOnce(fl.Args())
		if err != nil {
			fmt.Fprintln(stderr, "runstat:", err)
			return 1
		}
		samples = append(samples, s)
	}
	fmt.Fprintln(stdout, summarize(samples))
	return 0
}

// sample is what one run of the command cost.
type sample struct {
	wall   time.Duration
	rssKiB int64
}

// outputShown is how much of a failed run's output runstat repeats: enough
// to see the first errors, not a whole report.
const outputShown = 4096

func runOnce(argv []string) (sample, error) {
	out := &headWriter{limit: outputShown}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout, cmd.Stderr = out, out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return sample{}, fmt.Errorf("%s: %v; its output began:\n%s", argv[0], err, out.buf.Bytes())
		}
		return sample{}, err
	}
	rss, err := peakRSSKiB(cmd.ProcessState)
	if err != nil {
		return sample{}, err
	}
	return sample{wall: wall, rssKiB: rss}, nil
}

// summary is the line runstat prints.
type summary struct {
	medianMS     float64
	medianRSSKiB int64
	maxRSSKiB    int64
}

func (s summary) String() string {
	return fmt.Sprintf("median_ms=%.1f median_rss_kib=%d max_rss_kib=%d", s.medianMS, s.medianRSSKiB, s.maxRSSKiB)
}

// summarize takes the medians of at least one sample. With an even count
// the median is the lower of the middle two, a figure some run measured.
func summarize(samples []sample) summary {
	walls := make([]time.Duration, len(samples))
	rss := make([]int64, len(samples))
	for i, s := range samples {
		walls[i], rss[i] = s.wall, s.rssKiB
	}
	slices.Sort(walls)
	slices.Sort(rss)
	mid := (len(samples) - 1) / 2
	return summary{
		medianMS:     float64(walls[mid]) / float64(time.Millisecond),
		medianRSSKiB: rss[mid],
		maxRSSKiB:    rss[len(rss)-1],
	}
}

// headWriter keeps the first limit bytes written to it and drops the rest,
// so a chatty command costs runstat no memory to speak of.
type headWriter struct {
	buf   bytes.Buffer
	limit int
}

func (w *headWriter) Write(p []byte) (int, error) {
	if room := w.limit - w.buf.Len(); room > 0 {
		w.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
