// Package words holds the bits of English that reports in several
// packages share, so that each says a count the same way.
package words

// Plural is one when n is 1 and many otherwise, for the noun or verb that
// follows a count: Plural(n, "warning", "warnings"), Plural(n, "is", "are").
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
