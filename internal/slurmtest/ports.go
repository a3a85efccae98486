package slurmtest

import (
	"net"
)

// freePorts returns n distinct TCP ports on 127.0.0.1 that were free a
// moment ago: the kernel picks each one for a listener that is held until all
// are picked, so they differ, then closed. Another process could take one
// before a daemon binds it; the daemon then fails to start and says so in
// its log, which Start reports.
func freePorts(n int) ([]int, error) {
	ports := make([]int, 0, n)
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
