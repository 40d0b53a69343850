// SPDX-License-Identifier: MIT OR Apache-2.0
//! Nothing but tests (`tests/patched.rs`).
