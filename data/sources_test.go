package data_test

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// checkSources checks that every src a file uses is in its sources list,
// that every listed source is used, and that note ids are unique.
func checkSources(t *testing.T, file string, sources model.Sources, notes []model.Note, used []string) {
	t.Helper()
	ids := map[string]bool{}
	for _, s := range sources {
		if ids[s.ID] {
			t.Errorf("%s: source %s listed twice", file, s.ID)
		}
		ids[s.ID] = true
	}
	usedSet := map[string]bool{}
	for _, u := range used {
		usedSet[u] = true
		if !ids[u] {
			t.Errorf("%s: src %q is not in the sources list", file, u)
		}
	}
	noteIDs := map[string]bool{}
	for _, n := range notes {
		if noteIDs[n.ID] {
			t.Errorf("%s: note %s twice", file, n.ID)
		}
		noteIDs[n.ID] = true
		for _, s := range n.Sources {
			usedSet[s] = true
			if !ids[s] {
				t.Errorf("%s: note %s cites unknown source %q", file, n.ID, s)
			}
		}
	}
	for _, s := range sources {
		if !usedSet[s.ID] {
			t.Errorf("%s: source %s is listed but nothing uses it", file, s.ID)
		}
	}
}

func TestSourcesResolve(t *testing.T) {
	for id, e := range loadAll(t) {
		var used []string
		for _, c := range e.Counters.Counters {
			used = append(used, c.Src)
			used = append(used, c.FieldSrc.Ids()...)
		}
		checkSources(t, id+"/"+e.Info.Files.Counters, e.Counters.Sources, e.Counters.Notes, used)
		for _, s := range e.Scenarios {
			used := []string{}
			if s.Turns.Src != "" {
				used = append(used, s.Turns.Src)
			}
			for _, p := range s.Setup {
				used = append(used, p.Src)
			}
			for _, a := range s.SetAside {
				used = append(used, a.Src)
			}
			checkSources(t, id+"/scenarios/"+s.ID+".json", s.Sources, s.Notes, used)
		}
	}
}

// NOTES.md repeats, file by file, every note of the edition's files: the
// edition itself, the counters, the charts, the map and the scenarios.
func TestNotesLogListsEveryNote(t *testing.T) {
	for ed, e := range loadAll(t) {
		b := readFile(t, ed+"/NOTES.md")
		sections := map[string]string{}
		for _, part := range strings.Split(string(b), "\n## ")[1:] {
			title, body, _ := strings.Cut(part, "\n")
			sections[strings.Trim(title, "` ")] = body
		}
		files := map[string][]model.Note{
			"edition.json":        e.Info.Notes,
			e.Info.Files.Counters: e.Counters.Notes,
			e.Info.Files.CRT:      e.CRT.Notes,
			e.Info.Files.TEC:      e.TEC.Notes,
			e.Info.Files.TRT:      e.TRT.Notes,
			e.Info.Files.Map:      e.Map.Notes,
		}
		for i, s := range e.Scenarios {
			files[e.Info.Files.Scenarios[i]] = s.Notes
		}
		for file, notes := range files {
			body, ok := sections[file]
			if !ok {
				t.Errorf("%s/NOTES.md has no section for %s", ed, file)
				continue
			}
			for _, n := range notes {
				if !strings.Contains(body, "`"+n.ID+"`") {
					t.Errorf("%s/NOTES.md, %s: note %s is missing", ed, file, n.ID)
				}
			}
		}
		if len(sections) != len(files) {
			t.Errorf("%s/NOTES.md has %d sections, want %d", ed, len(sections), len(files))
		}
	}
}
