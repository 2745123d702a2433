//go:build unix

package fileio

import "syscall"

// openNoWait opens a named pipe without waiting for a writer; on a regular
// file it changes nothing.
const openNoWait = syscall.O_NONBLOCK
