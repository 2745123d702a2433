package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// exits is what the German exits have done: the enemy units removed in
// this movement phase, which stay on the map flipped, keeping their zones
// of control, until the phase ends; and the units out of play.
type exits struct {
	flipped []string
	gone    []rules.Unit
}

// exit moves a German unit along its path to an exit hex of its force and
// off the map, with the four movement points that costs, and removes the
// enemy units its owner names for it: the closest on that front, or, with
// none left there, units of that front's destroyed units box.
func (s *Session) exit(ptr string, ph Phase, x *model.GameExit, e *Entry) *diag.Diagnostic {
	p, bad := s.mover(ptr, ph, x.Unit, "an exit", "leave the map")
	if bad != nil {
		return bad
	}
	last := p.Hex
	if n := len(x.Path); n > 0 {
		last = x.Path[n-1]
	}
	if _, err := s.sit.Exit(x.Unit, last); err != nil {
		return s.refused(ptr+"/path", err)
	}
	allowance := s.allowance(p)
	sit, cost, bad := s.exitPath(ptr, p, x.Path, allowance)
	if bad != nil {
		return bad
	}
	res, err := s.exitFront(sit, x.Unit, last)
	if err != nil {
		return s.refused(ptr, err)
	}
	if bad := s.checkRemovals(ptr+"/remove", res, x.Remove); bad != nil {
		return bad
	}
	s.sit = sit
	// the hexes it passed on its way off the map count as any move's do
	// (city control, forts)
	s.arrived(x.Unit, x.Path)
	s.sit.Units = slices.DeleteFunc(s.sit.Units, func(u rules.Placed) bool { return u.Counter == x.Unit })
	s.exits.gone = append(s.exits.gone, p.Unit)
	for _, id := range x.Remove {
		if res.FromBox {
			b, _ := s.boxOf(id)
			s.exits.gone = append(s.exits.gone, b.Unit)
			s.unbox(id)
			continue
		}
		s.exits.flipped = append(s.exits.flipped, id)
	}
	s.moved[x.Unit] = true
	e.Unit, e.From, e.Path, e.Cost, e.Allowance = x.Unit, p.Hex, x.Path, cost, allowance
	msg := fmt.Sprintf("%s leaves the map from %s (%s)", x.Unit, last, res.Rule)
	if len(x.Remove) > 0 {
		how := "flipped, keeping their zones of control until the end of the phase"
		if res.FromBox {
			how = "from the destroyed units box"
		}
		msg += fmt.Sprintf("; %s removed, %s", strings.Join(x.Remove, ", "), how)
	}
	e.Events = append(e.Events, msg)
	return nil
}

// exitPath checks the path as a move's with the exit's four points kept
// back, on a copy of the position. Stacking is not checked where the path
// ends: the unit leaves the map from there. The exit hex must be one the
// unit may leave from (rules.Reach's exits: not one it entered in an enemy
// zone of control, where it must stop).
func (s *Session) exitPath(ptr string, p rules.Placed, path []model.Hex, allowance int) (*rules.Situation, int, *diag.Diagnostic) {
	sit := s.sit.Clone()
	left := allowance - rules.ExitCost
	if left < 0 || (left == 0 && len(path) > 0) {
		return nil, 0, s.illegal(ptr+"/path", "game.exit-cost", fmt.Sprintf("%s has %d movement points and leaving the map costs %d besides the path", p.Counter, allowance, rules.ExitCost))
	}
	cost := 0
	if len(path) > 0 {
		end := path[len(path)-1]
		sit.Units = slices.DeleteFunc(sit.Units, func(u rules.Placed) bool {
			return u.Hex == end && u.Counter != p.Counter && !sit.Relations.Hostile(p.Force, u.Force)
		})
		mv, err := sit.MovePath(p.Counter, path, left)
		if err != nil {
			var pe *rules.PathError
			var d *diag.Diagnostic
			if errors.As(err, &pe) && errors.As(err, &d) && d.Code == "movement.allowance" {
				return nil, 0, s.illegal(fmt.Sprintf("%s/path/%d", ptr, pe.Step), "game.exit-cost", fmt.Sprintf("%s (leaving the map costs %d more)", d.Message, rules.ExitCost))
			}
			if errors.As(err, &pe) && pe.Step >= 0 {
				return nil, 0, s.refused(fmt.Sprintf("%s/path/%d", ptr, pe.Step), err)
			}
			return nil, 0, s.refused(ptr, err)
		}
		cost = mv.Cost
		r, err := s.sit.Reach(p.Counter, allowance)
		if err != nil {
			return nil, 0, s.refused(ptr, err)
		}
		if !slices.Contains(r.Exits, end) {
			return nil, 0, s.illegal(fmt.Sprintf("%s/path/%d", ptr, len(path)-1), "movement.zoc-stop", fmt.Sprintf("%s enters an enemy zone of control in %s and must stop there, so it may not leave the map", p.Counter, end))
		}
		sit.Units = slices.Clone(s.sit.Units)
		for i := range sit.Units {
			if sit.Units[i].Counter == p.Counter {
				sit.Units[i].Hex = end
			}
		}
	}
	return sit, cost + rules.ExitCost, nil
}

// exitFront works out the exit's removals on sit, leaving out the enemy
// units already flipped for an earlier exit of the phase.
func (s *Session) exitFront(sit *rules.Situation, id string, from model.Hex) (rules.ExitResult, error) {
	c := sit.Clone()
	c.Units = slices.DeleteFunc(c.Units, func(u rules.Placed) bool { return slices.Contains(s.exits.flipped, u.Counter) })
	return c.Exit(id, from)
}

// checkRemovals refuses removals the exit does not give: more than two, a
// unit named twice, one not among the closest on the front (ties are the
// German player's choice), or, with the front empty, one not in the
// front's destroyed units box. Fewer than allowed may be removed: the
// rule says the player may.
func (s *Session) checkRemovals(ptr string, res rules.ExitResult, remove []string) *diag.Diagnostic {
	code := "game.exit-removal"
	if res.FromBox {
		code = "game.exit-box-removal"
	}
	bad := func(i int, format string, args ...any) *diag.Diagnostic {
		return s.illegal(fmt.Sprintf("%s/%d", ptr, i), code, fmt.Sprintf(format, args...))
	}
	for i, id := range remove {
		switch {
		case i >= res.Remove:
			return bad(i, "an exit removes at most %d enemy units", res.Remove)
		case slices.Index(remove, id) < i:
			return bad(i, "%s is removed twice", id)
		case res.FromBox:
			// the box of that front: the Western Allied units lost in
			// Italy have a box of their own (1975 10.2; Deluxe 9.0)
			if b, ok := s.boxOf(id); !ok || b.gone || !slices.Contains(res.BoxForces, b.force) || b.italy != (res.Front == rules.FrontItaly) {
				where := "it is not in a destroyed units box"
				if ok {
					where = "it is in " + b.name()
				}
				return bad(i, "no enemy unit is left on this front, so the removals come from the destroyed units box of that front (%s), and %s may not be taken: %s", frontBoxes(res), id, where)
			}
			continue
		}
		k := slices.IndexFunc(res.Closest, func(c rules.ExitCandidate) bool { return c.Unit == id })
		if k < 0 {
			return bad(i, "%s is not among the enemy units on this front closest to %s: %s", id, res.Hex, candidates(res.Closest))
		}
		for _, c := range res.Closest {
			if c.Distance < res.Closest[k].Distance && !slices.Contains(remove, c.Unit) {
				return bad(i, "%s is %d hexes from %s, but %s is closer and is not removed", id, res.Closest[k].Distance, res.Hex, c)
			}
		}
	}
	return nil
}

// leaveFlipped takes the units removed for exits off the map at the end of
// the movement phase: out of play, not destroyed.
func (s *Session) leaveFlipped() {
	for _, id := range s.exits.flipped {
		if p, ok := s.sit.Find(id); ok {
			s.exits.gone = append(s.exits.gone, p.Unit)
		}
	}
	s.sit.Units = slices.DeleteFunc(s.sit.Units, func(u rules.Placed) bool { return slices.Contains(s.exits.flipped, u.Counter) })
	s.exits.flipped = nil
}

func candidates(cs []rules.ExitCandidate) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return strings.Join(out, ", ")
}

// frontBoxes names the destroyed units boxes an exit with its front empty
// takes its removals from.
func frontBoxes(res rules.ExitResult) string {
	out := make([]string, len(res.BoxForces))
	for i, f := range res.BoxForces {
		out[i] = boxed{force: f, italy: f == model.WesternAllied && res.Front == rules.FrontItaly}.name()
	}
	return strings.Join(out, ", ")
}
