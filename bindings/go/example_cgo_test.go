// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx_test

import (
	"fmt"

	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// The C library's backends; without cgo the one backend is "go".
func ExampleUseBackend() {
	// Force the portable backend (results never change, only speed), then
	// go back to the automatic choice.
	if err := keccakx.UseBackend("generic"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(keccakx.Backend(1))
	keccakx.UseBackend("auto")
	// Output: generic
}
