//go:build unix

package fileio

import (
	"errors"
	"syscall"
)

// openNoWait opens a named pipe without waiting for a writer; on a regular
// file it changes nothing.
const openNoWait = syscall.O_NONBLOCK

// alive reports whether process pid may still be running: the owner of a
// temporary file in flight, whose file a sweep must leave alone. Only a
// process known to be gone (ESRCH) is dead.
func alive(pid int) bool {
	return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
