package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// ExitInterrupted is the exit status after Ctrl-C (SIGINT) or SIGTERM,
// 128 + SIGINT as shells report it.
const ExitInterrupted = 130

// ownInterrupt is set by a command that ends itself on Ctrl-C (the
// server shuts down, finishing the saves under way): runInterruptible
// leaves the interrupt to it.
var ownInterrupt atomic.Bool

// runInterruptible runs the command line run under a context that Ctrl-C
// or SIGTERM cancels. An interrupt ends the process at once: the writes
// under way are stopped, with their temporary files removed, and a write
// putting its files in place finishes first (fileio.Interrupt), so
// nothing is left half-written; stderr says what was written and what
// was not. After the run, what the sweeps of earlier writes' debris did
// is said too.
func runInterruptible(stderr io.Writer, run func(ctx context.Context) int) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var ended sync.Mutex // held by whoever ends the process: the run or the interrupt
	go func() {
		<-ctx.Done()
		if ownInterrupt.Load() || !ended.TryLock() {
			return
		}
		r := fileio.Interrupt()
		sayNotes(stderr)
		fmt.Fprintf(stderr, "bfgdata: interrupted: %s\n", r)
		os.Exit(ExitInterrupted)
	}()
	code := run(ctx)
	if ownInterrupt.Load() {
		sayNotes(stderr)
		return code
	}
	if !ended.TryLock() {
		select {} // the interrupt is ending the process
	}
	sayNotes(stderr)
	return code
}

// sayNotes prints what the sweeps of debris did (fileio.Notes).
func sayNotes(stderr io.Writer) {
	for _, n := range fileio.Notes() {
		fmt.Fprintf(stderr, "bfgdata: %s\n", n)
	}
}
