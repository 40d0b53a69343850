module github.com/keccakx/keccakx/bindings/go/bench

go 1.25.0

require (
	github.com/cloudflare/circl v1.5.0
	github.com/ethereum/go-ethereum v1.17.10
	github.com/keccakx/keccakx v0.0.0
	golang.org/x/crypto v0.55.0
)

require (
	github.com/ProjectZKM/Ziren/crates/go-runtime/zkvm_runtime v0.0.0-20251001021608-1fe7b43fc4d6 // indirect
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.0.1 // indirect
	github.com/holiman/uint256 v1.3.2 // indirect
	golang.org/x/sys v0.47.0 // indirect
)

// The package under test is the one in this repository.
replace github.com/keccakx/keccakx => ../../..
