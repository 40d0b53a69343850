module github.com/keccakx/keccakx

go 1.24.0

require golang.org/x/crypto v0.14.0

require golang.org/x/sys v0.13.0
