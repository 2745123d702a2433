package sheets

// The compact sheet's lines run down one column, then the next, then onto
// a new page. Each player starts a page; a heading never ends a column
// without a line under it, and a force's lines that go on in a new column
// are headed by the force again, so every column says whose units it holds.

// flow lays out a section: its forces one after another from a new page.
func (k *compact) flow(sec *kSection, forces [][]kItem, colH float64) {
	k.pages = append(k.pages, kPage{section: sec, cols: [][]kItem{nil}})
	room := colH
	for _, list := range forces {
		room = k.put(list, room, colH)
	}
	k.room = room
}

// flowOn lays out lines after the last section's, on its page.
func (k *compact) flowOn(list []kItem, colH float64) {
	k.room = k.put(list, k.room, colH)
}

// put adds a heading and its lines to the last page, with room left in its
// last column, and returns the room left after them.
func (k *compact) put(list []kItem, room, colH float64) float64 {
	for i, it := range list {
		need := it.h
		if i == 0 && len(list) > 1 {
			need += list[1].h // a heading keeps with its first line
		}
		if need > room && len(k.lastCol()) > 0 {
			k.nextColumn()
			room = colH
			if i > 0 {
				head := list[0]
				head.cont = true
				k.add(head)
				room -= head.h
			}
		}
		k.add(it)
		room -= it.h
	}
	return room
}

func (k *compact) lastPage() *kPage { return &k.pages[len(k.pages)-1] }

func (k *compact) lastCol() []kItem {
	p := k.lastPage()
	return p.cols[len(p.cols)-1]
}

// nextColumn starts the next column, on a new page of the same section
// when the page is full.
func (k *compact) nextColumn() {
	p := k.lastPage()
	if len(p.cols) < kColumns {
		p.cols = append(p.cols, nil)
		return
	}
	k.pages = append(k.pages, kPage{section: p.section, continued: true, cols: [][]kItem{nil}})
}

// add puts a line at the foot of the last column. A unit is drawn as
// sharing the place of the line above only when that line is in the same
// column: at the top of a column the place is printed in full.
func (k *compact) add(it kItem) {
	p := k.lastPage()
	col := &p.cols[len(p.cols)-1]
	if it.kind == kiUnit {
		it.same = false
		if n := len(*col); n > 0 {
			prev := (*col)[n-1]
			it.same = prev.kind == kiUnit && prev.place == it.place
		}
	}
	*col = append(*col, it)
}
