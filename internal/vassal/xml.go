package vassal

import (
	"bytes"
	"encoding/xml"
)

// el is one element of buildFile.xml: its class, attributes in the order
// given (so the file's bytes are fixed), text, and children.
type el struct {
	class string
	attrs [][2]string
	text  string
	kids  []*el
}

func node(class string, attrs ...string) *el {
	e := &el{class: class}
	for i := 0; i+1 < len(attrs); i += 2 {
		e.attrs = append(e.attrs, [2]string{attrs[i], attrs[i+1]})
	}
	return e
}

func (e *el) add(kids ...*el) *el { e.kids = append(e.kids, kids...); return e }

// write writes the element indented by depth. xml.EscapeText escapes
// quotes, tabs and line ends, so attribute values survive XML's attribute
// normalisation and text keeps its TABs.
func (e *el) write(b *bytes.Buffer, depth int) {
	indent := bytes.Repeat([]byte("    "), depth)
	b.Write(indent)
	b.WriteString("<" + e.class)
	for _, a := range e.attrs {
		b.WriteString(" " + a[0] + `="`)
		_ = xml.EscapeText(b, []byte(a[1]))
		b.WriteByte('"')
	}
	if e.text == "" && len(e.kids) == 0 {
		b.WriteString("/>\n")
		return
	}
	b.WriteByte('>')
	_ = xml.EscapeText(b, []byte(e.text))
	if len(e.kids) > 0 {
		b.WriteByte('\n')
		for _, k := range e.kids {
			k.write(b, depth+1)
		}
		b.Write(indent)
	}
	b.WriteString("</" + e.class + ">\n")
}

// document is the element as a whole XML file.
func (e *el) document() []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	e.write(&b, 0)
	return b.Bytes()
}
