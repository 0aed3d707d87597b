# Overdeck: `make run` builds the game and serves it on 127.0.0.1;
# `make test` runs the whole suite (Go, wasm build, headless Chromium).
# `make deps` installs what a fresh machine lacks.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build

GO      ?= go
OUT     := build/site
# Each game is a build of its own: overdeck-<id>.wasm (the page) and
# think-<id>.wasm (its computer's Web Worker), made with -tags game_<id>
# from the one codebase (wasm/build_<id>_js.go, wasm/worker/build_<id>_js.go).
# Every build keeps the Goofspiel warm-up.
BUILDS  := goofspiel multiverse overpower overrealm overwatch
# Every game's page build must stay under PAGE_BUDGET bytes brotli; a first
# visit (what site/test/sizes.js counts: the page's files VISIT_FILES and
# its wasm) under VISIT_ALONE_BUDGET for hot-seat or a solo game, and with
# think.js and the worker's wasm (a first visit against the computer) under
# FIRST_VISIT_BUDGET. FIRST_VISIT_OVER lists the builds known to be over the
# last, each with its figure: the build says so instead of failing, and
# fails once such a build is under (take it off the list then).
PAGE_BUDGET := 2600000
VISIT_ALONE_BUDGET := 2600000
FIRST_VISIT_BUDGET := 3400000
VISIT_FILES := index.html app.js style.css wasm_exec.js icon.svg
FIRST_VISIT_OVER :=
# PAGE_THINKS lists the builds whose computer thinks in the page's own wasm:
# site/think.js runs the module the page compiled (posted to the Web Worker)
# with a stand-in document, and wasm/main_js.go then serves the searches
# (wasm/thinker) instead of the game. No think-<id>.wasm is built for them,
# so a first visit against the computer fetches the page's wasm alone.
# OverPower's worker held a second copy of the runtime, msgp, fmt and its
# rules (1,044,136 bytes brotli: a first visit against the computer of
# 3,599,667, over 3,400,000); with its page thinking, that visit is the page
# alone, 2,570,935 (measured on 9e88998: the page grew 6,489 bytes brotli,
# 2,564,446 before, for wasm/thinker). Its Hard move is no slower with the page's flags (no
# inlining, SMALL) than with the worker's: BenchmarkHardMove test binaries
# in Node, 5 runs each interleaved at load 3-4, median 314 iterations/s
# against 322. The other games keep their worker: their first visits are
# within budget, and the page's flags cost OverRealm's Hard (fewer
# iterations/s in 4 of 5 interleaved pairs; see WORKER_SMALL_OURS), while
# Overwatch's and the Multiverse's differed by less than the noise.
PAGE_THINKS := overpower
SERVE   := build/serve
JSENV   := GOOS=js GOARCH=wasm
# The page's wasm is built without inlining in our own packages and in the
# standard ones that only Ebiten's shader compiler, msgp and fmt use: 0.37 MB
# less brotli with OverPower in (3.16 -> 2.80 MB); reflect, strconv, unicode, os,
# io, hashing, math/rand and the like save 0.04 MB more (2.99 -> 2.95 MB);
# the rest of the standard library but the runtime, Ebiten's shader compiler,
# PNG and gamepad code, and x/image, x/text (a glyph is drawn once, then
# cached) save 0.035 MB more (2.979 -> 2.944 MB). Nothing hot runs there: the
# computer thinks in think-<id>.wasm, built with inlining (OverPower's in its
# page's wasm, no slower: see PAGE_THINKS); the painter draws a
# frame only when it changed; and the engine benchmarks build their own
# test binaries. Ebiten's drawing path keeps its inlining.
# Inlining back the packages Ebiten's start-up shader compile runs does not
# make a start faster (OverRealm's page; load-time.js's Node figure, CPU ms
# of the runtime and package init on one thread, 5 runs each, interleaved):
# as listed here 188-253 ms; go/... and Ebiten's shader compiler inlined
# (+28,600 bytes brotli; OverPower's +10,108) 251-520 ms; the standard
# library inlined besides (+132,584) 297-525 ms. With the whole module
# compiled beforehand the same init takes 81-116 ms in all three: most of
# "Go runtime and package init" is V8 compiling each function the first
# time it is called (lazy compilation, as in Chromium), and inlined code
# is more to compile.
# Ebiten's loop and input (internal/ui), its WebGL bindings (opengl/gl:
# each call crosses into JavaScript, which costs far more than a call),
# paths (vector: outlines only), inpututil and internal/file run a few
# times a frame or less: without inlining, OverPower's page is 21,297
# bytes less brotli (2,592,170 -> 2,570,873; internal/ui and opengl/gl
# 20,144 of it, each alone about 5,000: brotli's gains do not add up).
SMALL_PKGS := overdeck/... go/... text/... regexp/... math/big github.com/tinylib/... encoding/... fmt archive/... \
	compress/... reflect strconv unicode/... os io/... bufio errors path/... net/... mime/... hash/... math/rand/... \
	unique internal/fmtsort internal/reflectlite \
	sort strings bytes slices maps time sync cmp iter context image/... math math/bits weak embed syscall/js \
	github.com/hajimehoshi/ebiten/v2/internal/shaderir/... github.com/hajimehoshi/ebiten/v2/internal/shader \
	github.com/hajimehoshi/ebiten/v2/internal/png github.com/hajimehoshi/ebiten/v2/internal/gamepad \
	github.com/hajimehoshi/ebiten/v2/internal/gamepaddb github.com/hajimehoshi/ebiten/v2/internal/builtinshader \
	github.com/hajimehoshi/ebiten/v2/internal/ui github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver/opengl/gl \
	github.com/hajimehoshi/ebiten/v2/vector github.com/hajimehoshi/ebiten/v2/inpututil github.com/hajimehoshi/ebiten/v2/internal/file \
	golang.org/x/image/... golang.org/x/text/... golang.org/x/sync/... github.com/philhofer/fwd
SMALL   := $(foreach p,$(SMALL_PKGS),-gcflags=$(p)=-l)
# The worker keeps inlining wherever the search runs (our packages, sort,
# slices, strings, strconv, math, hashing, time, sync...) and drops it in the
# packages it runs once per move or never: decoding the view (msgp), error
# words, fmt and reflect. 28 KB less brotli in OverPower's worker (1,177,582
# -> 1,149,934), 24 KB in OverRealm's.
WORKER_SMALL_PKGS := go/... text/... regexp/... math/big github.com/tinylib/... github.com/philhofer/fwd encoding/... \
	fmt archive/... compress/... reflect unicode os io/... bufio errors path/... net/... mime/... unique \
	internal/fmtsort internal/reflectlite syscall/js embed
WORKER_SMALL := $(foreach p,$(WORKER_SMALL_PKGS),-gcflags=$(p)=-l)
# WORKER_SMALL_OURS lists the builds whose worker also drops inlining in our
# own packages. OverPower's: 106,748 bytes less brotli (1,149,934 ->
# 1,043,186) and its Hard move under WebAssembly (Node, BenchmarkHardMove
# test binaries, 7 runs each interleaved at load 8-18) no slower: median
# 317 iterations a move against 291 with inlining. Not OverRealm's: there
# the same comparison gave a median of 2,844 against 3,239.
WORKER_SMALL_OURS := overpower
PORT    ?= 8080
NODE_MODULES := site/test/node_modules/.package-lock.json

# Packages that do not depend on Ebiten build and test natively; those that
# do are vetted and built for js/wasm.
NATIVE_PKGS = $(shell $(GO) list -e -f '{{if .GoFiles}}{{.ImportPath}} {{join .Deps " "}}{{end}}' ./... | grep -v 'github.com/hajimehoshi/ebiten' | cut -d' ' -f1)
EBITEN_PKGS = $(shell $(JSENV) $(GO) list -e -f '{{if .GoFiles}}{{.ImportPath}} {{join .Deps " "}}{{end}}' ./... | grep 'github.com/hajimehoshi/ebiten' | cut -d' ' -f1)
# Site files worth sending compressed.
PRECOMPRESS := $(foreach b,$(BUILDS),overdeck-$(b).wasm) $(foreach b,$(filter-out $(PAGE_THINKS),$(BUILDS)),think-$(b).wasm) wasm_exec.js app.js think.js sw.js style.css index.html embed.html icon.svg manifest.webmanifest

.PHONY: build run serve test test-go test-browser shots bench fuzz deps generate clean check-games tournament

# ensure installs Debian packages whose command is missing: $(call ensure,cmd pkg ...)
define ensure
missing=""; for p in $(1); do command -v "$$p" >/dev/null || missing="$$missing $$p"; done; \
if [ -n "$$missing" ]; then \
	sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	echo "installing$$missing (Debian packages)"; \
	$$sudo apt-get update -q; \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q --no-install-recommends $$missing; \
fi
endef

.PHONY: need-build need-browser
need-build:
	@$(call ensure,brotli)
need-browser: need-build
	@$(call ensure,chromium)

## build: each game's page and worker wasm, the site's pages and their
## .gz/.br copies, in build/site
build: need-build $(SERVE)
	@mkdir -p $(OUT)
	@# The builds of before one build per game.
	@rm -f $(OUT)/overdeck.wasm $(OUT)/overdeck.wasm.* $(OUT)/think.wasm $(OUT)/think.wasm.*
	@# One go build per file; the packages compile once and are shared through
	@# Go's build cache, so each further build costs about a link. A file is
	@# replaced (and recompressed) only when it changed.
	@for b in $(BUILDS); do \
		page=no; for o in $(PAGE_THINKS); do [ "$$o" != "$$b" ] || page=yes; done; \
		echo "build $$b: overdeck-$$b.wasm$$([ $$page = yes ] && echo ", its computer's worker too" || echo ", think-$$b.wasm")"; \
		$(JSENV) $(GO) build -tags game_$$b -trimpath $(SMALL) -ldflags='-s -w' -o $(OUT)/overdeck-$$b.wasm.new ./wasm; \
		if cmp -s $(OUT)/overdeck-$$b.wasm.new $(OUT)/overdeck-$$b.wasm; then rm $(OUT)/overdeck-$$b.wasm.new; else mv $(OUT)/overdeck-$$b.wasm.new $(OUT)/overdeck-$$b.wasm; fi; \
		if [ $$page = yes ]; then rm -f $(OUT)/think-$$b.wasm $(OUT)/think-$$b.wasm.*; continue; fi; \
		ours=""; for o in $(WORKER_SMALL_OURS); do [ "$$o" != "$$b" ] || ours="-gcflags=overdeck/...=-l"; done; \
		$(JSENV) $(GO) build -tags game_$$b -trimpath $(WORKER_SMALL) $$ours -ldflags='-s -w' -o $(OUT)/think-$$b.wasm.new ./wasm/worker; \
		if cmp -s $(OUT)/think-$$b.wasm.new $(OUT)/think-$$b.wasm; then rm $(OUT)/think-$$b.wasm.new; else mv $(OUT)/think-$$b.wasm.new $(OUT)/think-$$b.wasm; fi; \
	done
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(OUT)/wasm_exec.js
	$(GO) run ./site/stamp -src site -out $(OUT) -page-thinks "$(PAGE_THINKS)"
	@# Compressed copies of what changed, on every core (brotli -q 11 of the ten
	@# wasm files is most of a build's time), each written aside first so an
	@# interrupted build leaves none half written.
	@cd $(OUT) && for f in $(PRECOMPRESS); do \
		[ "$$f.gz" -nt "$$f" ] || echo "gzip -9 -n -c $$f > $$f.gz.tmp && mv $$f.gz.tmp $$f.gz"; \
		[ "$$f.br" -nt "$$f" ] || echo "brotli -q 11 -n -f -o $$f.br.tmp $$f && mv $$f.br.tmp $$f.br"; \
	done | xargs -r -d '\n' -P "$$(nproc)" -n 1 bash -c
	@pages=0; for f in $(VISIT_FILES); do pages=$$((pages + $$(stat -c %s $(OUT)/$$f.br))); done; \
	for b in $(BUILDS); do \
		br=$$(stat -c %s $(OUT)/overdeck-$$b.wasm.br); \
		if [ -f $(OUT)/think-$$b.wasm ]; then wbr=$$(stat -c %s $(OUT)/think-$$b.wasm.br); worker="worker $$(stat -c %s $(OUT)/think-$$b.wasm) bytes, brotli $$wbr"; \
		else wbr=0; worker="worker: the page (PAGE_THINKS)"; fi; \
		alone=$$((pages + br)); computer=$$((alone + $$(stat -c %s $(OUT)/think.js.br) + wbr)); \
		echo "built $$b: page $$(stat -c %s $(OUT)/overdeck-$$b.wasm) bytes, brotli $$br; $$worker; first visit brotli $$alone alone, $$computer against the computer"; \
		if [ "$$br" -gt $(PAGE_BUDGET) ]; then echo "the page build of $$b is $$br bytes brotli, over its budget of $(PAGE_BUDGET)"; exit 1; fi; \
		if [ "$$alone" -gt $(VISIT_ALONE_BUDGET) ]; then echo "$$b: a first visit for hot-seat or a solo game is $$alone bytes brotli, over its budget of $(VISIT_ALONE_BUDGET)"; exit 1; fi; \
		over=no; for o in $(FIRST_VISIT_OVER); do [ "$$o" != "$$b" ] || over=yes; done; \
		if [ $$computer -gt $(FIRST_VISIT_BUDGET) ]; then \
			if [ $$over = no ]; then echo "$$b: a first visit against the computer is $$computer bytes brotli, over its budget of $(FIRST_VISIT_BUDGET)"; exit 1; fi; \
			echo "$$b: a first visit against the computer is $$computer bytes brotli, over its budget of $(FIRST_VISIT_BUDGET) (known: FIRST_VISIT_OVER)"; \
		elif [ $$over = yes ]; then echo "$$b is under the first visit's budget now: take it off FIRST_VISIT_OVER"; exit 1; fi; \
	done

$(SERVE): $(wildcard site/serve/*.go)
	$(GO) build -o $(SERVE) ./site/serve

## run: build, then serve the site on 127.0.0.1 (prints the address)
run: build
	$(SERVE) -dir $(OUT) -port $(PORT)

## serve: serve what was built last, without building
serve: $(SERVE)
	$(SERVE) -dir $(OUT) -port $(PORT)

## test: everything, as CI runs it
test: test-go build test-browser

## test-go: formatting, vet, native tests (fuzz seeds included), js/wasm vet
test-go: check-games
	@unformatted="$$(gofmt -l $$(git ls-files -co --exclude-standard '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet $(NATIVE_PKGS)
	$(GO) test $(NATIVE_PKGS)
	$(JSENV) $(GO) vet $(EBITEN_PKGS)

## check-games: each game's build holds its game (and the Goofspiel warm-up),
## its page and its worker the same games, the landing page lists exactly
## the games of all the builds, and PAGE_THINKS names only builds
check-games:
	@for p in $(PAGE_THINKS) $(WORKER_SMALL_OURS) $(FIRST_VISIT_OVER); do \
		grep -qx "$$p" <<<"$$(tr ' ' '\n' <<<"$(BUILDS)")" || { echo "PAGE_THINKS, WORKER_SMALL_OURS or FIRST_VISIT_OVER names $$p, which is no build"; exit 1; }; \
	done
	@all=""; for b in $(BUILDS); do \
		page="$$($(JSENV) $(GO) list -tags game_$$b -deps ./wasm | grep -E '^overdeck/game/[^/]+$$' || true)"; \
		think="$$($(JSENV) $(GO) list -tags game_$$b -deps ./wasm/worker | grep -E '^overdeck/game/[^/]+$$' || true)"; \
		if [ "$$page" != "$$think" ]; then \
			echo "build $$b: the worker imports [$$think] but the page [$$page]: make them agree"; exit 1; fi; \
		if ! grep -qx "overdeck/game/$$b" <<<"$$page" || ! grep -qx overdeck/game/goofspiel <<<"$$page"; then \
			echo "build $$b holds [$$page], not $$b and the warm-up"; exit 1; fi; \
		all="$$all$$page"$$'\n'; \
	done; \
	want="$$(sort -u <<<"$$all" | grep . || true)"; \
	got="$$($(GO) list -deps ./site/stamp | grep -E '^overdeck/game/[^/]+$$' | sort -u || true)"; \
	if [ "$$want" != "$$got" ]; then \
		echo "site/stamp/games.go imports [$$got] but the builds hold [$$want]: make them agree"; exit 1; fi

$(NODE_MODULES): site/test/package.json site/test/package-lock.json
	cd site/test && npm ci --no-audit --no-fund
	@touch $@

## test-browser: the browser tests in headless Chromium against build/site
test-browser: need-browser $(NODE_MODULES) $(SERVE)
	@for b in $(BUILDS); do test -f $(OUT)/overdeck-$$b.wasm || { echo "$(OUT)/overdeck-$$b.wasm is missing: run make build"; exit 1; }; done
	cd site/test && node --test --test-concurrency=1 ./*.test.js

## shots: the browser suite keeping its screenshots in build/screenshots
## (every table at three sizes, each coached game's every step at a phone's
## and a desktop's size, ...), with the walks that exist for their pictures
shots: build need-browser $(NODE_MODULES) $(SERVE)
	cd site/test && SHOTS=1 node --test --test-concurrency=1 ./*.test.js

## baseline: the all-games site of c1e146a (before one build per game), in
## build/baseline/site, built once and kept: what make bench compares each
## game's build with
BASELINE := c1e146a
BASE     := build/baseline
$(BASE)/site/overdeck.wasm:
	rm -rf $(BASE)/src && mkdir -p $(BASE)/src
	git archive $(BASELINE) | tar -x -C $(BASE)/src
	$(MAKE) -C $(BASE)/src build
	rm -rf $(BASE)/site && mv $(BASE)/src/build/site $(BASE)/site && rm -rf $(BASE)/src

## bench: each game's build sizes and first-visit transfer, navigation to
## ready per game and switching games, all against the all-games baseline;
## the computer's Hard moves and the frame rate while animations play
## (1280x720) in headless Chromium, engine benchmarks natively and under
## WebAssembly (Node) with the wasm/native ratio of Hard's iterations/s
BENCH_GAMES := goofspiel overrealm overwatch multiverse overpower
FLOOR := build/bench/floor.wasm
bench: build $(BASE)/site/overdeck.wasm $(FLOOR) $(NODE_MODULES)
	cd site/test && node sizes.js
	cd site/test && node load-time.js
	cd site/test && node think-time.js
	cd site/test && node frame-time.js
	@mkdir -p build/bench
	@# Hand-written benchmarks only: msgp's generated ones (*_gen_test.go)
	@# measure the encoder library, not Overdeck.
	@for dir in $$($(GO) list -f '{{.Dir}}' ./engine/... ./game/...); do \
		names="$$(ls "$$dir"/*_test.go 2>/dev/null | grep -v '_gen_test.go$$' | xargs -r grep -ho '^func Benchmark[A-Za-z0-9_]*' | sed 's/^func //' | paste -sd'|' - || true)"; \
		[ -z "$$names" ] || $(GO) test -run='^$$' -bench="^($$names)$$" -benchmem "$$dir"; \
	done | tee build/bench/native.txt
	@echo "== under WebAssembly (Node): random games and a Hard move, per game"
	@for g in $(BENCH_GAMES); do \
		PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" $(JSENV) $(GO) test -run='^$$' -bench='^(BenchmarkRandomGames|BenchmarkRandomMatches)$$' ./game/$$g/; \
		PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" $(JSENV) $(GO) test -run='^$$' -bench='^BenchmarkHardMove$$' -benchtime=3x ./game/$$g/; \
	done | tee build/bench/wasm.txt
	@echo "== Hard iterations/s, wasm/native"
	@awk '/^pkg:/ {pkg=$$2} /^BenchmarkHardMove/ {for (i=1;i<=NF;i++) if ($$i=="iterations/s") v[FILENAME,pkg]=$$(i-1); p[pkg]=1} \
		END {for (k in p) { n=v["build/bench/native.txt",k]; w=v["build/bench/wasm.txt",k]; if (n>0 && w>0) printf "%s: native %.0f, wasm %.0f, ratio %.2f\n", k, n, w, w/n }}' \
		build/bench/native.txt build/bench/wasm.txt | sort

## the floor of a start (wasm/floor: Ebiten's start and one frame, no
## Overdeck), which load-time.js times beside each game's first visit
$(FLOOR): $(wildcard wasm/floor/*.go) go.mod go.sum
	@mkdir -p $(dir $@)
	$(JSENV) $(GO) build -trimpath $(SMALL) -ldflags='-s -w' -o $@ ./wasm/floor

## tournament: the computer opponents' win-rate tables, MATCHES seeded matches
## per pairing (default 200), on every core (on 2 cores: Goofspiel minutes,
## OverRealm, Overwatch and OverPower about half an hour each); GAME=goofspiel|overrealm|overwatch|overpower|multiverse
## (Against the Multiverse is solo: 500 seeded games per bot and difficulty,
## with median game length, wins in the Multiverse's turn, deck size and Champion)
## runs one; the flags of package engine/ai/aitest try other budgets
MATCHES ?= 200
GAME ?= all
tournament:
	@if [ "$(GAME)" = all ] || [ "$(GAME)" = goofspiel ]; then \
		$(GO) test ./engine/ai -run '^TestTournamentTable$$' -v -timeout 0 -args -tournament -tournament.matches=$(MATCHES); fi
	@if [ "$(GAME)" = all ] || [ "$(GAME)" = overrealm ]; then \
		$(GO) test ./game/overrealm -run '^TestTournament' -v -timeout 0 -args -tournament -tournament.matches=$(MATCHES); fi
	@if [ "$(GAME)" = all ] || [ "$(GAME)" = overwatch ]; then \
		$(GO) test ./game/overwatch -run '^TestTournament' -v -timeout 0 -args -tournament -tournament.matches=$(MATCHES); fi
	@if [ "$(GAME)" = all ] || [ "$(GAME)" = overpower ]; then \
		$(GO) test ./game/overpower -run '^TestTournament' -v -timeout 0 -args -tournament -tournament.matches=$(MATCHES); fi
	@if [ "$(GAME)" = all ] || [ "$(GAME)" = multiverse ]; then \
		$(GO) test ./game/multiverse -run '^TestTournament$$' -v -timeout 0 -args -tournament; fi

## fuzz: each Fuzz target for FUZZTIME (default 15s)
FUZZTIME ?= 15s
fuzz:
	@for pkg in $(NATIVE_PKGS); do \
		for f in $$($(GO) test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); do \
			echo "== $$pkg $$f"; \
			$(GO) test -run='^$$' -fuzz="^$$f$$" -fuzztime=$(FUZZTIME) "$$pkg"; \
		done; \
	done

## deps: install what a fresh machine lacks (chromium, brotli, npm packages);
## build, run and test do this by themselves when something is missing
deps: need-browser
	cd site/test && npm ci --no-audit --no-fund
	@touch $(NODE_MODULES)

## generate: rerun go:generate (msgp) after changing a saved type, and the
## fonts (assets/internal/mkfonts) after changing the runes they keep; the
## generated files are committed, so only then is the generator needed
generate:
	@command -v msgp >/dev/null || test -x "$$($(GO) env GOPATH)/bin/msgp" || \
		$(GO) install github.com/tinylib/msgp@v1.6.5
	PATH="$$($(GO) env GOPATH)/bin:$$PATH" $(GO) generate ./engine/... ./game/... ./assets

clean:
	rm -rf build
