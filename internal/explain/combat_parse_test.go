package explain

import (
	"maps"
	"testing"
)

func TestParseRetreats(t *testing.T) {
	got, err := ParseRetreats([]string{"5-us@2104", "us:6-6-7@2204@2304"})
	want := map[string]string{"5-us": "2104", "us:6-6-7@2204": "2304"}
	if err != nil || !maps.Equal(got, want) {
		t.Errorf("ParseRetreats = %v, %v; want %v", got, err, want)
	}
	if got, err := ParseRetreats(nil); got != nil || err != nil {
		t.Errorf("no retreats: %v, %v; want nil", got, err)
	}
	_, err = ParseRetreats([]string{"5-us@2104", "5-us"})
	wantCode(t, err, "position.placement", "")
	if err != nil && err.Error() != `"5-us": want UNIT@HEX` {
		t.Errorf("error %q", err)
	}
}

func TestCheckDefenders(t *testing.T) {
	p, err := Position(load(t, "1994"), "historical")
	if err != nil {
		t.Fatal(err)
	}
	// A hex, a unit whose id is four characters, a pick and a long id pass.
	if err := p.CheckDefenders([]string{"2105", "5-us", "west-german:2-3-4@2105", "19-us"}); err != nil {
		t.Errorf("CheckDefenders: %v", err)
	}
	// Four characters that are neither a hex nor a unit: the hex's reason.
	if err := p.CheckDefenders([]string{"2105", "99zz"}); err == nil {
		t.Error("99zz passed")
	}
}
