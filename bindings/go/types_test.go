// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import (
	stdsha3 "crypto/sha3"
	"hash"
	"reflect"
	"testing"

	xsha3 "golang.org/x/crypto/sha3"
)

// Code typed against x/crypto/sha3's ShakeHash takes this package's SHAKE
// values, and a Clone of one is again one of x/crypto's ShakeHash.
func TestShakeValuesAreXCryptoShakeHashes(t *testing.T) {
	takesXCrypto := func(h xsha3.ShakeHash) xsha3.ShakeHash { return h.Clone() }
	for _, h := range []xsha3.ShakeHash{NewShake128(), NewShake256(), NewSHAKE128(), NewSHAKE256()} {
		if _, ok := takesXCrypto(h).(*SHAKE); !ok {
			t.Fatalf("Clone of %T is %T, want *SHAKE", h, takesXCrypto(h))
		}
	}
}

// The fixed-size constructors keep x/crypto's signature (a func() hash.Hash,
// as hmac.New takes) and give a *SHA3.
func TestFixedSizeConstructorsGiveSHA3(t *testing.T) {
	for _, newHash := range []func() hash.Hash{New224, New256, New384, New512,
		NewLegacyKeccak224, NewLegacyKeccak256, NewLegacyKeccak384, NewLegacyKeccak512} {
		if h, ok := newHash().(*SHA3); !ok {
			t.Fatalf("constructor gives %T, want *SHA3", h)
		}
	}
}

// SHA3 and SHAKE have every method of crypto/sha3's types of the same names,
// with the same signatures, so code written against crypto/sha3's concrete
// types compiles against these (in whatever Go version runs the test).
func TestTypesHaveTheMethodsOfCryptoSHA3(t *testing.T) {
	for _, c := range []struct{ ours, std any }{
		{&SHA3{}, &stdsha3.SHA3{}},
		{&SHAKE{}, &stdsha3.SHAKE{}},
	} {
		ours, std := reflect.TypeOf(c.ours), reflect.TypeOf(c.std)
		for i := range std.NumMethod() {
			want := std.Method(i)
			got, ok := ours.MethodByName(want.Name)
			if !ok || got.Type.String() != methodTypeOn(want.Type, ours) {
				t.Errorf("%v lacks %s%s of %v", ours, want.Name, want.Type, std)
			}
		}
	}
}

// methodTypeOn is the type of a method expression of std's method, with the
// receiver changed to recv.
func methodTypeOn(m reflect.Type, recv reflect.Type) string {
	in := []reflect.Type{recv}
	for i := 1; i < m.NumIn(); i++ {
		in = append(in, m.In(i))
	}
	var out []reflect.Type
	for i := range m.NumOut() {
		out = append(out, m.Out(i))
	}
	return reflect.FuncOf(in, out, m.IsVariadic()).String()
}
