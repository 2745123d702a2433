package game

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// A port an enemy of the East Germans has stood in or passed through stays
// closed to evacuations for the rest of the game (Deluxe 8.0), even after
// the enemy has left it.
func TestPortsEntered(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	stettin, rostock := model.MustHex("3014"), model.MustHex("3112")
	for _, tc := range []struct {
		name     string
		stand    model.Hex   // where 2-balt is put, then taken back from
		path     []model.Hex // a path 2-balt is said to have moved along
		want     []model.Hex
		landedOK bool // whether an evacuation may then land in Stettin
	}{
		{"stood in Stettin", stettin, nil, []model.Hex{stettin}, false},
		{"passed through Rostock", model.Hex{}, []model.Hex{rostock}, []model.Hex{rostock}, true},
		{"never near", model.Hex{}, nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &model.Game{Edition: "1994", Scenario: "collapse-in-the-east", Setup: []model.GamePlacement{
				{Unit: "3-ss", Hex: model.MustHex("3822")}, {Unit: "2", Hex: model.MustHex("3823")},
				{Unit: "10", Hex: model.MustHex("3824")}, {Unit: "16", Hex: model.MustHex("3923")}}}
			s, err := Start(ed, g)
			if err != nil {
				t.Fatal(err)
			}
			k := -1
			for i, u := range s.sit.Units {
				if u.Counter == "2-balt" {
					k = i
				}
			}
			home := s.sit.Units[k].Hex
			if tc.stand != (model.Hex{}) {
				s.sit.Units[k].Hex = tc.stand
			}
			s.notePorts("2-balt", tc.path)
			s.sit.Units[k].Hex = home
			s.notePorts("", nil)
			if len(s.evac.entered) != len(tc.want) || (len(tc.want) > 0 && s.evac.entered[0] != tc.want[0]) {
				t.Errorf("entered %v, want %v", s.evac.entered, tc.want)
			}
			for turn := 1; turn <= 3; turn++ {
				if d := s.BeginTurn("/t", turn); d != nil {
					t.Fatal(d)
				}
			}
			if d := s.Enter("/p", "east-german-movement"); d != nil {
				t.Fatal(d)
			}
			_, d := s.Do("/a", model.GameAction{Evacuate: &model.GameEvacuate{Unit: "3-ss", Die: 4, Port: stettin}})
			if (d == nil) != tc.landedOK {
				t.Errorf("landing in Stettin: %v", d)
			}
			if d != nil && diagOf(d).Code != "game.evacuation-port" {
				t.Errorf("got %s, want game.evacuation-port", diagOf(d).Code)
			}
		})
	}
}
