// SPDX-License-Identifier: MIT OR Apache-2.0
package keccakx

import "runtime"

// KangarooTwelve and ParallelHash cut their input into chunks (8 KiB leaves,
// B-byte blocks) hashed independently of each other: the types below let one
// large Write hash them on several cores. The output never depends on it.

// KangarooTwelve is KT128 or KT256 (RFC 9861), as NewKT128 and NewKT256
// return it (a ShakeHash): keccakx.NewKT128(custom).(*keccakx.KangarooTwelve)
// gives the type, for SetThreads.
type KangarooTwelve struct{ stream }

// ParallelHash is ParallelHash128 or ParallelHash256 (NIST SP 800-185), as
// NewParallelHash128 and NewParallelHash256 return it (a hash.Hash).
type ParallelHash struct{ fixed }

// ParallelHashXOF is ParallelHashXOF128 or ParallelHashXOF256, as
// NewParallelHashXOF128 and NewParallelHashXOF256 return it (a ShakeHash).
type ParallelHashXOF struct{ stream }

// maxThreads bounds the threads of one Write (the C library's bound too).
const maxThreads = 256

// SetThreads lets each later Write of a large input hash its chunks on up to
// n threads, the calling goroutine among them: 1 (the default) is the
// calling goroutine only, 0 one thread per CPU the Go runtime uses:
// runtime.GOMAXPROCS(0), which is the GOMAXPROCS environment variable or the
// program's own setting if any, else the CPUs of the process's affinity mask
// (taskset, cpusets) and, from Go 1.25 on (for a main module that says go 1.25
// or later), the CPU quota of its cgroup on Linux, rounded up, but no fewer
// than 2 from the quota alone; counts above 256 are taken as 256. It panics on
// a negative n.
//
// The output is the same for every n and however the input is split into
// Writes. Only a Write that gives each thread at least 512 KiB of whole
// chunks uses more than one (a smaller share gains nothing over starting a
// thread), and all of that Write's threads are done when it returns; the
// chaining values of the chunks are absorbed in order on the calling
// goroutine. Write large pieces: io.Copy's 32 KiB reads use one thread
// (io.CopyBuffer with a buffer of a few MiB, or the whole input in one Write,
// use them all). With cgo the threads are the C library's (kx_set_threads);
// without cgo they are goroutines. The setting stays through Reset and is
// copied by Clone.
func (k *KangarooTwelve) SetThreads(n int) { k.setThreads(n) }

// SetThreads lets each later Write of a large input hash its blocks on up to
// n threads, as KangarooTwelve's SetThreads.
func (p *ParallelHash) SetThreads(n int) { p.setThreads(n) }

// SetThreads lets each later Write of a large input hash its blocks on up to
// n threads, as KangarooTwelve's SetThreads.
func (p *ParallelHashXOF) SetThreads(n int) { p.setThreads(n) }

func (h *modeHash) setThreads(n int) {
	h.check()
	if n < 0 {
		panic("keccakx: negative thread count")
	}
	if n == 0 {
		n = runtime.GOMAXPROCS(0)
	}
	n = min(n, maxThreads)
	coreSetThreads(&h.ctx, n)
	coreSetThreads(&h.initial, n)
}

// Clone returns an independent copy in the current state, with its thread
// count.
func (k *KangarooTwelve) Clone() ShakeHash {
	k.check()
	c := *k
	return &c
}

// Clone returns an independent copy in the current state, with its thread
// count.
func (p *ParallelHashXOF) Clone() ShakeHash {
	p.check()
	c := *p
	return &c
}
