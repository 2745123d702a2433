package xlsx

// Limits on what Read accepts. An exported edition is about 120 KB, unpacks
// to under 1 MB and holds about 25,000 cells in rows of at most 26 cells;
// the limits leave ample room for any real edition and keep a hostile file
// (a zip bomb, a sheet with a million rows) from using more than a bounded
// amount of memory: the whole of Read stays well under 200 MB.
const (
	// MaxFileSize is the largest workbook file Read accepts, in bytes.
	MaxFileSize = 10 << 20
	// MaxUnzipSize is the most the workbook may unpack to, in bytes, as
	// the zip archive declares its parts; the zip reader refuses a part
	// that inflates to more than it declares.
	MaxUnzipSize = 40 << 20
	// MaxParts is the most parts (files) the archive may hold.
	MaxParts = 2000
	// MaxCells is the most cells all worksheets together may hold.
	MaxCells = 250_000
	// MaxRows is the last row a data sheet may use.
	MaxRows = 20_000
	// MaxColumns is the last column a data sheet may use (CV).
	MaxColumns = 100
)
