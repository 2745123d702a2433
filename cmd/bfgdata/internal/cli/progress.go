package cli

import (
	"fmt"
	"io"
	"os"
)

// progressOn is a progress line written to w as games are done, when w is
// a terminal; nil (nothing written) otherwise, so that a script or a pipe
// reading stderr sees only what the command has to say.
func progressOn(w io.Writer) func(done, total int) {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return progressLine(w)
}

// progressLine rewrites one line of w ("12 of 200 games") after each game,
// and clears it after the last, leaving the terminal as it was.
func progressLine(w io.Writer) func(done, total int) {
	return func(done, total int) {
		if done >= total {
			fmt.Fprint(w, "\r\033[K")
			return
		}
		fmt.Fprintf(w, "\rplaytest: %d of %d games", done, total)
	}
}
