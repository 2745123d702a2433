package cli

import "embed"

// The commands' long help texts are text files (help/NAME.txt), so that
// the words a stranger reads can be edited as words, apart from the code.
//
//go:embed help/*.txt
var helpFiles embed.FS

// help is the long help text in help/NAME.txt; a name with no file is a
// mistake every test of the command's help would catch.
func help(name string) string {
	b, err := helpFiles.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic("no help text " + name)
	}
	return string(b)
}
