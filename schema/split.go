package schema

import (
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Split says whether a document's top-level array property can be checked
// in parts — the document with the array cut down to one chunk of its
// elements, once per chunk — with the same violations, element for element,
// as checking the document whole. That holds when each element is checked
// on its own (items), nothing looks at the array as a whole beyond its
// length, and no condition (if, not, anyOf, oneOf) looks at the array at
// all: then every chunk sees the same rest of the document, and each
// element the same schemas. Checking in parts lets the chunks be checked
// side by side and lets a large file be decoded a chunk at a time.
type Split struct {
	// OK is false when the schema does something with the array that a
	// chunk would not show.
	OK bool
	// MinChunk is the least elements a chunk may hold, so that no chunk
	// falls under a minItems the whole array meets.
	MinChunk int
	// MaxLen is the longest array that may be split (-1: any); a longer one
	// breaks a maxItems that chunks would not see, so it is checked whole.
	MaxLen int
}

// Allows reports whether an array of n elements may be checked in chunks
// of chunk elements.
func (sp Split) Allows(n, chunk int) bool {
	return sp.OK && chunk >= sp.MinChunk && n > chunk && (sp.MaxLen < 0 || n <= sp.MaxLen)
}

// SplitOf analyses the named schema for splitting its top-level property
// prop. The answer is computed once per schema and property.
func (s *Set) SplitOf(name, prop string) (Split, error) {
	sch, err := s.schema(name)
	if err != nil {
		return Split{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	key := name + "\x00" + prop
	if sp, ok := s.splits[key]; ok {
		return sp, nil
	}
	a := &splitAnalysis{prop: prop, split: Split{OK: true, MaxLen: -1}, seen: map[visit]bool{}}
	a.root(sch, false)
	if !a.split.OK {
		a.split = Split{} // the bounds found mean nothing then
	}
	if s.splits == nil {
		s.splits = map[string]Split{}
	}
	s.splits[key] = a.split
	return a.split, nil
}

type splitAnalysis struct {
	prop  string
	split Split
	seen  map[visit]bool
}

// visit is a schema met in one role: applied to the document as an
// assertion or under a condition, or applied to the array.
type visit struct {
	s    *jsonschema.Schema
	role int
}

const (
	roleAssert = iota
	roleCondition
	roleArray
)

// first reports whether s is met in role for the first time.
func (a *splitAnalysis) first(s *jsonschema.Schema, role int) bool {
	if s == nil || a.seen[visit{s, role}] {
		return false
	}
	a.seen[visit{s, role}] = true
	return true
}

func (a *splitAnalysis) refuse() { a.split.OK = false }

// root visits a schema applied to the document itself. cond is true under
// a condition, where whatever is asked of the array must stay unasked.
func (a *splitAnalysis) root(s *jsonschema.Schema, cond bool) {
	role := roleAssert
	if cond {
		role = roleCondition
	}
	if !a.first(s, role) {
		return
	}
	if len(s.Constant) > 0 || len(s.Enum) > 0 || s.UnevaluatedProperties != nil || len(s.Extensions) > 0 {
		a.refuse() // these see the document whole
	}
	if q, ok := s.Properties[a.prop]; ok {
		if cond {
			a.refuse()
		}
		a.array(q)
	}
	if len(s.PatternProperties) > 0 || s.Dependencies != nil {
		a.refuse()
	}
	if _, isSchema := s.AdditionalProperties.(*jsonschema.Schema); isSchema {
		a.refuse()
	}
	for _, x := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef} {
		a.root(x, cond)
	}
	for _, x := range s.AllOf {
		a.root(x, cond)
	}
	// What decides which branch applies is a condition; the branches
	// themselves hold as assertions only if and then and else do.
	a.root(s.If, true)
	a.root(s.Then, cond)
	a.root(s.Else, cond)
	a.root(s.Not, true)
	for _, x := range append(append([]*jsonschema.Schema{}, s.AnyOf...), s.OneOf...) {
		a.root(x, true)
	}
	for _, x := range s.DependentSchemas {
		a.root(x, true)
	}
}

// array visits a schema applied to the array itself.
func (a *splitAnalysis) array(s *jsonschema.Schema) {
	if !a.first(s, roleArray) {
		return
	}
	if s.Always != nil && !*s.Always || len(s.Constant) > 0 || len(s.Enum) > 0 || s.UniqueItems || s.Items != nil ||
		s.AdditionalItems != nil || len(s.PrefixItems) > 0 || s.Contains != nil || s.UnevaluatedItems != nil ||
		s.Not != nil || s.If != nil || len(s.AnyOf) > 0 || len(s.OneOf) > 0 || len(s.Extensions) > 0 {
		a.refuse()
	}
	if s.MinItems > a.split.MinChunk {
		a.split.MinChunk = s.MinItems
	}
	if s.MaxItems >= 0 && (a.split.MaxLen < 0 || s.MaxItems < a.split.MaxLen) {
		a.split.MaxLen = s.MaxItems
	}
	for _, x := range []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.DynamicRef} {
		a.array(x)
	}
	for _, x := range s.AllOf {
		a.array(x)
	}
}
