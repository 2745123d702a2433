package game

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// TestReplacementOptionJSON: the play API shows a replacement's unit with
// its counter as "id" and the SS flag, the form the play page reads
// (o.unit.id), though every other answer shows a unit's counter as
// "counter"; the form reads back to the same option.
func TestReplacementOptionJSON(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  ReplacementOption
		want string
	}{
		{"soviet front", ReplacementOption{
			Unit: rules.Unit{Counter: "2-belo", Label: "2 Belo", Nationality: model.SovietNation, Force: model.Soviet, Size: model.Front,
				Type: model.Infantry, Attack: 8, Defense: 20, Movement: 3},
			Box: "destroyed-soviet", Hexes: []model.Hex{model.MustHex("4728"), model.MustHex("4729")}},
			`{"unit":{"id":"2-belo","label":"2 Belo","force":"soviet","nationality":"soviet","size":"front","attack":8,"defense":20,"movement":3},"box":"destroyed-soviet","hexes":["4728","4729"]}`},
		{"SS corps, no entry hexes", ReplacementOption{
			Unit: rules.Unit{Counter: "2-ss", Force: model.WestGerman, Attack: 7, Defense: 5, Movement: 8, SS: true},
			Box:  "destroyed-west-german"},
			`{"unit":{"id":"2-ss","force":"west-german","attack":7,"defense":5,"movement":8,"ss":true},"box":"destroyed-west-german","hexes":null}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("got  %s\nwant %s", b, tc.want)
			}
			var back ReplacementOption
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			want := tc.opt
			want.Unit.Type = "" // the play API's form has no type
			if !reflect.DeepEqual(back, want) {
				t.Errorf("read back %+v, want %+v", back, want)
			}
		})
	}
}
