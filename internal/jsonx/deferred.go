package jsonx

// DeferredArray is a top-level array of a document whose elements have
// been checked for syntax but not decoded: where each starts and ends.
type DeferredArray struct {
	Key   string
	Spans []Span
}

// Span is the extent of one element, in bytes.
type Span struct{ Start, End int }

// deferArray checks the array at p.off for syntax and notes its elements'
// extents, decoding nothing.
func (p *Parser) deferArray(key string) (*DeferredArray, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	arr := &DeferredArray{Key: key}
	p.off++ // '['
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == ']' {
		p.off++
		p.depth--
		return arr, nil
	}
	for n := 1; ; n++ {
		p.skipSpace()
		start := p.off
		if err := p.skim(); err != nil {
			return nil, err
		}
		arr.Spans = append(arr.Spans, Span{start, p.off})
		if done, err := p.more(']', n); done || err != nil {
			p.depth--
			return arr, err
		}
	}
}

// Element decodes element i of a deferred array of the parser's data,
// naming duplicate keys by their full pointer.
func (p *Parser) Element(arr *DeferredArray, i int) (any, error) {
	p.off = arr.Spans[i].Start
	p.path = append(p.path[:0], pathStep{key: arr.Key, inObj: true}, pathStep{index: i})
	p.depth = 2
	return p.value()
}
