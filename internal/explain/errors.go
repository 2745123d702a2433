package explain

import (
	"fmt"

	"github.com/bfgdata/bfgdata/rules"
)

// requestError is a request the data cannot answer, as the engine's typed
// error with a code of the catalogue.
func requestError(code, format string, args ...any) error {
	return &rules.Error{Code: code, Message: fmt.Sprintf(format, args...)}
}
