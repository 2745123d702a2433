package geodraft

import "testing"

func f64(v float64) *float64 { return &v }

func TestWhereMatch(t *testing.T) {
	props := map[string]any{"name": "Rhein", "scalerank": 4.0, "pop": "120000", "lake": true, "none": nil}
	tests := []struct {
		name  string
		where Where
		want  bool
	}{
		{"empty matches all", nil, true},
		{"name in list", Where{{Property: "name", In: []string{"Rhine", "Rhein"}}}, true},
		{"name not in list", Where{{Property: "name", In: []string{"Rhine"}}}, false},
		{"number by text", Where{{Property: "scalerank", In: []string{"4"}}}, true},
		{"max inclusive", Where{{Property: "scalerank", Max: f64(4)}}, true},
		{"max exceeded", Where{{Property: "scalerank", Max: f64(3)}}, false},
		{"min on a quoted number", Where{{Property: "pop", Min: f64(100000)}}, true},
		{"min on text fails", Where{{Property: "name", Min: f64(1)}}, false},
		{"boolean by text", Where{{Property: "lake", In: []string{"true"}}}, true},
		{"missing property fails", Where{{Property: "featurecla", In: []string{"River"}}}, false},
		{"null property fails", Where{{Property: "none", In: []string{""}}}, false},
		{"all must hold", Where{{Property: "name", In: []string{"Rhein"}}, {Property: "scalerank", Max: f64(3)}}, false},
		{"range", Where{{Property: "scalerank", Min: f64(2), Max: f64(5)}}, true},
	}
	for _, tt := range tests {
		if got := tt.where.Match(props); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
