package fileio

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
)

// targetOfTemp finds the target in the name of the temporary file written
// beside it and renamed into place: ".name.PID-N.tmp" (tempPattern), or
// ".name.N.tmp" as earlier versions named it.
var targetOfTemp = regexp.MustCompile(`^\.(.+)\.[0-9]+(?:-[0-9]+)?\.tmp$`)

// Say is err as a person reads it (InPlainWords of its own text).
func Say(err error) string { return InPlainWords(err.Error(), err) }

// InPlainWords says the file system errors in msg, which err's chain
// holds, as a person reads them: the file the user named (never the
// temporary file written beside it) and what is wrong with it, without
// the system call that failed ("stat nosuch: no such file or directory"
// reads "nosuch does not exist"). Every front end words a failure to
// read or write a file through it.
func InPlainWords(msg string, err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		if said := pe.Error(); strings.Contains(msg, said) {
			msg = strings.Replace(msg, said, pathWords(pe.Op, pe.Path, pe.Err), 1)
		}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		if said := le.Error(); strings.Contains(msg, said) {
			msg = strings.Replace(msg, said, pathWords("write", le.New, le.Err), 1)
		}
	}
	return msg
}

// pathWords says what went wrong doing op on path.
func pathWords(op, path string, cause error) string {
	if m := targetOfTemp.FindStringSubmatch(filepath.Base(path)); m != nil {
		path, op = filepath.Join(filepath.Dir(path), m[1]), "write"
	}
	writing := op == "write" || op == "open" && targetOfTemp.MatchString(filepath.Base(path)) || op == "rename" || op == "mkdir" || op == "remove"
	verb := "cannot read "
	if writing {
		verb = "cannot write "
	}
	switch {
	case errors.Is(cause, fs.ErrNotExist) && writing:
		return verb + path + ": its folder " + filepath.Dir(path) + " does not exist"
	case errors.Is(cause, fs.ErrNotExist):
		return path + " does not exist"
	case errors.Is(cause, fs.ErrPermission):
		return verb + path + ": permission denied"
	case errors.Is(cause, syscall.EISDIR):
		return path + " is a folder, not a file"
	case errors.Is(cause, syscall.ENOTDIR):
		return verb + path + ": a folder on its path is a file"
	case errors.Is(cause, syscall.ENOSPC):
		return verb + path + ": the disk is full"
	case errors.Is(cause, syscall.EROFS):
		return verb + path + ": the disk is read-only"
	}
	return verb + path + ": " + cause.Error()
}

// Why is why a file could not be read or written, in plain words and
// without any path (for a message that names the file itself): "it does
// not exist", "permission denied", "the disk is full".
func Why(err error) string {
	var cause error = err
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		cause = pe.Err
	case errors.As(err, &le):
		cause = le.Err
	}
	switch {
	case errors.Is(cause, fs.ErrNotExist):
		return "it or its folder does not exist"
	case errors.Is(cause, fs.ErrPermission):
		return "permission denied"
	case errors.Is(cause, syscall.EISDIR):
		return "it is a folder, not a file"
	case errors.Is(cause, syscall.ENOTDIR):
		return "a folder on its path is a file"
	case errors.Is(cause, syscall.ENOSPC):
		return "the disk is full"
	case errors.Is(cause, syscall.EROFS):
		return "the disk is read-only"
	}
	return cause.Error()
}
