// Package areacheck validates an edition of the area kind (a map of named
// zones): each file's JSON and schema, the references between the files,
// the facts about the map the rulebook states, the setup's legality, and
// a count of the values the sources do not give. Package validate calls
// it for an edition.json of kind area and reports its files beside the
// hex editions'.
package areacheck
