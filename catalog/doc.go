// Package catalog is the one table of every diagnostic code bfgdata can
// emit: what it means, which function checks it, and whether it says the
// data is invalid or the request cannot be done. The rule numbers behind a
// code differ between rulebooks, so they are data: each edition's
// edition.json maps codes to its own rule numbers (ruleRefs). Package
// explain joins the two for people.
//
// The package sits at the bottom of the tree with model: it imports
// nothing of the project, so every package can name its codes here.
package catalog
