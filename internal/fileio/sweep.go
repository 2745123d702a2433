package fileio

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The names of a write's temporary files and folders carry the process
// id of the writer, so that a later write can tell debris (its writer is
// gone: killed, or the machine stopped) from a write under way in another
// process. tempPattern is for os.CreateTemp and os.MkdirTemp.
func tempPattern(target string) string {
	return "." + filepath.Base(target) + "." + strconv.Itoa(os.Getpid()) + "-*.tmp"
}

// asidePattern names the hidden folder a plan moves replaced files into.
func asidePattern() string { return ".bfgdata-old." + strconv.Itoa(os.Getpid()) + "-*" }

var (
	tempName  = regexp.MustCompile(`^\..+\.([0-9]+)-[0-9]+\.tmp$`)
	asideName = regexp.MustCompile(`^\.bfgdata-old\.([0-9]+)-[0-9]+$`)
	// The names earlier versions gave, with no process id: debris only
	// when older than staleAge.
	oldTempName  = regexp.MustCompile(`^\..+\.[0-9]+\.tmp$`)
	oldAsideName = regexp.MustCompile(`^\.bfgdata-old\.[0-9]+$`)
)

// staleAge is how old debris whose writer cannot be known must be before
// a sweep removes it: no write takes an hour.
const staleAge = time.Hour

// debris reports whether the entry named name, of mode info, is left by a
// write whose process is gone, and whether it is a plan's folder of
// replaced files.
func debris(name string, info fs.FileInfo) (gone, aside bool) {
	for _, re := range []*regexp.Regexp{tempName, asideName} {
		if m := re.FindStringSubmatch(name); m != nil {
			pid, err := strconv.Atoi(m[1])
			return err == nil && pid != os.Getpid() && (!alive(pid) || time.Since(info.ModTime()) > staleAge*24), re == asideName
		}
	}
	for _, re := range []*regexp.Regexp{oldTempName, oldAsideName} {
		if re.MatchString(name) {
			return time.Since(info.ModTime()) > staleAge, re == oldAsideName
		}
	}
	return false, false
}

// Sweep removes from folder dir (and, with deep, its visible subfolders)
// what writes killed before they ended left behind: temporary files and
// folders, and a plan's folder of replaced files, whose files are put
// back where the write had not put a new one. A write under way in a
// living process is left alone. What it does is noted (Notes); it fails
// only when dir cannot be read, and never stops a write.
func Sweep(dir string, deep bool) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".") {
			if deep && e.IsDir() {
				Sweep(filepath.Join(dir, name), true)
			}
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		gone, aside := debris(name, info)
		if !gone {
			continue
		}
		p := filepath.Join(dir, name)
		if aside {
			putBack(dir, p)
		}
		if err := os.RemoveAll(p); err == nil {
			note("removed %s, left by a write that was killed before it ended", p)
		} else {
			note("could not remove %s, left by a write that was killed: %v", p, err)
		}
	}
}

// putBack moves each file of a plan's folder of replaced files back to
// its place in dir, where the killed write had not put a new one yet.
func putBack(dir, aside string) {
	filepath.WalkDir(aside, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(aside, p)
		if err != nil {
			return nil
		}
		target := filepath.Join(dir, rel)
		if _, err := os.Lstat(target); !errors.Is(err, fs.ErrNotExist) {
			return nil // the new file is in place: the old one goes
		}
		if os.MkdirAll(filepath.Dir(target), 0o755) == nil && os.Rename(p, target) == nil {
			note("put back %s as it was before a write that was killed before it ended", target)
		}
		return nil
	})
}
