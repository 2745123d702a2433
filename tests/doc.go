// Package tests holds bfgdata's end-to-end tests: they build the bfgdata
// binary once and run it as a user would, checking exit statuses, output
// and the files it writes.
package tests
