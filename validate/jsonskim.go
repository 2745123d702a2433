package validate

// deferredArray is a top-level array of a document whose elements have
// been checked for syntax but not decoded: where each starts and ends.
type deferredArray struct {
	key   string
	spans []span
}

type span struct{ start, end int }

// deferArray checks the array at p.off for syntax and notes its elements'
// extents, decoding nothing.
func (p *parser) deferArray(key string) (*deferredArray, error) {
	arr := &deferredArray{key: key}
	p.off++ // '['
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == ']' {
		p.off++
		return arr, nil
	}
	for {
		p.skipSpace()
		start := p.off
		if err := p.skim(); err != nil {
			return nil, err
		}
		arr.spans = append(arr.spans, span{start, p.off})
		if done, err := p.next(']'); done || err != nil {
			return arr, err
		}
	}
}

// skim checks one value's syntax as the parser would, without building it.
// Duplicate keys are left to the decoding that follows.
func (p *parser) skim() error {
	if p.off >= len(p.data) {
		return errSyntax
	}
	switch c := p.data[p.off]; {
	case c == '{' || c == '[':
		return p.skimContainer(c)
	case c == '"':
		return p.skimString()
	case c == '-' || c >= '0' && c <= '9':
		end, ok := numberEnd(p.data, p.off)
		if !ok {
			return errSyntax
		}
		p.off = end
		return nil
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	}
	return errSyntax
}

func (p *parser) skimContainer(open byte) error {
	if err := p.enter(); err != nil {
		return err
	}
	closing := byte(']')
	if open == '{' {
		closing = '}'
	}
	p.off++
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == closing {
		p.off++
		p.depth--
		return nil
	}
	for {
		p.skipSpace()
		if open == '{' {
			if p.off >= len(p.data) || p.data[p.off] != '"' {
				return errSyntax
			}
			if err := p.skimString(); err != nil {
				return err
			}
			if err := p.colon(); err != nil {
				return err
			}
		}
		if err := p.skim(); err != nil {
			return err
		}
		if done, err := p.next(closing); done || err != nil {
			p.depth--
			return err
		}
	}
}

// skimString checks a string's escapes and control characters.
func (p *parser) skimString() error {
	d := p.data
	for i := p.off + 1; i < len(d); i++ {
		switch c := d[i]; {
		case c == '"':
			p.off = i + 1
			return nil
		case c < 0x20:
			return errSyntax
		case c == '\\':
			if i+1 >= len(d) {
				return errSyntax
			}
			switch d[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if _, ok := hex4(d, i+2); !ok {
					return errSyntax
				}
				i += 5
			default:
				return errSyntax
			}
		}
	}
	return errSyntax
}

// element decodes element i of a deferred array, naming duplicate keys by
// their full pointer.
func (p *parser) element(arr *deferredArray, i int) (any, error) {
	p.off = arr.spans[i].start
	p.path = append(p.path[:0], pathStep{key: arr.key, inObj: true}, pathStep{index: i})
	p.depth = 1
	return p.value()
}
