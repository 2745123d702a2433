//go:build !unix

package fileio

// openNoWait is no flag where named pipes are not files of a folder.
const openNoWait = 0
