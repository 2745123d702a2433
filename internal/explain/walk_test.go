package explain

import (
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/model"
)

func TestScenariosIn(t *testing.T) {
	rows, err := ScenariosIn(bundled, bundled.IDs())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, id := range bundled.IDs() {
		n += len(load(t, id).Scenarios)
	}
	if len(rows) != n || n == 0 || rows[0].Edition != bundled.IDs()[0] || rows[len(rows)-1].Edition != bundled.IDs()[len(bundled.IDs())-1] {
		t.Errorf("%d rows, want %d, edition by edition", len(rows), n)
	}
	if rows, err := ScenariosIn(bundled, nil); err != nil || rows == nil || len(rows) != 0 {
		t.Errorf("no editions: %v, %v; want an empty list, never null", rows, err)
	}
	if _, err := ScenariosIn(bundled, []string{"1999"}); err == nil {
		t.Error("an unknown edition passed")
	}
}

func TestLibraryCatalogue(t *testing.T) {
	c, err := LibraryCatalogue(bundled)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Editions) != len(bundled.IDs()) || len(c.Rules) == 0 {
		t.Errorf("catalogue of %v editions, %d rules", c.Editions, len(c.Rules))
	}
	broken := model.NewLibrary(fstest.MapFS{"1999/edition.json": {Data: []byte("{")}})
	if _, err := LibraryCatalogue(broken); err == nil {
		t.Error("an edition that does not load passed")
	}
}
