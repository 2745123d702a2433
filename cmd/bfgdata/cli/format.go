package cli

import (
	"encoding/json"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"
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

// editionFlag adds --edition with the bundled editions as choices.
func (a *app) editionFlag(cmd *cobra.Command, target *string, def, usage string) {
	cmd.Flags().StringVar(target, "edition", def, usage+" ("+strings.Join(a.editions, " or ")+")")
	_ = cmd.RegisterFlagCompletionFunc("edition", cobra.FixedCompletions(a.editions, cobra.ShellCompDirectiveNoFileComp))
}

func (a *app) checkEdition(e string) error {
	return checkChoice("edition", e, a.editions...)
}
