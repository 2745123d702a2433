package fileio

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Plan is a planned change to the files of one folder: the files it adds,
// changes and removes, by their slash-separated paths inside the folder,
// each list sorted. A command that writes several files plans first, says
// what the plan does (and, asked for a dry run, stops there), then applies
// it all or nothing.
type Plan struct {
	// Dir is the folder on disk; Exists says it was there when planned.
	Dir    string   `json:"-"`
	Exists bool     `json:"-"`
	Add    []string `json:"added"`
	Change []string `json:"changed"`
	Remove []string `json:"removed"`
	// Same counts the files the plan would write as they already are.
	Same int `json:"unchanged"`
	// Extend marks the files of Change that the plan changes only by
	// adding to them, keeping all they said (an edition's list of
	// scenarios grown by a new one): such a change needs no force. The
	// caller, who knows what the files mean, finds them (Extends).
	Extend []Extension `json:"extended,omitempty"`

	data map[string][]byte
}

// Extension is a changed file that only gains: Adds says what.
type Extension struct {
	File string   `json:"file"`
	Adds []string `json:"adds"`
}

// Extends marks file rel, which the plan changes, as changed only by the
// additions adds; a file the plan does not change is left alone.
func (p *Plan) Extends(rel string, adds []string) {
	if slices.Contains(p.Change, rel) && !p.extended(rel) {
		p.Extend = append(p.Extend, Extension{File: rel, Adds: adds})
	}
}

// extended reports whether a changed file only gains (Extends).
func (p *Plan) extended(rel string) bool {
	return slices.ContainsFunc(p.Extend, func(e Extension) bool { return e.File == rel })
}

// replaced lists the changed files that lose or alter what they held: the
// files of Change but those that only gain.
func (p *Plan) replaced() []string {
	var out []string
	for _, rel := range p.Change {
		if !p.extended(rel) {
			out = append(out, rel)
		}
	}
	return out
}

// PlanDir compares files (paths inside dir, slash-separated) with what dir
// holds on disk. With whole, files are everything dir is to hold, so a
// file dir holds that files lacks is to be removed; without it nothing is
// removed. Hidden files (a name starting with a dot, such as a temporary
// file of a write in progress) are never listed or removed.
func PlanDir(dir string, files map[string][]byte, whole bool) (*Plan, error) {
	return PlanDirKnown(dir, files, whole, nil)
}

// PlanDirKnown is PlanDir for a caller that has read some of dir's files
// already: known holds what they held, by their paths inside dir, and
// they are compared with that rather than read again.
func PlanDirKnown(dir string, files map[string][]byte, whole bool, known map[string][]byte) (*Plan, error) {
	p := &Plan{Dir: dir, Add: []string{}, Change: []string{}, Remove: []string{}, data: files}
	names := slices.Sorted(maps.Keys(files))
	for _, rel := range names {
		if !fs.ValidPath(rel) || rel == "." {
			return nil, fmt.Errorf("%q cannot name a file in %s", rel, dir)
		}
	}
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		p.Add = names
		return p, nil
	case err != nil:
		return nil, err
	case !st.IsDir():
		return nil, fmt.Errorf("%s is not a folder", dir)
	}
	p.Exists = true
	for _, rel := range names {
		old, had := known[rel]
		var err error
		if !had {
			old, err = ReadPath(filepath.Join(dir, filepath.FromSlash(rel)), 1<<30)
		}
		switch {
		case errors.Is(err, fs.ErrNotExist):
			p.Add = append(p.Add, rel)
		case err != nil:
			return nil, err
		case bytes.Equal(old, files[rel]):
			p.Same++
		default:
			p.Change = append(p.Change, rel)
		}
	}
	if whole {
		err := walkVisible(os.DirFS(dir), ".", func(rel string) error {
			if _, kept := files[rel]; !kept {
				p.Remove = append(p.Remove, rel)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		slices.Sort(p.Remove)
	}
	return p, nil
}

// Replaces reports whether applying the plan changes or removes a file
// that exists, other than by only adding to it (Extends): what needs
// --force.
func (p *Plan) Replaces() bool { return len(p.replaced())+len(p.Remove) > 0 }

// Empty reports whether the plan changes nothing.
func (p *Plan) Empty() bool { return len(p.Add)+len(p.Change)+len(p.Remove) == 0 }

// Written lists the files the plan writes, added and changed, sorted.
func (p *Plan) Written() []string {
	return slices.Sorted(slices.Values(append(slices.Clone(p.Add), p.Change...)))
}

// RefusedError is a plan that would replace or remove files without
// force.
type RefusedError struct{ Plan *Plan }

func (e *RefusedError) Error() string {
	var what []string
	if changed := e.Plan.replaced(); len(changed) > 0 {
		what = append(what, fmt.Sprintf("change %s", strings.Join(changed, ", ")))
	}
	if n := len(e.Plan.Remove); n > 0 {
		what = append(what, fmt.Sprintf("remove %s", strings.Join(e.Plan.Remove, ", ")))
	}
	return fmt.Sprintf("%s exists and this would %s; use --force to write, or --dry-run to see every change", e.Plan.Dir, strings.Join(what, " and "))
}

// Apply carries the plan out, all or nothing: every new file is written
// to a temporary file beside its place first; then, in one commit an
// interrupt waits for (see Interrupt), the files it replaces or removes
// are kept aside in a hidden folder of Dir (put), the new files renamed
// into place, and only when every one is in place is the old content
// dropped. On any failure what was placed is taken back and what was kept
// aside put back. Debris of earlier writes killed in Dir is swept first
// (Sweep). Without force a plan that changes or removes
// a file is refused (RefusedError) before anything is written; a folder
// missing when planned is made whole through a temporary folder renamed
// into place (writeDir).
func (p *Plan) Apply(force bool) (err error) {
	if p.Replaces() && !force {
		return &RefusedError{p}
	}
	if !p.Exists {
		files := make(map[string][]byte, len(p.Add))
		for _, rel := range p.Add {
			files[rel] = p.data[rel]
		}
		return writeDir(p.Dir, files)
	}
	if p.Empty() {
		return nil
	}
	Sweep(p.Dir, true)
	var temps []string
	defer func() {
		for _, t := range temps {
			dropTemp(t)
		}
	}()
	var made []string // folders made for added files, to take back
	write := p.Written()
	for _, rel := range write {
		target := filepath.Join(p.Dir, filepath.FromSlash(rel))
		if dir := filepath.Dir(target); !isDir(dir) {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			made = append(made, dir)
		}
		tmp, err := writeTemp(target, 0o644, func(w io.Writer) error {
			_, err := w.Write(p.data[rel])
			return err
		})
		if err != nil {
			removeMade(p.Dir, made)
			return err
		}
		temps = append(temps, tmp)
	}
	pause("written")
	var targets []string
	for _, rel := range append(slices.Clone(write), p.Remove...) {
		targets = append(targets, filepath.Join(p.Dir, filepath.FromSlash(rel)))
	}
	err = commit(targets, func() error { return p.put(temps) })
	if err != nil {
		removeMade(p.Dir, made)
		return err
	}
	untrack(temps...)
	temps = nil
	return nil
}

// put keeps the replaced files aside (a second link to each, so that
// the folder never lacks one: a new file replaces an old one in a single
// rename) and moves the removed ones there, renames the temporary files
// into place, and drops what was kept aside; on a failure it takes back
// what it placed and puts back what it kept. A process killed in the
// middle leaves every file old or new, never missing but for those to
// be removed; a later Sweep puts those back and drops the folder aside.
func (p *Plan) put(temps []string) error {
	aside, err := os.MkdirTemp(p.Dir, asidePattern())
	if err != nil {
		return err
	}
	var kept, placed []string
	undo := func() {
		for _, rel := range placed {
			if !slices.Contains(p.Change, rel) {
				os.Remove(filepath.Join(p.Dir, filepath.FromSlash(rel)))
			}
		}
		for _, rel := range kept {
			os.Rename(filepath.Join(aside, filepath.FromSlash(rel)), filepath.Join(p.Dir, filepath.FromSlash(rel)))
		}
		os.RemoveAll(aside)
	}
	for _, rel := range append(slices.Clone(p.Change), p.Remove...) {
		from, to := filepath.Join(p.Dir, filepath.FromSlash(rel)), filepath.Join(aside, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(to), 0o700); err != nil {
			undo()
			return err
		}
		// A changed file is linked aside and stays in place until its
		// new content replaces it; a removed one, or one on a file
		// system without hard links, is moved.
		if !slices.Contains(p.Change, rel) || os.Link(from, to) != nil {
			if err := os.Rename(from, to); err != nil {
				undo()
				return err
			}
		}
		kept = append(kept, rel)
	}
	pause("commit")
	for i, rel := range p.Written() {
		target := filepath.Join(p.Dir, filepath.FromSlash(rel))
		// A file added since the plan was made is not replaced.
		if slices.Contains(p.Add, rel) {
			err = place(temps[i], target, false)
		} else {
			err = os.Rename(temps[i], target)
		}
		if err != nil {
			undo()
			return err
		}
		placed = append(placed, rel)
	}
	return os.RemoveAll(aside)
}

func isDir(dir string) bool {
	st, err := os.Stat(dir)
	return err == nil && st.IsDir()
}

// removeMade removes the folders made inside top for added files,
// deepest first, if they are empty again.
func removeMade(top string, made []string) {
	for i := len(made) - 1; i >= 0; i-- {
		for d := made[i]; d != top && len(d) > len(top); d = filepath.Dir(d) {
			if os.Remove(d) != nil {
				break
			}
		}
	}
}

// Lines says what the plan does, one line a file: "add", "list" (a file
// that only gains, with what it gains: "list    ed/edition.json (+
// scenarios/beta.json)"), "change" or "remove", then the file as it
// stands in the folder shown.
func (p *Plan) Lines(shown string) []string {
	var out []string
	for _, rel := range p.Add {
		out = append(out, fmt.Sprintf("%-6s  %s", "add", path.Join(shown, rel)))
	}
	for _, e := range p.Extend {
		out = append(out, fmt.Sprintf("%-6s  %s (+ %s)", "list", path.Join(shown, e.File), strings.Join(e.Adds, ", ")))
	}
	for _, l := range []struct {
		verb  string
		files []string
	}{{"change", p.replaced()}, {"remove", p.Remove}} {
		for _, rel := range l.files {
			out = append(out, fmt.Sprintf("%-6s  %s", l.verb, path.Join(shown, rel)))
		}
	}
	return out
}

// Summary counts what the plan does: "1 added, 1 changed, 0 removed, 14
// unchanged".
func (p *Plan) Summary() string {
	listed := ""
	if len(p.Extend) > 0 {
		listed = fmt.Sprintf("%d listed, ", len(p.Extend)) // "1 added, 1 listed, 0 changed"
	}
	return fmt.Sprintf("%d added, %s%d changed, %d removed, %d unchanged", len(p.Add), listed, len(p.replaced()), len(p.Remove), p.Same)
}
