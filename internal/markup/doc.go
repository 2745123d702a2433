// Package markup writes the SVG and HTML markup that the map drawing
// (render) and the printed documents built on it share: a canvas that
// keeps the first write error svgo drops, attributes escaped for data,
// numbers at the fixed precision that keeps output byte-identical, and
// points in user units.
package markup
