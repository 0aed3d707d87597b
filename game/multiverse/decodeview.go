package multiverse

import "overdeck/engine"

// The computer's thread (a Web Worker running think.wasm) gets a seat's
// view as bytes: Game.DecodeView reads them back.
func init() { Game.DecodeView = DecodeView }

// DecodeView restores a View written by its MarshalMsg.
func DecodeView(b []byte) (engine.View, error) {
	v := &View{}
	if _, err := v.UnmarshalMsg(b); err != nil {
		return nil, err
	}
	return v, nil
}
