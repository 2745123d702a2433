package geodraft

import (
	"bytes"
	"encoding/json"

	"github.com/bfgdata/bfgdata/model"
)

// EncodeMap returns the map as canonical JSON: two-space indent, members in
// schema order, hexes and hexsides sorted by id, no HTML escaping, and a
// final newline.
func EncodeMap(m *model.Map) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
