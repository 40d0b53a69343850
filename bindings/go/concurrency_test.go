package keccakx

import (
	"bytes"
	"math/rand/v2"
	"sync"
	"testing"
)

// Many goroutines hashing at once, each with its own objects, all get
// x/crypto/sha3's results, while another goroutine keeps switching backends
// (which changes only speed).
func TestConcurrentHashingWhileBackendsSwitch(t *testing.T) {
	defer UseBackend("auto")
	stop := make(chan struct{})
	switched := make(chan struct{})
	go func() {
		defer close(switched)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			backends := Backends()
			UseBackend(backends[i%len(backends)])
		}
	}()
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(g), 13))
			lengths := boundaryLengths()
			for range 200 {
				msg := randomBytes(rng, lengths[rng.IntN(len(lengths))])
				want := theirOneShot(AlgKeccak256, msg, 32)
				h := NewLegacyKeccak256()
				h.Write(msg)
				if got := h.Sum(nil); !bytes.Equal(got, want) {
					t.Errorf("goroutine %d: streamed Keccak-256 of %d bytes = %x, want %x", g, len(msg), got, want)
					return
				}
				if got := Keccak256(msg); !bytes.Equal(got, want) {
					t.Errorf("goroutine %d: Keccak256 of %d bytes = %x, want %x", g, len(msg), got, want)
					return
				}
				many := make([][32]byte, 9)
				Keccak256Many(many, [][]byte{msg, msg, msg, msg, msg, msg, msg, msg, msg})
				for _, h := range many {
					if !bytes.Equal(h[:], want) {
						t.Errorf("goroutine %d: Keccak256Many of %d bytes = %x, want %x", g, len(msg), h, want)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-switched
}
