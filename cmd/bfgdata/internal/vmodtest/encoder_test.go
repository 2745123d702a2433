package vmodtest

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/vassal"
)

// The exporter's encoder against VASSAL's, as this reader writes it: for
// the same piece, the exporter writes the bytes VASSAL's SequenceEncoder
// writes wherever those read back; where VASSAL's writer would lose a
// value (one ending with a backslash, seqLossy), the exporter's bytes
// still read back to the piece. A mistake in the exporter's escaping or
// quoting (a value starting with a backslash left unquoted, a delimiter
// not escaped at one nesting level) fails here even when no counter of
// the data has such a name.

// exporterPiece is p as the exporter's own Piece.
func exporterPiece(p *piece) vassal.Piece {
	out := vassal.Piece{ID: p.ID, Keys: p.Keys, Values: p.Values, Image: p.Image, Name: p.Name,
		Map: p.Map, X: p.X, Y: p.Y, GPID: p.GPID, Sides: p.Sides}
	if len(p.Prototypes) > 0 {
		out.Prototype = p.Prototypes[0]
	}
	return out
}

// compareEncoders says how the exporter's AddPiece of p differs from
// VASSAL's, or "".
func compareEncoders(p *piece) string {
	typ, state := encodePiece(p)
	want := encodeAddPiece(p.ID, typ, state)
	got := exporterPiece(p).AddPiece()
	id, typ2, state2, err := decodeAddPiece(want)
	var back *piece
	if err == nil {
		back, err = decodePiece(id, typ2, state2)
	}
	vassalReadsBack := err == nil && samePieceFields(back, p)
	if vassalReadsBack {
		if got != want {
			return "exporter wrote\n" + strings.ReplaceAll(got, "\t", "→") + "\nVASSAL writes\n" + strings.ReplaceAll(want, "\t", "→")
		}
		return ""
	}
	id, typ2, state2, err = decodeAddPiece(got)
	if err == nil {
		back, err = decodePiece(id, typ2, state2)
	}
	if err != nil || !samePieceFields(back, p) {
		return "VASSAL's writer loses this piece, and the exporter's bytes do not read back either: " + strings.ReplaceAll(got, "\t", "→")
	}
	return ""
}

func samePieceFields(a, b *piece) bool {
	return a.ID == b.ID && equalStrings(a.Prototypes, b.Prototypes) && equalStrings(a.Keys, b.Keys) &&
		equalStrings(a.Values, b.Values) && equalStrings(a.Sides, b.Sides) && a.Image == b.Image &&
		a.Name == b.Name && a.Map == b.Map && a.X == b.X && a.Y == b.Y && a.GPID == b.GPID
}

func TestExporterEncodesAsVassal(t *testing.T) {
	names := []string{"5 US 7-4-8", `\backslash first`, `back\slash`, `ends\`, "'quoted'", "'", "semi;colon",
		"slash/ed", "com,ma", "tab\there", "esc\x1bape", `\;`, `'\'`, "", "Red Star/White Star"}
	for _, n := range names {
		p := &piece{ID: "u" + n, Prototypes: []string{n + " proto"}, Keys: []string{"CounterId", "Label"}, Values: []string{n, n},
			Image: n + ".svg", Name: n, Map: "Main Map", X: 12, Y: -3, GPID: "7", Sides: []string{n, "Soviet"}}
		if diff := compareEncoders(p); diff != "" {
			t.Errorf("piece named %q: %s", n, diff)
		}
	}
}

func FuzzExporterEncodesAsVassal(f *testing.F) {
	f.Add("5 US", "5-us.svg", "Western Allied", "7")
	f.Add(`\x`, "a/b;c,d\te", "'P'", `y\`)
	f.Fuzz(func(t *testing.T, name, image, proto, val string) {
		p := &piece{ID: "u" + val, Prototypes: []string{proto}, Keys: []string{"CounterId", val, "Force"},
			Values: []string{name, image, val}, Image: image, Name: name, Map: "Main Map", X: len(name), Y: -len(val), GPID: val,
			Sides: []string{name, val}}
		if proto == "" {
			p.Prototypes = nil // the exporter's Piece has no prototype then
		}
		if diff := compareEncoders(p); diff != "" {
			t.Fatal(diff)
		}
	})
}
