//go:build !unix

package fileio

// openNoWait is no flag where named pipes are not files of a folder.
const openNoWait = 0

// alive cannot ask here whether a process runs: every owner is taken to
// be alive, and only debris older than staleAge is swept.
func alive(pid int) bool { return true }
