// Package cli is bfgdata's command line: a cobra command tree built by
// NewRootCommand. Commands are thin: they parse flags, call the packages
// that do the work and print.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"runtime"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
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

// app is what every command shares: the editions (bundled, or the folder
// --data names) and the validator, whose schemas are compiled at most once
// per process.
type app struct {
	data fs.FS
	// dataDir is --data: a folder of editions to use instead of the
	// bundled ones.
	dataDir   string
	library   func() *model.Library
	validator func() (*validate.Validator, error)
}

func newApp() *app { return newAppOn(data.FS) }

// newAppOn is an app whose bundled data is fsys.
func newAppOn(fsys fs.FS) *app {
	a := &app{data: fsys, validator: sync.OnceValues(validate.New)}
	a.library = sync.OnceValue(func() *model.Library { return model.NewLibrary(a.data) })
	return a
}

// useDataDir switches to --data's editions (one, not the default, is cmd's default).
func (a *app) useDataDir(cmd *cobra.Command) error {
	if a.dataDir == "" {
		return nil
	}
	lib, err := edfolder.OpenLibrary(a.dataDir)
	if err != nil {
		return folderFlagError("data", err)
	}
	a.data, a.library = lib.FS(), func() *model.Library { return lib }
	if f, ids := cmd.Flags().Lookup("edition"), lib.IDs(); f != nil && !f.Changed && f.DefValue != "" && len(ids) == 1 && !lib.Has(f.DefValue) {
		return f.Value.Set(ids[0])
	}
	return nil
}

// folderFlagError words a refusal of the folder a flag names after the
// flag: "--data: stat x: no such file or directory", "--data x: not a
// folder".
func folderFlagError(flag string, err error) error {
	var fe *edfolder.FolderError
	if errors.As(err, &fe) && fe.Missing {
		return usagef("--%s: %w", flag, err)
	}
	return usagef("--%s %w", flag, err)
}

// editions lists the ids of the editions in use.
func (a *app) editions() []string { return a.library().IDs() }

// NewRootCommand builds the bfgdata command tree.
func NewRootCommand() *cobra.Command {
	return newRootCommand(newApp())
}

func newRootCommand(a *app) *cobra.Command {
	root := &cobra.Command{
		Use:           "bfgdata",
		Short:         "Data toolkit for the wargame Battle for Germany",
		Long:          help("root"),
		Version:       Version + " (" + runtime.Version() + ")",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			if err := inputFlagsRegular(cmd); err != nil {
				return err
			}
			return a.useDataDir(cmd)
		},
	}
	root.PersistentFlags().StringVar(&a.dataDir, "data", "", "use the editions in this folder (one folder per edition, e.g. a copy of data/) instead of the bundled ones")
	root.SetVersionTemplate("bfgdata {{.Version}}\n") // as the version command prints it
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(
		newVersionCommand(),
		newValidateCommand(a),
		newSchemaCommand(),
		newHexCommand(a),
		newZoneCommand(a),
		newOddsCommand(a),
		newScenariosCommand(a),
		newSetupCommand(a),
		newCheckCommand(a),
		newReachCommand(a),
		newCombatCommand(a),
		newRenderCommand(a),
		newMapCommand(a),
		newRulesCommand(a),
		newFmtCommand(a),
		newCompletionCommand(),
		newServeCommand(a),
		newExportCommand(a),
		newImportCommand(a),
		newTemplateCommand(a),
		newNewCommand(a),
		newMoveCommand(a),
		newGameCommand(a),
		newPlaytestCommand(a),
	)
	// Our own completion command refuses a shell it has no script for.
	root.CompletionOptions.DisableDefaultCmd = true
	return root
}

// Main runs the command line with args and returns the exit status. Errors
// are printed once, to stderr, without a usage dump.
// Ctrl-C ends it at once, with nothing left behind (runInterruptible).
func Main(args []string, stdout, stderr io.Writer) int {
	return runInterruptible(stderr, func(ctx context.Context) int {
		a := newApp()
		root := newRootCommand(a)
		root.SetArgs(args)
		root.SetOut(stdout)
		root.SetErr(stderr)
		cmd, err := root.ExecuteContextC(ctx)
		if err != nil {
			var names []string
			for _, c := range root.Commands() {
				names = append(names, regexp.QuoteMeta(c.Name()))
			}
			err = hinted{err, withFlags(fileio.Say(err), a.dataDir, names) + forgotData(err, cmd, a.dataDir, args)}
		}
		return exitStatus(err, stderr)
	})
}

// hinted is an error with the hints of the command line in its text
// (withFlags, forgotData); its verdict is err's.
type hinted struct {
	err  error
	text string
}

func (h hinted) Error() string { return h.text }
func (h hinted) Unwrap() error { return h.err }

func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return ExitOK
	}
	var inv invalidDataError
	if errors.As(err, &inv) {
		// the report has already been printed
		return ExitInvalid
	}
	fmt.Fprintf(stderr, "bfgdata: %s\n", oneLine(err.Error()))
	// The engine's refusals carry a code, and its class decides: only
	// invalid data is 1. Bad usage, a request that cannot be done, an I/O
	// or internal failure is 2, never a data verdict.
	var d *diag.Diagnostic
	if errors.As(err, &d) && catalog.ClassOf(d.Code) == catalog.Data {
		return ExitInvalid
	}
	return ExitUsage
}

// oneLine escapes control characters, so that an error quoting what the
// user typed (a newline inside an argument, say) stays one line.
func oneLine(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			fmt.Fprintf(&b, "\\x%02x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
