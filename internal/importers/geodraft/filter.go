package geodraft

import (
	"fmt"
	"slices"
	"strconv"
)

// Condition tests one property of a feature. A feature without the
// property fails. In compares the property's text (numbers in their
// shortest decimal form, so "in": ["5"] matches 5 and 5.0); Min and Max
// compare numbers and are inclusive.
type Condition struct {
	Property string   `json:"property"`
	In       []string `json:"in,omitempty"`
	Min      *float64 `json:"min,omitempty"`
	Max      *float64 `json:"max,omitempty"`
}

// Where is a list of conditions that must all hold. An empty Where matches
// every feature.
type Where []Condition

// Match reports whether the properties meet every condition.
func (w Where) Match(props map[string]any) bool {
	for _, c := range w {
		if !c.match(props) {
			return false
		}
	}
	return true
}

func (c Condition) match(props map[string]any) bool {
	v, ok := props[c.Property]
	if !ok || v == nil {
		return false
	}
	if c.In != nil && !slices.Contains(c.In, propertyText(v)) {
		return false
	}
	if c.Min != nil || c.Max != nil {
		f, ok := propertyNumber(v)
		if !ok || (c.Min != nil && f < *c.Min) || (c.Max != nil && f > *c.Max) {
			return false
		}
	}
	return true
}

func (c Condition) check() error {
	if c.Property == "" {
		return fmt.Errorf("a condition needs a property")
	}
	if c.In == nil && c.Min == nil && c.Max == nil {
		return fmt.Errorf("condition on %q tests nothing: give in, min or max", c.Property)
	}
	return nil
}

func (w Where) check() error {
	for i, c := range w {
		if err := c.check(); err != nil {
			return fmt.Errorf("where[%d]: %w", i, err)
		}
	}
	return nil
}

// propertyText is a property value as text: strings as they are, numbers in
// their shortest form, booleans as true/false.
func propertyText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return fmt.Sprint(v)
}

// propertyNumber is a property value as a number; numeric strings count,
// since some GeoJSON exports quote their numbers.
func propertyNumber(v any) (float64, bool) {
	switch v := v.(type) {
	case float64:
		return v, true
	case string:
		f, err := strconv.ParseFloat(v, 64)
		return f, err == nil
	}
	return 0, false
}
