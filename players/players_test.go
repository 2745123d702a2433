package players_test

import (
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

var editions = sync.OnceValues(func() (map[string]*model.Edition, error) {
	out := map[string]*model.Edition{}
	for _, id := range data.Editions.IDs() {
		ed, err := data.Editions.LoadOwn(id)
		if err != nil {
			return nil, err
		}
		out[id] = ed
	}
	return out, nil
})

func edition(t testing.TB, id string) *model.Edition {
	t.Helper()
	all, err := editions()
	if err != nil {
		t.Fatal(err)
	}
	return all[id]
}
