// Package rendertest holds the synthetic maps and charts the tests of the
// map drawing (render) and of the printed documents (sheets) share. They
// are built in code, so that edits to the bundled data never change those
// packages' golden files.
package rendertest
