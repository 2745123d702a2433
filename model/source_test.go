package model

import (
	"reflect"
	"testing"
)

func TestSourcesMerge(t *testing.T) {
	base := Sources{{ID: "a", Title: "A"}, {ID: "b", Title: "B"}}
	tests := []struct {
		name string
		base Sources
		over Sources
		want Sources
	}{
		{"nothing over", base, nil, base},
		{"nothing under", nil, base, base},
		{"both empty", nil, nil, nil},
		{"replace in place", base, Sources{{ID: "a", Title: "A2"}}, Sources{{ID: "a", Title: "A2"}, {ID: "b", Title: "B"}}},
		{"append in order", base, Sources{{ID: "d", Title: "D"}, {ID: "c", Title: "C"}},
			Sources{{ID: "a", Title: "A"}, {ID: "b", Title: "B"}, {ID: "d", Title: "D"}, {ID: "c", Title: "C"}}},
		{"replace and append", base, Sources{{ID: "c", Title: "C"}, {ID: "b", Title: "B2"}},
			Sources{{ID: "a", Title: "A"}, {ID: "b", Title: "B2"}, {ID: "c", Title: "C"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.base.Merge(tt.over); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	// the base is not changed, even when over replaces one of its sources
	before := Sources{{ID: "a", Title: "A"}}
	before.Merge(Sources{{ID: "a", Title: "A2"}})
	if before[0].Title != "A" {
		t.Errorf("Merge changed its receiver: %v", before)
	}
}

func TestMergeNotes(t *testing.T) {
	base := []Note{{ID: "x", Text: "one"}, {ID: "y", Text: "two"}}
	got := MergeNotes(base, []Note{{ID: "z", Text: "three"}, {ID: "x", Text: "one again"}})
	want := []Note{{ID: "x", Text: "one again"}, {ID: "y", Text: "two"}, {ID: "z", Text: "three"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if base[0].Text != "one" {
		t.Errorf("MergeNotes changed its base: %v", base)
	}
	if got := MergeNotes(nil, nil); got != nil {
		t.Errorf("merging nothing gives %v, want nil", got)
	}
}
