package explain

import (
	"fmt"
	"github.com/bfgdata/bfgdata/model"
	"io"
	"strconv"
	"strings"
)

// WriteText writes the combat as the rulebooks' examples work one out:
// attackers and defenders with their printed values, each terrain
// multiplier and why others do not apply, the odds and, with a die roll,
// the result and what applying it did.
func (rep Combat) WriteText(w io.Writer) error {
	var b strings.Builder
	rep.writeText(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

func (rep Combat) writeText(w *strings.Builder) {
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
		rep.writeGroups(w)
	} else {
		rep.writeTerrain(w)
	}
	rep.writeOddsAndResult(w)
}

// writeGroups writes each defending hex of a multi-hex attack with its own
// multiplier, and their sum.
func (rep Combat) writeGroups(w *strings.Builder) {
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
}

// writeTerrain writes the multipliers of the one defending hex, those that
// do not apply and why, and how they combine.
func (rep Combat) writeTerrain(w *strings.Builder) {
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
}

// writeOddsAndResult writes the odds, the die's result and, when the
// result was applied, what it did.
func (rep Combat) writeOddsAndResult(w *strings.Builder) {
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
		o.writeText(w)
	}
}

// writeText writes what applying a result did.
func (o *CombatOutcome) writeText(w *strings.Builder) {
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

// WriteText writes a position file's combats, one after the other, and
// where the units stand after them.
func (p Playout) WriteText(w io.Writer) error {
	var b strings.Builder
	opt := ""
	if len(p.Optional) > 0 {
		opt = ", optional " + strings.Join(p.Optional, ", ")
	}
	fmt.Fprintf(&b, "Position (edition %s, scenario %s%s): %d combats\n", p.Edition, p.Scenario, opt, len(p.Combats))
	if p.Note != "" {
		fmt.Fprintf(&b, "%s\n", p.Note)
	}
	for i, c := range p.Combats {
		fmt.Fprintf(&b, "\n%d. ", i+1)
		c.writeText(&b)
	}
	fmt.Fprintln(&b, "\nafter:")
	for _, u := range p.After {
		fmt.Fprintf(&b, "  %-8s %-7s %-14s %s\n", u.Counter, u.Stats(), u.Force, u.Hex)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
