package model

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCounterStats(t *testing.T) {
	tests := []struct {
		name string
		c    Counter
		want string
	}{
		{"armour corps", Counter{ID: "5-us", Kind: KindUnit, Attack: 7, Defense: 4, Movement: 8}, "7-4-8"},
		{"two-digit defense", Counter{ID: "1-ukr", Kind: KindUnit, Attack: 8, Defense: 20, Movement: 3}, "8-20-3"},
		{"marker has none", Counter{ID: "game-turn", Kind: KindMarker, Marker: &Marker{Kind: GameTurnMarker}}, ""},
	}
	for _, tt := range tests {
		if got := tt.c.Stats(); got != tt.want {
			t.Errorf("%s: Stats() = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestParseStats(t *testing.T) {
	tests := []struct {
		in      string
		a, d, m int
		wantErr string
	}{
		{"7-4-8", 7, 4, 8, ""},
		{"5-11-4", 5, 11, 4, ""},
		{"8-20-3", 8, 20, 3, ""},
		{"7-4", 0, 0, 0, "attack-defense-movement"},
		{"7-4-8-1", 0, 0, 0, "attack-defense-movement"},
		{"7-x-8", 0, 0, 0, `"x" is not a whole number`},
		{"7--8", 0, 0, 0, "not a whole number"},
		{"+7-4-8", 0, 0, 0, "not a whole number"},
		{"", 0, 0, 0, "attack-defense-movement"},
	}
	for _, tt := range tests {
		a, d, m, err := ParseStats(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseStats(%q) error = %v, want one containing %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || a != tt.a || d != tt.d || m != tt.m {
			t.Errorf("ParseStats(%q) = %d, %d, %d, %v; want %d, %d, %d", tt.in, a, d, m, err, tt.a, tt.d, tt.m)
		}
		if back := FormatStats(a, d, m); back != tt.in {
			t.Errorf("FormatStats(ParseStats(%q)) = %q", tt.in, back)
		}
	}
}

func testSet() *CounterSet {
	return &CounterSet{Counters: []Counter{
		{ID: "5-us", Kind: KindUnit, Nationality: US, Force: WesternAllied, Attack: 7, Defense: 4, Movement: 8},
		{ID: "67", Kind: KindUnit, Nationality: German, Attack: 3, Defense: 5, Movement: 4},
		{ID: "1-ukr", Kind: KindUnit, Nationality: SovietNation, Force: Soviet, Attack: 8, Defense: 20, Movement: 3},
		{ID: "game-turn", Kind: KindMarker, Marker: &Marker{Kind: GameTurnMarker}},
	}}
}

func TestCounterSetLookup(t *testing.T) {
	set := testSet()
	tests := []struct {
		id     string
		found  bool
		stats  string
		german bool
	}{
		{"5-us", true, "7-4-8", false},
		{"67", true, "3-5-4", true},
		{"game-turn", true, "", false},
		{"6-us", false, "", false},
		{"", false, "", false},
	}
	idx := set.Index()
	for _, tt := range tests {
		c, ok := set.Find(tt.id)
		if ok != tt.found {
			t.Errorf("Find(%q) found = %v, want %v", tt.id, ok, tt.found)
			continue
		}
		if !ok {
			if _, inIdx := idx[tt.id]; inIdx {
				t.Errorf("Index has %q, Find does not", tt.id)
			}
			continue
		}
		if c.Stats() != tt.stats || c.German() != tt.german {
			t.Errorf("Find(%q) = %s german=%v, want %s german=%v", tt.id, c.Stats(), c.German(), tt.stats, tt.german)
		}
		if idx[tt.id] != c {
			t.Errorf("Index[%q] is not the counter Find returns", tt.id)
		}
	}
	if got := len(set.Units()); got != 3 {
		t.Errorf("Units() has %d counters, want 3", got)
	}
	if d := set.Duplicates(); len(d) != 0 {
		t.Errorf("Duplicates() = %v, want none", d)
	}
	set.Counters = append(set.Counters, Counter{ID: "67", Kind: KindUnit})
	if d := set.Duplicates(); strings.Join(d, ",") != "67" {
		t.Errorf("Duplicates() = %v, want [67]", d)
	}
	if c, _ := set.Find("67"); c.Attack != 3 {
		t.Errorf("Find returns the later duplicate")
	}
}

func TestCounterMarshal(t *testing.T) {
	tests := []struct {
		name string
		c    Counter
		want string
	}{
		{
			name: "unit keeps ss false and omits empty optional fields",
			c: Counter{ID: "67", Label: "67", Kind: KindUnit, Nationality: German, Size: Corps, Type: Infantry,
				Attack: 3, Defense: 5, Movement: 4, Src: "s"},
			want: `{"id":"67","label":"67","kind":"unit","nationality":"german","size":"corps","type":"infantry","attack":3,"defense":5,"movement":4,"ss":false,"src":"s"}`,
		},
		{
			name: "unit with every field, in schema order",
			c: Counter{ID: "2-lw", Label: "2 LW", Kind: KindUnit, Nationality: German, Force: WestGerman, PrintColour: EastGerman,
				Size: Corps, Type: Airborne, Attack: 5, Defense: 11, Movement: 4, SS: false, SetupSymbol: Cross,
				FieldSrc: &FieldSrc{Type: "t", SetupSymbol: "x"}, Src: "s"},
			want: `{"id":"2-lw","label":"2 LW","kind":"unit","nationality":"german","force":"west-german","printColour":"east-german","size":"corps","type":"airborne","attack":5,"defense":11,"movement":4,"ss":false,"setupSymbol":"cross","fieldSrc":{"type":"t","setupSymbol":"x"},"src":"s"}`,
		},
		{
			name: "marker has no unit fields",
			c:    Counter{ID: "offensive-supply-1", Label: "Offensive Supply", Kind: KindMarker, Marker: &Marker{Kind: OffensiveSupplyMarker}, Src: "s"},
			want: `{"id":"offensive-supply-1","label":"Offensive Supply","kind":"marker","marker":{"kind":"offensive-supply"},"src":"s"}`,
		},
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.c)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if string(b) != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, b, tt.want)
		}
		var back Counter
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: decode: %v", tt.name, err)
		}
		if back.Stats() != tt.c.Stats() || back.ID != tt.c.ID || back.Kind != tt.c.Kind {
			t.Errorf("%s: round trip lost data: %+v", tt.name, back)
		}
	}
}

func TestFieldSrcIds(t *testing.T) {
	var none *FieldSrc
	if got := none.Ids(); got != nil {
		t.Errorf("nil FieldSrc Ids() = %v", got)
	}
	f := &FieldSrc{Label: "a", Size: "b", Type: "c", Defense: "d", SetupSymbol: "e"}
	if got := strings.Join(f.Ids(), ","); got != "a,b,c,d,e" {
		t.Errorf("Ids() = %s, want a,b,c,d,e", got)
	}
}
