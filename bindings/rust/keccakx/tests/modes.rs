// SPDX-License-Identifier: MIT OR Apache-2.0
//! TurboSHAKE, KangarooTwelve, cSHAKE, KMAC, TupleHash and ParallelHash: the
//! published vectors (RFC 9861, NIST SP 800-185) on every backend, with any
//! chunking, against the sha3 crate and fixed values at KangarooTwelve's chunk boundaries, and their misuse.

mod common;

use common::{for_each_backend, mode_vectors, ptn, ModeVector, TestRng};
use keccakx::digest::{ExtendableOutput, ExtendableOutputReset, Reset, Update, XofReader};
use keccakx::{
    CShake128, CShake128Core, CShake256, CShake256Core, KangarooTwelve, KangarooTwelve256,
    KangarooTwelve256Core, KangarooTwelveCore, Kmac128, Kmac256, KmacXof128, KmacXof256,
    ParallelHash128, ParallelHash256, ParallelHashXof128, ParallelHashXof256, TupleHash128,
    TupleHash256, TupleHashXof128, TupleHashXof256, TurboShake128, TurboShake128Core,
    TurboShake256, TurboShake256Core,
};

/// Reads `len` bytes of output in reads of `chunk` bytes.
fn read_all(reader: &mut impl XofReader, len: usize, chunk: usize) -> Vec<u8> {
    let mut output = vec![0u8; len];
    for piece in output.chunks_mut(chunk.max(1)) {
        reader.read(piece);
    }
    output
}

fn xof(mut hasher: impl ExtendableOutput, pieces: &[&[u8]], len: usize, chunk: usize) -> Vec<u8> {
    for piece in pieces {
        hasher.update(piece);
    }
    read_all(&mut hasher.finalize_xof(), len, chunk)
}

/// Finishes a hasher whose output length L is part of its input.
macro_rules! with_length {
    ($hasher:expr, $pieces:expr, $len:expr) => {{
        let mut hasher = $hasher;
        for piece in $pieces {
            hasher.update(piece);
        }
        let mut output = vec![0u8; $len];
        hasher.finalize_into(&mut output);
        output
    }};
}

/// A TupleHashXOF over `elements`, read in `chunk`-byte reads.
macro_rules! tuple_xof {
    ($hasher:expr, $elements:expr, $len:expr, $chunk:expr) => {{
        let mut hasher = $hasher;
        for element in $elements {
            hasher.update(element);
        }
        read_all(&mut hasher.finalize_xof(), $len, $chunk)
    }};
}

/// `vector`'s mode through the crate's types: the message cut into `pieces`
/// (TupleHash: the elements, whole), the output read in `chunk`-byte reads.
fn mode_output(vector: &ModeVector, pieces: &[&[u8]], chunk: usize) -> Vec<u8> {
    let len = vector.output_len;
    let s = &vector.customization[..];
    let block_size = || vector.parameter.parse::<usize>().expect("block size");
    let domain = || u8::from_str_radix(&vector.parameter, 16).expect("domain byte");
    let key = || vector.parameter_bytes();
    match vector.algorithm.as_str() {
        "turboshake128" => xof(
            TurboShake128::from_core(TurboShake128Core::new(domain())),
            pieces,
            len,
            chunk,
        ),
        "turboshake256" => xof(
            TurboShake256::from_core(TurboShake256Core::new(domain())),
            pieces,
            len,
            chunk,
        ),
        "kt128" => xof(
            KangarooTwelve::from_core(KangarooTwelveCore::new(s)),
            pieces,
            len,
            chunk,
        ),
        "kt256" => xof(
            KangarooTwelve256::from_core(KangarooTwelve256Core::new(s)),
            pieces,
            len,
            chunk,
        ),
        "cshake128" => xof(
            CShake128::from_core(CShake128Core::new_with_function_name(&key(), s)),
            pieces,
            len,
            chunk,
        ),
        "cshake256" => xof(
            CShake256::from_core(CShake256Core::new_with_function_name(&key(), s)),
            pieces,
            len,
            chunk,
        ),
        "kmac128" => with_length!(Kmac128::new(&key(), s), pieces, len),
        "kmac256" => with_length!(Kmac256::new(&key(), s), pieces, len),
        "kmacxof128" => xof(KmacXof128::new(&key(), s), pieces, len, chunk),
        "kmacxof256" => xof(KmacXof256::new(&key(), s), pieces, len, chunk),
        "tuplehash128" => with_length!(TupleHash128::new(s), pieces, len),
        "tuplehash256" => with_length!(TupleHash256::new(s), pieces, len),
        "tuplehashxof128" => tuple_xof!(TupleHashXof128::new(s), pieces, len, chunk),
        "tuplehashxof256" => tuple_xof!(TupleHashXof256::new(s), pieces, len, chunk),
        "parallelhash128" => with_length!(ParallelHash128::new(block_size(), s), pieces, len),
        "parallelhash256" => with_length!(ParallelHash256::new(block_size(), s), pieces, len),
        "parallelhashxof128" => xof(ParallelHashXof128::new(block_size(), s), pieces, len, chunk),
        "parallelhashxof256" => xof(ParallelHashXof256::new(block_size(), s), pieces, len, chunk),
        other => panic!("unknown mode {other}"),
    }
}

fn assert_vector(vector: &ModeVector, output: &[u8], how: &str) {
    let tail = &output[output.len() - vector.expected_tail.len()..];
    assert_eq!(
        tail,
        &vector.expected_tail[..],
        "{how}: {} of {} bytes, S/C of {} bytes, L = {}",
        vector.algorithm,
        vector.elements.iter().map(Vec::len).sum::<usize>(),
        vector.customization.len(),
        vector.output_len
    );
}

fn whole_pieces(vector: &ModeVector) -> Vec<&[u8]> {
    vector.elements.iter().map(Vec::as_slice).collect()
}

#[test]
fn every_published_vector_holds_on_every_backend() {
    let vectors = mode_vectors();
    for_each_backend(|backend| {
        for vector in &vectors {
            let output = mode_output(vector, &whole_pieces(vector), vector.output_len);
            assert_vector(vector, &output, backend);
        }
    });
}

#[test]
fn published_vectors_hold_for_updates_cut_anywhere_and_reads_of_any_size() {
    let mut rng = TestRng::new(0x6d6f_6465);
    let vectors = mode_vectors();
    for vector in vectors
        .iter()
        .filter(|v| !v.algorithm.starts_with("tuplehash"))
    {
        let message = vector.message();
        let mut cuts: Vec<usize> = (0..4).map(|_| rng.below(message.len() + 1)).collect();
        cuts.sort_unstable();
        let mut pieces = Vec::new();
        let mut start = 0;
        for cut in cuts.into_iter().chain([message.len()]) {
            pieces.push(&message[start..cut]);
            start = cut;
        }
        let output = mode_output(vector, &pieces, 1 + rng.below(300));
        assert_vector(vector, &output, "cut");
    }
}

/// Splits `message` at `at` (clamped) and updates in two pieces.
fn kt128_in_two(message: &[u8], at: usize, customization: &[u8]) -> Vec<u8> {
    let (a, b) = message.split_at(at.min(message.len()));
    xof(
        KangarooTwelve::from_core(KangarooTwelveCore::new(customization)),
        &[a, b],
        64,
        64,
    )
}

#[test]
fn kangarootwelve_streams_split_at_every_point_around_the_chunk_boundaries() {
    for len in [8191, 8192, 8193, 8 * 8192, 9 * 8192 + 1, 17 * 8192 + 5] {
        let message = ptn(len);
        let whole = kt128_in_two(&message, len, b"C");
        for at in [0, 1, 8191, 8192, 8193, 16383, 16384, 16385, len - 1] {
            assert_eq!(
                kt128_in_two(&message, at, b"C"),
                whole,
                "{len} bytes split at {at}"
            );
        }
    }
}

#[test]
fn turboshake_agrees_with_the_sha3_crate_for_random_inputs_and_domains_on_every_backend() {
    let mut rng = TestRng::new(0x7475_7262);
    let cases: Vec<(u8, Vec<u8>)> = (0..40)
        .map(|_| {
            let domain = 1 + rng.below(0x7f) as u8;
            (domain, rng.bytes_below(1000))
        })
        .collect();
    for_each_backend(|backend| {
        for (domain, message) in &cases {
            let ours = xof(
                TurboShake128::from_core(TurboShake128Core::new(*domain)),
                &[message],
                400,
                400,
            );
            let theirs = xof(
                sha3::TurboShake128::from_core(sha3::TurboShake128Core::new(*domain)),
                &[message],
                400,
                400,
            );
            assert_eq!(
                ours,
                theirs,
                "{backend}: TurboSHAKE128 D={domain:#x}, {} bytes",
                message.len()
            );
            let ours = xof(
                TurboShake256::from_core(TurboShake256Core::new(*domain)),
                &[message],
                400,
                400,
            );
            let theirs = xof(
                sha3::TurboShake256::from_core(sha3::TurboShake256Core::new(*domain)),
                &[message],
                400,
                400,
            );
            assert_eq!(
                ours,
                theirs,
                "{backend}: TurboSHAKE256 D={domain:#x}, {} bytes",
                message.len()
            );
        }
    });
}

#[test]
fn cshake_agrees_with_the_sha3_crate_for_random_names_and_customizations_on_every_backend() {
    let mut rng = TestRng::new(0x6373_6861);
    let cases: Vec<[Vec<u8>; 3]> = (0..30)
        .map(|i| {
            // The first cases have N and S empty: cSHAKE is then SHAKE.
            let name = if i < 2 {
                Vec::new()
            } else {
                rng.bytes_below(200)
            };
            let custom = if i < 2 {
                Vec::new()
            } else {
                rng.bytes_below(400)
            };
            [name, custom, rng.bytes_below(1000)]
        })
        .collect();
    for_each_backend(|backend| {
        for [name, custom, message] in &cases {
            let ours = xof(
                CShake128::from_core(CShake128Core::new_with_function_name(name, custom)),
                &[message],
                400,
                7,
            );
            let theirs = xof(
                sha3::CShake128::from_core(sha3::CShake128Core::new_with_function_name(
                    name, custom,
                )),
                &[message],
                400,
                400,
            );
            assert_eq!(
                ours,
                theirs,
                "{backend}: cSHAKE128 N {} S {} M {}",
                name.len(),
                custom.len(),
                message.len()
            );
            let ours = xof(
                CShake256::from_core(CShake256Core::new_with_function_name(name, custom)),
                &[message],
                400,
                7,
            );
            let theirs = xof(
                sha3::CShake256::from_core(sha3::CShake256Core::new_with_function_name(
                    name, custom,
                )),
                &[message],
                400,
                400,
            );
            assert_eq!(
                ours,
                theirs,
                "{backend}: cSHAKE256 N {} S {} M {}",
                name.len(),
                custom.len(),
                message.len()
            );
        }
    });
}

/// KT128 of ptn(|M|) with the customization ptn(|C|) where the final input
/// S = M || C || length_encode(|C|) ends on or next to an 8192-byte chunk boundary
/// (|S| = 8191, 8192, 8193, 16384, 24576, 9 * 8192; the boundary is between the
/// one-node and the tree form). Values from pycryptodome 4.4's KangarooTwelve, which
/// agrees with keccakx's C tests; k12 0.3.0 is wrong where |S| is a multiple of 8192.
const KT128_CHUNK_BOUNDARIES: [(usize, usize, &str); 9] = [
    (
        8191,
        0,
        "1b577636f723643e990cc7d6a659837436fd6a103626600eb8301cd1dbe553d6",
    ),
    (
        8192,
        0,
        "48f256f6772f9edfb6a8b661ec92dc93b95ebd05a08a17b39ae3490870c926c3",
    ),
    (
        8193,
        0,
        "bb66fe72eaea5179418d5295ee1344854d8ad7f3fa17efcb467ec152341284cf",
    ),
    (
        16383,
        0,
        "e3ded52118ea64eaf04c7531c6ccb95e32924b7c2b87b2ce68ff2f2ee46e84ef",
    ),
    (
        9 * 8192 - 1,
        0,
        "4036dfd5228671dc90704b32bc5168a87c4ac439ac0989d8e22ddac78e61ce6e",
    ),
    (
        0,
        8189,
        "459457293fc28249fdc0271cd3bb4773b5d424a1570a9b5a3e9b0603989f613f",
    ),
    (
        1,
        8189,
        "0d248270228ba62e85a9afd119f421942cf8e266724c517dbf28c787bdfcb1e6",
    ),
    (
        8189,
        1,
        "bc1c5e05fda395baed2878830a03fca77c94f1b13c0b4601a610221db8504e99",
    ),
    (
        24273,
        300,
        "8d05e4b5effef938a483e4a3068ddb9a5d8354c21c639991d5cf45454c586aa8",
    ),
];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[test]
fn kangarootwelve_gives_the_fixed_values_where_its_input_ends_at_a_chunk_boundary_on_every_backend()
{
    for_each_backend(|backend| {
        for (message_len, custom_len, expected) in KT128_CHUNK_BOUNDARIES {
            let (message, custom) = (ptn(message_len), ptn(custom_len));
            let whole = xof(
                KangarooTwelve::from_core(KangarooTwelveCore::new(&custom)),
                &[&message],
                32,
                32,
            );
            assert_eq!(
                hex(&whole),
                expected,
                "{backend}: KT128 M {message_len} C {custom_len}"
            );
            let (a, b) = message.split_at(message_len / 3);
            let cut = xof(
                KangarooTwelve::from_core(KangarooTwelveCore::new(&custom)),
                &[a, b],
                32,
                7,
            );
            assert_eq!(
                hex(&cut),
                expected,
                "{backend}: KT128 M {message_len} C {custom_len}, in two"
            );
        }
    });
}

#[test]
fn parallelhash_streams_equal_one_update_for_every_block_size() {
    let mut rng = TestRng::new(0x7068_6173);
    let message = rng.bytes(3 * 8192 + 77);
    for block_size in [1, 7, 8, 136, 1000, 8192] {
        let whole = with_length!(ParallelHash128::new(block_size, b"S"), [&message[..]], 32);
        for at in [1, block_size - 1, block_size, block_size + 1, 8193] {
            let (a, b) = message.split_at(at.min(message.len()));
            let cut = with_length!(ParallelHash128::new(block_size, b"S"), [a, &[][..], b], 32);
            assert_eq!(cut, whole, "B = {block_size}, split at {at}");
        }
        let xof_whole = xof(
            ParallelHashXof256::new(block_size, b""),
            &[&message],
            100,
            100,
        );
        let xof_cut = xof(
            ParallelHashXof256::new(block_size, b""),
            &[&message[..5], &message[5..]],
            100,
            3,
        );
        assert_eq!(xof_cut, xof_whole, "XOF, B = {block_size}");
    }
}

#[test]
fn the_output_length_is_part_of_kmac_tuplehash_and_parallelhash_but_not_of_their_xofs() {
    let kmac = |len| with_length!(Kmac256::new(b"key", b""), [b"m"], len);
    assert_ne!(kmac(64)[..32], kmac(32)[..]);
    let tuple = |len| with_length!(TupleHash128::new(b""), [b"m"], len);
    assert_ne!(tuple(64)[..32], tuple(32)[..]);
    let parallel = |len| with_length!(ParallelHash256::new(8, b""), [b"m"], len);
    assert_ne!(parallel(64)[..32], parallel(32)[..]);
    let kmac_xof = |len| xof(KmacXof128::new(b"key", b""), &[b"m"], len, len);
    assert_eq!(kmac_xof(64)[..32], kmac_xof(32)[..]);
}

#[test]
fn tuplehash_keeps_where_each_string_ends() {
    let hash = |elements: &[&[u8]]| with_length!(TupleHash256::new(b""), elements.iter(), 32);
    assert_ne!(hash(&[b"ab", b"c"]), hash(&[b"a", b"bc"]));
    assert_ne!(hash(&[b"abc"]), hash(&[b"abc", b""]));
    assert_ne!(hash(&[]), hash(&[b""]));
    let chained = TupleHashXof256::new(b"S").chain(b"a").chain([]);
    let mut stepwise = TupleHashXof256::new(b"S");
    stepwise.update(b"a");
    stepwise.update(b"");
    assert_eq!(
        read_all(&mut chained.finalize_xof(), 50, 50),
        read_all(&mut stepwise.finalize_xof(), 50, 50)
    );
}

#[test]
fn reset_and_finalize_xof_reset_start_over_with_the_same_parameters() {
    fn check<H: Update + ExtendableOutputReset + Reset + Clone>(mut hasher: H, name: &str) {
        let fresh = hasher.clone();
        hasher.update(b"first");
        let first = read_all(&mut hasher.finalize_xof_reset(), 64, 64);
        hasher.update(b"first");
        assert_eq!(
            read_all(&mut hasher.finalize_xof_reset(), 64, 64),
            first,
            "{name}"
        );
        hasher.update(b"discarded");
        hasher.reset();
        assert_eq!(
            xof(hasher, &[b"x"], 64, 64),
            xof(fresh, &[b"x"], 64, 64),
            "{name}"
        );
    }
    check(
        TurboShake128::from_core(TurboShake128Core::new(0x0B)),
        "TurboShake128",
    );
    check(
        TurboShake256::from_core(TurboShake256Core::new(0x06)),
        "TurboShake256",
    );
    check(CShake128::from_core(CShake128Core::new(b"S")), "CShake128");
    check(
        CShake256::from_core(CShake256Core::new_with_function_name(b"N", b"S")),
        "CShake256",
    );
    check(
        KangarooTwelve::from_core(KangarooTwelveCore::new(b"C")),
        "KangarooTwelve",
    );
    check(KangarooTwelve256::default(), "KangarooTwelve256");
}

#[test]
fn a_clone_forks_the_computation() {
    let mut hasher = KangarooTwelve::default();
    hasher.update(&ptn(10_000));
    let fork = hasher.clone();
    hasher.update(b"more");
    let mut whole = ptn(10_000);
    whole.extend_from_slice(b"more");
    assert_eq!(
        xof(hasher, &[], 32, 32),
        xof(KangarooTwelve::default(), &[&whole], 32, 32)
    );
    assert_eq!(
        xof(fork, &[], 32, 32),
        xof(KangarooTwelve::default(), &[&ptn(10_000)], 32, 32)
    );
}

#[test]
fn the_kangarootwelve_default_is_the_empty_customization() {
    assert_eq!(
        xof(KangarooTwelve::default(), &[b"abc"], 32, 32),
        xof(
            KangarooTwelve::from_core(KangarooTwelveCore::new(b"")),
            &[b"abc"],
            32,
            32
        )
    );
}

#[test]
#[should_panic(expected = "domain separation byte must be in 0x01..=0x7F, not 0x00")]
fn a_turboshake_domain_byte_of_0_panics_as_in_the_sha3_crate() {
    let _ = TurboShake128Core::new(0);
}

#[test]
#[should_panic(expected = "domain separation byte must be in 0x01..=0x7F, not 0x80")]
fn a_turboshake_domain_byte_above_0x7f_panics_as_in_the_sha3_crate() {
    let _ = TurboShake256Core::new(0x80);
}

#[test]
#[should_panic(expected = "block size must not be 0")]
fn a_parallelhash_block_size_of_0_panics() {
    let _ = ParallelHashXof128::new(0, b"");
}

#[test]
fn the_turboshake_default_is_domain_0x1f_and_the_cshake_default_is_shake() {
    assert_eq!(
        xof(TurboShake128::default(), &[b"abc"], 64, 64),
        xof(
            TurboShake128::from_core(TurboShake128Core::new(0x1F)),
            &[b"abc"],
            64,
            64
        )
    );
    assert_eq!(
        xof(TurboShake256::default(), &[b"abc"], 64, 64),
        xof(
            TurboShake256::from_core(TurboShake256Core::new(0x1F)),
            &[b"abc"],
            64,
            64
        )
    );
    assert_eq!(
        xof(CShake128::default(), &[b"abc"], 64, 64),
        xof(keccakx::Shake128::default(), &[b"abc"], 64, 64)
    );
    assert_eq!(
        xof(
            CShake256::new_with_function_name(b"", b""),
            &[b"abc"],
            64,
            64
        ),
        xof(keccakx::Shake256::default(), &[b"abc"], 64, 64)
    );
    assert_eq!(
        xof(KangarooTwelve::new_customized(b"C"), &[b"abc"], 64, 64),
        xof(
            KangarooTwelve::from_core(KangarooTwelveCore::new(b"C")),
            &[b"abc"],
            64,
            64
        )
    );
}
