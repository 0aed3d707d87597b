package layout

import "testing"

func TestCutsPartitionTheRect(t *testing.T) {
	r := Rect{10, 20, 300, 200}
	top, rest := r.CutTop(50)
	if top != (Rect{10, 20, 300, 50}) || rest != (Rect{10, 70, 300, 150}) {
		t.Errorf("CutTop = %v, %v", top, rest)
	}
	bottom, rest := r.CutBottom(500)
	if bottom != r || rest.H != 0 {
		t.Errorf("CutBottom beyond the height = %v, %v", bottom, rest)
	}
	left, rest := r.CutLeft(100)
	right, mid := rest.CutRight(100)
	if left.W+mid.W+right.W != r.W || mid.X != 110 || right.X != 210 {
		t.Errorf("CutLeft/CutRight = %v %v %v", left, mid, right)
	}
}

func TestRowsAndColsFillWithGaps(t *testing.T) {
	r := Rect{0, 0, 100, 100}
	rows := r.Rows(4, 4)
	last := rows[3]
	if len(rows) != 4 || last.Y+last.H != 100 || rows[1].Y-rows[0].Y-rows[0].H != 4 {
		t.Errorf("Rows = %v", rows)
	}
	cols := r.Cols(2, 10)
	if cols[0].W != 45 || cols[1].X != 55 {
		t.Errorf("Cols = %v", cols)
	}
	if r.Rows(0, 4) != nil {
		t.Error("Rows(0) is not nil")
	}
}

func TestContainsAndCenterAndInset(t *testing.T) {
	r := Rect{0, 0, 10, 10}
	for _, c := range []struct {
		p  Point
		in bool
	}{{Point{0, 0}, true}, {Point{9.9, 9.9}, true}, {Point{10, 5}, false}, {Point{-1, 5}, false}} {
		if r.Contains(c.p) != c.in {
			t.Errorf("Contains(%v) = %v", c.p, !c.in)
		}
	}
	if got := r.Center(4, 20); got != (Rect{3, 0, 4, 10}) {
		t.Errorf("Center = %v", got)
	}
	if got := r.Inset(8); got.W != 0 || got.H != 0 || got.X != 5 {
		t.Errorf("Inset beyond the size = %v", got)
	}
	if got := (Rect{1, 2, 3, 4}).Scale(2); got != (Rect{2, 4, 6, 8}) {
		t.Errorf("Scale = %v", got)
	}
}

func TestMetricsFromPhoneToDesktop(t *testing.T) {
	for _, s := range []struct{ w, h float64 }{{320, 568}, {390, 844}, {844, 390}, {1280, 720}, {2560, 1440}} {
		m := For(s.w, s.h)
		if m.Button < MinTouch {
			t.Errorf("%vx%v: button %v shorter than %v", s.w, s.h, m.Button, MinTouch)
		}
		if cw := m.ColumnWidth(); cw > m.Content().W || cw < 200 {
			t.Errorf("%vx%v: column width %v", s.w, s.h, cw)
		}
		_, bs := m.Menu(7)
		for i, b := range bs {
			if b.H < MinTouch {
				t.Errorf("%vx%v: menu button %d is %v tall", s.w, s.h, i, b.H)
			}
			if i > 0 && b.Y < bs[i-1].Y+bs[i-1].H {
				t.Errorf("%vx%v: menu buttons %d and %d overlap", s.w, s.h, i-1, i)
			}
			if b.X < 0 || b.X+b.W > s.w {
				t.Errorf("%vx%v: menu button %d leaves the screen: %v", s.w, s.h, i, b)
			}
		}
	}
	if !For(1280, 720).Wide || For(390, 844).Wide {
		t.Error("Wide is wrong for desktop or phone")
	}
}

func TestCardRowFitsAndWraps(t *testing.T) {
	desk := CardRow(Rect{0, 0, 1000, 200}, 13, 44, 160, 1.4, 6)
	if len(desk) != 13 || desk[0].Y != desk[12].Y {
		t.Fatalf("13 cards on a wide area should make one row: %v", desk)
	}
	if desk[12].X+desk[12].W > 1000 || desk[0].X < 0 {
		t.Errorf("row leaves the area: %v .. %v", desk[0], desk[12])
	}
	phone := CardRow(Rect{0, 0, 360, 300}, 13, 60, 160, 1.4, 6)
	if len(phone) != 13 || phone[0].Y == phone[12].Y {
		t.Fatalf("13 cards on a phone should wrap: %v", phone)
	}
	for i, r := range phone {
		if r.H < 60 || r.X+r.W > 360 {
			t.Errorf("card %d = %v", i, r)
		}
	}
	big := CardRow(Rect{0, 0, 2000, 2000}, 3, 44, 160, 1.4, 6)
	if big[0].H != 160 {
		t.Errorf("cards grow past maxH: %v", big[0])
	}
	if CardRow(Rect{0, 0, 100, 100}, 0, 44, 160, 1.4, 6) != nil {
		t.Error("no cards should give nil")
	}
}
