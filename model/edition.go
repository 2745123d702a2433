package model

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fsread"
	"github.com/bfgdata/bfgdata/internal/suggest"
)

// EditionInfo is the content of edition.json.
type EditionInfo struct {
	Schema string `json:"$schema"`
	// Kind is hex or empty: an edition of another kind is not read as
	// this type (see EditionKind).
	Kind       string       `json:"kind,omitempty"`
	ID         string       `json:"id"`
	Title      string       `json:"title"`
	Subtitle   string       `json:"subtitle,omitempty"`
	Publisher  string       `json:"publisher"`
	Year       int          `json:"year"`
	CounterSet Ref          `json:"counterSet"`
	Rulebook   Ref          `json:"rulebook"`
	MapSize    *MapSize     `json:"mapSize,omitempty"`
	Files      EditionFiles `json:"files"`
	// RuleRefs gives, for each code of the diagnostic catalogue, the rule
	// of this edition's rulebook that the check enforces.
	RuleRefs RuleRefs `json:"ruleRefs,omitempty"`
	// Sequence is the sequence of play of the two-player games; nil in
	// an edition that does not give it.
	Sequence *SequenceOfPlay `json:"sequenceOfPlay,omitempty"`
	Sources  Sources         `json:"sources"`
	Notes    []Note          `json:"notes,omitempty"`
}

// SequenceOfPlay is the phases of a game turn in the rulebook's order,
// by the ids game records give them.
type SequenceOfPlay struct {
	Rule   string   `json:"rule"`
	Phases []string `json:"phases"`
	// Optional are phases an optional rule adds, each after a phase of the
	// sequence (Deluxe 18.1's second combat and movement phases).
	Optional []OptionalPhase `json:"optional,omitempty"`
	Src      string          `json:"src"`
}

// OptionalPhase is a phase of the sequence of play only with an optional
// rule: its id, the phase it follows, and the optional rule's id.
type OptionalPhase struct {
	Phase string `json:"phase"`
	After string `json:"after"`
	Rule  string `json:"rule"`
}

// RuleRefs maps diagnostic codes (stacking.over-limit) to rule numbers of
// one rulebook (5.1). Rule numbers differ between rulebooks, so they are
// the edition's data rather than the engine's.
type RuleRefs map[string]string

// Cite names the rule behind a code as "<edition> <rule>", e.g. "1994 5.1",
// or "" when the edition's rulebook has no rule for it.
func (e *EditionInfo) Cite(code string) string { return e.RuleRefs.Cite(e.ID, code) }

// Cite names the rule behind a code in edition's numbering: "1994 5.1".
func (r RuleRefs) Cite(edition, code string) string {
	n := r[code]
	if n == "" {
		return ""
	}
	return edition + " " + n
}

// Ref names a counter set or rulebook.
type Ref struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Year   int    `json:"year,omitempty"`
	Pieces int    `json:"pieces,omitempty"`
}

// MapSize is the printed size of the map in inches.
type MapSize struct {
	WidthIn  float64 `json:"widthIn"`
	HeightIn float64 `json:"heightIn"`
}

// EditionFiles are the paths of an edition's files, relative to its folder.
type EditionFiles struct {
	Map       string   `json:"map,omitempty"`
	Counters  string   `json:"counters,omitempty"`
	CRT       string   `json:"crt"`
	TEC       string   `json:"tec"`
	TRT       string   `json:"trt"`
	Scenarios []string `json:"scenarios,omitempty"`
}

// Edition is one edition's data, loaded and decoded.
type Edition struct {
	Info EditionInfo
	CRT  *CRT
	TEC  *TEC
	TRT  *TRT
	// Map is nil while the edition lists no map file.
	Map *Map
	// Counters is nil while the edition lists no counters file.
	Counters  *CounterSet
	Scenarios []*Scenario
}

// Scenario returns the edition's scenario with the given id.
func (e *Edition) Scenario(id string) (*Scenario, bool) {
	return LookupIn(e.Scenarios)(id)
}

// FindScenario is Scenario refusing an id the edition lacks with a
// *diag.Diagnostic of code scenario.unknown that lists the ids it has.
func (e *Edition) FindScenario(id string) (*Scenario, error) {
	s, ok := e.Scenario(id)
	if !ok {
		ids := e.ScenarioIDs()
		return nil, diag.New("scenario.unknown", "edition %s has no scenario %q%s (have: %s)", e.Info.ID, id, suggest.Hint(id, ids), strings.Join(ids, ", "))
	}
	return s, nil
}

// SetupOf resolves scenario s's effective setup within the edition: its
// own placements, or those of the scenario it takes them from
// (setupFrom), each with its force. s need not be one of the edition's
// files (a scenario being edited). An edition without counters is refused
// with a *diag.Diagnostic of code scenario.no-counters.
func (e *Edition) SetupOf(s *Scenario) ([]Placement, error) {
	if e.Counters == nil {
		return nil, diag.New("scenario.no-counters", "edition %s lists no counters file", e.Info.ID)
	}
	return s.EffectiveSetup(LookupIn(e.Scenarios), e.Counters)
}

// ScenarioFile is where scenario id's file lives inside the edition
// folder: the path edition.json lists for it (listed), or else where a new
// scenario's file goes, scenarios/<id>.json. An id that could lead out of
// the folder (empty, or with a slash) has no file: "".
func (e *Edition) ScenarioFile(id string) (file string, listed bool) {
	for i, s := range e.Scenarios {
		if s.ID == id && i < len(e.Info.Files.Scenarios) {
			return e.Info.Files.Scenarios[i], true
		}
	}
	if id == "" || strings.ContainsAny(id, `/\`) {
		return "", false
	}
	return "scenarios/" + id + ".json", false
}

// ScenarioIDs lists the edition's scenario ids in edition.json order.
func (e *Edition) ScenarioIDs() []string {
	ids := make([]string, len(e.Scenarios))
	for i, s := range e.Scenarios {
		ids[i] = s.ID
	}
	return ids
}

// EditionFile is the name of the file that describes an edition.
const EditionFile = "edition.json"

// Decode unmarshals one data file into v, naming the file in any error.
func Decode(name string, data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// ReadDocument reads data file name of fsys, bounded by MaxDocumentSize
// and never a named pipe or device (an author's folder is outside input),
// and decodes it into v; an error names the file.
func ReadDocument(fsys fs.FS, name string, v any) error {
	b, err := fsread.ReadFile(fsys, name, MaxDocumentSize)
	if err != nil {
		return err
	}
	return Decode(name, b, v)
}

// LoadEdition reads and decodes the edition whose folder is fsys: its
// edition.json at the root, and the files it lists (map, counters, charts,
// scenarios) by their paths from there. An error names the file. It does
// not validate: run package validate first when the data is untrusted.
// A file system of several editions (one folder each) is a Library's.
func LoadEdition(fsys fs.FS) (*Edition, error) { return loadEdition(fsys, ".") }

// loadEdition reads the edition in folder dir of fsys, naming its files
// from the root of fsys (1994/map.json).
func loadEdition(fsys fs.FS, dir string) (*Edition, error) {
	read := func(name string, v any) error { return ReadDocument(fsys, path.Join(dir, name), v) }
	ed := &Edition{CRT: &CRT{}, TEC: &TEC{}, TRT: &TRT{}}
	if err := read(EditionFile, &ed.Info); err != nil {
		return nil, err
	}
	for _, f := range []struct {
		name string
		v    any
	}{{ed.Info.Files.CRT, ed.CRT}, {ed.Info.Files.TEC, ed.TEC}, {ed.Info.Files.TRT, ed.TRT}} {
		if err := read(f.name, f.v); err != nil {
			return nil, err
		}
	}
	if ed.Info.Files.Map != "" {
		ed.Map = &Map{}
		if err := read(ed.Info.Files.Map, ed.Map); err != nil {
			return nil, err
		}
	}
	if ed.Info.Files.Counters != "" {
		ed.Counters = &CounterSet{}
		if err := read(ed.Info.Files.Counters, ed.Counters); err != nil {
			return nil, err
		}
	}
	for _, name := range ed.Info.Files.Scenarios {
		s := &Scenario{}
		if err := read(name, s); err != nil {
			return nil, err
		}
		ed.Scenarios = append(ed.Scenarios, s)
	}
	return ed, nil
}
