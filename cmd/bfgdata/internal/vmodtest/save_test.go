package vmodtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
)

// The saved-game stream of §1.7.
const (
	obfHeader  = "!VCSK"
	esc        = 0x1b // the command separator, KeyEvent.VK_ESCAPE
	setupStack = "SETUP_STACK\t"
	savedGame  = "savedGame" // the zip entry PredefinedSetup reads
)

// obfuscate writes text as VASSAL's ObfuscatingOutputStream does: the
// header, the key as two lowercase hex digits, then each byte XORed with
// the key as two lowercase hex digits.
func obfuscate(text string, key byte) []byte {
	const hex = "0123456789abcdef"
	out := []byte(obfHeader)
	out = append(out, hex[key>>4], hex[key&0xf])
	for i := 0; i < len(text); i++ {
		b := text[i] ^ key
		out = append(out, hex[b>>4], hex[b&0xf])
	}
	return out
}

// deobfuscate reads what obfuscate writes, with hex digits in either case;
// data without the header is the text itself, as VASSAL reads it.
func deobfuscate(data []byte) (string, error) {
	rest, ok := bytes.CutPrefix(data, []byte(obfHeader))
	if !ok {
		return string(data), nil
	}
	if len(rest)%2 != 0 {
		return "", fmt.Errorf("obfuscated text has an odd number (%d) of hex digits after the header", len(rest))
	}
	out := make([]byte, 0, len(rest)/2)
	var key byte
	for i := 0; i < len(rest); i += 2 {
		hi, okh := unhex(rest[i])
		lo, okl := unhex(rest[i+1])
		if !okh || !okl {
			return "", fmt.Errorf("obfuscated text has %q at byte %d, not two hex digits", rest[i:i+2], len(obfHeader)+i)
		}
		if i == 0 {
			key = hi<<4 | lo
			continue
		}
		out = append(out, (hi<<4|lo)^key)
	}
	if len(rest) == 0 {
		return "", fmt.Errorf("obfuscated text has no key after the header")
	}
	return string(out), nil
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// splitCommands splits a command stream at unescaped ESCs, recursively, as
// VASSAL's decode does: a token that still holds an ESC is a nested list.
// A stream without ESC is one command.
func splitCommands(s string) []string {
	if strings.IndexByte(s, esc) < 0 {
		return []string{s}
	}
	var out []string
	for _, tok := range seqDecode(s, esc) {
		out = append(out, splitCommands(tok)...)
	}
	return out
}

// encodeSave is the stream of §1.7 for commands: ESC-joined, obfuscated.
func encodeSave(cmds []string) []byte {
	return obfuscate(seqEncode(cmds, esc), 0xaa)
}

// readSave opens a .vsav (a zip with the entry savedGame) and returns its
// commands, and any savedata and moduledata it holds.
func readSave(data []byte) (cmds []string, meta map[string][]byte, err error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, nil, fmt.Errorf("not a zip: %w", err)
	}
	meta = map[string][]byte{}
	var text string
	found := false
	for _, f := range zr.File {
		b, err := readZipFile(f)
		if err != nil {
			return nil, nil, err
		}
		switch f.Name {
		case savedGame:
			if text, err = deobfuscate(b); err != nil {
				return nil, nil, err
			}
			found = true
		case "savedata", "moduledata":
			meta[f.Name] = b
		default:
			return nil, nil, fmt.Errorf("unexpected entry %q in the saved game", f.Name)
		}
	}
	if !found {
		return nil, nil, fmt.Errorf("no %q entry", savedGame)
	}
	return splitCommands(text), meta, nil
}

// maxEntry bounds each entry read from a module: the board image is the
// largest file, a megabyte or two. The fuzz targets lower it, so that an
// input inflating to the bound stays quick.
var maxEntry = 16 << 20

func readZipFile(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, int64(maxEntry)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	if len(b) > maxEntry {
		return nil, fmt.Errorf("%s is larger than %d bytes", f.Name, maxEntry)
	}
	return b, nil
}

func TestObfuscation(t *testing.T) {
	// "begin_save" with key 0xaa, worked by hand: 'b' 0x62^0xaa = 0xc8
	got := obfuscate("b", 0xaa)
	if string(got) != "!VCSKaac8" {
		t.Errorf("obfuscate(b) = %q, want !VCSKaac8", got)
	}
	for in, want := range map[string]string{"!VCSKAAC8": "b", "plain\x1btext": "plain\x1btext", "!VCSK00": ""} {
		if s, err := deobfuscate([]byte(in)); err != nil || s != want {
			t.Errorf("deobfuscate(%q) = %q, %v; want %q", in, s, err, want)
		}
	}
	for _, bad := range []string{"!VCSK", "!VCSKaac", "!VCSKaazz", "!VCSKa"} {
		if _, err := deobfuscate([]byte(bad)); err == nil {
			t.Errorf("deobfuscate(%q) took it", bad)
		}
	}
}

func TestSplitCommands(t *testing.T) {
	nested := seqEncode([]string{"a", seqEncode([]string{"b", "c"}, esc), "d"}, esc)
	if got := splitCommands(nested); !equalStrings(got, []string{"a", "b", "c", "d"}) {
		t.Errorf("nested list split into %q", got)
	}
}

func FuzzSaveEncoding(f *testing.F) {
	f.Add("begin_save", "+/1/piece;;;a.svg;A/Main Map;1;2;3;0", "end_save", byte(0xaa))
	f.Add("'q'", `\`, "a/b;c,d\te", byte(0))
	f.Fuzz(func(t *testing.T, a, b, c string, key byte) {
		// An ESC inside one command is split by VASSAL's recursive
		// decode too, so commands hold none; nor does one end with a
		// backslash, which VASSAL's own writer runs into the next command
		// (the exporter quotes such a value: FuzzExporterEncodesAsVassal).
		// Every other separator may stand anywhere.
		clean := func(s string) string { return strings.TrimRight(strings.ReplaceAll(s, "\x1b", ""), `\`) }
		cmds := []string{"begin_save", clean(a), clean(b), clean(c), "end_save"}
		text, err := deobfuscate(obfuscate(seqEncode(cmds, esc), key))
		if err != nil {
			t.Fatal(err)
		}
		if got := splitCommands(text); !equalStrings(got, cmds) {
			t.Fatalf("split(decode(encode(%q))) = %q", cmds, got)
		}
	})
}

// FuzzDeobfuscate feeds outside bytes to the saved-game reader: never a
// panic, and whatever decodes encodes back to the same text.
func FuzzDeobfuscate(f *testing.F) {
	f.Add([]byte("!VCSKaac8"))
	f.Add([]byte("!VCSKzz"))
	f.Add([]byte("begin_save\x1bend_save"))
	f.Fuzz(func(t *testing.T, data []byte) {
		text, err := deobfuscate(data)
		if err != nil {
			return
		}
		_ = splitCommands(text)
		if !bytes.HasPrefix(data, []byte(obfHeader)) {
			return
		}
		again, err := deobfuscate(obfuscate(text, 0x5c))
		if err != nil || again != text {
			t.Fatalf("re-encoded %q decodes to %q, %v", text, again, err)
		}
	})
}
