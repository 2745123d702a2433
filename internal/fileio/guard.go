package fileio

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrInterrupted is a write refused because the process is being
// interrupted (Interrupt): nothing of it was put in place.
var ErrInterrupted = errors.New("interrupted: not written")

// guard is what this process's writes have in flight, so that an
// interrupt (Ctrl-C) can leave nothing behind and say what was written.
// A write makes its temporary files through it, and puts them in place
// in a commit, which an interrupt waits for: files are put in place all
// together or not at all.
var guard struct {
	commitMu sync.Mutex // held while a write puts its files in place

	mu      sync.Mutex
	stopped bool
	flight  map[string]string // temporary path -> the file it becomes
	done    []string          // the files put in place, in order
	more    int               // put in place past the ones done keeps
	notes   []string          // what sweeps did, for the command to say
}

// maxKept bounds done and notes in a long-running process (the server).
const maxKept = 200

// newTemp makes a temporary file (or folder) with pattern in dir, for
// target, and tracks it until dropTemp or placed: an interrupt removes it.
func newTemp(dir, pattern, target string, folder bool) (name string, f *os.File, err error) {
	guard.mu.Lock()
	defer guard.mu.Unlock()
	if guard.stopped {
		return "", nil, ErrInterrupted
	}
	if folder {
		name, err = os.MkdirTemp(dir, pattern)
	} else if f, err = os.CreateTemp(dir, pattern); err == nil {
		name = f.Name()
	}
	if err != nil {
		return "", nil, err
	}
	if guard.flight == nil {
		guard.flight = map[string]string{}
	}
	guard.flight[name] = target
	return name, f, nil
}

// dropTemp removes a temporary file or folder and stops tracking it.
func dropTemp(name string) {
	os.RemoveAll(name)
	untrack(name)
}

// untrack stops tracking a temporary file that is gone (renamed into
// place, or removed).
func untrack(names ...string) {
	guard.mu.Lock()
	defer guard.mu.Unlock()
	for _, n := range names {
		delete(guard.flight, n)
	}
}

// commit puts files in place with put, unless the process is being
// interrupted; an interrupt waits for a commit under way to end. targets
// are the files put, recorded as written when put succeeds.
func commit(targets []string, put func() error) error {
	guard.commitMu.Lock()
	defer guard.commitMu.Unlock()
	guard.mu.Lock()
	stopped := guard.stopped
	guard.mu.Unlock()
	if stopped {
		return ErrInterrupted
	}
	if err := put(); err != nil {
		return err
	}
	guard.mu.Lock()
	defer guard.mu.Unlock()
	for _, t := range targets {
		if len(guard.done) < maxKept {
			guard.done = append(guard.done, t)
		} else {
			guard.more++
		}
	}
	return nil
}

// Interrupted says what the writes of a process interrupted did.
type Interrupted struct {
	Written    []string // put in place before the interrupt
	More       int      // written past those listed
	NotWritten []string // under way: their temporary files removed
}

func (r Interrupted) String() string {
	var parts []string
	if len(r.Written) > 0 {
		w := "wrote " + strings.Join(r.Written, ", ")
		if r.More > 0 {
			w += fmt.Sprintf(" and %d more", r.More)
		}
		parts = append(parts, w)
	}
	if len(r.NotWritten) > 0 {
		parts = append(parts, "did not write "+strings.Join(r.NotWritten, ", ")+" (nothing of it is left behind)")
	}
	if len(parts) == 0 {
		return "nothing was written"
	}
	return strings.Join(parts, "; ")
}

// Interrupt stops every write of this process, for a Ctrl-C: it waits
// for files being put in place to be in place, removes the temporary
// files of the writes under way, and refuses every later write
// (ErrInterrupted). It says what was written and what was not. The
// process is to end soon after: writes stay refused.
func Interrupt() Interrupted {
	guard.commitMu.Lock() // held for good: no write is put in place after
	guard.mu.Lock()
	defer guard.mu.Unlock()
	guard.stopped = true
	r := Interrupted{Written: guard.done, More: guard.more}
	seen := map[string]bool{}
	for tmp, target := range guard.flight {
		os.RemoveAll(tmp)
		if !seen[target] {
			seen[target] = true
			r.NotWritten = append(r.NotWritten, target)
		}
	}
	guard.flight = nil
	slices.Sort(r.NotWritten)
	return r
}

// Notes returns, and forgets, what the sweeps of debris did (Sweep):
// lines a command shows its user.
func Notes() []string {
	guard.mu.Lock()
	defer guard.mu.Unlock()
	n := guard.notes
	guard.notes = nil
	return n
}

func note(format string, args ...any) {
	guard.mu.Lock()
	defer guard.mu.Unlock()
	if len(guard.notes) < maxKept {
		guard.notes = append(guard.notes, fmt.Sprintf(format, args...))
	}
}

// PauseEnv is a debugging aid for the tests of interrupted writes: set to
// a file name, every write pauses for good once its temporary files are
// written, before any is put in place, after making that file (holding
// the process id); set to "commit:FILE", it pauses in the middle of
// putting files in place, with the files replaced moved aside. A test
// waits for the file, then kills or interrupts the process.
const PauseEnv = "BFGDATA_PAUSE_WRITE"

// pause pauses for good at stage at when PauseEnv asks for it.
func pause(at string) {
	v := os.Getenv(PauseEnv)
	if v == "" {
		return
	}
	stage, file := "written", v
	if s, f, ok := strings.Cut(v, ":"); ok && s == "commit" {
		stage, file = s, f
	}
	if stage != at {
		return
	}
	if err := os.WriteFile(file, []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return
	}
	for {
		time.Sleep(time.Hour)
	}
}
