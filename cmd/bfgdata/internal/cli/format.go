package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"

	"github.com/bfgdata/bfgdata/internal/suggest"
)

// formatFlag adds --format with the given choices; the first is the
// default. A value not among them is refused before the command runs, so
// the choices are written once, where the flag is declared.
func formatFlag(cmd *cobra.Command, target *string, choices ...string) {
	cmd.Flags().StringVar(target, "format", choices[0], "output format: "+strings.Join(choices, ", "))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(choices, cobra.ShellCompDirectiveNoFileComp))
	cmd.PreRunE = func(*cobra.Command, []string) error { return checkChoice("format", *target, choices...) }
}

func checkChoice(flag, value string, choices ...string) error {
	if !slices.Contains(choices, value) {
		return usagef("--%s %q: want one of %s", flag, value, strings.Join(choices, ", "))
	}
	return nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// editionFlag adds --edition. Its default is the one default edition, or
// none where a command runs on every edition when none is named.
func (a *app) editionFlag(cmd *cobra.Command, target *string, withDefault bool, usage string) {
	def := ""
	if withDefault {
		def = data.DefaultEdition
	}
	cmd.Flags().StringVar(target, "edition", def, usage+" (an edition id: "+strings.Join(data.Editions.IDs(), ", ")+" bundled, or a folder of --data)")
	_ = cmd.RegisterFlagCompletionFunc("edition", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return a.editions(), cobra.ShellCompDirectiveNoFileComp
	})
}

// checkEdition refuses an edition id the loader does not hold, for a
// command that must refuse it before it loads anything.
func (a *app) checkEdition(e string) error {
	return a.editionFlagError(e, a.library().Check(e))
}

// editionFlagError words the loader's refusal of an edition id as every
// wrong choice of a flag is worded; other errors pass through.
func (a *app) editionFlagError(e string, err error) error {
	var d *diag.Diagnostic
	if errors.As(err, &d) && d.Code == "edition.unknown" && slices.Contains(a.areaEditions(), e) {
		return usagef("--edition %q: an edition of the area kind (a map of zones), which only validate, scenarios, setup, zone, fmt, map stats and render map read so far", e)
	}
	if errors.As(err, &d) && d.Code == "edition.unknown" {
		return usagef("--edition %q: want one of %s%s", e, strings.Join(a.editions(), ", "), suggest.Hint(e, a.editions()))
	}
	return err
}

// textResult is an answer of a package below that writes itself as text.
type textResult interface{ WriteText(io.Writer) error }

// writeResult prints an answer in the --format asked: JSON, its text, or
// the other forms the answer writes itself in (CSV, Markdown) where the
// flag offers them. Given the error that stopped the answer, it returns
// that instead.
func writeResult(w io.Writer, format string, r textResult, err error) error {
	if err != nil {
		return err
	}
	switch format {
	case "json":
		return writeJSON(w, r)
	case "csv":
		return r.(interface{ WriteCSV(io.Writer) error }).WriteCSV(w)
	case "markdown":
		return r.(interface{ WriteMarkdown(io.Writer) error }).WriteMarkdown(w)
	}
	return r.WriteText(w)
}

// flagError makes a package's refusal of a flag's value a usage error
// that names the flag: "--paper "b5": want letter or a4".
func flagError(flag string, err error) error {
	return usagef("--%s %v", flag, err)
}

// say prints on stderr the line a package gives for what it wrote, unless
// writing failed.
func say(cmd *cobra.Command, line string, err error) error {
	if err == nil {
		_, err = fmt.Fprintln(cmd.ErrOrStderr(), line)
	}
	return err
}
