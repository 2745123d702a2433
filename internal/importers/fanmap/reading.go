package fanmap

import (
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/model"
)

// Reading is a reading file converted into its layer, with the report of
// what it holds and, once Compare ran, how an edition's map agrees with it.
type Reading struct {
	Facts  *Facts
	Layer  *mapfix.Layer
	Report *Report

	edition   string
	agreement *Agreement
}

// ReadFile loads the reading at path and converts it; an error of the
// conversion names the file.
func ReadFile(path string) (*Reading, error) {
	f, err := Load(path)
	if err != nil {
		return nil, err
	}
	l, rep, err := Convert(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &Reading{Facts: f, Layer: l, Report: rep}, nil
}

// Compare measures the map of an edition against the reading.
func (r *Reading) Compare(edition string, m *model.Map) error {
	a, err := Compare(r.Facts, m)
	if err != nil {
		return err
	}
	r.edition, r.agreement = edition, &a
	return nil
}

// WriteText writes the report, then the agreement when there is one, in
// one write.
func (r *Reading) WriteText(w io.Writer) error {
	var b strings.Builder
	r.Report.WriteText(&b)
	if r.agreement != nil {
		r.agreement.WriteText(&b, r.edition)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Encode writes the layer as mapfix.EncodeLayer does.
func (r *Reading) Encode() ([]byte, error) { return mapfix.EncodeLayer(r.Layer) }
