package cli

import (
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// completionScripts writes each shell's completion script.
var completionScripts = map[string]func(root *cobra.Command, w io.Writer) error{
	"bash":       func(r *cobra.Command, w io.Writer) error { return r.GenBashCompletionV2(w, true) },
	"zsh":        func(r *cobra.Command, w io.Writer) error { return r.GenZshCompletion(w) },
	"fish":       func(r *cobra.Command, w io.Writer) error { return r.GenFishCompletion(w, true) },
	"powershell": func(r *cobra.Command, w io.Writer) error { return r.GenPowerShellCompletionWithDesc(w) },
}

func newCompletionCommand() *cobra.Command {
	var shells []string
	for s := range completionScripts {
		shells = append(shells, s)
	}
	slices.Sort(shells)
	return &cobra.Command{
		Use:       "completion SHELL",
		Short:     "Print a shell completion script (" + strings.Join(shells, ", ") + ")",
		Example:   "  source <(bfgdata completion bash)\n  bfgdata completion zsh > \"${fpath[1]}/_bfgdata\"",
		ValidArgs: shells,
		Args:      exactArgs("SHELL"),
		RunE: func(cmd *cobra.Command, args []string) error {
			gen, ok := completionScripts[args[0]]
			if !ok {
				return usagef("completion: no script for shell %q (have: %s)", args[0], strings.Join(shells, ", "))
			}
			return gen(cmd.Root(), cmd.OutOrStdout())
		},
	}
}
