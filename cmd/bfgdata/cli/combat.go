package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/explain"
	"github.com/bfgdata/bfgdata/model"
)

func newCombatCommand(a *app) *cobra.Command {
	var edition, scenario, attackers, defender, format string
	var die int
	cmd := &cobra.Command{
		Use:   "combat --edition E --scenario S --attackers ID,ID --defender HEX",
		Short: "Work out a combat from a scenario's starting position, step by step",
		Long: `Combat works out an attack the way the rulebooks' examples do: the
attackers and their printed attack, the defenders in the hex and their
printed defense, each terrain multiplier that applies (and any that does
not, with the reason: a river only counts if every attacker is across one; a
fortified line only helps German defenders), the combined multiplier, the
odds rounded in the defender's favour, and with --die the result, with the
ways the attacker can pay for an exchange.`,
		Example: `  bfgdata combat --edition 1994 --scenario historical --attackers 5-us,7-us,19-us --defender 2105 --die 1`,
		Args:    exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			hex, err := model.ParseHex(defender)
			if err != nil {
				return usagef("--defender: %v", err)
			}
			ids := splitList(attackers)
			if len(ids) == 0 {
				return usagef("--attackers is required: counter ids joined by commas")
			}
			if cmd.Flags().Changed("die") && die == 0 {
				return usagef("--die 0: a die roll starts at 1")
			}
			pos, err := a.position(edition, scenario)
			if err != nil {
				return err
			}
			rep, err := pos.CombatOf(explain.CombatRequest{Attackers: ids, Defender: hex, Die: die})
			if err != nil {
				return err
			}
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			writeCombatText(cmd.OutOrStdout(), rep)
			return nil
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&attackers, "attackers", "", "attacking units' counter ids, comma-separated")
	cmd.Flags().StringVar(&defender, "defender", "", "the hex attacked")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it the combat stops at the odds")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func writeCombatText(w io.Writer, rep explain.Combat) {
	fmt.Fprintf(w, "Combat in %s (edition %s, scenario %s)\n", rep.Hex, rep.Edition, rep.Scenario)
	var parts []string
	for _, u := range rep.Attackers {
		across := ""
		if u.Across != "" {
			across = ", across a " + u.Across
		}
		fmt.Fprintf(w, "  attacker  %-8s %-7s in %s%s\n", u.ID, u.Stats, u.Hex, across)
		parts = append(parts, strconv.Itoa(u.Attack))
	}
	fmt.Fprintf(w, "  attack    %s = %d\n", strings.Join(parts, "+"), rep.Attack)
	parts = parts[:0]
	for _, u := range rep.Defenders {
		fmt.Fprintf(w, "  defender  %-8s %-7s %s\n", u.ID, u.Stats, u.Force)
		parts = append(parts, strconv.Itoa(u.Defense))
	}
	fmt.Fprintf(w, "  defense   %s = %d\n", strings.Join(parts, "+"), rep.Defense)
	if len(rep.Factors) == 0 {
		fmt.Fprintln(w, "  terrain   no multiplier (x1)")
	}
	var ms []string
	for _, f := range rep.Factors {
		fmt.Fprintf(w, "  terrain   %s x%d [%s]\n", f.ID, f.Multiplier, f.Rule)
		ms = append(ms, fmt.Sprint(f.Multiplier))
	}
	for _, s := range rep.NotApplying {
		fmt.Fprintf(w, "  no effect %s: %s\n", s.ID, s.Reason)
	}
	if len(ms) > 1 {
		fmt.Fprintf(w, "  combined  %s-1 = x%d [%s]\n", strings.Join(ms, "+"), rep.Multiplier, rep.CombineRule)
	}
	fmt.Fprintf(w, "  modified  %d x %d = %d\n", rep.Defense, rep.Multiplier, rep.ModifiedDefense)
	fmt.Fprintf(w, "  odds      %s -> %s (rounded in the defender's favour)\n", rep.Ratio, rep.Column)
	if rep.Result == nil {
		return
	}
	fmt.Fprintf(w, "  die %d     %s (%s)\n", rep.Die, rep.Result.Code, rep.Result.Name)
	if len(rep.ExchangeChoices) > 0 {
		var cs []string
		for _, c := range rep.ExchangeChoices {
			cs = append(cs, strings.Join(c, "+"))
		}
		fmt.Fprintf(w, "  exchange  the defenders are eliminated; the attacker loses printed attack of %d or more: %s\n", rep.Defense, strings.Join(cs, " or "))
	}
}
