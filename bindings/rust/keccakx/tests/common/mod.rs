// SPDX-License-Identifier: MIT OR Apache-2.0
//! Helpers shared by the integration tests: the repository's vector files, a
//! seeded generator of test data, and running a check on every backend in turn.

#![allow(dead_code)] // each test binary uses its own subset

pub mod c_one_shot;

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use keccakx::digest::{Digest, ExtendableOutput, Update, XofReader};
use keccakx::{Algorithm, Keccak224, Keccak256, Keccak384, Keccak512};
use keccakx::{Sha3_224, Sha3_256, Sha3_384, Sha3_512, Shake128, Shake256};

/// The input lengths that straddle every rate (72, 104, 136, 144, 168 bytes)
/// and a few multiples, plus the empty message.
pub const RATE_BOUNDARY_LENGTHS: &[usize] = &[
    0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 71, 72, 73, 103, 104, 105, 135, 136, 137, 143, 144, 145,
    167, 168, 169, 207, 208, 209, 271, 272, 273, 287, 288, 289, 335, 336, 337, 1000, 4096,
];

fn vector_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../tests/vectors")
        .join(name)
}

pub fn decode_hex(hex: &str) -> Vec<u8> {
    assert!(hex.len() % 2 == 0, "odd hex length: {hex}");
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex digit"))
        .collect()
}

/// Non-comment lines of a vector file, split on whitespace.
fn vector_lines(name: &str) -> Vec<Vec<String>> {
    let path = vector_path(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| line.split_whitespace().map(str::to_owned).collect())
        .collect()
}

pub struct HashVector {
    pub algorithm: Algorithm,
    pub message: Vec<u8>,
    pub output: Vec<u8>,
}

/// tests/vectors/hashes.txt: `alg msg_hex out_hex`, `-` for the empty message.
pub fn hash_vectors() -> Vec<HashVector> {
    let vectors: Vec<HashVector> = vector_lines("hashes.txt")
        .into_iter()
        .map(|fields| {
            let [name, message, output] = <[String; 3]>::try_from(fields).expect("3 fields");
            let algorithm = Algorithm::ALL
                .into_iter()
                .find(|algorithm| algorithm.name() == name)
                .unwrap_or_else(|| panic!("unknown algorithm {name}"));
            let message = if message == "-" {
                Vec::new()
            } else {
                decode_hex(&message)
            };
            HashVector {
                algorithm,
                message,
                output: decode_hex(&output),
            }
        })
        .collect();
    assert!(vectors.len() > 2000, "hashes.txt looks truncated");
    vectors
}

pub struct PermutationVector {
    pub rounds: u32,
    pub input: [u64; 25],
    pub output: [u64; 25],
}

fn decode_state(hex: &str) -> [u64; 25] {
    let bytes = decode_hex(hex);
    assert_eq!(bytes.len(), 200, "a state is 200 bytes");
    std::array::from_fn(|lane| {
        u64::from_le_bytes(bytes[8 * lane..8 * lane + 8].try_into().expect("8 bytes"))
    })
}

/// tests/vectors/permutation.txt: `rounds state_in state_out`.
pub fn permutation_vectors() -> Vec<PermutationVector> {
    let vectors: Vec<PermutationVector> = vector_lines("permutation.txt")
        .into_iter()
        .map(|fields| PermutationVector {
            rounds: fields[0].parse().expect("rounds"),
            input: decode_state(&fields[1]),
            output: decode_state(&fields[2]),
        })
        .collect();
    assert!(vectors.len() >= 10, "permutation.txt looks truncated");
    vectors
}

/// splitmix64: reproducible "random" test data without a dependency.
pub struct TestRng(u64);

impl TestRng {
    pub fn new(seed: u64) -> Self {
        TestRng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }

    pub fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next_u64() as u8).collect()
    }

    /// Random bytes of a random length below `bound`.
    pub fn bytes_below(&mut self, bound: usize) -> Vec<u8> {
        let len = self.below(bound);
        self.bytes(len)
    }
}

/// Serialises the tests of one binary that force backends: the choice is process-wide.
static BACKEND_LOCK: Mutex<()> = Mutex::new(());

/// Held by every test that forces a backend or checks which one runs.
pub fn lock_backends() -> MutexGuard<'static, ()> {
    BACKEND_LOCK
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Runs `check` once with each backend this CPU can run forced, then restores
/// the automatic choice.
pub fn for_each_backend(mut check: impl FnMut(&str)) {
    let _guard = lock_backends();
    let names: Vec<&str> = keccakx::backends().collect();
    assert!(
        names.contains(&"generic"),
        "generic is always available: {names:?}"
    );
    for name in names {
        keccakx::use_backend(name).unwrap_or_else(|error| panic!("forcing {name}: {error}"));
        for width in [1, 2, 4, 8] {
            assert_eq!(
                keccakx::backend_for_width(width),
                Some(name),
                "width {width}"
            );
        }
        check(name);
    }
    keccakx::use_backend("auto").expect("auto");
}

/// `algorithm` over `message` through its hasher type, with `output_len` bytes
/// of output for SHAKE. The updates are cut at the given positions.
pub fn hash_by_type(algorithm: Algorithm, pieces: &[&[u8]], output_len: usize) -> Vec<u8> {
    fn fixed<D: Digest>(pieces: &[&[u8]]) -> Vec<u8> {
        let mut hasher = D::new();
        for piece in pieces {
            Digest::update(&mut hasher, piece);
        }
        hasher.finalize().to_vec()
    }
    fn xof<X: ExtendableOutput + Default>(pieces: &[&[u8]], output_len: usize) -> Vec<u8> {
        let mut hasher = X::default();
        for piece in pieces {
            Update::update(&mut hasher, piece);
        }
        let mut output = vec![0u8; output_len];
        hasher.finalize_xof().read(&mut output);
        output
    }
    match algorithm {
        Algorithm::Keccak224 => fixed::<Keccak224>(pieces),
        Algorithm::Keccak256 => fixed::<Keccak256>(pieces),
        Algorithm::Keccak384 => fixed::<Keccak384>(pieces),
        Algorithm::Keccak512 => fixed::<Keccak512>(pieces),
        Algorithm::Sha3_224 => fixed::<Sha3_224>(pieces),
        Algorithm::Sha3_256 => fixed::<Sha3_256>(pieces),
        Algorithm::Sha3_384 => fixed::<Sha3_384>(pieces),
        Algorithm::Sha3_512 => fixed::<Sha3_512>(pieces),
        Algorithm::Shake128 => xof::<Shake128>(pieces, output_len),
        Algorithm::Shake256 => xof::<Shake256>(pieces, output_len),
    }
}

/// `hash_many` of `messages` with `N`-byte outputs, flattened.
pub fn hash_many_flat<const N: usize>(algorithm: Algorithm, messages: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let mut outputs = vec![[0u8; N]; messages.len()];
    keccakx::hash_many(algorithm, messages, &mut outputs).expect("hash_many");
    outputs.iter().map(|output| output.to_vec()).collect()
}

/// `hash_many` for any algorithm, choosing N from its digest size (SHAKE: the
/// 512 bytes of the vector files, several blocks of output at either rate).
pub fn hash_many_any(algorithm: Algorithm, messages: &[Vec<u8>]) -> Vec<Vec<u8>> {
    match algorithm.digest_size() {
        Some(28) => hash_many_flat::<28>(algorithm, messages),
        Some(32) => hash_many_flat::<32>(algorithm, messages),
        Some(48) => hash_many_flat::<48>(algorithm, messages),
        Some(64) => hash_many_flat::<64>(algorithm, messages),
        None => hash_many_flat::<SHAKE_MANY_OUTPUT>(algorithm, messages),
        Some(other) => panic!("unexpected digest size {other}"),
    }
}

pub const SHAKE_MANY_OUTPUT: usize = 512;

/// The output of the sha3 crate (RustCrypto), the independent implementation.
pub fn sha3_crate(algorithm: Algorithm, message: &[u8], output_len: usize) -> Vec<u8> {
    fn xof<X: ExtendableOutput + Default>(message: &[u8], output_len: usize) -> Vec<u8> {
        let mut output = vec![0u8; output_len];
        X::default().chain(message).finalize_xof().read(&mut output);
        output
    }
    match algorithm {
        Algorithm::Keccak224 => sha3::Keccak224::digest(message).to_vec(),
        Algorithm::Keccak256 => sha3::Keccak256::digest(message).to_vec(),
        Algorithm::Keccak384 => sha3::Keccak384::digest(message).to_vec(),
        Algorithm::Keccak512 => sha3::Keccak512::digest(message).to_vec(),
        Algorithm::Sha3_224 => sha3::Sha3_224::digest(message).to_vec(),
        Algorithm::Sha3_256 => sha3::Sha3_256::digest(message).to_vec(),
        Algorithm::Sha3_384 => sha3::Sha3_384::digest(message).to_vec(),
        Algorithm::Sha3_512 => sha3::Sha3_512::digest(message).to_vec(),
        Algorithm::Shake128 => xof::<sha3::Shake128>(message, output_len),
        Algorithm::Shake256 => xof::<sha3::Shake256>(message, output_len),
    }
}

/// RFC 9861's ptn(n): n bytes of the pattern 00 01 .. F9 FA, repeated.
pub fn ptn(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i % 251) as u8).collect()
}

/// A byte string of tests/vectors/modes.txt: hex, `-` for empty, or ptn(n).
fn mode_bytes(field: &str) -> Vec<u8> {
    if field == "-" {
        Vec::new()
    } else if let Some(len) = field.strip_prefix("ptn(").and_then(|f| f.strip_suffix(')')) {
        ptn(len.parse().expect("ptn length"))
    } else {
        decode_hex(field)
    }
}

pub struct ModeVector {
    /// The C library's name: "turboshake128", "kt256", "kmacxof128", ...
    pub algorithm: String,
    /// TurboSHAKE's domain byte, cSHAKE's N, KMAC's key, ParallelHash's B (as text).
    pub parameter: String,
    pub customization: Vec<u8>,
    /// The message; TupleHash's strings one per element.
    pub elements: Vec<Vec<u8>>,
    pub output_len: usize,
    /// The last `expected_tail.len()` bytes of the output.
    pub expected_tail: Vec<u8>,
}

impl ModeVector {
    pub fn message(&self) -> &[u8] {
        &self.elements[0]
    }

    pub fn parameter_bytes(&self) -> Vec<u8> {
        mode_bytes(&self.parameter)
    }
}

/// tests/vectors/modes.txt: `alg param custom msg outlen out` (RFC 9861 and
/// the SP 800-185 samples).
pub fn mode_vectors() -> Vec<ModeVector> {
    let vectors: Vec<ModeVector> = vector_lines("modes.txt")
        .into_iter()
        .map(|fields| {
            let [algorithm, parameter, custom, message, output_len, out] =
                <[String; 6]>::try_from(fields).expect("6 fields");
            let elements = if algorithm.starts_with("tuplehash") {
                message.split(',').map(mode_bytes).collect()
            } else {
                vec![mode_bytes(&message)]
            };
            ModeVector {
                customization: mode_bytes(&custom),
                elements,
                output_len: output_len.parse().expect("outlen"),
                expected_tail: decode_hex(&out),
                algorithm,
                parameter,
            }
        })
        .collect();
    assert!(vectors.len() > 100, "modes.txt looks truncated");
    vectors
}
