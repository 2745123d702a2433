package validate

import (
	"fmt"
	"iter"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/schema"
)

// chunkElements is how many elements of a large top-level array are
// decoded and checked at a time. Smaller chunks hold less memory and share
// out better between processors; each chunk checks the rest of the
// document again, which is small beside a thousand elements.
const chunkElements = 1024

// chunkPool is how large arrays are checked in chunks: the chunk size and
// the tokens that bound how many chunks are checked at once, across every
// file and edition of a run.
type chunkPool struct {
	size int
	work chan struct{}
	// checked counts the chunks checked, for tests to see that a file was
	// split.
	checked atomic.Int64
}

func newChunkPool(size int) *chunkPool {
	return &chunkPool{size: size, work: make(chan struct{}, runtime.GOMAXPROCS(0))}
}

// schemaPass checks the document against the named schema and its source
// references. A top-level array that the schema lets be split (see
// schema.Split) and that is longer than a chunk is decoded and checked a
// chunk at a time, the chunks side by side (work bounds how many run at
// once); every other array is decoded now. Only one array of a document is
// split: the longest.
//
// typed, if not nil, is the model value the document will decode into: the
// chunks fill the split array's elements in it as they go, so that the
// elements are decoded once.
func (d *document) schemaPass(set *schema.Set, name string, pool *chunkPool, typed any) {
	d.schema = name
	root := d.generic.(map[string]any)
	var split *jsonx.DeferredArray
	var size int // elements a chunk of split holds
	for _, arr := range d.deferred {
		sp, err := set.SplitOf(name, arr.Key)
		if err != nil || split != nil && len(arr.Spans) <= len(split.Spans) {
			continue
		}
		if n := d.chunkSize(arr, pool.size, sp.MinChunk); sp.Allows(len(arr.Spans), n) {
			split, size = arr, n
		}
	}
	for _, arr := range d.deferred {
		if arr != split {
			root[arr.Key] = d.decodeAll(arr)
		}
	}
	refs := newSourceRefs(d, root)
	if split == nil {
		vs, err := set.Validate(name, root)
		d.recordViolations(vs, err)
		checkSourceRefs(d, refs)
		return
	}
	d.checkChunks(set, name, split, size, refs, pool, elementsOf(typed, split))
	checkSourceRefs(d, refs) // the rest of the document; the chunks walked their own
}

// chunkSize is how many elements of arr a chunk holds: size, or more so
// that no chunk falls under the schema's least (least), and so that the
// rest of the document, which every chunk checks again, is checked no more
// often than the array outweighs it: a file whose other members are as
// large as the array is checked in two chunks at most.
func (d *document) chunkSize(arr *jsonx.DeferredArray, size, least int) int {
	n := len(arr.Spans)
	if n == 0 {
		return max(size, least)
	}
	arrBytes := arr.Spans[n-1].End - arr.Spans[0].Start
	rest := max(len(d.data)-arrBytes, 1)
	most := max(2, arrBytes/rest) // chunks
	return max(size, least, (n+most-1)/most)
}

// decodeAll decodes every element of a deferred array.
func (d *document) decodeAll(arr *jsonx.DeferredArray) []any {
	p := jsonx.NewParser(d.data)
	out := make([]any, len(arr.Spans))
	for i := range arr.Spans {
		// The syntax was checked when the array was deferred.
		out[i], _ = p.Element(arr, i)
	}
	d.addDuplicates(p.Duplicates())
	return out
}

func (d *document) addDuplicates(dups []jsonx.Duplicate) {
	for _, dup := range dups {
		d.addAt(diag.Error, "json.duplicate-key", dup.Pointer, dup.Offset,
			fmt.Sprintf("duplicate key %q: JSON readers keep only one of the two", lastToken(dup.Pointer)))
	}
}

// chunkResult is what checking one chunk found.
type chunkResult struct {
	violations []schema.Violation
	sources    []sourceProblem
	dups       []jsonx.Duplicate
	err        error
	fillErr    error
}

// checkChunks checks the document with arr cut to each chunk in turn and
// records what they find as checking it whole would: element pointers
// renumbered from the chunk's to the array's, and the rest of the
// document's violations, which every chunk finds, once.
func (d *document) checkChunks(set *schema.Set, name string, arr *jsonx.DeferredArray, size int, refs *sourceRefs, pool *chunkPool, into reflect.Value) {
	root := d.generic.(map[string]any)
	n := (len(arr.Spans) + size - 1) / size
	results := make([]chunkResult, n)
	var wg sync.WaitGroup
	for c := range n {
		first, last := c*size, min((c+1)*size, len(arr.Spans))
		pool.work <- struct{}{}
		wg.Go(func() {
			defer func() { <-pool.work }()
			results[c] = d.checkChunk(set, name, root, arr, first, last, refs.known, into)
			pool.checked.Add(1)
		})
	}
	wg.Wait()
	var all []schema.Violation
	for _, r := range results {
		if r.err != nil {
			d.recordViolations(nil, r.err)
			return
		}
		all = append(all, r.violations...)
		d.addDuplicates(r.dups)
		refs.found = append(refs.found, r.sources...)
		if d.fillErr == nil {
			d.fillErr = r.fillErr
		}
	}
	d.recordViolations(schema.Dedupe(all), nil)
	refs.record(d)
}

// checkChunk decodes elements [first, last) of arr and checks the document
// with them as the whole array.
func (d *document) checkChunk(set *schema.Set, name string, root map[string]any, arr *jsonx.DeferredArray, first, last int, known map[string]bool, into reflect.Value) chunkResult {
	p := jsonx.NewParser(d.data)
	elems := make([]any, last-first)
	for i := range elems {
		elems[i], _ = p.Element(arr, first+i)
	}
	// The chunk's own copy of the top level: only the array differs.
	doc := make(map[string]any, len(root))
	for k, v := range root {
		doc[k] = v
	}
	doc[arr.Key] = elems
	var r chunkResult
	r.dups = p.Duplicates()
	r.violations, r.err = set.Validate(name, doc)
	prefix := "/" + jsonx.EscapePointer(arr.Key) + "/"
	for i, v := range r.violations {
		r.violations[i].Pointer = renumber(v.Pointer, prefix, first)
	}
	refs := &sourceRefs{known: known}
	buf := make([]byte, 0, 128)
	for i, e := range elems {
		refs.walk(e, strconv.AppendInt(append(buf[:0], prefix...), int64(first+i), 10))
	}
	r.sources = refs.found
	// The model's elements, unless the chunk is broken (then the document
	// is not decoded at all).
	if into.IsValid() && len(r.violations) == 0 && len(r.dups) == 0 && len(r.sources) == 0 {
		f := &filler{}
		for i, e := range elems {
			f.value(into.Index(first+i), e, strconv.AppendInt([]byte(prefix), int64(first+i), 10))
		}
		r.fillErr = f.err
	}
	return r
}

// elementsOf makes, in the model value typed, the slice that arr's
// elements go into, and returns it; the zero Value if typed has no slice
// field for arr (the elements are then not kept).
func elementsOf(typed any, arr *jsonx.DeferredArray) reflect.Value {
	if typed == nil {
		return reflect.Value{}
	}
	v := reflect.ValueOf(typed).Elem()
	if v.Kind() != reflect.Struct {
		return reflect.Value{}
	}
	i, folded, ok := fieldsOf(v.Type()).lookup(arr.Key)
	if !ok || folded || v.Field(i).Kind() != reflect.Slice {
		return reflect.Value{}
	}
	field := v.Field(i)
	field.Set(reflect.MakeSlice(field.Type(), len(arr.Spans), len(arr.Spans)))
	return field
}

// renumber adds offset to the element index right after prefix in ptr.
func renumber(ptr, prefix string, offset int) string {
	rest, ok := strings.CutPrefix(ptr, prefix)
	if !ok || offset == 0 {
		return ptr
	}
	idx, tail, _ := strings.Cut(rest, "/")
	i, err := strconv.Atoi(idx)
	if err != nil {
		return ptr
	}
	if tail != "" {
		tail = "/" + tail
	}
	return prefix + strconv.Itoa(i+offset) + tail
}

// quotedNames yields the names the validator quotes in a message about
// unknown properties ("additionalProperties 'a', 'b' not allowed").
func quotedNames(msg string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for {
			_, after, ok := strings.Cut(msg, "'")
			if !ok {
				return
			}
			name, rest, ok := strings.Cut(after, "'")
			if !ok || !yield(name) {
				return
			}
			msg = rest
		}
	}
}

// recordViolations records each schema violation with a code derived from
// the failing keyword.
func (d *document) recordViolations(vs []schema.Violation, err error) {
	if err != nil {
		d.add(diag.Error, "schema.internal", "", err.Error())
		return
	}
	tooLong := map[string]bool{} // lists over their length, whose extra entries need no line each
	for _, v := range vs {
		if v.Keyword == "maxItems" {
			tooLong[v.Pointer] = true
		}
	}
	for _, v := range vs {
		if (v.Keyword == "items" || v.Keyword == "additionalItems") && tooLong[v.Pointer[:max(strings.LastIndex(v.Pointer, "/"), 0)]] {
			continue
		}
		code := catalog.SchemaCode(v.Keyword)
		if v.Keyword == "additionalProperties" || v.Keyword == "unevaluatedProperties" {
			// Point at each unknown key itself: that is where the typo is.
			for name := range quotedNames(v.Message) {
				p := v.Pointer + "/" + jsonx.EscapePointer(name)
				d.addKey(diag.Error, code, p, unknownFieldMessage(name, v.Pointer, d.valueAt))
			}
			continue
		}
		d.add(diag.Error, code, v.Pointer, schemaMessage(v, d.valueAt))
	}
}

// unknownFieldMessage names a field the schema does not have, and where.
func unknownFieldMessage(name, at string, value func(string) (any, bool)) string {
	where, field := placeOf(at, value)
	where = describe(where, field)
	if where == "" {
		where = "the file"
	}
	return fmt.Sprintf("%s has a field %q that it does not take: check its spelling, or remove it", where, name)
}

// valueAt is the decoded value at ptr, for a message to quote; an element
// of an array still undecoded (a split one) is decoded from the bytes.
func (d *document) valueAt(ptr string) (any, bool) {
	var cur any = d.generic
	if ptr == "" {
		return cur, cur != nil
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = jsonx.UnescapePointer(tok)
		switch x := cur.(type) {
		case map[string]any:
			v, ok := x[tok]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			cur = x[i]
		case *jsonx.DeferredArray:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(x.Spans) || d.data == nil {
				return nil, false
			}
			v, err := jsonx.NewParser(d.data).Element(x, i)
			if err != nil {
				return nil, false
			}
			cur = v
		default:
			return nil, false
		}
	}
	return cur, true
}
