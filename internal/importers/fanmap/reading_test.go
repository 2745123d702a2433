package fanmap

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/model"
)

func TestReading(t *testing.T) {
	r, err := ReadFile(filepath.Join("testdata", "facts.json"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "fan reading: ") || strings.Contains(b.String(), "against the reading") {
		t.Errorf("report without a comparison:\n%s", b.String())
	}
	m := &model.Map{Edition: "t", Grid: model.NewGrid(3, 4), Sources: model.Sources{{ID: "geo", Kind: model.SourceGeo, Title: "g"}},
		Hexes: map[model.Hex]model.HexInfo{}}
	for _, h := range m.Grid.Hexes() {
		m.Hexes[h] = model.HexInfo{Terrain: "clear", Src: "geo"}
	}
	if err := r.Compare("t", m); err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\nthe t map against the reading:\n") {
		t.Errorf("report with a comparison:\n%s", b.String())
	}
	got, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := mapfix.EncodeLayer(r.Layer); !bytes.Equal(got, want) {
		t.Error("Encode is not the layer's encoding")
	}
}

func TestReadFileNamesTheFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(p, []byte(`{"terrain": {"9999x": "clear"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(p); err == nil || !strings.HasPrefix(err.Error(), p+": ") {
		t.Errorf("a reading that does not convert: %v", err)
	}
}
