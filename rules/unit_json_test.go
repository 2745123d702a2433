package rules

import (
	"encoding/json"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// TestUnitJSONForms: a Unit shows as the answers show a unit (the counter
// as "counter", its type, never the SS flag); a Placed keeps the engine's
// form the combats of a game log have always had (the counter as "id",
// the SS flag, the hex as "Hex"), and reads back to the same unit.
func TestUnitJSONForms(t *testing.T) {
	ss := Unit{Counter: "2-ss", Label: "II SS", Nationality: model.German, Force: model.WestGerman, Size: model.Corps,
		Type: model.Armor, Attack: 7, Defense: 5, Movement: 8, SS: true}
	for _, tc := range []struct {
		name string
		v    any
		want string
	}{
		{"unit", ss,
			`{"counter":"2-ss","label":"II SS","nationality":"german","force":"west-german","size":"corps","type":"armor","attack":7,"defense":5,"movement":8}`},
		{"unit with no force yet", Unit{Counter: "67", Nationality: model.German, Attack: 3, Defense: 5, Movement: 4},
			`{"counter":"67","label":"","nationality":"german","attack":3,"defense":5,"movement":4}`},
		{"placed", Placed{Unit: ss, Hex: model.MustHex("2105")},
			`{"id":"2-ss","label":"II SS","force":"west-german","nationality":"german","size":"corps","attack":7,"defense":5,"movement":8,"ss":true,"Hex":"2105"}`},
		{"placed, bare", Placed{Unit: Unit{Counter: "6", Force: model.EastGerman, Attack: 3, Defense: 5, Movement: 4}, Hex: model.MustHex("3024")},
			`{"id":"6","force":"east-german","attack":3,"defense":5,"movement":4,"Hex":"3024"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.v)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("got  %s\nwant %s", b, tc.want)
			}
			p, ok := tc.v.(Placed)
			if !ok {
				return
			}
			var back Placed
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			p.Type = "" // the engine's form has no type
			if back != p {
				t.Errorf("read back %+v, want %+v", back, p)
			}
		})
	}
}
