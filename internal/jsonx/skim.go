package jsonx

// skim checks one value's syntax as the parse would, without building it.
// Duplicate keys are left to the parse.
func (s *scanner) skim() error {
	if s.off >= len(s.data) {
		return ErrSyntax
	}
	switch c := s.data[s.off]; {
	case c == '{' || c == '[':
		return s.skimContainer(c)
	case c == '"':
		return s.skimString()
	case c == '-' || c >= '0' && c <= '9':
		end, ok := numberEnd(s.data, s.off)
		if !ok {
			return ErrSyntax
		}
		s.off = end
		return nil
	case c == 't':
		return s.literal("true")
	case c == 'f':
		return s.literal("false")
	case c == 'n':
		return s.literal("null")
	}
	return ErrSyntax
}

func (s *scanner) skimContainer(open byte) error {
	if err := s.enter(); err != nil {
		return err
	}
	closing := byte(']')
	if open == '{' {
		closing = '}'
	}
	s.off++
	s.skipSpace()
	if s.off < len(s.data) && s.data[s.off] == closing {
		s.off++
		s.depth--
		return nil
	}
	for n := 1; ; n++ {
		s.skipSpace()
		if open == '{' {
			if s.off >= len(s.data) || s.data[s.off] != '"' {
				return ErrSyntax
			}
			if err := s.skimString(); err != nil {
				return err
			}
			if err := s.colon(); err != nil {
				return err
			}
		}
		if err := s.skim(); err != nil {
			return err
		}
		if done, err := s.more(closing, n); done || err != nil {
			s.depth--
			return err
		}
	}
}

// skimString checks a string's escapes and control characters.
func (s *scanner) skimString() error {
	d := s.data
	for i := s.off + 1; i < len(d); i++ {
		switch c := d[i]; {
		case c == '"':
			s.off = i + 1
			return nil
		case c < 0x20:
			return ErrSyntax
		case c == '\\':
			if i+1 >= len(d) {
				return ErrSyntax
			}
			switch d[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if _, ok := hex4(d, i+2); !ok {
					return ErrSyntax
				}
				i += 5
			default:
				return ErrSyntax
			}
		}
	}
	return ErrSyntax
}
