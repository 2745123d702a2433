package cli

import (
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// formatFlag adds --format with the given choices; the first is the default.
func formatFlag(cmd *cobra.Command, target *string, choices ...string) {
	cmd.Flags().StringVar(target, "format", choices[0], "output format: "+strings.Join(choices, ", "))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(choices, cobra.ShellCompDirectiveNoFileComp))
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
	return editionFlagError(a.library().Check(e))
}

// editionFlagError words the loader's refusal of an edition id as every
// wrong choice of a flag is worded; other errors pass through.
func editionFlagError(err error) error {
	var ue *model.UnknownEditionError
	if errors.As(err, &ue) {
		return usagef("--edition %q: want one of %s", ue.ID, strings.Join(ue.Have, ", "))
	}
	return err
}
