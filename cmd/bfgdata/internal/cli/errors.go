package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// usageError is a mistake in how the command was called: exit status 2,
// as for every error that is not a verdict on the data.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// invalidDataError says the data failed validation; the report explains
// why, so nothing more is printed: exit status 1.
type invalidDataError struct{}

func (invalidDataError) Error() string { return "data is invalid" }

// exactArgs is cobra.ExactArgs with a usage error and argument names.
func exactArgs(names ...string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(names) == 0 && len(args) > 0 {
			return usagef("%s takes no arguments, only flags (got %q); see %s --help", cmd.CommandPath(), strings.Join(args, " "), cmd.CommandPath())
		}
		if len(args) != len(names) {
			return usagef("%s needs %d argument(s): %s (got %d)", cmd.CommandPath(), len(names), strings.Join(names, " "), len(args))
		}
		return nil
	}
}

// maxArgs is cobra.MaximumNArgs with a usage error.
func maxArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s takes at most %d argument(s): %s (got %d)", cmd.CommandPath(), n, what, len(args))
		}
		return nil
	}
}

// groupCommand makes cmd a command that only holds subcommands: run alone
// it refuses with hint, which says what to name.
func groupCommand(cmd *cobra.Command, hint string, subs ...*cobra.Command) *cobra.Command {
	cmd.Args = exactArgs()
	cmd.RunE = func(*cobra.Command, []string) error { return usagef("%s", hint) }
	cmd.AddCommand(subs...)
	return cmd
}
