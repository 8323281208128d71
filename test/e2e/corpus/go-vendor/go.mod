module example.com/registry

go 1.21

require (
	github.com/acme/nimbusgo v1.2.0
	golang.org/x/sys v0.10.0
)
