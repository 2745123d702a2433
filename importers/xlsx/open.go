package xlsx

import (
	"bytes"
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
// with excelize's unzip limits set. It returns what the scan of the
// worksheets found besides values. Every refusal is a *diag.Diagnostic.
func open(data []byte) (*excelize.File, map[string]*sheetMeta, error) {
	if len(data) > MaxFileSize {
		return nil, nil, fail("xlsx.too-large", "the file is larger than %d MB, more than any bfgdata workbook; is it the right file?", MaxFileSize>>20)
	}
	switch {
	case bytes.HasPrefix(data, oleMagic):
		if bytes.Contains(data, encryptedPackage) {
			return nil, nil, fail("xlsx.encrypted", "the workbook is password-protected; save a copy without a password (File, Save As, untick the password) and import that")
		}
		return nil, nil, fail("xlsx.unreadable", "this is an OLE compound file, such as an old .xls workbook, not an .xlsx workbook; save it as Excel 2007-365 (.xlsx)")
	case !bytes.HasPrefix(data, zipMagic):
		return nil, nil, fail("xlsx.unreadable", "not an .xlsx workbook: %s", describe(data))
	}
	meta, err := scan(data)
	if err != nil {
		return nil, nil, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: MaxUnzipSize, UnzipXMLSizeLimit: MaxUnzipSize})
	if err != nil {
		return nil, nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: %v", err)
	}
	return f, meta, nil
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
