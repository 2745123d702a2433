// Package cli is bfgdata's command line: a cobra command tree built by
// NewRootCommand. Commands are thin: they parse flags, call the packages
// that do the work and print.
package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/validate"
)

// Version is the bfgdata release.
const Version = "0.1.0"

// Exit statuses.
const (
	ExitOK      = 0 // success; data valid
	ExitInvalid = 1 // the data is invalid
	ExitUsage   = 2 // bad usage or an I/O error
)

// app is what every command shares: where the bundled data lives and the
// validator, whose schemas are compiled at most once per process.
type app struct {
	data      fs.FS
	editions  []string
	validator func() (*validate.Validator, error)
}

func newApp() *app {
	return &app{
		data:      data.FS,
		editions:  data.Editions(),
		validator: sync.OnceValues(validate.New),
	}
}

// NewRootCommand builds the bfgdata command tree.
func NewRootCommand() *cobra.Command {
	return newRootCommand(newApp())
}

func newRootCommand(a *app) *cobra.Command {
	root := &cobra.Command{
		Use:   "bfgdata",
		Short: "Data toolkit for the wargame Battle for Germany",
		Long: `bfgdata holds the board wargame Battle for Germany (SPI 1975; the Decision
Games 1994 counter set with the Deluxe rules) as JSON described by JSON
Schemas, and checks, explains and draws it.

With no path, commands work on the data bundled into the binary.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		newVersionCommand(),
		newValidateCommand(a),
		newSchemaCommand(),
		newHexCommand(a),
		newOddsCommand(a),
		newScenariosCommand(a),
		newSetupCommand(a),
		newCheckCommand(a),
		newReachCommand(a),
		newCombatCommand(a),
		newRenderCommand(a),
		newMapCommand(a),
		newFmtCommand(a),
	)
	return root
}

// Main runs the command line with args and returns the exit status. Errors
// are printed once, to stderr, without a usage dump.
func Main(args []string, stdout, stderr io.Writer) int {
	root := NewRootCommand()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	return exitStatus(err, stderr)
}

func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return ExitOK
	}
	var inv invalidDataError
	if errors.As(err, &inv) {
		// the report has already been printed
		return ExitInvalid
	}
	fmt.Fprintf(stderr, "bfgdata: %v\n", err)
	var ue usageError
	if errors.As(err, &ue) || isCobraUsage(err) {
		return ExitUsage
	}
	// Anything else is an I/O or internal failure, never a data verdict.
	return ExitUsage
}
