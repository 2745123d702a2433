package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	// encryptedPackage is the stream name an encrypted OOXML file keeps
	// inside its OLE container, in UTF-16LE.
	encryptedPackage = utf16le("EncryptedPackage")
)

func utf16le(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// open checks a workbook's bytes before excelize reads them, then opens it
// with excelize's unzip limits set. Every refusal is an *Error.
func open(data []byte) (*excelize.File, error) {
	if len(data) > MaxFileSize {
		return nil, fail("xlsx.too-large", "the file is larger than %d MB, more than any bfgdata workbook; is it the right file?", MaxFileSize>>20)
	}
	switch {
	case bytes.HasPrefix(data, oleMagic):
		if bytes.Contains(data, encryptedPackage) {
			return nil, fail("xlsx.encrypted", "the workbook is password-protected; save a copy without a password (File, Save As, untick the password) and import that")
		}
		return nil, fail("xlsx.unreadable", "this is an OLE compound file, such as an old .xls workbook, not an .xlsx workbook; save it as Excel 2007-365 (.xlsx)")
	case !bytes.HasPrefix(data, zipMagic):
		return nil, fail("xlsx.unreadable", "not an .xlsx workbook: %s", describe(data))
	}
	if err := prescan(data); err != nil {
		return nil, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: MaxUnzipSize, UnzipXMLSizeLimit: MaxUnzipSize})
	if err != nil {
		return nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: %v", err)
	}
	return f, nil
}

// describe says what a file that is not a zip archive looks like.
func describe(data []byte) string {
	head := data[:min(len(data), 512)]
	switch {
	case len(data) == 0:
		return "the file is empty"
	case bytes.HasPrefix(data, []byte("%PDF")):
		return "it is a PDF document"
	case bytes.HasPrefix(data, []byte("\x89PNG")):
		return "it is a PNG image"
	case utf8.Valid(head) && !bytes.ContainsRune(head, 0):
		return "it is plain text (a CSV file? import it with bfgdata import csv)"
	}
	return "it is not a zip archive, which every .xlsx file is"
}

// prescan reads the archive's directory and streams each worksheet once,
// counting cells, so that a zip bomb or a sheet of millions of cells is
// refused before anything is unpacked into memory.
func prescan(data []byte) error {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return fail("xlsx.unreadable", "not a readable .xlsx workbook: the zip archive is broken (%v)", err)
	}
	if len(zr.File) > MaxParts {
		return fail("xlsx.too-large", "the archive holds %d parts, more than the %d a workbook may", len(zr.File), MaxParts)
	}
	var total uint64
	workbook := false
	for _, zf := range zr.File {
		total += zf.UncompressedSize64
		if total > MaxUnzipSize {
			return fail("xlsx.too-large", "the workbook unpacks to more than %d MB (at part %s, declared %d bytes); a bfgdata workbook unpacks to about 1 MB: is this a zip bomb?", MaxUnzipSize>>20, zf.Name, zf.UncompressedSize64)
		}
		if strings.EqualFold(zf.Name, "xl/workbook.xml") {
			workbook = true
		}
	}
	if !workbook {
		return fail("xlsx.unreadable", "a zip archive, but not an .xlsx workbook: it has no xl/workbook.xml")
	}
	cells := 0
	for _, zf := range zr.File {
		name := strings.ToLower(zf.Name)
		if !strings.HasPrefix(name, "xl/worksheets/") || path.Ext(name) != ".xml" {
			continue
		}
		n, err := countCells(zf, MaxCells-cells)
		cells += n
		if errors.Is(err, errTooManyCells) {
			return fail("xlsx.too-large", "the worksheets hold more than %d cells; a bfgdata workbook holds about 25,000", MaxCells)
		}
		if errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum) {
			return fail("xlsx.unreadable", "part %s does not unpack as the archive says it will (%v): a corrupt file, or a zip bomb", zf.Name, err)
		}
		if err != nil {
			return fail("xlsx.unreadable", "part %s cannot be read: %v", zf.Name, err)
		}
	}
	return nil
}

var errTooManyCells = errors.New("too many cells")

// countCells streams one worksheet and counts its cells, stopping past
// limit.
func countCells(zf *zip.File, limit int) (int, error) {
	rc, err := zf.Open()
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	dec := xml.NewDecoder(rc)
	n := 0
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("broken XML: %w", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "c" {
			if n++; n > limit {
				return n, errTooManyCells
			}
		}
	}
}
