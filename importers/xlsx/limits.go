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

// Limits on the parts of a workbook, checked while each part is streamed
// before the spreadsheet reader is given the file, so that a small zip
// cannot make it do unbounded work: each is ten times or more what an
// exported edition uses.
const (
	// MaxMarkup is the most XML tags (counted as '<' bytes) all parts
	// together may hold; an exported edition holds about 70,000, the
	// largest workbook the limits allow about 1,100,000.
	MaxMarkup = 1_500_000
	// MaxSharedStringTags is the most tags the shared strings may hold
	// (an exported edition's hold about 10,000), and MaxPartTags the most
	// any other part but a worksheet may (an exported edition's largest
	// holds about 300): the spreadsheet reader parses these parts whole.
	MaxSharedStringTags = 250_000
	MaxPartTags         = 50_000
	// MaxTextRun is the longest run of bytes a part may hold between two
	// tags (a text or an attribute value), so that no one token is large.
	MaxTextRun = 8 * MaxCellText
	// MaxCellText is the most characters a cell may hold: a spreadsheet's
	// own limit.
	MaxCellText = 32_767
	// MaxSharedStrings is the most strings the shared-strings part may
	// hold, and MaxSharedText their characters together.
	MaxSharedStrings = 100_000
	MaxSharedText    = 8 << 20
	// MaxRowElements is the most rows, empty or not, a worksheet may list.
	MaxRowElements = MaxRows + 1000
	// MaxRelationships is the most relationships one part may list.
	MaxRelationships = MaxParts
	// MaxStyles is the most cell formats the styles part may define (an
	// exported edition defines about 10).
	MaxStyles = 20_000
)
