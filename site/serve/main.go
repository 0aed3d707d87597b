package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"syscall"
	"time"
)

// tries is how many ports after the asked one serve looks at when it is taken.
const tries = 20

func main() {
	dir := flag.String("dir", "build/site", "folder to serve")
	host := flag.String("host", "127.0.0.1", "address to listen on")
	port := flag.Int("port", 8080, "port to listen on; the next free one is taken if it is busy; 0 picks any")
	flag.Parse()
	site, err := NewSite(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ln, err := listen(*host, *port)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("Overdeck is at http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: site, ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// listen opens port on host, or the first free one of the next ports.
func listen(host string, port int) (net.Listener, error) {
	last := port
	if port != 0 {
		last = port + tries
	}
	var err error
	for p := port; p <= last; p++ {
		var ln net.Listener
		ln, err = net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(p)))
		if err == nil {
			return ln, nil
		}
		if !errors.Is(err, syscall.EADDRINUSE) {
			break
		}
	}
	return nil, fmt.Errorf("serve: no free port from %d: %w", port, err)
}
