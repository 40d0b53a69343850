// SPDX-License-Identifier: MIT OR Apache-2.0
//go:build !cgo

package keccakx

import (
	"bytes"
	"cmp"
	"slices"
)

// Without cgo, a StackTrie is built here, in Go.
//
// stackTrieCore builds a Merkle-Patricia trie from keys in increasing order,
// holding only the branches on the path of the last key. A node is encoded as
// soon as no later key can reach it; its hash is not computed then but left
// pending, with the 32 bytes its parent keeps for it as a placeholder. The
// pending nodes are hashed together, trieFlushNodes at a time and at the
// end, with Keccak256Many: first those whose children are all resolved
// (level 0), then, their hashes written into their parents, level 1, and so
// on. A parent's encoding does not wait for its children's hashes: a child
// whose RLP is 32 bytes or more always takes 33 bytes in its parent (0xa0
// and the hash), so its parent's length is known before the hash.
type stackTrieCore struct {
	onNode   func(path []byte, hash [32]byte, blob []byte)
	rootOnly bool
	prefix   []byte // a partition's: the nibbles every key begins with, cut off here, put back in front of paths

	prev      []byte // the nibbles of the last key
	prevValue []byte // its value, not yet in a node
	started   bool
	next      []byte // the nibbles of the key being added
	stack     []openBranch

	blobs   []byte // the encodings of the pending nodes, one after another
	paths   []byte // their paths, when onNode wants them
	pending []pendingNode

	// Scratch of flush, kept for the next.
	inputs [][]byte
	hashes [][32]byte
	order  []int32

	root [32]byte
}

// trieFlushNodes is how many nodes wait before they are hashed: enough for
// Keccak256Many to fill its widest kernel on every level of a flush.
const trieFlushNodes = 256

// nodeRef is a node as its parent holds it: its RLP when that is under 32
// bytes, else 0xa0 and its hash, which is pending while the node waits to be
// hashed.
type nodeRef struct {
	enc     [33]byte
	n       uint8 // 0 for no node
	pending int32 // the node's index in stackTrieCore.pending, or -1
}

// openBranch is a branch node on the path of the last key, at depth nibbles.
type openBranch struct {
	depth    int
	children [16]nodeRef
	value    []byte // the value of a key ending here (the 17th slot)
	hasValue bool
}

// pendingNode is an encoded node waiting for its hash, and where the hash goes.
type pendingNode struct {
	blob, blobEnd int
	path, pathEnd int
	level         int // 0 when no child of it is pending, else 1 + its children's highest
	dest          destination
}

// destination is where a pending node's hash goes: into the encoding of its
// (pending) parent, into a slot of an open branch, or into the root.
type destination struct {
	kind   destKind
	at     int // an offset in blobs, or the index of the branch in stack
	nibble int // the branch's child slot
}

type destKind uint8

const (
	destParent destKind = iota
	destBranch
	destRoot
)

// newStackTrieCore returns an empty trie that reports its committed nodes to
// onNode, or only its root when rootOnly.
func newStackTrieCore(onNode func(path []byte, hash [32]byte, blob []byte), rootOnly bool) stackTrieCore {
	return stackTrieCore{onNode: onNode, rootOnly: rootOnly}
}

// newPartitionCore returns an empty partition of the keys beginning with
// prefix (nibbles, checked by the caller, as are the keys given to update)
// that reports its committed nodes to onNode: the trie of the keys without
// those nibbles, its nodes reported with them in front of their paths.
func newPartitionCore(onNode func(path []byte, hash [32]byte, blob []byte), prefix []byte) stackTrieCore {
	return stackTrieCore{onNode: onNode, prefix: prefix}
}

func (t *stackTrieCore) reset() {
	t.started = false
	t.prev, t.prevValue, t.stack = t.prev[:0], t.prevValue[:0], t.stack[:0]
	t.blobs, t.paths, t.pending = t.blobs[:0], t.paths[:0], t.pending[:0]
}

// update adds a key and its non-empty value; keys must increase.
func (t *stackTrieCore) update(key, value []byte) error {
	if len(value) == 0 {
		return errTrieEmptyValue
	}
	t.next = appendNibbles(t.next[:0], key)
	t.next = t.next[:copy(t.next, t.next[len(t.prefix):])]
	if t.started {
		if bytes.Compare(t.prev, t.next) >= 0 {
			return errTrieKeyOrder
		}
		t.place(commonPrefixLength(t.prev, t.next))
	}
	t.prev, t.next = t.next, t.prev
	t.prevValue = append(t.prevValue[:0], value...)
	t.started = true
	if len(t.pending) >= trieFlushNodes {
		t.flush()
	}
	return nil
}

// place puts the last key's value into the trie before a key that shares
// its first c nibbles: into the branch at depth c (made if missing), or
// below it, and closes the branches deeper than c.
func (t *stackTrieCore) place(c int) {
	if len(t.stack) == 0 || t.stack[len(t.stack)-1].depth < c {
		t.push(c)
	}
	top := len(t.stack) - 1
	if depth := t.stack[top].depth; len(t.prev) == depth {
		b := &t.stack[top]
		b.value, b.hasValue = append(b.value[:0], t.prevValue...), true
	} else {
		t.attach(top, t.leaf(depth+1, false))
	}
	for top := len(t.stack) - 1; t.stack[top].depth > c; top = len(t.stack) - 1 {
		parent := c
		if top > 0 && t.stack[top-1].depth >= c {
			parent = t.stack[top-1].depth
		}
		ref := t.closeBranch(top, parent, false)
		t.stack = t.stack[:top]
		if top == 0 || t.stack[top-1].depth < c {
			t.push(c)
		}
		t.attach(len(t.stack)-1, ref)
	}
}

// finish closes every open node and hashes what is pending; it returns the
// root (Keccak-256 of 0x80 for an empty trie).
func (t *stackTrieCore) finish() [32]byte {
	if !t.started {
		return emptyTrieRoot
	}
	if len(t.stack) == 0 {
		t.leaf(0, true)
	} else {
		top := len(t.stack) - 1
		t.attach(top, t.leaf(t.stack[top].depth+1, false))
		for top >= 0 {
			parent := -1
			if top > 0 {
				parent = t.stack[top-1].depth
			}
			ref := t.closeBranch(top, parent, top == 0)
			t.stack = t.stack[:top]
			if top--; top >= 0 {
				t.attach(top, ref)
			}
		}
	}
	t.flush()
	t.started = false
	return t.root
}

// emptyTrieRoot is Keccak-256 of the RLP of the empty string (0x80).
var emptyTrieRoot = [32]byte{
	0x56, 0xe8, 0x1f, 0x17, 0x1b, 0xcc, 0x55, 0xa6, 0xff, 0x83, 0x45, 0xe6, 0x92, 0xc0, 0xf8, 0x6e,
	0x5b, 0x48, 0xe0, 0x1b, 0x99, 0x6c, 0xad, 0xc0, 0x01, 0x62, 0x2f, 0xb5, 0xe3, 0x63, 0xb4, 0x21,
}

func (t *stackTrieCore) push(depth int) {
	if len(t.stack) < cap(t.stack) {
		t.stack = t.stack[:len(t.stack)+1]
	} else {
		t.stack = append(t.stack, openBranch{})
	}
	b := &t.stack[len(t.stack)-1]
	b.depth, b.children, b.value, b.hasValue = depth, [16]nodeRef{}, b.value[:0], false
}

// attach makes ref the child of the open branch stack[i] on the last key's path.
func (t *stackTrieCore) attach(i int, ref nodeRef) {
	nibble := int(t.prev[t.stack[i].depth])
	t.stack[i].children[nibble] = ref
	if ref.pending >= 0 {
		t.pending[ref.pending].dest = destination{kind: destBranch, at: i, nibble: nibble}
	}
}

// leaf encodes the leaf of the last key whose path is its first depth nibbles.
func (t *stackTrieCore) leaf(depth int, root bool) nodeRef {
	key, value := t.prev[depth:], t.prevValue
	start := len(t.blobs)
	t.blobs = appendRLPHeader(t.blobs, 0xc0, hexPrefixStringSize(len(key))+rlpStringSize(len(value), value[0]))
	t.blobs = appendHexPrefixString(t.blobs, key, true)
	t.blobs = appendRLPString(t.blobs, value)
	return t.commit(start, depth, 0, root)
}

// closeBranch encodes the open branch stack[i], and the extension above it
// when its parent is more than one nibble up (parent is the parent branch's
// depth, -1 for none), and returns the topmost of the two.
func (t *stackTrieCore) closeBranch(i, parent int, root bool) nodeRef {
	b := &t.stack[i]
	size := 1
	if b.hasValue {
		size = rlpStringSize(len(b.value), b.value[0])
	}
	for c := range b.children {
		size += max(int(b.children[c].n), 1)
	}
	start := len(t.blobs)
	t.blobs = appendRLPHeader(t.blobs, 0xc0, size)
	level := 0
	for c := range b.children {
		level = max(level, t.appendChild(&b.children[c]))
	}
	if b.hasValue {
		t.blobs = appendRLPString(t.blobs, b.value)
	} else {
		t.blobs = append(t.blobs, 0x80)
	}
	extended := b.depth > parent+1
	ref := t.commit(start, b.depth, level, root && !extended)
	if !extended {
		return ref
	}
	key := t.prev[parent+1 : b.depth]
	start = len(t.blobs)
	t.blobs = appendRLPHeader(t.blobs, 0xc0, hexPrefixStringSize(len(key))+max(int(ref.n), 1))
	t.blobs = appendHexPrefixString(t.blobs, key, false)
	return t.commit(start, parent+1, t.appendChild(&ref), root)
}

// appendChild appends a child's reference to the node being encoded (0x80
// for none) and returns the level the child gives its parent. A pending
// child's hash is to go where its placeholder is.
func (t *stackTrieCore) appendChild(ref *nodeRef) int {
	if ref.n == 0 {
		t.blobs = append(t.blobs, 0x80)
		return 0
	}
	t.blobs = append(t.blobs, ref.enc[:ref.n]...)
	if ref.pending < 0 {
		return 0
	}
	child := &t.pending[ref.pending]
	child.dest = destination{kind: destParent, at: len(t.blobs) - 32}
	return child.level + 1
}

// commit turns the node encoded in blobs[start:] into a reference: the
// encoding itself when under 32 bytes (unless it is the root, which is always
// hashed), else a pending hash.
func (t *stackTrieCore) commit(start, pathLen, level int, root bool) nodeRef {
	blob := t.blobs[start:]
	if len(blob) < 32 && !root {
		ref := nodeRef{n: uint8(len(blob)), pending: -1}
		copy(ref.enc[:], blob)
		t.blobs = t.blobs[:start]
		return ref
	}
	p := pendingNode{blob: start, blobEnd: len(t.blobs), level: level}
	if root {
		p.dest.kind = destRoot
	}
	if t.reports(root) {
		p.path = len(t.paths)
		t.paths = append(append(t.paths, t.prefix...), t.prev[:pathLen]...)
		p.pathEnd = len(t.paths)
	}
	t.pending = append(t.pending, p)
	ref := nodeRef{n: 33, pending: int32(len(t.pending) - 1)}
	ref.enc[0] = 0xa0
	return ref
}

// flush hashes every pending node, level by level, delivers the hashes and
// reports the nodes to onNode, children before parents.
func (t *stackTrieCore) flush() {
	for level, done := 0, 0; done < len(t.pending); level++ {
		t.inputs, t.order = t.inputs[:0], t.order[:0]
		for i := range t.pending {
			if t.pending[i].level == level {
				t.order = append(t.order, int32(i))
			}
		}
		// Keccak256Many hashes four messages of one length at once.
		slices.SortStableFunc(t.order, func(a, b int32) int {
			return cmp.Compare(t.pending[a].blobEnd-t.pending[a].blob, t.pending[b].blobEnd-t.pending[b].blob)
		})
		for _, i := range t.order {
			t.inputs = append(t.inputs, t.blobs[t.pending[i].blob:t.pending[i].blobEnd])
		}
		if len(t.hashes) < len(t.inputs) {
			t.hashes = make([][32]byte, max(len(t.inputs), trieFlushNodes))
		}
		Keccak256Many(t.hashes, t.inputs)
		for j, i := range t.order {
			t.deliver(&t.pending[i], &t.hashes[j])
		}
		done += len(t.order)
	}
	t.blobs, t.paths, t.pending = t.blobs[:0], t.paths[:0], t.pending[:0]
}

func (t *stackTrieCore) deliver(p *pendingNode, hash *[32]byte) {
	switch p.dest.kind {
	case destParent:
		copy(t.blobs[p.dest.at:], hash[:])
	case destBranch:
		ref := &t.stack[p.dest.at].children[p.dest.nibble]
		copy(ref.enc[1:], hash[:])
		ref.pending = -1
	case destRoot:
		t.root = *hash
	}
	if t.reports(p.dest.kind == destRoot) {
		t.onNode(t.paths[p.path:p.pathEnd], *hash, t.blobs[p.blob:p.blobEnd])
	}
}

// reports says whether onNode wants a node, the root or another.
func (t *stackTrieCore) reports(root bool) bool {
	return t.onNode != nil && (!t.rootOnly || root)
}
