package render

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"strings"
	"testing"
)

func TestChartSVG(t *testing.T) {
	tests := []struct {
		name    string
		table   ChartTable
		wantErr bool
		texts   []string
	}{
		{"no columns", ChartTable{Title: "x"}, true, nil},
		{"a cell escaped", ChartTable{Title: "T & <U>", Header: []string{"a", "b"}, Rows: [][]string{{"1", "x<y"}}}, false, []string{"T & <U>", "a", "b", "1", "x<y"}},
		{"a key under the table", ChartTable{Title: "CRT", Header: []string{"die"}, Rows: [][]string{{"1"}}, Notes: []string{"Ex: Exchange"}}, false, []string{"CRT", "die", "1", "Ex: Exchange"}},
		{"an empty cell drawn as no text", ChartTable{Title: "T", Header: []string{"a", "b"}, Rows: [][]string{{"1", ""}}}, false, []string{"T", "a", "b", "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := ChartSVG(&b, tt.table)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if !regexp.MustCompile(`<svg [^>]*width="[0-9]+" height="[0-9]+"`).Match(b.Bytes()) {
				t.Error("the image is not sized in whole pixels")
			}
			var texts []string
			d := xml.NewDecoder(&b)
			var in *strings.Builder
			for {
				tok, err := d.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("not well formed: %v", err)
				}
				switch x := tok.(type) {
				case xml.StartElement:
					if x.Name.Local == "text" {
						in = &strings.Builder{}
					}
				case xml.CharData:
					if in != nil {
						in.Write(x)
					}
				case xml.EndElement:
					if x.Name.Local == "text" {
						texts = append(texts, in.String())
						in = nil
					}
				}
			}
			if strings.Join(texts, "|") != strings.Join(tt.texts, "|") {
				t.Errorf("texts %q, want %q", texts, tt.texts)
			}
		})
	}
}
