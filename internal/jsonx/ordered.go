package jsonx

import "strconv"

// DuplicateKeyError is the first key given twice in an object, when the
// parse is Ordered.
type DuplicateKeyError struct {
	Key string
	Off int
}

func (e *DuplicateKeyError) Error() string { return "member " + strconv.Quote(e.Key) + " given twice" }

// Object is an object of an Ordered parse.
type Object []Member

// Member is one member of an Object.
type Member struct {
	Key   string
	Value any
}

// orderedObject is object for an Ordered parse.
func (p *Parser) orderedObject() (any, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	p.off++ // '{'
	obj := Object{}
	p.path = append(p.path, pathStep{inObj: true})
	p.skipSpace()
	if p.off < len(p.data) && p.data[p.off] == '}' {
		p.off++
		p.leave()
		return obj, nil
	}
	// Most objects are small: a look through their members finds a
	// duplicate faster than a map; a large one gets a map.
	var seen map[string]bool
	for n := 1; ; n++ {
		key, keyOff, err := p.key()
		if err != nil {
			return nil, err
		}
		dup := seen[key]
		if seen == nil {
			for _, m := range obj {
				dup = dup || m.Key == key
			}
		}
		if dup {
			// before the colon, where encoding/json's Decoder would
			// have given the key
			return nil, &DuplicateKeyError{Key: key, Off: keyOff}
		}
		if seen == nil && len(obj) >= 16 {
			seen = make(map[string]bool, 2*len(obj))
			for _, m := range obj {
				seen[m.Key] = true
			}
		}
		if seen != nil {
			seen[key] = true
		}
		if err := p.colon(); err != nil {
			return nil, err
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		obj = append(obj, Member{key, v})
		if done, err := p.more('}', n); done || err != nil {
			p.leave()
			return obj, err
		}
	}
}
