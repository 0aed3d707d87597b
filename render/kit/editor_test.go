package kit

import (
	"errors"
	"testing"

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
