// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build unix

package bench

import (
	"fmt"
	"hash"
	"runtime"
	"syscall"
	"testing"
	"time"

	keccakx "github.com/keccakx/keccakx/bindings/go"
)

// threadCounts are the SetThreads counts compared: one, two, and one per CPU
// where that is more.
func threadCounts() []int {
	if cpus := runtime.GOMAXPROCS(0); cpus > 2 {
		return []int{1, 2, cpus}
	}
	return []int{1, 2}
}

// BenchmarkThreads is one 64 MiB Write into KT128 and into ParallelHash128
// (B = 8192) on 1, 2 and every CPU's threads, with the CPU time of all the
// process's threads per hash (cpu-ns/op) beside the wall-clock time:
// bench/run_all.py reports it against one thread.
func BenchmarkThreads(b *testing.B) {
	msg := message(64 << 20)
	algs := []struct {
		name string
		new  func(threads int) hash.Hash
	}{
		{"kt128", func(n int) hash.Hash {
			h := keccakx.NewKT128(nil).(*keccakx.KangarooTwelve)
			h.SetThreads(n)
			return h
		}},
		{"parallelhash128", func(n int) hash.Hash {
			h := keccakx.NewParallelHash128(8192, nil, 32).(*keccakx.ParallelHash)
			h.SetThreads(n)
			return h
		}},
	}
	for _, alg := range algs {
		for _, threads := range threadCounts() {
			b.Run(fmt.Sprintf("alg=%s/threads=%d", alg.name, threads), func(b *testing.B) {
				h := alg.new(threads)
				b.SetBytes(int64(len(msg)))
				start := cpuTime()
				for b.Loop() {
					h.Reset()
					h.Write(msg)
					h.Sum(out[:0])
				}
				b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

// cpuTime is the CPU time of every thread of the process so far.
func cpuTime() time.Duration {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		panic(err)
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano())
}
