package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// combatReport is what `bfgdata combat` prints, also as JSON.
type combatReport struct {
	Edition         string         `json:"edition"`
	Scenario        string         `json:"scenario"`
	Hex             string         `json:"hex"`
	Attackers       []combatUnit   `json:"attackers"`
	Defenders       []combatUnit   `json:"defenders"`
	Attack          int            `json:"attack"`
	Defense         int            `json:"defense"`
	Factors         []oddsFactor   `json:"factors"`
	NotApplying     []combatReason `json:"notApplying"`
	Multiplier      int            `json:"multiplier"`
	ModifiedDefense int            `json:"modifiedDefense"`
	Ratio           string         `json:"ratio"`
	Column          string         `json:"column"`
	Die             int            `json:"die,omitempty"`
	Result          *oddsDieEntry  `json:"result,omitempty"`
	ExchangeChoices [][]string     `json:"exchangeChoices,omitempty"`
}

type combatUnit struct {
	ID    string      `json:"id"`
	Stats string      `json:"stats"`
	Force model.Force `json:"force"`
	Hex   string      `json:"hex"`
	// Across is the hexside type the attacker attacks across, if any.
	Across string `json:"across,omitempty"`
}

type combatReason struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

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
			pos, err := a.startingPosition(edition, scenario)
			if err != nil {
				return err
			}
			for i, id := range ids {
				u, err := pos.unit(id)
				if err != nil {
					return err
				}
				ids[i] = u.ID
			}
			if cmd.Flags().Changed("die") && (die < 1 || die > pos.edition.CRT.Die.Sides) {
				return usagef("--die %d: the die has %d sides", die, pos.edition.CRT.Die.Sides)
			}
			r, err := pos.sit.Combat(pos.edition.CRT, ids, hex, die)
			if err != nil {
				return usageError{err}
			}
			rep := combatReportOf(edition, scenario, pos.sit, r)
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			writeCombatText(cmd.OutOrStdout(), rep, pos.edition)
			return nil
		},
	}
	a.editionFlag(cmd, &edition, "1994", "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&attackers, "attackers", "", "attacking units' counter ids, comma-separated")
	cmd.Flags().StringVar(&defender, "defender", "", "the hex attacked")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it the combat stops at the odds")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func combatReportOf(edition, scenario string, sit *rules.Situation, r rules.CombatReport) combatReport {
	rep := combatReport{Edition: edition, Scenario: scenario, Hex: r.Hex.String(), Attack: r.Attack, Defense: r.Defense,
		Factors: []oddsFactor{}, NotApplying: []combatReason{}, Multiplier: r.Multiplier, ModifiedDefense: r.ModifiedDefense,
		Ratio: r.Odds.Ratio(), Column: r.Odds.Column.ID, Die: r.Die, ExchangeChoices: r.ExchangeChoices}
	for _, u := range r.Attackers {
		rep.Attackers = append(rep.Attackers, combatUnit{ID: u.ID, Stats: u.Stats(), Force: u.Force, Hex: u.Hex.String(), Across: sit.Board.HexsideTypeBetween(u.Hex, r.Hex)})
	}
	for _, u := range r.Defenders {
		rep.Defenders = append(rep.Defenders, combatUnit{ID: u.ID, Stats: u.Stats(), Force: u.Force, Hex: u.Hex.String()})
	}
	for _, f := range r.Factors {
		rep.Factors = append(rep.Factors, oddsFactor{ID: f.ID, Multiplier: f.Multiplier, Rule: f.Rule})
	}
	for _, s := range r.Skipped {
		rep.NotApplying = append(rep.NotApplying, combatReason{ID: s.ID, Reason: s.Reason})
	}
	if r.Die > 0 {
		rep.Result = &oddsDieEntry{Die: r.Die, Code: r.Result.Code, Name: r.Result.Name, Attacker: r.Result.Attacker, Defender: r.Result.Defender}
	}
	return rep
}

func writeCombatText(w io.Writer, rep combatReport, ed *model.Edition) {
	fmt.Fprintf(w, "Combat in %s (edition %s, scenario %s)\n", rep.Hex, rep.Edition, rep.Scenario)
	var parts []string
	for _, u := range rep.Attackers {
		across := ""
		if u.Across != "" {
			across = ", across a " + u.Across
		}
		fmt.Fprintf(w, "  attacker  %-8s %-7s in %s%s\n", u.ID, u.Stats, u.Hex, across)
		parts = append(parts, strings.Split(u.Stats, "-")[0])
	}
	fmt.Fprintf(w, "  attack    %s = %d\n", strings.Join(parts, "+"), rep.Attack)
	parts = parts[:0]
	for _, u := range rep.Defenders {
		fmt.Fprintf(w, "  defender  %-8s %-7s %s\n", u.ID, u.Stats, u.Force)
		parts = append(parts, strings.Split(u.Stats, "-")[1])
	}
	fmt.Fprintf(w, "  defense   %s = %d\n", strings.Join(parts, "+"), rep.Defense)
	if len(rep.Factors) == 0 {
		fmt.Fprintln(w, "  terrain   no multiplier (x1)")
	}
	var ms []string
	for _, f := range rep.Factors {
		fmt.Fprintf(w, "  terrain   %s x%d [%s]\n", f.ID, f.Multiplier, cite(ed.Info.ID, f.Rule))
		ms = append(ms, fmt.Sprint(f.Multiplier))
	}
	for _, s := range rep.NotApplying {
		fmt.Fprintf(w, "  no effect %s: %s\n", s.ID, s.Reason)
	}
	if len(ms) > 1 {
		fmt.Fprintf(w, "  combined  %s-1 = x%d [%s]\n", strings.Join(ms, "+"), rep.Multiplier, cite(ed.Info.ID, ed.TEC.Combine.Rule))
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

// cite names a rule of the edition: "1994 6.4". A rule the data already
// ties to another edition, like the 1994 chart's "9.0 (1975)", is shown as
// it stands.
func cite(edition, rule string) string {
	if strings.Contains(rule, "(") {
		return rule
	}
	return edition + " " + rule
}
