package effect_test

import (
	"testing"

	"overdeck/engine/effect"
)

// BenchmarkValueCached reads a stat through a Table bound with a Cache.
func BenchmarkValueCached(b *testing.B) {
	r, g := benchBoard(b)
	var c effect.Cache[*game]
	for i := 0; i < b.N; i++ {
		_ = r.BindCached(&g.fx, g, &c).Value(5, "attack", effect.SourceID(i%8))
	}
}
