package geodraft

import "github.com/bfgdata/bfgdata/model"

// EncodeMap returns the map as canonical JSON. It is model.Encode, kept for
// existing callers.
//
// Deprecated: use model.Encode, the project's one canonical encoder.
func EncodeMap(m *model.Map) ([]byte, error) {
	return model.Encode(m)
}
