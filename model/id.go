package model

import "regexp"

// IDPattern is the form of every id in the data: lower-case letters and
// digits in words joined by single hyphens ("5-us", "red-star-white-star").
// schema/common.schema.json gives the same pattern for "$defs/id".
const IDPattern = `^[a-z0-9]+(-[a-z0-9]+)*$`

var idRE = regexp.MustCompile(IDPattern)

// ValidID reports whether s is an id of the form IDPattern describes.
func ValidID(s string) bool { return idRE.MatchString(s) }
