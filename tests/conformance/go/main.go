// SPDX-License-Identifier: MIT OR Apache-2.0
// Driver-go is the Go conformance driver: it reads the cases written by
// generate.py (path in the first argument) and prints what the public API of
// the keccakx Go package computes for each, one line per result:
// "<id> oneshot|stream|many <hex>" ("-" for no bytes), for the FIPS 202
// cases and the modes of RFC 9861 and SP 800-185 ("mode" lines); for
// Ethereum's trie cases ("trie" lines) "<id> root <hex>", and "<id> nodes
// <hex>" for the committed nodes of the stack trie (see generate.py). With
// --backends it lists the backends this CPU runs, one per line.
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"hash"
	"os"
	"slices"
	"strconv"
	"strings"

	keccakx "github.com/keccakx/keccakx/bindings/go"
)

func fail(what string) {
	fmt.Fprintln(os.Stderr, "conformance driver:", what)
	os.Exit(2)
}

func fromHex(s string) []byte {
	if s == "-" {
		return nil
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		fail("bad hex: " + err.Error())
	}
	return b
}

func toHex(b []byte) string {
	if len(b) == 0 {
		return "-"
	}
	return hex.EncodeToString(b)
}

func sizes(list string) []int {
	if list == "-" {
		return nil
	}
	var out []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 {
			fail("bad size " + f)
		}
		out = append(out, n)
	}
	return out
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		fail("bad length " + s)
	}
	return n
}

func algorithmNamed(name string) keccakx.Algorithm {
	for a := keccakx.AlgKeccak224; a <= keccakx.AlgSHAKE256; a++ {
		if a.String() == name {
			return a
		}
	}
	fail("unknown algorithm " + name)
	return 0
}

// oneShot is each algorithm's one-shot function, as a user would call it.
// Keccak-224/384 have none of their own: HashMany of one message is theirs.
func oneShot(alg keccakx.Algorithm, msg []byte, outLen int) []byte {
	switch alg {
	case keccakx.AlgKeccak256:
		h := keccakx.Keccak256Hash(msg)
		return h[:]
	case keccakx.AlgKeccak512:
		return keccakx.Keccak512(msg)
	case keccakx.AlgSHA3_224:
		h := keccakx.Sum224(msg)
		return h[:]
	case keccakx.AlgSHA3_256:
		h := keccakx.Sum256(msg)
		return h[:]
	case keccakx.AlgSHA3_384:
		h := keccakx.Sum384(msg)
		return h[:]
	case keccakx.AlgSHA3_512:
		h := keccakx.Sum512(msg)
		return h[:]
	case keccakx.AlgSHAKE128:
		return keccakx.SumSHAKE128(msg, outLen)
	case keccakx.AlgSHAKE256:
		return keccakx.SumSHAKE256(msg, outLen)
	}
	out := make([]byte, outLen)
	keccakx.HashMany(alg, out, [][]byte{msg}, outLen)
	return out
}

func newHash(alg keccakx.Algorithm) hash.Hash {
	switch alg {
	case keccakx.AlgKeccak224:
		return keccakx.NewLegacyKeccak224()
	case keccakx.AlgKeccak256:
		return keccakx.NewLegacyKeccak256()
	case keccakx.AlgKeccak384:
		return keccakx.NewLegacyKeccak384()
	case keccakx.AlgKeccak512:
		return keccakx.NewLegacyKeccak512()
	case keccakx.AlgSHA3_224:
		return keccakx.New224()
	case keccakx.AlgSHA3_256:
		return keccakx.New256()
	case keccakx.AlgSHA3_384:
		return keccakx.New384()
	case keccakx.AlgSHA3_512:
		return keccakx.New512()
	case keccakx.AlgSHAKE128:
		return keccakx.NewShake128()
	default:
		return keccakx.NewShake256()
	}
}

// streamed writes msg in chunks of the update sizes; then a fixed-size hash
// gives Sum, and SHAKE is read in chunks of the squeeze sizes.
func streamed(alg keccakx.Algorithm, msg []byte, updates, squeezes []int, outLen int) []byte {
	h := newHash(alg)
	at := 0
	for _, n := range updates {
		h.Write(msg[at : at+n])
		at += n
	}
	shake, ok := h.(keccakx.ShakeHash)
	if !ok {
		return h.Sum(nil)
	}
	out := make([]byte, outLen)
	done := 0
	for _, n := range squeezes {
		shake.Read(out[done : done+n])
		done += n
	}
	return out
}

// runHash: hash <id> <alg> <msg_hex> <outlen> <update_sizes> <squeeze_sizes> <expected_hex>
func runHash(f []string, w *bufio.Writer) {
	alg, msg, outLen := algorithmNamed(f[2]), fromHex(f[3]), atoi(f[4])
	fmt.Fprintf(w, "%s oneshot %s\n", f[1], toHex(oneShot(alg, msg, outLen)))
	fmt.Fprintf(w, "%s stream %s\n", f[1], toHex(streamed(alg, msg, sizes(f[5]), sizes(f[6]), outLen)))
}

// runMany: many <id> <alg> <outlen> <msg_hex,msg_hex,...> <expected_hex>
func runMany(f []string, w *bufio.Writer) {
	alg, outLen := algorithmNamed(f[2]), atoi(f[3])
	var msgs [][]byte
	if f[4] != "-" {
		for _, m := range strings.Split(f[4], ",") {
			msgs = append(msgs, fromHex(m))
		}
	}
	out := make([]byte, len(msgs)*outLen)
	keccakx.HashMany(alg, out, msgs, outLen)
	fmt.Fprintf(w, "%s many %s\n", f[1], toHex(out))
}

// modeCase is a "mode" line: mode <id> <alg> <param> <custom> <msg> <outlen>
// <update_sizes> <squeeze_sizes> <expected>.
type modeCase struct {
	alg           string
	param, custom []byte
	blockSize     int // ParallelHash's B
	msg           []byte
	tuple         [][]byte
	outLen        int
	updates       []int
	squeezes      []int
}

func parseMode(f []string) modeCase {
	c := modeCase{alg: f[2], custom: fromHex(f[4]), outLen: atoi(f[6]), updates: sizes(f[7]), squeezes: sizes(f[8])}
	if strings.HasPrefix(c.alg, "parallelhash") {
		c.blockSize = atoi(f[3])
	} else {
		c.param = fromHex(f[3])
	}
	if strings.HasPrefix(c.alg, "tuplehash") {
		if f[5] != "()" {
			for _, e := range strings.Split(f[5], ",") {
				c.tuple = append(c.tuple, fromHex(e))
			}
		}
	} else {
		c.msg = fromHex(f[5])
	}
	return c
}

// newMode is the streaming value of the case's function; TupleHash has its
// own (elementWise).
func newMode(c modeCase) hash.Hash {
	switch c.alg {
	case "turboshake128":
		return keccakx.NewTurboSHAKE128(c.param[0])
	case "turboshake256":
		return keccakx.NewTurboSHAKE256(c.param[0])
	case "kt128":
		return keccakx.NewKT128(c.custom)
	case "kt256":
		return keccakx.NewKT256(c.custom)
	case "cshake128":
		return keccakx.NewCSHAKE128(c.param, c.custom)
	case "cshake256":
		return keccakx.NewCSHAKE256(c.param, c.custom)
	case "kmac128":
		return keccakx.NewKMAC128(c.param, c.custom, c.outLen)
	case "kmac256":
		return keccakx.NewKMAC256(c.param, c.custom, c.outLen)
	case "kmacxof128":
		return keccakx.NewKMACXOF128(c.param, c.custom)
	case "kmacxof256":
		return keccakx.NewKMACXOF256(c.param, c.custom)
	case "parallelhash128":
		return keccakx.NewParallelHash128(c.blockSize, c.custom, c.outLen)
	case "parallelhash256":
		return keccakx.NewParallelHash256(c.blockSize, c.custom, c.outLen)
	case "parallelhashxof128":
		return keccakx.NewParallelHashXOF128(c.blockSize, c.custom)
	case "parallelhashxof256":
		return keccakx.NewParallelHashXOF256(c.blockSize, c.custom)
	}
	fail("unknown mode " + c.alg)
	return nil
}

// readInChunks reads outLen bytes in chunks of sizes (one read if none).
func readInChunks(r interface{ Read([]byte) (int, error) }, sizes []int, outLen int) []byte {
	out := make([]byte, outLen)
	if sizes == nil {
		sizes = []int{outLen}
	}
	done := 0
	for _, n := range sizes {
		r.Read(out[done : done+n])
		done += n
	}
	return out
}

// elementWise is the TupleHash of the case's tuple; with squeezes, read in
// those chunks.
func elementWise(c modeCase, squeezes []int) []byte {
	level128 := strings.HasSuffix(c.alg, "128")
	if !strings.Contains(c.alg, "xof") {
		if level128 {
			return keccakx.SumTupleHash128(c.tuple, c.custom, c.outLen)
		}
		return keccakx.SumTupleHash256(c.tuple, c.custom, c.outLen)
	}
	h := keccakx.NewTupleHashXOF256(c.custom)
	if level128 {
		h = keccakx.NewTupleHashXOF128(c.custom)
	}
	for _, e := range c.tuple {
		h.WriteElement(e)
	}
	return readInChunks(h, squeezes, c.outLen)
}

// modeOneShot is the one-shot function where the package has one, else
// the streaming value given the whole message at once.
func modeOneShot(c modeCase) []byte {
	switch c.alg {
	case "turboshake128":
		return keccakx.SumTurboSHAKE128(c.msg, c.param[0], c.outLen)
	case "turboshake256":
		return keccakx.SumTurboSHAKE256(c.msg, c.param[0], c.outLen)
	case "kt128":
		return keccakx.SumKT128(c.msg, c.custom, c.outLen)
	case "kt256":
		return keccakx.SumKT256(c.msg, c.custom, c.outLen)
	}
	if strings.HasPrefix(c.alg, "tuplehash") {
		return elementWise(c, nil)
	}
	h := newMode(c)
	h.Write(c.msg)
	if x, ok := h.(keccakx.ShakeHash); ok {
		return readInChunks(x, nil, c.outLen)
	}
	return h.Sum(nil)
}

// modeStreamed writes the message in chunks of the update sizes and reads
// a stream in chunks of the squeeze sizes.
func modeStreamed(c modeCase) []byte {
	if strings.HasPrefix(c.alg, "tuplehash") {
		return elementWise(c, c.squeezes)
	}
	h := newMode(c)
	at := 0
	for _, n := range c.updates {
		h.Write(c.msg[at : at+n])
		at += n
	}
	if x, ok := h.(keccakx.ShakeHash); ok {
		return readInChunks(x, c.squeezes, c.outLen)
	}
	return h.Sum(nil)
}

func runMode(f []string, w *bufio.Writer) {
	c := parseMode(f)
	fmt.Fprintf(w, "%s oneshot %s\n", f[1], toHex(modeOneShot(c)))
	fmt.Fprintf(w, "%s stream %s\n", f[1], toHex(modeStreamed(c)))
}

// hexList parses a comma-separated list of hex strings ("-" an empty one,
// "()" none).
func hexList(s string) [][]byte {
	var items [][]byte
	if s == "()" {
		return items
	}
	for _, item := range strings.Split(s, ",") {
		items = append(items, fromHex(item))
	}
	return items
}

// runTrie runs a "trie" line: trie <id> sorted|ordered|secure <keys> <values> <root> <nodes>.
func runTrie(f []string, w *bufio.Writer) {
	keys, values := hexList(f[3]), hexList(f[4])
	var root [32]byte
	switch f[2] {
	case "ordered":
		root = keccakx.OrderedTrieRoot(values)
	case "secure":
		var err error
		if root, err = keccakx.SecureTrieRoot(keys, values); err != nil {
			fail(f[1] + ": " + err.Error())
		}
	case "sorted":
		var records []string
		t := keccakx.NewStackTrie(func(path []byte, hash [32]byte, blob []byte) {
			records = append(records, string(path)+"\x10"+string(hash[:]))
		})
		for i := range keys {
			if err := t.Update(keys[i], values[i]); err != nil {
				fail(f[1] + ": " + err.Error())
			}
		}
		root = t.Hash()
		// A 0x10 (no nibble) ends each path: no record is a prefix of another.
		slices.Sort(records)
		digest := keccakx.Keccak256([]byte(strings.Join(records, "")))
		fmt.Fprintf(w, "%s nodes %s\n", f[1], toHex(digest))
	default:
		fail("unknown trie kind " + f[2])
	}
	fmt.Fprintf(w, "%s root %s\n", f[1], toHex(root[:]))
}

func main() {
	if len(os.Args) == 2 && os.Args[1] == "--backends" {
		for _, name := range keccakx.Backends() {
			fmt.Println(name)
		}
		return
	}
	if len(os.Args) != 2 {
		fail("usage: driver-go CASES_FILE | --backends")
	}
	cases, err := os.ReadFile(os.Args[1])
	if err != nil {
		fail(err.Error())
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for line := range strings.Lines(string(cases)) {
		f := strings.Split(strings.TrimSuffix(line, "\n"), " ")
		switch {
		case f[0] == "hash" && len(f) == 8:
			runHash(f, w)
		case f[0] == "many" && len(f) == 6:
			runMany(f, w)
		case f[0] == "mode" && len(f) == 10:
			runMode(f, w)
		case f[0] == "trie" && len(f) == 7:
			runTrie(f, w)
		default:
			fail("malformed line: " + line)
		}
	}
}
