package game_test

import (
	"errors"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// refusalIn replays a record against edition e (refusal's, for an edition
// changed by the test) and returns the diagnostic refusing it, or nil.
func refusalIn(t *testing.T, e *model.Edition, text string) *diag.Diagnostic {
	t.Helper()
	res, err := game.Replay(e, record(t, text))
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	if err != nil {
		t.Fatal(err)
	}
	return res.Illegal
}

// Every check of the replace action and of a replacement phase's end, each
// broken by a small record of edition ed: turn 1 destroys 2-belo, 6 and
// 27 (lossRecord), turn 2 tries to bring them back. code "" is a record
// that must be legal: the same record refused in the other edition.
func TestReplaceIllegal(t *testing.T) {
	rep := func(unit, hex string) string { return `{"replace": {"unit": "` + unit + `", "hex": "` + hex + `"}}` }
	// sov brings 2-belo back, as 1975 requires before any later phase.
	sov := phase("soviet-replacement", rep("2-belo", "3526")) + ","
	eg := func(actions ...string) string { return sov + phase("east-german-replacement", actions...) }
	east7 := `{"move": {"unit": "27", "path": ["2715", "2716", "2717", "2718", "2719", "2720", "2721"]}}`
	const s0, e0, e1 = "/turns/1/phases/0/actions/0", "/turns/1/phases/1/actions/0", "/turns/1/phases/1/actions/1"
	type row struct{ name, ed, record, code, ptr, rule string }
	var rows []row
	both := func(name, record, code, ptr, r75, r94 string) {
		rows = append(rows, row{name, "1975", lossRecord("1975", record), code, ptr, r75}, row{name, "1994", lossRecord("1994", record), code, ptr, r94})
	}
	both("in a movement phase", sov+phase("soviet-movement", rep("27", "2714")), "game.action-kind", e0+"/replace", "1975 4.2", "1994 3.0")
	both("over the rate", eg(rep("27", "2714"), rep("6", "2614")), "replace.rate", e1+"/replace/unit", "1975 8.21", "1994 7.2")
	both("not the lowest attack", eg(rep("6", "2714")), "replace.not-lowest", e0+"/replace/unit", "1975 8.22", "1994 7.2")
	both("a unit of another force's box", phase("soviet-replacement", rep("27", "3526")), "game.wrong-force", s0+"/replace/unit", "1975 4.2", "1994 3.0")
	both("a unit on the map", phase("soviet-replacement", rep("3-belo", "3526")), "replace.not-in-box", s0+"/replace/unit", "1975 8.11-8.13", "1994 7.1")
	both("a unit never eliminated", phase("soviet-replacement", rep("nobody", "3526")), "game.unit-unknown", s0+"/replace/unit", "", "")
	both("Soviet entry off the east edge", phase("soviet-replacement", rep("2-belo", "2925")), "replace.entry", s0+"/replace/hex", "1975 8.23-8.25", "1994 7.2")
	both("German entry on the other side of Berlin", eg(rep("27", "2612")), "replace.entry", e0+"/replace/hex", "1975 8.23-8.25", "1994 7.2")
	both("German entry not next to Berlin", eg(rep("27", "2715")), "replace.entry", e0+"/replace/hex", "1975 8.23-8.25", "1994 7.2")
	// The 1975 entry cost: seven clear hexes and a river cost 8, one more
	// than a doubled 4 less the hex next to Berlin.
	rows = append(rows,
		row{"entry cost leaves 7", "1975", lossRecord("1975", eg(rep("27", "2714"))+","+phase("east-german-movement", east7)), "movement.allowance", "/turns/1/phases/2/actions/0/move/path/6", "1975 5.23"},
		row{"no entry cost leaves 8", "1994", lossRecord("1994", eg(rep("27", "2714"))+","+phase("east-german-movement", east7)), "", "", ""},
		// 1975 places the rate's units (4.2); the Deluxe player may take fewer.
		row{"replacements left out", "1975", lossRecord("1975", phase("soviet-movement")), "replace.mandatory", "/turns/1/phases/0", "1975 4.2 and 8.21"},
		row{"replacements left out", "1994", lossRecord("1994", phase("soviet-movement")), "", "", ""},
		row{"too few taken", "1975", lossRecord("1975", sov+phase("east-german-replacement")+","+phase("east-german-movement")), "replace.mandatory", "/turns/1/phases/2", "1975 4.2 and 8.21"},
	)
	for _, tc := range rows {
		t.Run(tc.ed+"/"+tc.name, func(t *testing.T) {
			d := refusalIn(t, unmandated(t, tc.ed), tc.record)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}

// No replacements on the scenario's first turn (1975 8.27; Deluxe 3.0),
// even for a unit the record could name.
func TestReplaceFirstTurn(t *testing.T) {
	for ed, rule := range map[string]string{"1975": "1975 8.27", "1994": "1994 3.0"} {
		d := refusal(t, ed, historical(ed, `{"turn": 1, "phases": [{"phase": "soviet-replacement", "actions": [{"replace": {"unit": "2-belo", "hex": "3526"}}]}]}`))
		if d == nil || d.Code != "replace.first-turn" || d.Pointer != "/turns/0/phases/0/actions/0/replace" || d.Rule != rule {
			t.Errorf("%s: got %+v; want replace.first-turn (%s)", ed, d, rule)
		}
	}
}
