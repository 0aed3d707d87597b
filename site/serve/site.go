package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strings"
)

// types are the MIME types of the site's files; anything else is sent as
// application/octet-stream.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".txt":         "text/plain; charset=utf-8",
}

// encodings are the precompressed copies looked for, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// Site serves one built site folder.
type Site struct {
	root    *os.Root
	headers []rule
}

// rule is one block of the _headers file: headers for a path pattern.
type rule struct {
	pattern string // "/*" or an exact path
	header  http.Header
}

// NewSite opens dir and reads its _headers file, if any. It returns an
// error when dir cannot be opened or _headers cannot be parsed.
func NewSite(dir string) (*Site, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("serve: %w", err)
	}
	s := &Site{root: root}
	b, err := fs.ReadFile(root.FS(), "_headers")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("serve: %w", err)
	}
	if s.headers, err = parseHeaders(b); err != nil {
		return nil, err
	}
	return s, nil
}

// parseHeaders reads the _headers format of static hosts: a path pattern
// on its own line, then indented "Name: value" lines.
func parseHeaders(b []byte) ([]rule, error) {
	var rules []rule
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case line[0] != ' ' && line[0] != '\t':
			rules = append(rules, rule{pattern: trimmed, header: http.Header{}})
		default:
			name, value, ok := strings.Cut(trimmed, ":")
			if !ok || len(rules) == 0 {
				return nil, fmt.Errorf("serve: _headers line %d: want a path or \"Name: value\"", n)
			}
			rules[len(rules)-1].header.Add(strings.TrimSpace(name), strings.TrimSpace(value))
		}
	}
	return rules, sc.Err()
}

// ServeHTTP implements http.Handler.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	for _, rl := range s.headers {
		if rl.pattern == "/*" || rl.pattern == p {
			for k, v := range rl.header {
				w.Header()[k] = v
			}
		}
	}
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	name := strings.TrimPrefix(p, "/")
	if name == "_headers" || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
		http.NotFound(w, r)
		return
	}
	s.serveFile(w, r, name)
}

// serveFile sends name, or its best precompressed copy the client accepts.
func (s *Site) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	f, err := s.root.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	ctype, ok := types[path.Ext(name)]
	if !ok {
		if ctype = mime.TypeByExtension(path.Ext(name)); ctype == "" {
			ctype = "application/octet-stream"
		}
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range encodings {
		if !accepts(accept, enc.name) {
			continue
		}
		cf, err := s.root.Open(name + enc.ext)
		if err != nil {
			continue
		}
		defer cf.Close()
		cinfo, err := cf.Stat()
		if err != nil || cinfo.IsDir() || cinfo.ModTime().Before(info.ModTime()) {
			continue // a stale copy from an older build is never sent
		}
		w.Header().Set("Content-Encoding", enc.name)
		http.ServeContent(w, r, name, cinfo.ModTime(), cf)
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// accepts reports whether an Accept-Encoding header allows encoding.
func accepts(header, encoding string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), encoding) {
			continue
		}
		params = strings.ReplaceAll(params, " ", "")
		return params != "q=0" && params != "q=0.0" && params != "q=0.00" && params != "q=0.000"
	}
	return false
}
