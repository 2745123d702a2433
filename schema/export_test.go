package schema

import (
	"bytes"
	"encoding/json"
)

// CompileFS lets the tests compile schemas other than the embedded ones,
// such as the copies the restructured schemas are compared against.
var CompileFS = compileFS

// DecodeForValidation parses JSON into the generic form Validate expects,
// numbers kept exact, for the tests that judge documents directly.
func DecodeForValidation(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}
