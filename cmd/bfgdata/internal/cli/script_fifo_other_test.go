//go:build !unix

package cli

import "github.com/rogpeppe/go-internal/testscript"

// cmdMkfifo is never reached: [fifo] is false where named pipes are not
// files of a folder, and the scripts that need it skip.
func cmdMkfifo(ts *testscript.TestScript, neg bool, args []string) {
	ts.Fatalf("no named pipes on this system")
}

func canMkfifo() bool { return false }
