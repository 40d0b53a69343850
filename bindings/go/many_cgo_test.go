// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build cgo

package keccakx

import (
	"math/rand/v2"
	"testing"
)

// The cgo build hashes a batch of more than eight messages a window per
// crossing (cgo_many.go): the short ones copied into a buffer, up to
// longMessages long ones by pointer; eight or fewer go as one group of
// pointers. These tests put messages on every side of each limit; each batch
// must still give the one-shot hash of each message, in order.

// repeated is n messages of size bytes each, each with its own content.
func repeated(rng *rand.Rand, n, size int) [][]byte {
	inputs := make([][]byte, n)
	for i := range inputs {
		inputs[i] = randomBytes(rng, size)
	}
	return inputs
}

// Every order of up to twelve messages (a group, then windows with up to
// nine long ones), each either the longest one copied or the shortest one
// passed by pointer.
func TestHashManyOfShortAndLongMessagesInEveryOrderEqualsOneShot(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	short, long := randomBytes(rng, packLimit), randomBytes(rng, packLimit+1)
	for n := 1; n <= 12; n++ {
		for pattern := 0; pattern < 1<<n; pattern++ {
			inputs := make([][]byte, n)
			for i := range inputs {
				inputs[i] = short
				if pattern>>i&1 == 1 {
					inputs[i] = long
				}
			}
			assertHashManyEqualsOneShot(t, AlgKeccak256, inputs, 32)
		}
	}
}

// Short messages that fill the buffer exactly, then one more byte (or an
// empty message, which still fits), or one byte too many for the last.
func TestHashManyAcrossTheBufferCapacityEqualsOneShot(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 3))
	const size = 128 // divides packedBytes
	full := repeated(rng, packedBytes/size, size)
	overBy1 := append(repeated(rng, packedBytes/size-1, size), randomBytes(rng, size+1))
	cases := map[string][][]byte{
		"exact fit":                   full,
		"exact fit then 1 byte":       append(full[:len(full):len(full)], []byte{7}),
		"exact fit then empty":        append(full[:len(full):len(full)], nil, nil),
		"exact fit then long":         append(full[:len(full):len(full)], randomBytes(rng, packLimit+1)),
		"last one byte over":          overBy1,
		"last one byte over, twice":   append(overBy1[:len(overBy1):len(overBy1)], overBy1...),
		"exact fit around 8 long":     append(append(repeated(rng, 8, 1000), full...), repeated(rng, 9, 137)...),
		"three buffers of max packed": repeated(rng, 3*packedBytes/packLimit+2, packLimit),
	}
	for name, inputs := range cases {
		t.Run(name, func(t *testing.T) {
			for _, alg := range []Algorithm{AlgKeccak256, AlgSHAKE256} {
				assertHashManyEqualsOneShot(t, alg, inputs, 32)
			}
		})
	}
}

// Runs of long messages of exactly the eight a window takes, and one more;
// and runs of messages of exactly the count a window takes, and one more.
func TestHashManyAcrossTheMessageCountsOfAWindowEqualsOneShot(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 4))
	cases := map[string][][]byte{
		"8 long":                  repeated(rng, longMessages, 200),
		"9 long":                  repeated(rng, longMessages+1, 200),
		"17 long":                 repeated(rng, 2*longMessages+1, packLimit+1),
		"short, 9 long, short":    append(append(repeated(rng, 3, 5), repeated(rng, 9, 300)...), repeated(rng, 3, 5)...),
		"window count of 1 byte":  repeated(rng, manyMessages, 1),
		"one more than the count": repeated(rng, manyMessages+1, 1),
		"count of empty, then 1":  append(make([][]byte, manyMessages), []byte{1}),
		"three counts and 1":      repeated(rng, 3*manyMessages+1, 16),
	}
	for name, inputs := range cases {
		t.Run(name, func(t *testing.T) {
			for _, alg := range []Algorithm{AlgKeccak256, AlgSHA3_384} {
				assertHashManyEqualsOneShot(t, alg, inputs, alg.Size())
			}
		})
	}
}
