package vsav

import "strings"

// commandSep joins VASSAL's commands (GameModule.COMMAND_SEPARATOR, the
// ESC key's code), with the SequenceEncoder's escaping at every level of
// nesting.
const commandSep = 0x1b

// logPrefix begins a command a log file recorded after its saved
// position (BasicLogger.LOG): the rest is the command, encoded again.
const logPrefix = "LOG\t"

// Command is one command of the stream. Logged is true for one a log
// recorded as played after the position it starts from.
type Command struct {
	Text   string
	Logged bool
}

// Commands splits a game's text into its commands, in order, as VASSAL's
// GameModule.decode does: a string that splits into more than itself is a
// list of commands, each split again; one that does not is a command. A
// log's entries are unwrapped. Empty commands (VASSAL's NullCommand) are
// left out.
func Commands(text string) ([]Command, error) {
	var out []Command
	if err := decode(text, false, 0, &out); err != nil {
		return nil, err
	}
	return out, nil
}

func decode(s string, logged bool, depth int, out *[]Command) error {
	if depth > MaxNesting {
		return formatErr("the game's commands nest deeper than %d levels", MaxNesting)
	}
	parts := Split(commandSep, s)
	if parts[0] != s {
		for _, p := range parts {
			if err := decode(p, logged, depth+1, out); err != nil {
				return err
			}
		}
		return nil
	}
	if rest, ok := strings.CutPrefix(s, logPrefix); ok {
		return decode(rest, true, depth+1, out)
	}
	if s == "" {
		return nil
	}
	if len(*out) >= MaxCommands {
		return formatErr("the game holds more than %d commands", MaxCommands)
	}
	*out = append(*out, Command{Text: s, Logged: logged})
	return nil
}

// Encode joins commands into a game's text as VASSAL writes a flat list,
// and obfuscates it as a savedGame entry holds it; a log's commands get
// their prefix. It is what tests and fuzzing build saved games with.
func Encode(cmds []Command) string {
	texts := make([]string, len(cmds))
	for i, c := range cmds {
		texts[i] = c.Text
		if c.Logged {
			texts[i] = logPrefix + c.Text
		}
	}
	return Join(commandSep, texts...)
}
