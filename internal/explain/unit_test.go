package explain

import (
	"encoding/json"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The answers print a unit as they did before it had one shape: a setup
// unit in full, with its hex only when it has one; a unit in a position
// and a combat unit in the short form with the counter as "id".
func TestUnitJSON(t *testing.T) {
	u := rules.Unit{Counter: "5-us", Label: "5 US", Nationality: "us", Force: model.WesternAllied, Size: "corps", Type: "infantry", Attack: 7, Defense: 4, Movement: 8}
	for _, tt := range []struct {
		name string
		v    any
		want string
	}{
		{"setup unit in a hex", SetupUnit{Unit: u, Hex: model.MustHex("0926")},
			`{"counter":"5-us","label":"5 US","nationality":"us","force":"western-allied","size":"corps","type":"infantry","attack":7,"defense":4,"movement":8,"hex":"0926"}`},
		{"setup unit in a zone", SetupUnit{Unit: u, Zone: "courland"},
			`{"counter":"5-us","label":"5 US","nationality":"us","force":"western-allied","size":"corps","type":"infantry","attack":7,"defense":4,"movement":8,"zone":"courland"}`},
		{"unit with no force yet", rules.Unit{Counter: "67", Nationality: "german", Attack: 3, Defense: 5, Movement: 4},
			`{"counter":"67","label":"","nationality":"german","attack":3,"defense":5,"movement":4}`},
		{"placed unit", PlacedUnit{Unit: u, Hex: model.MustHex("2104")},
			`{"id":"5-us","stats":"7-4-8","force":"western-allied","hex":"2104"}`},
		{"attacker", CombatUnit{PlacedUnit: PlacedUnit{Unit: u, Hex: model.MustHex("2104")}, Across: "river"},
			`{"id":"5-us","stats":"7-4-8","attack":7,"defense":4,"force":"western-allied","hex":"2104","across":"river"}`},
		{"defender", []CombatUnit{{PlacedUnit: PlacedUnit{Unit: u, Hex: model.MustHex("2105")}}},
			`[{"id":"5-us","stats":"7-4-8","attack":7,"defense":4,"force":"western-allied","hex":"2105"}]`},
	} {
		b, err := json.Marshal(tt.v)
		if err != nil || string(b) != tt.want {
			t.Errorf("%s: %s %v\nwant %s", tt.name, b, err, tt.want)
		}
	}
}

func TestShortFormsReadBack(t *testing.T) {
	var c CombatUnit
	if err := json.Unmarshal([]byte(`{"id":"5-us","stats":"7-4-8","attack":7,"defense":4,"force":"western-allied","hex":"2104","across":"river"}`), &c); err != nil {
		t.Fatal(err)
	}
	if c.Counter != "5-us" || c.Stats() != "7-4-8" || c.Hex != model.MustHex("2104") || c.Across != "river" || c.Force != model.WesternAllied {
		t.Errorf("combat unit read back as %+v", c)
	}
	var p PlacedUnit
	if err := json.Unmarshal([]byte(`{"id":"67","stats":"3-5-4","force":"west-german","hex":"2105"}`), &p); err != nil {
		t.Fatal(err)
	}
	if p.Counter != "67" || p.Attack != 3 || p.Defense != 5 || p.Movement != 4 || p.Hex != model.MustHex("2105") {
		t.Errorf("placed unit read back as %+v", p)
	}
	if err := json.Unmarshal([]byte(`{"id":"67","hex":"21x5"}`), &p); err == nil {
		t.Error("a bad hex read back without an error")
	}
}
