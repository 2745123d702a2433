package model

import "slices"

// SourceKind says what sort of evidence a source is. Rulebooks and errata
// are transcribed; every other kind marks a reconstruction or a secondary
// account, and the validator counts them apart.
type SourceKind string

// The kinds of source a datum can rest on.
const (
	SourceRulebook SourceKind = "rulebook" // transcribed from a rulebook or its charts
	SourceErrata   SourceKind = "errata"   // an errata sheet
	SourceArticle  SourceKind = "article"  // a magazine article about the game
	SourceReview   SourceKind = "review"   // a published review
	SourceFan      SourceKind = "fan"      // a fan implementation or fan material
	SourceGeo      SourceKind = "geo"      // drafted from real-world geography
	SourceSetup    SourceKind = "setup"    // inferred from what the setups require
	SourceDerived  SourceKind = "derived"  // computed from other stated facts
	SourceManual   SourceKind = "manual"   // a person's judgement, with a reason in the notes
)

// Transcribed reports whether data from this kind of source is a
// transcription of printed game material rather than a reconstruction.
func (k SourceKind) Transcribed() bool {
	return k == SourceRulebook || k == SourceErrata
}

// Source is one entry of a file's "sources" list. A datum's "src" field
// names a Source.ID from the same file.
type Source struct {
	ID       string     `json:"id"`
	Kind     SourceKind `json:"kind"`
	Title    string     `json:"title"`
	Sections string     `json:"sections,omitempty"`
	Trust    string     `json:"trust,omitempty"`
	Note     string     `json:"note,omitempty"`
}

// Note is one entry of a file's discrepancy and provenance log: where sources
// disagree, are garbled, or are silent, and what the data does about it.
type Note struct {
	ID      string   `json:"id"`
	Kind    string   `json:"kind"`
	Text    string   `json:"text"`
	Choice  string   `json:"choice,omitempty"`
	Sources []string `json:"sources,omitempty"`
}

// Sources is a file's source list with lookup by id.
type Sources []Source

// Find returns the source with the given id.
func (s Sources) Find(id string) (Source, bool) {
	for _, src := range s {
		if src.ID == id {
			return src, true
		}
	}
	return Source{}, false
}

// Merge returns s with over laid on top: a source of over replaces the
// source of s with the same id, in its place, and the others are appended
// in their order. s is left as it was.
func (s Sources) Merge(over Sources) Sources {
	return mergeByID(s, over, func(x Source) string { return x.ID })
}

// MergeNotes returns base with over laid on top: a note of over replaces
// the note of base with the same id, in its place, and the others are
// appended in their order. base is left as it was.
func MergeNotes(base, over []Note) []Note {
	return mergeByID(base, over, func(n Note) string { return n.ID })
}

func mergeByID[T any](base, over []T, id func(T) string) []T {
	out := slices.Clone(base)
	for _, x := range over {
		if i := slices.IndexFunc(out, func(y T) bool { return id(y) == id(x) }); i >= 0 {
			out[i] = x
			continue
		}
		out = append(out, x)
	}
	return out
}

// AuthorSourceID is the id of the author source: the source a scenario's
// author cites for what he adds or changes (a placement moved or added, a
// scenario of his own). Every path that writes an author's change (the
// editor, the CSV and workbook imports, a new scenario) uses this one id,
// so a scenario edited by several of them lists its author once.
const AuthorSourceID = "author"

// AuthorSource is the source entry of AuthorSourceID: a person's work, not
// a transcription, so the validator counts what cites it apart from the
// rulebook's data.
var AuthorSource = Source{ID: AuthorSourceID, Kind: SourceManual, Title: "The scenario's author"}

// WithAuthor returns s with the author source appended when it has no
// source of that id; s is left as it was. An author who titled his own
// source (his name, say) keeps it.
func (s Sources) WithAuthor() Sources {
	if _, ok := s.Find(AuthorSourceID); ok {
		return s
	}
	return append(slices.Clone(s), AuthorSource)
}
