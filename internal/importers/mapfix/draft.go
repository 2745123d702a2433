package mapfix

import (
	"io"

	"github.com/bfgdata/bfgdata/internal/importers/geodraft"
	"github.com/bfgdata/bfgdata/model"
)

// DraftCorrected drafts a map (geodraft.DraftFiles) and, given a
// corrections file, applies it (ApplyFile): the way the bundled maps are
// made. Each report is written to w as soon as its step is done, so a
// failing correction follows the draft's report.
func DraftCorrected(w io.Writer, configPath, geoDir, corrections string) (*model.Map, error) {
	m, rep, err := geodraft.DraftFiles(configPath, geoDir)
	if err != nil {
		return nil, err
	}
	if err := rep.WriteText(w); err != nil || corrections == "" {
		return m, err
	}
	frep, err := ApplyFile(m, corrections)
	if err != nil {
		return nil, err
	}
	return m, frep.WriteText(w)
}
