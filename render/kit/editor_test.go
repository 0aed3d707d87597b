package kit

import (
	"errors"
	"testing"

	"overdeck/engine"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

type nullEditor struct{}

func (nullEditor) Draw(*ui.Frame, layout.Rect) {}
func (nullEditor) Press(string)                {}
func (nullEditor) Value() (string, error)      { return "", errors.New("empty") }

func TestRegisterRefusesABrokenCustom(t *testing.T) {
	custom := &Custom{Button: "Build…", Edit: func(string) Editor { return nullEditor{} },
		Describe: func(string) (string, error) { return "Custom", nil }}
	for name, o := range map[string]Option{
		"no editor":       {Key: "deck", Custom: &Custom{Describe: custom.Describe}},
		"no describe":     {Key: "deck", Custom: &Custom{Edit: custom.Edit}},
		"a choice edit":   {Key: "deck", Choices: []Choice{{Value: "edit"}}, Custom: custom},
		"a choice custom": {Key: "deck", Choices: []Choice{{Value: "custom"}}, Custom: custom},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			Register("kit-test-custom-"+name, Kit{Options: []Option{o}, NewTable: func() Table { return nullTable{} }})
		}()
		if _, ok := Lookup("kit-test-custom-" + name); ok {
			t.Errorf("%s: registered anyway", name)
		}
	}
	good := Option{Key: "deck", Choices: []Choice{{Value: "full"}}, Custom: custom}
	Register("kit-test-custom-good", Kit{Options: []Option{good}, NewTable: func() Table { return nullTable{} }})
	k, ok := Lookup("kit-test-custom-good")
	if !ok || k.Options[0].Custom == nil || k.DefaultSetup().Get("deck", "?") != "" {
		t.Errorf("Lookup = %+v, %v", k, ok)
	}
}

func TestRegisterRefusesABrokenRecord(t *testing.T) {
	result := func(*engine.SeatView) (int, string) { return 0, "" }
	opts := []Option{{Key: "difficulty", Choices: []Choice{{Value: "easy"}}}}
	for name, r := range map[string]*Record{
		"no option":    {Option: "level", Result: result},
		"no result fn": {Option: "difficulty"},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			Register("kit-test-record-"+name, Kit{Options: opts, Record: r, NewTable: func() Table { return nullTable{} }})
		}()
	}
	Register("kit-test-record-good", Kit{Options: opts, Record: &Record{Option: "difficulty", Result: result},
		NewTable: func() Table { return nullTable{} }})
	if k, ok := Lookup("kit-test-record-good"); !ok || k.Record == nil {
		t.Errorf("Lookup = %+v, %v", k, ok)
	}
}
