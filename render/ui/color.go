package ui

// Color is a colour as 0xRRGGBBAA.
type Color uint32

// RGBA returns the colour's components, not premultiplied.
func (c Color) RGBA() (r, g, b, a uint8) {
	return uint8(c >> 24), uint8(c >> 16), uint8(c >> 8), uint8(c)
}

// The theme: a dark slate room, a green felt table, light cards, and a
// bright focus ring that stands out on all of them.
const (
	Background  Color = 0x1b2530ff // the room behind every scene
	Felt        Color = 0x1f5a43ff // the table's surface
	FeltEdge    Color = 0x16412fff // bands on the table (header, log)
	Panel       Color = 0x263544ff // dialogs and side panels
	Ink         Color = 0xf2f5f7ff // text on dark backgrounds
	InkDim      Color = 0xa9b7c4ff // secondary text on dark backgrounds
	CardFace    Color = 0xfbf8f0ff // the face of a card
	CardInk     Color = 0x1d2731ff // numbers on a card's face
	CardBack    Color = 0x3b5b8cff // the back of a face-down card
	Accent      Color = 0xf2b84bff // prize highlights
	ButtonFill  Color = 0x2f6f9fff // an enabled button
	ButtonOn    Color = 0x1a6ec2ff // a selected choice
	ButtonOff   Color = 0x3a4652ff // a disabled button
	ButtonInk   Color = 0xffffffff // text on a button
	ButtonInkNo Color = 0x8d99a6ff // text on a disabled button
	FocusRing   Color = 0xffd84aff // the keyboard focus
	Danger      Color = 0xc0504dff // warnings
)
