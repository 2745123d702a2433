// Package intake is the one import pipeline: an importer reads its input
// (a workbook, a setup CSV) into files of an edition, and intake lays those
// files over the edition they change (fileio.Overlay), validates the result
// as bfgdata validate would, and places every diagnostic back in the input
// through the reader's Locator: a workbook's sheet and cell, a CSV's line
// and column. A diagnostic of a file the input does not hold keeps its file
// place, named as the file will stand where the import writes it.
//
// A Result says whether the import may be written, and what the front end
// reports either way; only Result.Write writes, and only a valid import.
package intake
