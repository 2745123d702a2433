package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// elem is one element of buildFile.xml: its class (the element name),
// attributes, text and children.
type elem struct {
	Class  string
	Attr   map[string]string
	Text   string
	Kids   []*elem
	Parent *elem
}

// Find returns every element below e (e included) whose class ends with
// suffix.
func (e *elem) Find(suffix string) []*elem {
	var out []*elem
	if strings.HasSuffix(e.Class, suffix) {
		out = append(out, e)
	}
	for _, k := range e.Kids {
		out = append(out, k.Find(suffix)...)
	}
	return out
}

// path names e by its classes' last parts from the root, for messages.
func (e *elem) path() string {
	var parts []string
	for x := e; x != nil; x = x.Parent {
		s := x.Class[strings.LastIndex(x.Class, ".")+1:]
		if n := x.Attr["name"] + x.Attr["entryName"] + x.Attr["mapName"]; n != "" {
			s += "[" + n + "]"
		}
		parts = append([]string{s}, parts...)
	}
	return strings.Join(parts, "/")
}

// parseStrict reads one XML document: well formed (encoding/xml in strict
// mode), one root element, no DTD, no attribute twice, no text outside the
// root.
func parseStrict(doc []byte) (*elem, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	d.Strict = true
	var root, cur *elem
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if root != nil && cur == nil {
				return nil, fmt.Errorf("a second root element <%s>", t.Name.Local)
			}
			e := &elem{Class: t.Name.Local, Attr: map[string]string{}, Parent: cur}
			if t.Name.Space != "" {
				return nil, fmt.Errorf("element <%s> has a namespace %q", t.Name.Local, t.Name.Space)
			}
			for _, a := range t.Attr {
				if _, dup := e.Attr[a.Name.Local]; dup {
					return nil, fmt.Errorf("<%s> has attribute %s twice", t.Name.Local, a.Name.Local)
				}
				e.Attr[a.Name.Local] = a.Value
			}
			if cur == nil {
				root = e
			} else {
				cur.Kids = append(cur.Kids, e)
			}
			cur = e
		case xml.EndElement:
			cur = cur.Parent
		case xml.CharData:
			if cur == nil {
				if len(bytes.TrimSpace(t)) > 0 {
					return nil, fmt.Errorf("text %.20q outside the root element", t)
				}
				continue
			}
			cur.Text += string(t)
		case xml.Directive:
			return nil, fmt.Errorf("a directive <!%.20s>: no DTD belongs in a module", t)
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no root element")
	}
	return root, nil
}
