package schema_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/schema"
)

// The schemas and the Go code agree on what an id is: common.schema.json
// defines the pattern once, as model.IDPattern, and no other schema spells
// it out again instead of referring to it.
func TestIDPatternMatchesModel(t *testing.T) {
	b, err := schema.Source("common")
	if err != nil {
		t.Fatal(err)
	}
	var common struct {
		Defs struct {
			ID struct {
				Pattern string `json:"pattern"`
			} `json:"id"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &common); err != nil {
		t.Fatal(err)
	}
	if common.Defs.ID.Pattern != model.IDPattern {
		t.Errorf("common.schema.json $defs/id pattern %q, model.IDPattern %q", common.Defs.ID.Pattern, model.IDPattern)
	}
	quoted, _ := json.Marshal(model.IDPattern)
	for _, n := range schema.Names() {
		if n == "common" {
			continue
		}
		b, _ := schema.Source(n)
		if strings.Contains(string(b), string(quoted)) {
			t.Errorf("%s repeats the id pattern; refer to common.schema.json#/$defs/id", schema.FileName(n))
		}
	}
}
