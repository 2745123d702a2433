package jsonx

import (
	"encoding/json"
	"unicode/utf8"
)

func (p *Parser) number() (any, error) {
	end, ok := numberEnd(p.data, p.off)
	if !ok {
		return nil, ErrSyntax
	}
	start := p.off
	p.off = end
	b := p.data[start:end]
	if len(b) <= internMaxLen {
		if v, ok := p.nums[string(b)]; ok {
			return v, nil
		}
	}
	var v any = json.Number(p.intern(b))
	if len(b) <= internMaxLen && len(p.nums) < internMaxEntries {
		p.nums[string(v.(json.Number))] = v
	}
	return v, nil
}

// strValue parses a string value, sharing the boxed value of a short string
// met before: putting a string in an interface costs an allocation too.
func (p *Parser) strValue() (any, error) {
	s, err := p.str()
	if err != nil || len(s) > internMaxLen {
		return s, err
	}
	if v, ok := p.vals[s]; ok {
		return v, nil
	}
	var v any = s
	if len(p.vals) < internMaxEntries {
		p.vals[s] = v
	}
	return v, nil
}

// str parses a string at p.off (which holds '"').
func (p *Parser) str() (string, error) {
	d := p.data
	start := p.off + 1
	i := start
	ascii := true
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			p.off = i + 1
			if !ascii && !utf8.Valid(d[start:i]) {
				return p.unquote(start)
			}
			return p.intern(d[start:i]), nil
		case c == '\\':
			return p.unquote(start)
		case c < 0x20:
			return "", ErrSyntax
		case c >= utf8.RuneSelf:
			ascii = false
		}
		i++
	}
	return "", ErrSyntax
}

func (p *Parser) intern(b []byte) string {
	if len(b) > internMaxLen {
		return string(b)
	}
	if s, ok := p.strs[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(p.strs) < internMaxEntries {
		p.strs[s] = s
	}
	return s
}
