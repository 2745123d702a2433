package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// inputFileFlags are the flags, on any command, that name a file to read.
var inputFileFlags = []string{"config", "corrections", "facts", "position", "game"}

// inputFlagsRegular refuses, before any work, a file flag naming what is
// not a regular file (a folder, a named pipe, a device): read later, a
// pipe would make the command wait for ever. The readers check again
// (fileio.OpenRegular) when they open the file.
func inputFlagsRegular(cmd *cobra.Command) error {
	for _, name := range inputFileFlags {
		f := cmd.Flags().Lookup(name)
		if f == nil || !f.Changed || f.Value.Type() != "string" {
			continue
		}
		if p := f.Value.String(); p != "" && p != "-" {
			if err := fileio.Regular(p); err != nil {
				return err
			}
		}
	}
	return nil
}
