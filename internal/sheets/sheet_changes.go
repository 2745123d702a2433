package sheets

import (
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// termLines writes the terms of play a variant changed, one a line, before
// its setup changes: "turns 1-10 → 2-9", "special rule added: V1 Mud
// season", "forces in play: Soviet, Western Allied → Soviet".
func termLines(ts []explain.TermChange) []string {
	var out []string
	for _, t := range ts {
		switch t.Term {
		case explain.TermSpecialRule, explain.TermOptionalRule:
			line := strings.ReplaceAll(t.Term, "-", " ") + " " + t.Kind
			if r := t.Rule; r != nil {
				line += ": " + strings.TrimSpace(r.Rule+" "+markup.SentenceWords(r.ID))
			}
			out = append(out, line)
		case explain.TermVictory:
			out = append(out, "victory: stated anew (see Victory)")
		case explain.TermTurns:
			out = append(out, "turns "+arrow(strings.ReplaceAll(t.From, "-", "–"), strings.ReplaceAll(t.To, "-", "–")))
		case explain.TermForces, explain.TermNotInPlay:
			name := map[string]string{explain.TermForces: "forces in play", explain.TermNotInPlay: "not in play"}[t.Term]
			out = append(out, name+": "+arrow(forceList(t.From), forceList(t.To)))
		case explain.TermEnemies:
			out = append(out, "enemies: "+arrow(pairList(t.From), pairList(t.To)))
		case explain.TermControl:
			out = append(out, "who runs what: "+arrow(controlList(t.From), controlList(t.To)))
		case explain.TermTheaterBoundary:
			out = append(out, "Theater Boundary: "+arrow(markup.SentenceWords(t.From), markup.SentenceWords(t.To)))
		default:
			out = append(out, markup.SentenceWords(t.Term)+": "+arrow(t.From, t.To))
		}
	}
	return out
}

func arrow(from, to string) string {
	if from == "" {
		from = "none"
	}
	if to == "" {
		to = "none"
	}
	return from + " → " + to
}

// forceList names the forces of a list of ids joined by ", ".
func forceList(ids string) string {
	if ids == "" {
		return ""
	}
	var fs []model.Force
	for _, f := range strings.Split(ids, ", ") {
		fs = append(fs, model.Force(f))
	}
	return forceNames(fs)
}

// pairList names the enemy pairs of "a/b, c/d".
func pairList(pairs string) string {
	if pairs == "" {
		return ""
	}
	var out []string
	for _, p := range strings.Split(pairs, ", ") {
		a, b, _ := strings.Cut(p, "/")
		out = append(out, forceName(model.Force(a))+"–"+forceName(model.Force(b)))
	}
	return strings.Join(out, ", ")
}

// controlList names "player: force, force; …".
func controlList(s string) string {
	var out []string
	for _, c := range strings.Split(s, "; ") {
		p, fs, _ := strings.Cut(c, ": ")
		out = append(out, markup.TitleWords(p)+": "+forceList(fs))
	}
	return strings.Join(out, "; ")
}
