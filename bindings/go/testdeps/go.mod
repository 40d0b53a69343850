module github.com/keccakx/keccakx/bindings/go/testdeps

go 1.24.0

require (
	github.com/cloudflare/circl v1.5.0
	github.com/keccakx/keccakx v0.0.0
	golang.org/x/crypto v0.44.0
)

require golang.org/x/sys v0.38.0 // indirect

replace github.com/keccakx/keccakx => ../../..
