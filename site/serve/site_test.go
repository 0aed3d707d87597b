package main

import (
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// testSite builds a small site folder and returns a Site serving it.
func testSite(t *testing.T) *Site {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string, mod time.Time) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now().Truncate(time.Second)
	write("index.html", "<p>hello</p>", now)
	write("index.html.gz", "GZ", now)
	write("overdeck.wasm", "\x00asm", now)
	write("overdeck.wasm.br", "BR", now)
	write("overdeck.wasm.gz", "GZ", now)
	write("app.js", "new", now)
	write("app.js.br", "OLD", now.Add(-time.Hour))
	write("sw.js", "self", now)
	write("sub/page.html", "sub", now)
	write("_headers", "# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  Cache-Control: no-cache\n/sw.js\n  Service-Worker-Allowed: /\n", now)
	s, err := NewSite(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSite(t *testing.T) {
	s := testSite(t)
	tests := []struct {
		path, accept        string
		status              int
		body, ctype, encode string
	}{
		{"/", "", 200, "<p>hello</p>", "text/html; charset=utf-8", ""},
		{"/?game=goofspiel", "gzip", 200, "GZ", "text/html; charset=utf-8", "gzip"},
		{"/index.html", "br", 200, "<p>hello</p>", "text/html; charset=utf-8", ""},
		{"/overdeck.wasm", "gzip, deflate, br", 200, "BR", "application/wasm", "br"},
		{"/overdeck.wasm", "br;q=0, gzip", 200, "GZ", "application/wasm", "gzip"},
		{"/overdeck.wasm", "identity", 200, "\x00asm", "application/wasm", ""},
		{"/app.js", "br", 200, "new", "text/javascript; charset=utf-8", ""},
		{"/sub/", "", 404, "", "", ""},
		{"/sub/page.html", "", 200, "sub", "text/html; charset=utf-8", ""},
		{"/missing.js", "", 404, "", "", ""},
		{"/_headers", "", 404, "", "", ""},
		{"/overdeck.wasm.br", "", 404, "", "", ""},
		{"/../../etc/passwd", "", 404, "", "", ""},
		{"/sub/../../index.html", "", 200, "<p>hello</p>", "text/html; charset=utf-8", ""},
	}
	for _, tt := range tests {
		req := httptest.NewRequest("GET", "http://x"+tt.path, nil)
		if tt.accept != "" {
			req.Header.Set("Accept-Encoding", tt.accept)
		}
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		res := rec.Result()
		if res.StatusCode != tt.status {
			t.Errorf("GET %s: status %d, want %d", tt.path, res.StatusCode, tt.status)
			continue
		}
		if got := res.Header.Get("Content-Security-Policy"); got != "default-src 'self'" {
			t.Errorf("GET %s: policy %q", tt.path, got)
		}
		if tt.status != 200 {
			continue
		}
		if rec.Body.String() != tt.body || res.Header.Get("Content-Type") != tt.ctype || res.Header.Get("Content-Encoding") != tt.encode {
			t.Errorf("GET %s (%s): %q %q %q, want %q %q %q", tt.path, tt.accept, rec.Body.String(),
				res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"), tt.body, tt.ctype, tt.encode)
		}
		if res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q", tt.path, res.Header.Get("Cache-Control"))
		}
	}
}

func TestSiteHeadersPerPath(t *testing.T) {
	s := testSite(t)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/sw.js", nil))
	if rec.Header().Get("Service-Worker-Allowed") != "/" {
		t.Errorf("sw.js lacks its own header: %v", rec.Header())
	}
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/app.js", nil))
	if rec.Header().Get("Service-Worker-Allowed") != "" {
		t.Errorf("app.js got sw.js's header")
	}
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("POST", "/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d", rec.Code)
	}
}

func TestParseHeadersBad(t *testing.T) {
	if _, err := parseHeaders([]byte("  Orphan: header\n")); err == nil {
		t.Error("a header before any path was accepted")
	}
	if _, err := parseHeaders([]byte("/*\n  no colon\n")); err == nil {
		t.Error("a header line without a colon was accepted")
	}
}

func TestListenNextFree(t *testing.T) {
	a, err := listen("127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	port := a.Addr().(*net.TCPAddr).Port
	b, err := listen("127.0.0.1", port)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.Addr().(*net.TCPAddr).Port == port {
		t.Errorf("listen took the busy port %d", port)
	}
}
