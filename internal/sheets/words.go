package sheets

import (
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// forceName is a force as people name it: "Western Allied".
func forceName(f model.Force) string {
	if f == "" {
		return "No fixed force"
	}
	return markup.TitleWords(string(f))
}

// forceNames lists forces by name, comma separated.
func forceNames(fs []model.Force) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = forceName(f)
	}
	return strings.Join(names, ", ")
}
