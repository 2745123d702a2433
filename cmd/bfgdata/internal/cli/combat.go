package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func newCombatCommand(a *app) *cobra.Command {
	var edition, scenario, attackers, defender, format, lose, retreat, advance, advanceTo string
	var die, phase int
	var pf positionFlags
	cmd := &cobra.Command{
		Use:   "combat --edition E --scenario S --attackers ID,ID --defender HEX",
		Short: "Work out a combat, on a scenario's start or any position, step by step",
		Long: `Combat works out an attack the way the rulebooks' examples do: the
attackers and their printed attack, the defenders and their printed
defense, each terrain multiplier that applies (and any that does not, with
the reason: a river only counts if every attacker is across one; a
fortified line only helps German defenders), the combined multiplier, the
odds rounded in the defender's favour, and with --die the result, with the
ways the attacker can pay for an exchange.

The position is the scenario's start, or one you give: --place lists the
units (UNIT@HEX: a counter id, or KIND:A-D-M for the first unit of that
nationality or force with those values, as the rulebook examples name
them), --position reads a position file, which may also list combats to
work out one after the other, each on the position the last one left.

Attackers and defenders are counter ids, hexes (every unit in the hex) or
KIND:A-D-M@HEX. Several defending hexes make a multi-hex attack; single
units of a stack need the optional rule split-stack-combat (--optional).
--lose, --retreat and --advance apply the result: the attacker's exchange
losses, retreat hexes as UNIT@HEX, and the unit that advances into the
vacated hex (--advance-to when the combat vacated more than one).`,
		Example: `  bfgdata combat --edition 1994 --scenario historical --attackers 5-us,7-us,19-us --defender 2105 --die 1
  bfgdata combat --edition 1994 --scenario historical \
    --place us:7-4-8@2004,us:6-6-7@2104,us:6-6-7@2204,west-german:2-3-4@2105,west-german:2-3-4@2105 \
    --attackers 2004,2104,2204 --defender 2105 --die 1 --lose us:6-6-7@2104
  bfgdata combat --position courland.json`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			if cmd.Flags().Changed("die") && die == 0 {
				return usagef("--die 0: a die roll starts at 1")
			}
			pos, file, err := a.givenPosition(cmd, edition, scenario, pf)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if file != nil && attackers == "" && defender == "" {
				if len(file.Combats) == 0 {
					return usagef("%s lists no combats; give --attackers and --defender", pf.file)
				}
				play, err := pos.Play(file.Combats, file.Note)
				if err != nil {
					return err
				}
				if format == "json" {
					return writeJSON(out, play)
				}
				writePlayText(out, play)
				return nil
			}
			ids := splitList(attackers)
			if len(ids) == 0 {
				return usagef("--attackers is required: counter ids or hexes joined by commas")
			}
			defs := splitList(defender)
			if len(defs) == 0 {
				return usagef("--defender is required: a hex, hexes or units joined by commas")
			}
			for _, d := range defs {
				if !strings.ContainsAny(d, ":@") && len(d) == 4 {
					if _, err := model.ParseHex(d); err != nil {
						if _, uerr := pos.Unit(d); uerr != nil {
							return usagef("--defender: %v", err)
						}
					}
				}
			}
			q := explain.CombatRequest{Attackers: ids, Defenders: defs, Die: die, Phase: phase,
				Lose: splitList(lose), Advance: advance, AdvanceTo: advanceTo}
			if r := splitList(retreat); len(r) > 0 {
				q.Retreat = map[string]string{}
				for _, x := range r {
					who, where, ok := strings.Cut(x, "@")
					if i := strings.LastIndex(x, "@"); ok && strings.Count(x, "@") > 1 {
						who, where = x[:i], x[i+1:]
					}
					if !ok {
						return usagef("--retreat %q: want UNIT@HEX", x)
					}
					q.Retreat[who] = where
				}
			}
			q.Apply = die > 0 && (q.Lose != nil || q.Retreat != nil || advance != "" || cmd.Flags().Changed("apply"))
			rep, err := pos.CombatOf(q)
			if err != nil {
				return err
			}
			if format == "json" {
				return writeJSON(out, rep)
			}
			writeCombatText(out, rep)
			return nil
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios); its terms apply to a given position too")
	cmd.Flags().StringVar(&attackers, "attackers", "", "attacking units: counter ids, hexes or KIND:A-D-M@HEX, comma-separated")
	cmd.Flags().StringVar(&defender, "defender", "", "what is attacked: a hex, hexes, or units, comma-separated")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it the combat stops at the odds")
	cmd.Flags().IntVar(&phase, "phase", 0, "the combat phase: 2 for an Offensive Supply marker's second combat phase")
	cmd.Flags().StringVar(&lose, "lose", "", "apply the result: the attackers lost to an exchange")
	cmd.Flags().StringVar(&retreat, "retreat", "", "apply the result: retreat hexes, UNIT@HEX comma-separated")
	cmd.Flags().StringVar(&advance, "advance", "", "apply the result: the unit that advances into the vacated hex")
	cmd.Flags().StringVar(&advanceTo, "advance-to", "", "the vacated hex to advance into, when there are several")
	cmd.Flags().Bool("apply", false, "apply the result to the position (implied by --lose, --retreat, --advance)")
	pf.add(cmd)
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func writeCombatText(w io.Writer, rep explain.Combat) {
	where := rep.Hex.String()
	if len(rep.Groups) > 1 {
		var hs []string
		for _, g := range rep.Groups {
			hs = append(hs, g.Hex.String())
		}
		where = strings.Join(hs, " and ")
	}
	phase := ""
	if rep.Phase > 1 {
		phase = fmt.Sprintf(", combat phase %d", rep.Phase)
	}
	fmt.Fprintf(w, "Combat in %s (edition %s, scenario %s%s)\n", where, rep.Edition, rep.Scenario, phase)
	if rep.Note != "" {
		fmt.Fprintf(w, "  note      %s\n", rep.Note)
	}
	var parts []string
	for _, u := range rep.Attackers {
		across := ""
		if u.Across != "" {
			across = ", across a " + u.Across
		}
		fmt.Fprintf(w, "  attacker  %-8s %-7s in %s%s\n", u.Counter, u.Stats(), u.Hex, across)
		parts = append(parts, strconv.Itoa(u.Attack))
	}
	fmt.Fprintf(w, "  attack    %s = %d\n", strings.Join(parts, "+"), rep.Attack)
	parts = parts[:0]
	for _, u := range rep.Defenders {
		in := ""
		if len(rep.Groups) > 1 {
			in = " in " + u.Hex.String()
		}
		fmt.Fprintf(w, "  defender  %-8s %-7s %s%s\n", u.Counter, u.Stats(), u.Force, in)
		parts = append(parts, strconv.Itoa(u.Defense))
	}
	fmt.Fprintf(w, "  defense   %s = %d\n", strings.Join(parts, "+"), rep.Defense)
	if len(rep.Groups) > 1 {
		var mods []string
		for _, g := range rep.Groups {
			var fs []string
			for _, f := range g.Factors {
				fs = append(fs, fmt.Sprintf("%s x%d [%s]", f.ID, f.Multiplier, f.Rule))
			}
			if len(fs) == 0 {
				fs = []string{"no multiplier"}
			}
			fmt.Fprintf(w, "  hex %s  %d x %d = %d (%s)\n", g.Hex, g.Defense, g.Multiplier, g.Modified, strings.Join(fs, ", "))
			mods = append(mods, strconv.Itoa(g.Modified))
		}
		fmt.Fprintf(w, "  modified  %s = %d [%s]\n", strings.Join(mods, "+"), rep.ModifiedDefense, rep.CombineRule)
		writeOddsAndResult(w, rep)
		return
	}
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
	writeOddsAndResult(w, rep)
}

// writeOddsAndResult writes the odds, the die's result and, when the
// result was applied, what it did.
func writeOddsAndResult(w io.Writer, rep explain.Combat) {
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
	if o := rep.Outcome; o != nil {
		writeOutcome(w, o)
	}
}

// writeOutcome writes what applying a result did.
func writeOutcome(w io.Writer, o *explain.CombatOutcome) {
	if len(o.Eliminated) > 0 {
		fmt.Fprintf(w, "  then      eliminated: %s\n", strings.Join(o.Eliminated, ", "))
	}
	if len(o.Lost) > 0 {
		fmt.Fprintf(w, "  then      the attacker loses %s\n", strings.Join(o.Lost, ", "))
	}
	for _, r := range o.Retreats {
		switch {
		case r.Ignored != nil:
			fmt.Fprintf(w, "  then      %s stays in %s: %s [%s]\n", r.Unit, r.From, r.Ignored.What, r.Ignored.Rule)
		case r.Eliminated:
			fmt.Fprintf(w, "  then      %s has no hex to retreat into and is eliminated\n", r.Unit)
		default:
			fmt.Fprintf(w, "  then      %s retreats %s -> %s\n", r.Unit, r.From, r.To)
			if c := r.Crossing; c != nil {
				fmt.Fprintf(w, "            %s [%s]\n", c.What, c.Rule)
			}
		}
	}
	if len(o.Vacated) > 0 {
		may := "nobody may advance"
		if len(o.MayAdvance) > 0 {
			may = "may advance: " + strings.Join(o.MayAdvance, ", ")
		}
		fmt.Fprintf(w, "  then      %s vacated; %s [%s]\n", model.JoinHexes(o.Vacated, ", "), may, o.AdvanceRule)
	}
	if o.Advanced != "" {
		fmt.Fprintf(w, "  then      %s advances into %s\n", o.Advanced, o.AdvancedTo)
	}
	for _, h := range o.FortsDestroyed {
		fmt.Fprintf(w, "  then      the fortification of %s is destroyed\n", h)
	}
}

// writePlayText writes a position file's combats, one after the other, and
// where the units stand after them.
func writePlayText(w io.Writer, p explain.Playout) {
	opt := ""
	if len(p.Optional) > 0 {
		opt = ", optional " + strings.Join(p.Optional, ", ")
	}
	fmt.Fprintf(w, "Position (edition %s, scenario %s%s): %d combats\n", p.Edition, p.Scenario, opt, len(p.Combats))
	if p.Note != "" {
		fmt.Fprintf(w, "%s\n", p.Note)
	}
	for i, c := range p.Combats {
		fmt.Fprintf(w, "\n%d. ", i+1)
		writeCombatText(w, c)
	}
	fmt.Fprintln(w, "\nafter:")
	for _, u := range p.After {
		fmt.Fprintf(w, "  %-8s %-7s %-14s %s\n", u.Counter, u.Stats(), u.Force, u.Hex)
	}
}
