package schema

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// Order is what the schemas say about the order of one value's members:
// the subschemas that apply to the value, after $ref, allOf, anyOf, oneOf
// and both branches of every if are followed. A counter's members, for
// one, are reached only through the germanForce conditional, and which
// branch holds does not change the order of members. It starts at the
// root of the schema a document names (OrderOf) and goes down the
// document member by member (Member) and item by item (Item). The zero
// Order says nothing.
type Order struct {
	set []sub
}

// OrderOf is the Order at the root of a document of schema name (a short
// name or a file name).
func OrderOf(name string) (Order, error) {
	docs, err := orderDocs()
	if err != nil {
		return Order{}, err
	}
	d, ok := docs[FileName(name)]
	if !ok {
		return Order{}, fmt.Errorf("schema %q is not embedded", name)
	}
	return Order{expand([]sub{{doc: d, node: d.root}})}, nil
}

// Keys are the members the schemas' "properties" list, in their order.
func (o Order) Keys() []string {
	var keys []string
	for _, s := range o.set {
		if props, ok := s.node.member("properties"); ok && props.kind == kindObject {
			for _, m := range props.members {
				if !slices.Contains(keys, m.key) {
					keys = append(keys, m.key)
				}
			}
		}
	}
	return keys
}

// Member is the Order of the member key: from "properties", else from a
// matching "patternProperties", else from "additionalProperties".
func (o Order) Member(key string) Order {
	var out []sub
	for _, s := range o.set {
		if props, ok := s.node.member("properties"); ok {
			if n, ok := props.member(key); ok {
				out = append(out, sub{s.doc, n})
				continue
			}
		}
		matched := false
		if pats, ok := s.node.member("patternProperties"); ok && pats.kind == kindObject {
			for _, m := range pats.members {
				if re := s.doc.patterns[m.key]; re != nil && re.MatchString(key) {
					out = append(out, sub{s.doc, m.val})
					matched = true
				}
			}
		}
		if !matched {
			if add, ok := s.node.member("additionalProperties"); ok {
				out = append(out, sub{s.doc, add})
			}
		}
	}
	return Order{expand(out)}
}

// Item is the Order of array element i: from "prefixItems", else from
// "items".
func (o Order) Item(i int) Order {
	var out []sub
	for _, s := range o.set {
		if pre, ok := s.node.member("prefixItems"); ok && pre.kind == kindArray && i < len(pre.elems) {
			out = append(out, sub{s.doc, pre.elems[i]})
			continue
		}
		if it, ok := s.node.member("items"); ok {
			out = append(out, sub{s.doc, it})
		}
	}
	return Order{expand(out)}
}

// ---- the schemas, as ordered trees ----

// orderDoc is one schema file as a tree that keeps the order of members,
// with the regular expressions of its patternProperties compiled.
type orderDoc struct {
	root     *node
	patterns map[string]*regexp.Regexp // nil: a pattern Go cannot read, which matches nothing here
}

// orderDocs reads every embedded schema once, by file name.
var orderDocs = sync.OnceValues(func() (map[string]*orderDoc, error) {
	docs := map[string]*orderDoc{}
	for _, n := range Names() {
		b, err := Source(n)
		if err != nil {
			return nil, err
		}
		p := jsonx.NewParser(b)
		p.Ordered = true
		v, _, err := p.Parse()
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", n, err)
		}
		d := &orderDoc{root: tree(v), patterns: map[string]*regexp.Regexp{}}
		d.root.walk(func(n *node) {
			if pats, ok := n.member("patternProperties"); ok && pats.kind == kindObject {
				for _, m := range pats.members {
					re, err := regexp.Compile(m.key)
					if err != nil {
						re = nil
					}
					d.patterns[m.key] = re
				}
			}
		})
		docs[FileName(n)] = d
	}
	return docs, nil
})

// sub is one schema object and the document its "#" refs are relative to.
type sub struct {
	doc  *orderDoc
	node *node
}

// maxSubschemas bounds how many schemas expand collects for one value.
const maxSubschemas = 64

// expand adds the schemas reached through $ref, allOf, anyOf, oneOf, then
// and else.
func expand(in []sub) []sub {
	var out []sub
	has := func(s sub) bool {
		for _, o := range out {
			if o.node == s.node {
				return true
			}
		}
		return false
	}
	queue := slices.Clone(in)
	for len(queue) > 0 && len(out) < maxSubschemas {
		s := queue[0]
		queue = queue[1:]
		if s.node == nil || s.node.kind != kindObject || has(s) {
			continue
		}
		out = append(out, s)
		if r, ok := s.node.member("$ref"); ok && r.kind == kindString {
			if t, ok := resolve(s.doc, r.str); ok {
				queue = append(queue, t)
			}
		}
		for _, kw := range []string{"allOf", "anyOf", "oneOf"} {
			if l, ok := s.node.member(kw); ok && l.kind == kindArray {
				for _, n := range l.elems {
					queue = append(queue, sub{s.doc, n})
				}
			}
		}
		for _, kw := range []string{"then", "else"} {
			if n, ok := s.node.member(kw); ok {
				queue = append(queue, sub{s.doc, n})
			}
		}
	}
	return out
}

// resolve follows a $ref such as "#/$defs/hex" or
// "common.schema.json#/$defs/id" within the embedded schemas.
func resolve(from *orderDoc, ref string) (sub, bool) {
	file, ptr, _ := strings.Cut(ref, "#")
	doc := from
	if file != "" {
		docs, _ := orderDocs() // read already: from is one of them
		d, ok := docs[path.Base(file)]
		if !ok {
			return sub{}, false
		}
		doc = d
	}
	n := doc.root
	if ptr != "" {
		if !strings.HasPrefix(ptr, "/") {
			return sub{}, false
		}
		for _, tok := range strings.Split(ptr[1:], "/") {
			tok = jsonx.UnescapePointer(tok)
			var ok bool
			if n, ok = n.member(tok); !ok {
				return sub{}, false
			}
		}
	}
	return sub{doc, n}, true
}

// ---- an ordered JSON tree ----

type kind uint8

const (
	kindOther kind = iota // null, a boolean or a number: the walk needs none of them
	kindString
	kindArray
	kindObject
)

type member struct {
	key string
	val *node
}

// node is a parsed JSON value that keeps the order of object members.
type node struct {
	kind    kind
	str     string
	elems   []*node
	members []member
}

func (n *node) member(key string) (*node, bool) {
	if n == nil || n.kind != kindObject {
		return nil, false
	}
	for _, m := range n.members {
		if m.key == key {
			return m.val, true
		}
	}
	return nil, false
}

// walk calls f on n and every value inside it.
func (n *node) walk(f func(*node)) {
	f(n)
	for _, e := range n.elems {
		e.walk(f)
	}
	for _, m := range n.members {
		m.val.walk(f)
	}
}

// tree turns a value of an Ordered parse into nodes.
func tree(v any) *node {
	switch v := v.(type) {
	case jsonx.Object:
		n := &node{kind: kindObject, members: make([]member, len(v))}
		for i, m := range v {
			n.members[i] = member{m.Key, tree(m.Value)}
		}
		return n
	case []any:
		n := &node{kind: kindArray, elems: make([]*node, len(v))}
		for i, e := range v {
			n.elems[i] = tree(e)
		}
		return n
	case string:
		return &node{kind: kindString, str: v}
	}
	return &node{kind: kindOther}
}
