package intake

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// edition.json changed only by scenarios appended to its list is a
// listing; any other change of it is not.
func TestAppendedScenarios(t *testing.T) {
	ed, err := data.Editions.LoadOwn(data.DefaultEdition)
	if err != nil {
		t.Fatal(err)
	}
	encode := func(edit func(*model.EditionInfo)) []byte {
		info := ed.Info
		info.Files.Scenarios = slices.Clone(info.Files.Scenarios)
		edit(&info)
		b, err := model.Encode(&info)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	old := encode(func(*model.EditionInfo) {})
	for _, tc := range []struct {
		name string
		edit func(*model.EditionInfo)
		adds []string
	}{
		{"one appended", func(i *model.EditionInfo) {
			i.Files.Scenarios = append(i.Files.Scenarios, "scenarios/beta.json")
		}, []string{"scenarios/beta.json"}},
		{"two appended", func(i *model.EditionInfo) {
			i.Files.Scenarios = append(i.Files.Scenarios, "scenarios/a.json", "scenarios/b.json")
		}, []string{"scenarios/a.json", "scenarios/b.json"}},
		{"nothing appended", func(*model.EditionInfo) {}, nil},
		{"one replaced", func(i *model.EditionInfo) { i.Files.Scenarios[0] = "scenarios/beta.json" }, nil},
		{"one removed and one appended", func(i *model.EditionInfo) {
			i.Files.Scenarios = append(i.Files.Scenarios[1:], "scenarios/beta.json")
		}, nil},
		{"appended and retitled", func(i *model.EditionInfo) {
			i.Files.Scenarios = append(i.Files.Scenarios, "scenarios/beta.json")
			i.Title += " (house rules)"
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			adds, ok := appendedScenarios(old, encode(tc.edit))
			if ok != (tc.adds != nil) || !slices.Equal(adds, tc.adds) {
				t.Errorf("adds %q, %v; want %q", adds, ok, tc.adds)
			}
		})
	}
}
