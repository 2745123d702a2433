package vassal

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The notes window is VASSAL's NotesWindow (build/module/NotesWindow.java):
// a toolbar button opening the scenario notes, the public notes and each
// player's private and secret notes, all kept in the saved game. Its
// attributes are its button's (buttonText, tooltip, icon, hotkey) and a
// description; it has no name. A saved game sets the scenario notes with
// the command "NOTES" TAB text, the text's lines joined with '|' by the
// SequenceEncoder rule (configure/TextConfigurer.escapeNewlines).
const notesCommand = "NOTES\t"

func notesWindow() *el {
	return node(pkg+"NotesWindow", "buttonText", "Notes",
		"tooltip", "Scenario notes (what each scenario's setup holds), public notes and private notes, kept in the saved game",
		"description", "Notes")
}

// scenarioNotes are the lines a scenario's saved game puts in the
// scenario notes: its title and turns, who plays which forces, and what
// its setup holds (the setup's description), all from the data.
func scenarioNotes(ed *model.Edition, s *model.Scenario, setup string) []string {
	lines := []string{scenarioTitle(s)}
	turns := fmt.Sprintf("Game turns %d to %d", s.Turns.First, s.Turns.Last)
	if ed.TRT != nil {
		first, last := turnLabel(ed.TRT, s.Turns.First), turnLabel(ed.TRT, s.Turns.Last)
		if first != "" && last != "" {
			turns += " (" + first + " to " + last + ")"
		}
	}
	lines = append(lines, turns)
	for _, c := range s.Control {
		var forces []string
		for _, f := range c.Forces {
			forces = append(forces, forceNames[f])
		}
		lines = append(lines, "Side "+sideName(c.Player)+": "+strings.Join(forces, ", "))
	}
	return append(lines, setup,
		"The module enforces no rule: bfgdata checks a position (check, reach, combat).")
}

func turnLabel(trt *model.TRT, turn int) string {
	for _, t := range trt.Turns {
		if t.Turn == turn {
			return t.Label
		}
	}
	return ""
}

// notesText is the NOTES command of the given lines.
func notesText(lines []string) string { return notesCommand + JoinSeq('|', lines...) }
