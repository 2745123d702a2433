// Package schema embeds bfgdata's JSON Schemas (draft 2020-12) and compiles
// them once, offline: no schema is ever loaded from the network. It is the
// one reader of the schema files: besides validation it answers what other
// packages ask of them, the canonical order of a document's members
// (Order) and the values a list allows (Enum).
package schema

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

//go:embed *.schema.json
var files embed.FS

// BaseURL is the prefix of every schema's $id. It is an identifier only.
const BaseURL = "https://github.com/bfgdata/bfgdata/schema/"

const suffix = ".schema.json"

// Names lists the embedded schemas by short name ("crt", "edition", ...),
// sorted.
func Names() []string {
	entries, _ := fs.ReadDir(files, ".")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), suffix))
	}
	sort.Strings(names)
	return names
}

// Source returns the text of one schema by short name or file name.
func Source(name string) ([]byte, error) {
	b, err := files.ReadFile(FileName(name))
	if err != nil {
		return nil, fmt.Errorf("no schema named %q (have: %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}

// FileName turns a short name into its file name; file names pass through.
func FileName(name string) string {
	name = path.Base(name)
	if strings.HasSuffix(name, suffix) {
		return name
	}
	return name + suffix
}

// NameFromRef returns the short schema name a data file's "$schema" value
// points at, e.g. "../../schema/crt.schema.json" gives "crt".
func NameFromRef(ref string) (string, bool) {
	base := path.Base(ref)
	if !strings.HasSuffix(base, suffix) {
		return "", false
	}
	name := strings.TrimSuffix(base, suffix)
	for _, n := range Names() {
		if n == name {
			return name, true
		}
	}
	return "", false
}

// Set is the embedded schemas, each compiled the first time it is used:
// checking one file compiles only its schema and the ones it refers to. It
// is safe for concurrent use.
type Set struct {
	mu       sync.Mutex
	compiler *jsonschema.Compiler
	fsys     fs.FS
	schemas  map[string]*jsonschema.Schema
	// splits caches SplitOf's answers.
	splits map[string]Split
}

// Compile prepares the embedded schemas for use. Call it once and share
// the Set; each schema is compiled when first needed (CompileAll compiles
// them all at once).
func Compile() (*Set, error) {
	return compileFS(files)
}

// compileFS prepares the schemas in the top folder of fsys under their
// file names; Compile gives it the embedded ones.
func compileFS(fsys fs.FS) (*Set, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	// A schema is read when a compile first needs it, so checking one file
	// reads only its schema and the ones it refers to.
	c.LoadURL = func(url string) (io.ReadCloser, error) {
		name, ok := strings.CutPrefix(url, BaseURL)
		if ok && !strings.Contains(name, "/") && strings.HasSuffix(name, suffix) {
			if f, err := fsys.Open(name); err == nil {
				return f, nil
			}
		}
		return nil, fmt.Errorf("schema %s is not embedded in bfgdata; schemas are never fetched", url)
	}
	return &Set{compiler: c, fsys: fsys, schemas: map[string]*jsonschema.Schema{}}, nil
}

// CompileAll compiles every schema now, so that a broken one is found at
// once rather than when a file of its kind is first checked.
func (s *Set) CompileAll() error {
	for _, n := range Names() {
		if _, err := s.schema(n); err != nil {
			return err
		}
	}
	return nil
}

// schema returns the compiled schema of name, compiling it on first use.
func (s *Set) schema(name string) (*jsonschema.Schema, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sch, ok := s.schemas[name]; ok {
		return sch, nil
	}
	if _, err := fs.Stat(s.fsys, FileName(name)); err != nil {
		return nil, fmt.Errorf("no schema named %q", name)
	}
	sch, err := s.compiler.Compile(BaseURL + FileName(name))
	if err != nil {
		return nil, fmt.Errorf("compiling schema %s: %w", name, err)
	}
	s.schemas[name] = sch
	return sch, nil
}

// Violation is one way a document fails its schema.
type Violation struct {
	// Pointer is the JSON pointer of the offending value ("" is the root).
	Pointer string
	// Keyword is the schema keyword that failed, e.g. "required", "type".
	Keyword string
	Message string
}

// Validate checks a decoded JSON document (as produced by encoding/json
// with UseNumber, or plain Unmarshal into any) against the named schema and
// returns every violation, not just the first, in a stable order.
func (s *Set) Validate(name string, doc any) ([]Violation, error) {
	sch, err := s.schema(name)
	if err != nil {
		return nil, err
	}
	err = sch.Validate(doc)
	if err == nil {
		return nil, nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return nil, err
	}
	var out []Violation
	collect(ve, &out)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pointer < out[j].Pointer })
	return Dedupe(out), nil
}

// collect gathers the leaves of a validation error tree. Under anyOf or
// oneOf the branches' own failures are noise to a reader (each branch fails
// for its own reason), so the combinator is reported once instead.
func collect(ve *jsonschema.ValidationError, out *[]Violation) {
	kw := lastSegment(ve.KeywordLocation)
	if len(ve.Causes) == 0 || kw == "oneOf" || kw == "anyOf" {
		if ve.KeywordLocation == "" && len(ve.Causes) == 0 && ve.Message == "" {
			return
		}
		*out = append(*out, Violation{Pointer: ve.InstanceLocation, Keyword: kw, Message: ve.Message})
		return
	}
	for _, c := range ve.Causes {
		collect(c, out)
	}
}

// Dedupe drops the repeats of a violation, keeping the first of each in
// place (vs is reused).
func Dedupe(vs []Violation) []Violation {
	out := vs[:0]
	seen := map[Violation]bool{}
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

func lastSegment(loc string) string {
	if i := strings.LastIndex(loc, "/"); i >= 0 {
		return loc[i+1:]
	}
	return loc
}
