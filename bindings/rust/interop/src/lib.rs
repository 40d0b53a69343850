// SPDX-License-Identifier: MIT OR Apache-2.0
//! Nothing but tests: keccakx where other crates take a hash type
//! (`tests/rustcrypto_0_10.rs`, `tests/rustcrypto_0_11.rs`) or call a hook
//! (`tests/alloy.rs`), each compared with the sha3 crate, and the digest 0.11
//! XOFs against the cshake, turboshake and k12 crates (`tests/xofs_0_11.rs`);
//! keccakx's trie against alloy-trie's `HashBuilder` (`tests/alloy_trie.rs`).
