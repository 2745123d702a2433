// Package edfolder reads editions from folders on disk, as the command
// line's --data and --dir and the server's folders name them: a folder of
// editions or one edition folder alike (OpenLibrary), and it names those
// folders in reports the way the author knows them (ShownRoot,
// ShownEdition). Package model reads an edition from any fs.FS and knows
// nothing of disks; this is the one place that turns a path into one.
package edfolder

import (
	"os"
	"path"
	"path/filepath"

	"github.com/bfgdata/bfgdata/model"
)

// FolderError is a folder on disk that cannot be read as editions. A
// front end words it after the flag that named the folder: a Missing
// folder's error is the file system's, any other's starts with the
// folder's name.
type FolderError struct {
	Dir string
	// Missing: the folder could not be found (Err says why).
	Missing bool
	// Err is the cause, if there is one.
	Err error
	// what is what the folder is or lacks, said after its name.
	what string
}

func (e *FolderError) Error() string {
	if e.Missing {
		return e.Err.Error()
	}
	if e.Err != nil {
		return e.Dir + e.what + ": " + e.Err.Error()
	}
	return e.Dir + e.what
}

func (e *FolderError) Unwrap() error { return e.Err }

// OpenLibrary is the library of the editions in folder dir on disk, laid
// out as the bundled data, or of the one edition in dir when dir holds an
// edition.json (whatever the folder's name: the edition is found by the
// id its edition.json gives, and its files are read as the folder of that
// id). It refuses a dir that is missing, is not a folder or holds no
// edition with a *FolderError.
func OpenLibrary(dir string) (*model.Library, error) {
	info, err := os.Stat(dir)
	switch {
	case err != nil:
		return nil, &FolderError{Dir: dir, Missing: true, Err: err}
	case !info.IsDir():
		return nil, &FolderError{Dir: dir, what: ": not a folder"}
	}
	if id, ok := EditionFolderID(dir); ok {
		return model.NewLibrary(oneEdition{id: id, fsys: os.DirFS(dir)}), nil
	}
	l := model.NewLibrary(os.DirFS(dir))
	if len(l.IDs()) == 0 {
		return nil, &FolderError{Dir: dir, what: " holds no edition: want an edition folder (with its edition.json), or folders of editions each with one"}
	}
	return l, nil
}

// LoadEditionDir reads the edition in folder dir on disk (one holding
// edition.json). It refuses a dir that is missing, or one it cannot read
// as an edition, with a *FolderError.
func LoadEditionDir(dir string) (*model.Edition, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, &FolderError{Dir: dir, Missing: true, Err: err}
	}
	ed, err := model.LoadEdition(os.DirFS(dir))
	if err != nil {
		return nil, &FolderError{Dir: dir, Err: err, what: ": not a readable edition folder (run bfgdata validate " + dir + ")"}
	}
	return ed, nil
}

// ShownRoot names in reports the folder dir OpenLibrary reads, under which
// its editions' files are shown (ShownEdition): dir itself, a folder of
// editions or one edition folder alike. dir "" names the bundled data,
// shown as bundled.
func ShownRoot(dir, bundled string) string {
	if dir == "" {
		return bundled
	}
	return filepath.ToSlash(dir)
}

// ShownEdition names in reports the folder of edition id under root, as
// ShownRoot names it: root itself when root is that edition's own folder
// on disk, whatever its name (my-1994 holding edition 1994: the author's
// files are my-1994/scenarios/…, not 1994/scenarios/…), else root/id.
func ShownEdition(root, id string) string {
	if got, one := EditionFolderID(filepath.FromSlash(root)); one && got == id && root != "" {
		return root
	}
	return path.Join(root, id)
}

// EditionDir is the folder on disk of edition id among the editions of
// dir as OpenLibrary reads it: dir itself when it is that one edition's
// folder, else its folder named by the id inside dir.
func EditionDir(dir, id string) string {
	if _, one := EditionFolderID(dir); one {
		return dir
	}
	return filepath.Join(dir, id)
}
