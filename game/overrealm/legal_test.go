package overrealm

import (
	"reflect"
	"testing"
)

// TestLegalMemoSeesEveryField checks that the memo of selection lists
// notices a change to any field of a player or of the effect board: a
// field the comparison forgot would give a stale list.
func TestLegalMemoSeesEveryField(t *testing.T) {
	m, _ := midGame(t, 5, 4)
	s := m.Rules().(*State)
	if s.Phase != phSelect {
		t.Fatal("seed 5 gives no selection in turn 4")
	}
	var in legalInputs
	in.set(s)
	if !in.same(s) {
		t.Fatal("the memo's copy differs from the state it was made from")
	}
	for seat := range s.P {
		pt := reflect.TypeOf(s.P[seat])
		for i := 0; i < pt.NumField(); i++ {
			c := s.Clone().(*State)
			nudge(t, pt.Field(i).Name, reflect.ValueOf(&c.P[seat]).Elem().Field(i))
			if in.same(c) {
				t.Errorf("seat %d: a change to Player.%s goes unseen", seat, pt.Field(i).Name)
			}
		}
	}
	bt := reflect.TypeOf(s.Board)
	for i := 0; i < bt.NumField(); i++ {
		c := s.Clone().(*State)
		nudge(t, bt.Field(i).Name, reflect.ValueOf(&c.Board).Elem().Field(i))
		if in.same(c) {
			t.Errorf("a change to Board.%s goes unseen", bt.Field(i).Name)
		}
	}
}

// nudge changes v (a settable value): a slice gets one more element, a
// number grows by one, a bool flips, a string grows, an array or struct
// has its first element or field nudged.
func nudge(t *testing.T, name string, v reflect.Value) {
	switch v.Kind() {
	case reflect.Slice:
		v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Array:
		nudge(t, name, v.Index(0))
	case reflect.Struct:
		nudge(t, name, v.Field(0))
	default:
		t.Fatalf("%s: cannot nudge a %v", name, v.Kind())
	}
}
