package csvsetup

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// The layout setup writes now, with src and set-aside columns, reads back
// over every scenario unchanged: set-aside lists included.
func TestUnchangedWithSrcAndSetAside(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := load(t, id)
		for _, s := range ed.Scenarios {
			setup, err := explain.SetupFor(ed, s)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := setup.WriteCSV(&b); err != nil {
				t.Fatal(err)
			}
			ns, sum, _, err := Apply(ed, s, readCSV(t, b.Bytes()).Rows, "")
			if err != nil || !sum.Unchanged() {
				t.Errorf("%s/%s: %v, %s", id, s.ID, err, sum)
			}
			a, err := model.Encode(s)
			if err != nil {
				t.Fatal(err)
			}
			c, err := model.Encode(ns)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, c) {
				t.Errorf("%s/%s: the scenario changed", id, s.ID)
			}
		}
	}
}

func TestSetAsideAndSrcRows(t *testing.T) {
	const head = "counter,hex,zone,box,src,set aside\n"
	for _, tc := range []struct {
		name, csv, problem string
		aside              []model.SetAside
		src                string // what 5-us cites
	}{
		{"set aside", head + "5-us,,,,,held back\n", "", []model.SetAside{{Counter: "5-us", Reason: "held back", Src: "author"}}, ""},
		{"src of a row", head + "5-us,2104,,,errata,\n", "", []model.SetAside{}, "errata"},
		{"aside and placed", head + "5-us,2104,,,,held back\n", `:2:14: error csv.value: 5-us is set aside and placed: clear its hex, zone and box, or its "set aside" reason`, nil, ""},
		{"nowhere", head + "5-us,,,,,\n", `:2:6: error csv.value: 5-us has no hex, zone or box, and no "set aside" reason`, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			read, err := Read(strings.NewReader(tc.csv))
			if err != nil {
				t.Fatal(err)
			}
			if tc.problem != "" {
				if len(read.Problems) != 1 || read.Problems[0].String() != tc.problem {
					t.Errorf("problems %v, want %s", read.Problems, tc.problem)
				}
				return
			}
			ed := load(t, "1994")
			s, _ := ed.Scenario("historical")
			ns, _, _, err := Apply(ed, s, read.Rows, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(ns.SetAside) != len(tc.aside) || len(tc.aside) > 0 && ns.SetAside[0] != tc.aside[0] {
				t.Errorf("set aside %v, want %v", ns.SetAside, tc.aside)
			}
			for _, p := range ns.Setup {
				if p.Counter == "5-us" && p.Src != tc.src {
					t.Errorf("5-us cites %q, want %q", p.Src, tc.src)
				}
			}
		})
	}
}
