// Package ui is the drawing vocabulary shared by the shell and the game
// tables, and Overdeck's visual kit: a Frame is a display list (filled and
// outlined rounded rectangles, convex polygons, lines of text) plus the
// interactive elements drawn in it, each reported as a platform.Button for
// the page's accessible mirror.
//
// Scenes and tables draw into a Frame; package render paints it with
// Ebiten. ui itself imports no Ebiten, so what a screen shows (and, above
// all, what it does not show) is tested natively by reading the Frame.
//
//	f := ui.NewFrame(m, "")
//	f.Heading(title, "Overdeck")
//	f.Button(ui.Btn{ID: "title.play", Label: "Play", Rect: r, Enabled: true})
//
// # The kit
//
// Every table draws with the same pieces, so that the four games look
// like one product. The API only grows: names are never changed.
//
//   - Palette (palette.go): one colour per OverRealm element (Fire ...
//     Death), Overwatch class (Offense, Defense, Tank, Support), OverPower
//     power type (Energy, Fighting, Strength, Intellect, AnyPower, Multi)
//     and Multiverse activation type (Trigger, Delayed, Instant, Offensive,
//     DefenseMV, Passive). SwatchOf("fire") gives a colour and the ink that
//     reads on it (contrast at least 4.5:1, tested); InkOn, Shade, Alpha.
//   - Icons (icons*.go): Icon constants drawn as vector shapes, for every
//     game (IconFire, IconTank, IconEnergy, IconTrigger, IconGameLong ...;
//     IconNamed("hourglass-battle") finds one by name). f.Icon draws one in
//     any colour, f.IconBadge on a disc of its swatch. Where a card shows an
//     icon instead of a word, Icon.Word() goes in the label and the zoom.
//   - Emblems (emblem*.go): f.Emblem(r, name, c1, c2) draws a creature and
//     f.HeroEmblem a person, generated from the name and the card's
//     colours: the same name always gives the same picture, and different
//     names different Parts.
//   - Card frame (cardframe.go): f.DrawCard(r, CardFrame{Name, Type, Icons,
//     Color, Second, Emblem, Stats, Text, Footer, Dim, Lit}) draws a card:
//     border in the card's colour, name bar, art box with the emblem and
//     stat badges (Stat{Icon, Value}), type line with icons, text box,
//     footer; parts that do not fit a small card are left out, and a
//     name too long for its bar is shortened to its first word, never cut.
//     Person draws HeroEmblem. f.ZoomCard(body) cuts the room for the card
//     in a zoom: beside the text on a wide screen, above it on a phone.
//   - Recent (recent.go): f.Recent(r, log, size) fills a panel's free room
//     with the newest log entries; f.WithRecent(r, text, size, log) gives
//     it what a text leaves below it.
//   - Badges (badges.go): f.StatBadge, f.HealthBar(r, hp, most, shown),
//     f.Token (an icon with a count), f.Counter (icon and number on a line),
//     f.Die, and icon buttons: Btn.Icon (or f.IconButton) puts an icon on a
//     button's face, before its Text ("-" for the icon alone).
//   - Shapes (shape.go): f.Polygon, and a Pen (f.PenIn(r)) that draws in a
//     unit square: Poly, Circle, Ellipse, Rect, RoundRect, Line, Arc, Ring,
//     Wedge, Star; Pen.Turn rotates.
//   - Motion (motion*.go): the shell sets f.Motion (nil draws everything at
//     rest). Tables ask it by key: Health (a bar drains, the change rises
//     as a number, a hit or heal sound), Value, Place (a card travels to a
//     new place: use one key per card in every zone), Flip (a card turns
//     face up), Fade and f.Tipped (a KO'd card fades and tips over), Banner
//     (a new round slides in), Cue (a sound: play, hit, heal, ko, reveal,
//     win). Speed 0 is "off"; any press finishes every animation at once.
//   - Text fitting: Text shrinks to 60% and then cuts with "…", marking the
//     Op Cut; Frame.Overflows lists every text that was cut or spills out of
//     its box, which the tables' tests check at 360×640, 1280×720 and
//     1920×1080. Sizes (SizesOf) grow with the screen.
package ui
