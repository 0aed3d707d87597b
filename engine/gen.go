package engine

//go:generate msgp -file . -o msgp_gen.go -io=false -unexported

//msgp:ignore Match Turn SeatView Game KeyedAction
