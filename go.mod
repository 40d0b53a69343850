module github.com/keccakx/keccakx

go 1.24
