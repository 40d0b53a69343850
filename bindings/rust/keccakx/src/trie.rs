// SPDX-License-Identifier: MIT OR Apache-2.0
//! Ethereum's Merkle-Patricia trie roots, built by the C stack trie: completed
//! nodes wait in a queue and are hashed several at a time on the widest kernel
//! the CPU has.
//!
//! The roots are the yellow paper's (appendix D) and go-ethereum's; the nodes a
//! [`StackTrie`] commits are go-ethereum's `StackTrie`'s.

use core::ffi::{c_int, c_void};
use core::fmt;
use core::ptr::NonNull;
use std::boxed::Box;
use std::panic::{self, AssertUnwindSafe};
use std::vec::Vec;

use keccakx_sys as sys;

use crate::c_str::static_str;

/// The root of the empty trie: Keccak-256 of the RLP of the empty string, `0x80`.
///
/// ```
/// use keccakx::trie::{StackTrie, EMPTY_ROOT};
///
/// assert_eq!(StackTrie::new().root(), EMPTY_ROOT);
/// assert_eq!(EMPTY_ROOT, keccakx::keccak256(&[0x80]));
/// ```
pub const EMPTY_ROOT: [u8; 32] = [
    0x56, 0xe8, 0x1f, 0x17, 0x1b, 0xcc, 0x55, 0xa6, 0xff, 0x83, 0x45, 0xe6, 0x92, 0xc0, 0xf8, 0x6e,
    0x5b, 0x48, 0xe0, 0x1b, 0x99, 0x6c, 0xad, 0xc0, 0x01, 0x62, 0x2f, 0xb5, 0xe3, 0x63, 0xb4, 0x21,
];

/// Why a key and value were not taken; the trie is then as it was before the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TrieError {
    /// The key is below (bytewise) the key before it: keys go in increasing order.
    KeyOutOfOrder,
    /// The key is the key before it again: each key goes in once.
    KeyRepeated,
    /// The value is empty: an empty value would mean a deletion, which a stack
    /// trie cannot make.
    EmptyValue,
    /// The key does not begin with the nibbles of the partition the trie builds
    /// (see [`StackTrie::partition`]).
    KeyOutsidePartition,
    /// [`join_partitions`] was given bytes that are not a trie node (the RLP of
    /// a leaf, an extension or a branch).
    InvalidNode,
    /// Any other status code of the C library (none is expected from this module's calls).
    Other(i32),
}

impl TrieError {
    fn status_code(self) -> c_int {
        match self {
            TrieError::KeyOutOfOrder => sys::KX_ERR_TRIE_KEY_ORDER,
            TrieError::EmptyValue => sys::KX_ERR_TRIE_EMPTY_VALUE,
            TrieError::KeyRepeated => sys::KX_ERR_TRIE_KEY_REPEATED,
            TrieError::KeyOutsidePartition => sys::KX_ERR_TRIE_KEY_PREFIX,
            TrieError::InvalidNode => sys::KX_ERR_TRIE_BAD_NODE,
            TrieError::Other(code) => code,
        }
    }
}

impl fmt::Display for TrieError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // SAFETY: kx_strerror accepts any code and returns a static NUL-terminated string.
        let message = unsafe { static_str(sys::kx_strerror(self.status_code())) };
        f.write_str(message.unwrap_or("keccakx trie error"))
    }
}

impl core::error::Error for TrieError {}

/// Turns a trie call's status into a `Result`. Running out of memory panics, as
/// a `Vec` that cannot grow does, rather than becoming an error every caller
/// would have to handle.
fn check(status: c_int) -> Result<(), TrieError> {
    match status {
        sys::KX_OK => Ok(()),
        sys::KX_ERR_TRIE_KEY_ORDER => Err(TrieError::KeyOutOfOrder),
        sys::KX_ERR_TRIE_EMPTY_VALUE => Err(TrieError::EmptyValue),
        sys::KX_ERR_TRIE_KEY_REPEATED => Err(TrieError::KeyRepeated),
        sys::KX_ERR_TRIE_KEY_PREFIX => Err(TrieError::KeyOutsidePartition),
        sys::KX_ERR_TRIE_BAD_NODE => Err(TrieError::InvalidNode),
        sys::KX_ERR_OUT_OF_MEMORY => out_of_memory(),
        sys::KX_ERR_BAD_PARAMETER => bad_prefix(),
        code => Err(TrieError::Other(code)),
    }
}

#[cold]
#[track_caller]
fn out_of_memory() -> ! {
    panic!("keccakx: the trie builder ran out of memory")
}

#[cold]
#[track_caller]
fn bad_prefix() -> ! {
    panic!("keccakx: a partition's prefix is at most 64 nibbles, each 0..=15")
}

type NodeCallback<'a> = dyn FnMut(&[u8], &[u8; 32], &[u8]) + Send + 'a;

/// The closure C calls back, and the panic it raised, if any: a panic must not
/// unwind through C, so it is caught in the callback and resumed once the C
/// call has returned.
struct Callback<'a> {
    on_node: Box<NodeCallback<'a>>,
    panic: Option<Box<dyn core::any::Any + Send + 'static>>,
}

impl<'a> Callback<'a> {
    fn new(on_node: impl FnMut(&[u8], &[u8; 32], &[u8]) + Send + 'a) -> Self {
        Callback {
            on_node: Box::new(on_node),
            panic: None,
        }
    }

    /// The function and user pointer C calls it through; `self` must stay
    /// where it is while C may call.
    fn for_c(&mut self) -> (sys::kx_trie_node_fn, *mut c_void) {
        (Some(call_on_node), (self as *mut Callback<'a>).cast())
    }
}

/// What C calls for every committed node.
///
/// # Safety
/// `user` is the `Callback` the trie was made with, which the `StackTrie`
/// owns; C passes `path`, `hash` and `blob` readable for their lengths.
unsafe extern "C" fn call_on_node(
    user: *mut c_void,
    path: *const u8,
    pathlen: usize,
    hash: *const u8,
    blob: *const u8,
    bloblen: usize,
) {
    // SAFETY: `user` is the boxed Callback, borrowed by no one else during a
    // call into C (the StackTrie is borrowed mutably for it).
    let callback = unsafe { &mut *user.cast::<Callback<'_>>() };
    if callback.panic.is_some() {
        return; // the call already failed; the rest of its nodes are not reported
    }
    // SAFETY: C gives valid pointers for the given lengths, for the call only.
    let (path, hash, blob) = unsafe {
        (
            bytes(path, pathlen),
            &*hash.cast::<[u8; 32]>(),
            bytes(blob, bloblen),
        )
    };
    let on_node = &mut callback.on_node;
    if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| on_node(path, hash, blob))) {
        callback.panic = Some(payload);
    }
}

/// # Safety
/// `pointer` is readable for `len` bytes, or `len` is 0.
unsafe fn bytes<'b>(pointer: *const u8, len: usize) -> &'b [u8] {
    if len == 0 {
        &[]
    } else {
        // SAFETY: the caller's promise.
        unsafe { core::slice::from_raw_parts(pointer, len) }
    }
}

/// A Merkle-Patricia trie built from keys given in increasing order, as
/// go-ethereum's `trie.StackTrie`: it keeps only the path to the last key, so
/// memory does not grow with the number of keys.
///
/// [`root`](Self::root) gives the root hash and empties the trie for the next
/// one. A trie made by [`with_node_callback`](Self::with_node_callback) reports
/// every node it commits (each node whose RLP is 32 bytes or more, and the
/// root), as go-ethereum's `OnTrieNode`: its nibble path from the root (one
/// nibble per byte, 0..=15), its hash and its RLP. A node is reported after
/// every node below it.
///
/// Unlike go-ethereum's, it takes an empty key and a key that is a prefix of a
/// later key (the value then sits in a branch node), as the yellow paper does.
///
/// ```
/// use keccakx::trie::{StackTrie, TrieError};
///
/// let mut trie = StackTrie::new();
/// trie.update(b"do", b"verb")?;
/// trie.update(b"dog", b"puppy")?;
/// trie.update(b"doge", b"coin")?;
/// trie.update(b"horse", b"stallion")?;
/// assert_eq!(trie.update(b"cat", b"meow"), Err(TrieError::KeyOutOfOrder));
/// let root = trie.root();
/// assert_eq!(root[..4], [0x59, 0x91, 0xbb, 0x8c]);
/// # Ok::<(), TrieError>(())
/// ```
///
/// Collecting the committed nodes, as a database writer would:
///
/// ```
/// use keccakx::trie::StackTrie;
///
/// let mut nodes = Vec::new();
/// let mut trie = StackTrie::with_node_callback(|path: &[u8], hash: &[u8; 32], blob: &[u8]| {
///     nodes.push((path.to_vec(), *hash, blob.to_vec()));
/// });
/// let mut keys: Vec<[u8; 32]> = (0u32..100).map(|i| keccakx::keccak256(&i.to_be_bytes())).collect();
/// keys.sort();
/// for key in &keys {
///     trie.update(key, &[1; 40])?;
/// }
/// let root = trie.root();
/// drop(trie);
/// let (path, hash, blob) = nodes.last().unwrap();
/// assert!(path.is_empty());
/// assert_eq!(*hash, root);
/// assert_eq!(keccakx::keccak256(blob), root);
/// # Ok::<(), keccakx::trie::TrieError>(())
/// ```
///
/// A panic in the callback does not cross into C: it is caught there, the C
/// call finishes without reporting the rest of its nodes, the trie is emptied
/// (as by `root`), and the panic then resumes in the caller of `update` or
/// `root`.
pub struct StackTrie<'a> {
    raw: NonNull<sys::kx_trie>,
    /// Boxed so that its address, which C keeps, does not move with the trie.
    callback: Option<Box<Callback<'a>>>,
}

// SAFETY: the C trie is plain memory that no other object shares, and the
// callback is Send; every use of either goes through `&mut self`.
unsafe impl Send for StackTrie<'_> {}

impl<'a> StackTrie<'a> {
    /// An empty trie that reports no nodes.
    pub fn new() -> Self {
        Self::make(&[], None)
    }

    /// An empty trie that calls `on_node(path, hash, blob)` for every node it
    /// commits (see [`StackTrie`]). The slices are valid during the call only.
    pub fn with_node_callback(on_node: impl FnMut(&[u8], &[u8; 32], &[u8]) + Send + 'a) -> Self {
        Self::make(&[], Some(Box::new(Callback::new(on_node))))
    }

    /// An empty trie of one partition of a larger trie: the keys that begin
    /// with the nibbles of `prefix` (one a byte, 0..=15), as go-ethereum's
    /// `PartialStackTrie`. The 16 partitions of a trie's first nibble can be
    /// built on 16 threads, then joined by [`join_partitions`].
    ///
    /// [`update`](Self::update) takes whole keys, prefix included, and refuses
    /// one outside the partition with [`TrieError::KeyOutsidePartition`].
    /// [`root`](Self::root) gives Keccak-256 of the partition's root node.
    /// The nodes reported are the whole trie's nodes under the prefix, with
    /// their paths from the whole trie's root, and the partition's root node
    /// at `path == prefix` whatever its size: [`join_partitions`] needs that
    /// node, not its hash.
    ///
    /// # Panics
    /// If `prefix` is longer than 64 nibbles or holds a value over 15.
    ///
    /// ```
    /// use keccakx::trie::{join_partitions, StackTrie};
    ///
    /// let mut keys: Vec<[u8; 32]> = (0u32..1000).map(|i| keccakx::keccak256(&i.to_be_bytes())).collect();
    /// keys.sort();
    /// let roots: Vec<Vec<u8>> = std::thread::scope(|scope| {
    ///     let threads: Vec<_> = (0u8..16)
    ///         .map(|nibble| {
    ///             let keys = &keys;
    ///             scope.spawn(move || {
    ///                 let mut root_node = Vec::new();
    ///                 let mut trie = StackTrie::partition_with_node_callback(&[nibble], |path: &[u8], _: &[u8; 32], blob: &[u8]| {
    ///                     if path.len() == 1 {
    ///                         root_node = blob.to_vec();
    ///                     }
    ///                 });
    ///                 for key in keys.iter().filter(|key| key[0] >> 4 == nibble) {
    ///                     trie.update(key, b"value").unwrap();
    ///                 }
    ///                 trie.root();
    ///                 drop(trie);
    ///                 root_node
    ///             })
    ///         })
    ///         .collect();
    ///     threads.into_iter().map(|thread| thread.join().unwrap()).collect()
    /// });
    /// let roots: [&[u8]; 16] = core::array::from_fn(|nibble| roots[nibble].as_slice());
    ///
    /// let mut whole = StackTrie::new();
    /// for key in &keys {
    ///     whole.update(key, b"value")?;
    /// }
    /// assert_eq!(join_partitions(&[], &roots)?, whole.root());
    /// # Ok::<(), keccakx::trie::TrieError>(())
    /// ```
    pub fn partition(prefix: &[u8]) -> Self {
        Self::make(prefix, None)
    }

    /// [`partition`](Self::partition), reporting the nodes it commits to
    /// `on_node(path, hash, blob)` as [`with_node_callback`](Self::with_node_callback) does.
    ///
    /// # Panics
    /// If `prefix` is longer than 64 nibbles or holds a value over 15.
    pub fn partition_with_node_callback(
        prefix: &[u8],
        on_node: impl FnMut(&[u8], &[u8; 32], &[u8]) + Send + 'a,
    ) -> Self {
        Self::make(prefix, Some(Box::new(Callback::new(on_node))))
    }

    fn make(prefix: &[u8], mut callback: Option<Box<Callback<'a>>>) -> Self {
        let (function, user) = match &mut callback {
            Some(callback) => callback.for_c(),
            None => (None, core::ptr::null_mut()),
        };
        let mut raw = core::ptr::null_mut();
        // SAFETY: `raw` is writable; `prefix` is readable for its length;
        // `user` is the boxed Callback or NULL, and outlives the C trie, which
        // Drop frees before the box.
        let status = unsafe {
            sys::kx_trie_new_partition(&mut raw, prefix.as_ptr(), prefix.len(), function, user)
        };
        if let Err(error) = check(status) {
            panic!("keccakx: kx_trie_new_partition failed: {error}");
        }
        let raw = NonNull::new(raw).unwrap_or_else(|| out_of_memory());
        Self { raw, callback }
    }

    /// Adds `value` under `key`. Keys must come in strictly increasing
    /// (bytewise) order; the value must not be empty.
    ///
    /// # Errors
    /// [`TrieError::KeyOutOfOrder`] for a key below the one before,
    /// [`TrieError::KeyRepeated`] for the same key again, [`TrieError::EmptyValue`]
    /// for an empty value, [`TrieError::KeyOutsidePartition`] for a key outside
    /// a [`partition`](Self::partition); the trie is then unchanged.
    pub fn update(&mut self, key: &[u8], value: &[u8]) -> Result<(), TrieError> {
        // SAFETY: the trie is live and ours; key and value are readable for their lengths.
        let status = unsafe {
            sys::kx_trie_update(
                self.raw.as_ptr(),
                key.as_ptr().cast(),
                key.len(),
                value.as_ptr().cast(),
                value.len(),
            )
        };
        self.resume_callback_panic();
        check(status)
    }

    /// Commits what is left, returns the root hash and empties the trie, which
    /// then takes keys from the start again ([`EMPTY_ROOT`] if no key was added).
    pub fn root(&mut self) -> [u8; 32] {
        let mut root = [0u8; 32];
        // SAFETY: the trie is live and ours; root is writable for 32 bytes.
        let status = unsafe { sys::kx_trie_root(self.raw.as_ptr(), root.as_mut_ptr()) };
        self.resume_callback_panic();
        match check(status) {
            Ok(()) => root,
            Err(error) => panic!("keccakx: kx_trie_root failed: {error}"),
        }
    }

    /// Resumes the panic of the callback, if it raised one during the last C
    /// call. The C trie went on without the nodes after it, so it starts over
    /// first, rather than give a later root whose nodes were not all reported.
    fn resume_callback_panic(&mut self) {
        let Some(callback) = self.callback.as_mut() else {
            return;
        };
        if callback.panic.is_some() {
            let mut discarded = [0u8; 32];
            // SAFETY: the trie is live and ours; the callback skips every node
            // while its panic is held.
            unsafe { sys::kx_trie_root(self.raw.as_ptr(), discarded.as_mut_ptr()) };
            if let Some(payload) = callback.panic.take() {
                panic::resume_unwind(payload);
            }
        }
    }
}

impl Default for StackTrie<'_> {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for StackTrie<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StackTrie")
            .field("reports_nodes", &self.callback.is_some())
            .finish_non_exhaustive()
    }
}

impl Drop for StackTrie<'_> {
    fn drop(&mut self) {
        // SAFETY: the trie is live and ours, and not used again.
        unsafe { sys::kx_trie_free(self.raw.as_ptr()) }
    }
}

/// The root of the trie whose partitions below `prefix` (nibbles, one a byte;
/// empty for the whole trie) have the root nodes `roots`: `roots[i]` is the node
/// the [`StackTrie::partition`] of `prefix` and nibble `i` reported at the
/// partition's own path, or empty for a partition without keys. The root is
/// what one trie of all their keys gives (with an empty prefix, the whole
/// trie's root); none populated gives [`EMPTY_ROOT`]. A key of exactly the
/// prefix's nibbles (with an empty prefix, the empty key) is in no partition:
/// a trie holding one is not joined this way.
///
/// # Errors
/// [`TrieError::InvalidNode`] if a root is not a trie node's RLP.
///
/// # Panics
/// If `prefix` is 64 nibbles or longer or holds a value over 15.
pub fn join_partitions(prefix: &[u8], roots: &[&[u8]; 16]) -> Result<[u8; 32], TrieError> {
    join(prefix, roots, None)
}

/// [`join_partitions`], calling `on_node(path, hash, blob)` for the node it
/// makes at `path == prefix` (the branch over the partitions, or a lone
/// partition's root with its nibble put back), as the whole trie reports it.
///
/// # Errors
/// [`TrieError::InvalidNode`] if a root is not a trie node's RLP; `on_node`
/// is then not called.
///
/// # Panics
/// If `prefix` is 64 nibbles or longer or holds a value over 15, and with the
/// panic of `on_node`.
pub fn join_partitions_with_node_callback(
    prefix: &[u8],
    roots: &[&[u8]; 16],
    on_node: impl FnMut(&[u8], &[u8; 32], &[u8]) + Send,
) -> Result<[u8; 32], TrieError> {
    join(prefix, roots, Some(&mut Callback::new(on_node)))
}

fn join(
    prefix: &[u8],
    roots: &[&[u8]; 16],
    mut callback: Option<&mut Callback<'_>>,
) -> Result<[u8; 32], TrieError> {
    let blobs: [*const u8; 16] = core::array::from_fn(|i| {
        if roots[i].is_empty() {
            core::ptr::null()
        } else {
            roots[i].as_ptr()
        }
    });
    let lens: [usize; 16] = core::array::from_fn(|i| roots[i].len());
    let (function, user) = match &mut callback {
        Some(callback) => callback.for_c(),
        None => (None, core::ptr::null_mut()),
    };
    let mut root = [0u8; 32];
    // SAFETY: prefix and each blob are readable for their lengths (NULL with
    // length 0 for an empty partition); root is writable; `user` is the
    // Callback, alive and unborrowed during the call, or NULL.
    let status = unsafe {
        sys::kx_trie_join_partitions(
            prefix.as_ptr(),
            prefix.len(),
            blobs.as_ptr(),
            lens.as_ptr(),
            function,
            user,
            root.as_mut_ptr(),
        )
    };
    if let Some(payload) = callback.and_then(|callback| callback.panic.take()) {
        panic::resume_unwind(payload);
    }
    check(status).map(|()| root)
}

/// The root of a trie whose keys are the RLP encodings of the indices
/// 0, 1, .. and whose values are `values` in that order: the transactions,
/// receipts and withdrawals roots of a block header (go-ethereum's
/// `types.DeriveSha`, alloy-trie's `ordered_trie_root_encoded`). Each value is
/// the item's encoding (for a transaction, its EIP-2718 bytes).
///
/// # Errors
/// [`TrieError::EmptyValue`] if a value is empty.
///
/// ```
/// use keccakx::trie::{ordered_trie_root, EMPTY_ROOT};
///
/// assert_eq!(ordered_trie_root::<&[u8]>(&[])?, EMPTY_ROOT);
/// let root = ordered_trie_root(&[b"first".as_slice(), b"second"])?;
/// assert_ne!(root, EMPTY_ROOT);
/// # Ok::<(), keccakx::trie::TrieError>(())
/// ```
pub fn ordered_trie_root<V: AsRef<[u8]>>(values: &[V]) -> Result<[u8; 32], TrieError> {
    let (pointers, lens) = pointers_and_lens(values.iter().map(AsRef::as_ref));
    let mut root = [0u8; 32];
    // SAFETY: the arrays hold values.len() entries, each pointer readable for
    // its length, borrowed from `values` for the call; root is writable.
    let status = unsafe {
        sys::kx_trie_ordered_root(
            values.len(),
            pointers.as_ptr(),
            lens.as_ptr(),
            root.as_mut_ptr(),
        )
    };
    check(status).map(|()| root)
}

/// The root of a "secure" trie, where every key is hashed with Keccak-256
/// first: Ethereum's state trie (keys: addresses, values: RLP of the accounts)
/// and storage tries (keys: slots, values: RLP of the slot values). The entries
/// come in any order and any container of pairs (a `HashMap`, a `Vec` of
/// tuples, ...); a key given more than once keeps its last value, as repeated
/// updates of a trie do.
///
/// # Errors
/// [`TrieError::EmptyValue`] if a value is empty.
///
/// ```
/// use std::collections::HashMap;
/// use keccakx::trie::secure_trie_root;
///
/// let accounts: HashMap<[u8; 20], Vec<u8>> = (0u8..10).map(|i| ([i; 20], vec![i + 1; 70])).collect();
/// let root = secure_trie_root(&accounts)?;
/// let mut sorted: Vec<_> = accounts.iter().collect();
/// sorted.sort();
/// assert_eq!(secure_trie_root(sorted)?, root);
/// # Ok::<(), keccakx::trie::TrieError>(())
/// ```
pub fn secure_trie_root<K, V>(
    entries: impl IntoIterator<Item = (K, V)>,
) -> Result<[u8; 32], TrieError>
where
    K: AsRef<[u8]>,
    V: AsRef<[u8]>,
{
    let entries: Vec<(K, V)> = entries.into_iter().collect();
    let (keys, key_lens) = pointers_and_lens(entries.iter().map(|(key, _)| key.as_ref()));
    let (values, value_lens) = pointers_and_lens(entries.iter().map(|(_, value)| value.as_ref()));
    let mut root = [0u8; 32];
    // SAFETY: the four arrays hold entries.len() entries, each pointer readable
    // for its length, borrowed from `entries` for the call; root is writable.
    let status = unsafe {
        sys::kx_trie_secure_root(
            entries.len(),
            keys.as_ptr(),
            key_lens.as_ptr(),
            values.as_ptr(),
            value_lens.as_ptr(),
            root.as_mut_ptr(),
        )
    };
    check(status).map(|()| root)
}

/// The pointer and length arrays C takes for a list of byte strings.
fn pointers_and_lens<'b>(
    items: impl ExactSizeIterator<Item = &'b [u8]>,
) -> (Vec<*const c_void>, Vec<usize>) {
    let mut pointers = Vec::with_capacity(items.len());
    let mut lens = Vec::with_capacity(items.len());
    for item in items {
        pointers.push(item.as_ptr().cast());
        lens.push(item.len());
    }
    (pointers, lens)
}
