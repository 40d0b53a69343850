// SPDX-License-Identifier: MIT OR Apache-2.0
//! The Rust conformance driver: reads the cases written by generate.py (path in
//! the first argument) and prints what the keccakx crate's public API computes
//! for each, one line per result: `<id> oneshot|stream|many <hex>` (`-` for no
//! bytes), for the FIPS 202 cases and the modes of RFC 9861 and SP 800-185
//! ("oneshot": the message in one update and the output in one read;
//! "stream": in the case's chunks), and `<id> root|nodes <hex>` for Ethereum's
//! trie (a `StackTrie` and the digest of its committed nodes,
//! `secure_trie_root` or `ordered_trie_root`). With `--backends` it lists the
//! backends this CPU runs.

use std::io::{BufWriter, Write};
use std::{env, fs, process};

use keccakx::digest::{Digest, ExtendableOutput, Update, XofReader};
use keccakx::trie::{ordered_trie_root, secure_trie_root, StackTrie};
use keccakx::{
    Algorithm, CShake128, CShake128Core, CShake256, CShake256Core, KangarooTwelve,
    KangarooTwelve256, KangarooTwelve256Core, KangarooTwelveCore, Keccak224, Keccak256, Keccak384,
    Keccak512, Kmac128, Kmac256, KmacXof128, KmacXof256, ParallelHash128, ParallelHash256,
    ParallelHashXof128, ParallelHashXof256, Sha3_224, Sha3_256, Sha3_384, Sha3_512, Shake128,
    Shake256, TupleHash128, TupleHash256, TupleHashXof128, TupleHashXof256, TurboShake128,
    TurboShake128Core, TurboShake256, TurboShake256Core,
};

fn fail(what: &str) -> ! {
    eprintln!("conformance driver: {what}");
    process::exit(2)
}

fn from_hex(hex: &str) -> Vec<u8> {
    if hex == "-" {
        return Vec::new();
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or_else(|_| fail("bad hex")))
        .collect()
}

fn to_hex(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "-".into();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn sizes(list: &str) -> Vec<usize> {
    if list == "-" {
        return Vec::new();
    }
    list.split(',')
        .map(|n| n.parse().unwrap_or_else(|_| fail("bad size")))
        .collect()
}

/// One-shot and streamed digests of a fixed-size hash.
fn fixed<D: Digest>(msg: &[u8], updates: &[usize]) -> (Vec<u8>, Vec<u8>) {
    let one_shot = D::digest(msg).to_vec();
    let mut hasher = D::new();
    let mut at = 0;
    for &n in updates {
        Digest::update(&mut hasher, &msg[at..at + n]);
        at += n;
    }
    (one_shot, hasher.finalize().to_vec())
}

/// One-shot and streamed output of a SHAKE, read in the given chunks.
fn xof<H: Default + Update + ExtendableOutput>(
    msg: &[u8],
    updates: &[usize],
    outlen: usize,
    squeezes: &[usize],
) -> (Vec<u8>, Vec<u8>) {
    let mut one_shot = vec![0u8; outlen];
    H::default().chain(msg).finalize_xof().read(&mut one_shot);
    let mut hasher = H::default();
    let mut at = 0;
    for &n in updates {
        hasher.update(&msg[at..at + n]);
        at += n;
    }
    let mut reader = hasher.finalize_xof();
    let mut streamed = vec![0u8; outlen];
    let mut done = 0;
    for &n in squeezes {
        reader.read(&mut streamed[done..done + n]);
        done += n;
    }
    (one_shot, streamed)
}

fn algorithm(name: &str) -> Algorithm {
    *Algorithm::ALL
        .iter()
        .find(|a| a.name() == name)
        .unwrap_or_else(|| fail("unknown algorithm"))
}

fn run_hash(f: &[&str], out: &mut impl Write) {
    let msg = from_hex(f[3]);
    let outlen: usize = f[4].parse().unwrap_or_else(|_| fail("bad length"));
    let (updates, squeezes) = (sizes(f[5]), sizes(f[6]));
    let (one_shot, streamed) = match algorithm(f[2]) {
        Algorithm::Keccak224 => fixed::<Keccak224>(&msg, &updates),
        Algorithm::Keccak256 => fixed::<Keccak256>(&msg, &updates),
        Algorithm::Keccak384 => fixed::<Keccak384>(&msg, &updates),
        Algorithm::Keccak512 => fixed::<Keccak512>(&msg, &updates),
        Algorithm::Sha3_224 => fixed::<Sha3_224>(&msg, &updates),
        Algorithm::Sha3_256 => fixed::<Sha3_256>(&msg, &updates),
        Algorithm::Sha3_384 => fixed::<Sha3_384>(&msg, &updates),
        Algorithm::Sha3_512 => fixed::<Sha3_512>(&msg, &updates),
        Algorithm::Shake128 => xof::<Shake128>(&msg, &updates, outlen, &squeezes),
        Algorithm::Shake256 => xof::<Shake256>(&msg, &updates, outlen, &squeezes),
    };
    writeln!(out, "{} oneshot {}", f[1], to_hex(&one_shot)).unwrap();
    writeln!(out, "{} stream {}", f[1], to_hex(&streamed)).unwrap();
}

fn run_many(f: &[&str], out: &mut impl Write) {
    let outlen: usize = f[3].parse().unwrap_or_else(|_| fail("bad length"));
    let msgs: Vec<Vec<u8>> = if f[4] == "-" {
        Vec::new()
    } else {
        f[4].split(',').map(from_hex).collect()
    };
    let mut outputs = vec![0u8; msgs.len() * outlen];
    keccakx::hash_many_into(algorithm(f[2]), &msgs, outlen, &mut outputs)
        .unwrap_or_else(|e| fail(&e.to_string()));
    writeln!(out, "{} many {}", f[1], to_hex(&outputs)).unwrap();
}

/// Feeds `msg` to `hasher` in the chunks `updates` (all of it at once when empty).
fn feed<H: Update>(mut hasher: H, msg: &[u8], updates: &[usize]) -> H {
    if updates.is_empty() {
        hasher.update(msg);
    }
    let mut at = 0;
    for &n in updates {
        hasher.update(&msg[at..at + n]);
        at += n;
    }
    hasher
}

/// Reads `outlen` bytes in the chunks `squeezes` (in one read when empty).
fn read_in(mut reader: impl XofReader, outlen: usize, squeezes: &[usize]) -> Vec<u8> {
    let mut output = vec![0u8; outlen];
    if squeezes.is_empty() {
        reader.read(&mut output);
    }
    let mut done = 0;
    for &n in squeezes {
        reader.read(&mut output[done..done + n]);
        done += n;
    }
    output
}

/// A mode case's parameters, as generate.py writes them.
struct ModeCase<'a> {
    param: &'a str,
    custom: Vec<u8>,
    msg: Vec<u8>,
    elements: Vec<Vec<u8>>,
    outlen: usize,
}

impl ModeCase<'_> {
    fn domain(&self) -> u8 {
        u8::from_str_radix(self.param, 16).unwrap_or_else(|_| fail("bad domain byte"))
    }

    fn block_size(&self) -> usize {
        self.param
            .parse()
            .unwrap_or_else(|_| fail("bad block size"))
    }

    fn key_or_name(&self) -> Vec<u8> {
        from_hex(self.param)
    }
}

/// Output of the XOF `new()` over the case, one-shot (`updates` and `squeezes`
/// empty) or streamed.
fn mode_xof<H: Update + ExtendableOutput>(
    new: impl Fn() -> H,
    case: &ModeCase,
    updates: &[usize],
    squeezes: &[usize],
) -> Vec<u8> {
    read_in(
        feed(new(), &case.msg, updates).finalize_xof(),
        case.outlen,
        squeezes,
    )
}

/// Output of a mode whose output length is part of its input (KMAC,
/// TupleHash, ParallelHash): `finish` writes it.
macro_rules! with_length {
    ($hasher:expr, $case:expr, $updates:expr) => {{
        let mut output = vec![0u8; $case.outlen];
        feed($hasher, &$case.msg, $updates).finalize_into(&mut output);
        output
    }};
}

macro_rules! tuple {
    ($hasher:expr, $case:expr, $finish:expr) => {{
        let mut hasher = $hasher;
        for element in &$case.elements {
            hasher.update(element);
        }
        $finish(hasher)
    }};
}

fn mode_output(alg: &str, case: &ModeCase, updates: &[usize], squeezes: &[usize]) -> Vec<u8> {
    let s = &case.custom[..];
    let len = case.outlen;
    match alg {
        "turboshake128" => mode_xof(
            || TurboShake128::from_core(TurboShake128Core::new(case.domain())),
            case,
            updates,
            squeezes,
        ),
        "turboshake256" => mode_xof(
            || TurboShake256::from_core(TurboShake256Core::new(case.domain())),
            case,
            updates,
            squeezes,
        ),
        "kt128" => mode_xof(
            || KangarooTwelve::from_core(KangarooTwelveCore::new(s)),
            case,
            updates,
            squeezes,
        ),
        "kt256" => mode_xof(
            || KangarooTwelve256::from_core(KangarooTwelve256Core::new(s)),
            case,
            updates,
            squeezes,
        ),
        "cshake128" => mode_xof(
            || {
                CShake128::from_core(CShake128Core::new_with_function_name(
                    &case.key_or_name(),
                    s,
                ))
            },
            case,
            updates,
            squeezes,
        ),
        "cshake256" => mode_xof(
            || {
                CShake256::from_core(CShake256Core::new_with_function_name(
                    &case.key_or_name(),
                    s,
                ))
            },
            case,
            updates,
            squeezes,
        ),
        "kmac128" => with_length!(Kmac128::new(&case.key_or_name(), s), case, updates),
        "kmac256" => with_length!(Kmac256::new(&case.key_or_name(), s), case, updates),
        "kmacxof128" => mode_xof(
            || KmacXof128::new(&case.key_or_name(), s),
            case,
            updates,
            squeezes,
        ),
        "kmacxof256" => mode_xof(
            || KmacXof256::new(&case.key_or_name(), s),
            case,
            updates,
            squeezes,
        ),
        "tuplehash128" => tuple!(TupleHash128::new(s), case, |hasher: TupleHash128| {
            let mut output = vec![0u8; len];
            hasher.finalize_into(&mut output);
            output
        }),
        "tuplehash256" => tuple!(TupleHash256::new(s), case, |hasher: TupleHash256| {
            let mut output = vec![0u8; len];
            hasher.finalize_into(&mut output);
            output
        }),
        "tuplehashxof128" => tuple!(TupleHashXof128::new(s), case, |hasher: TupleHashXof128| {
            read_in(hasher.finalize_xof(), len, squeezes)
        }),
        "tuplehashxof256" => tuple!(TupleHashXof256::new(s), case, |hasher: TupleHashXof256| {
            read_in(hasher.finalize_xof(), len, squeezes)
        }),
        "parallelhash128" => {
            with_length!(ParallelHash128::new(case.block_size(), s), case, updates)
        }
        "parallelhash256" => {
            with_length!(ParallelHash256::new(case.block_size(), s), case, updates)
        }
        "parallelhashxof128" => mode_xof(
            || ParallelHashXof128::new(case.block_size(), s),
            case,
            updates,
            squeezes,
        ),
        "parallelhashxof256" => mode_xof(
            || ParallelHashXof256::new(case.block_size(), s),
            case,
            updates,
            squeezes,
        ),
        _ => fail("unknown mode"),
    }
}

fn run_mode(f: &[&str], out: &mut impl Write) {
    let alg = f[2];
    let tuple = alg.starts_with("tuplehash");
    let elements = if !tuple || f[5] == "()" {
        Vec::new()
    } else {
        f[5].split(',').map(from_hex).collect()
    };
    let case = ModeCase {
        param: f[3],
        custom: from_hex(f[4]),
        msg: if tuple { Vec::new() } else { from_hex(f[5]) },
        elements,
        outlen: f[6].parse().unwrap_or_else(|_| fail("bad length")),
    };
    let (updates, squeezes) = (sizes(f[7]), sizes(f[8]));
    let one_shot = mode_output(alg, &case, &[], &[]);
    let streamed = mode_output(alg, &case, &updates, &squeezes);
    writeln!(out, "{} oneshot {}", f[1], to_hex(&one_shot)).unwrap();
    writeln!(out, "{} stream {}", f[1], to_hex(&streamed)).unwrap();
}

/// A trie case's keys or values: comma-separated hex, `-` an empty string, `()` none.
fn entries(field: &str) -> Vec<Vec<u8>> {
    if field == "()" {
        return Vec::new();
    }
    field.split(',').map(from_hex).collect()
}

/// Keccak-256 of the committed nodes' records `path || 0x10 || hash`, sorted (generate.py).
fn nodes_digest(nodes: &[(Vec<u8>, [u8; 32], Vec<u8>)]) -> [u8; 32] {
    let mut records: Vec<Vec<u8>> = nodes
        .iter()
        .map(|(path, hash, _)| [path.as_slice(), &[0x10], hash].concat())
        .collect();
    records.sort();
    keccakx::keccak256(&records.concat())
}

fn run_trie(f: &[&str], out: &mut impl Write) {
    let (id, kind, keys, values) = (f[1], f[2], entries(f[3]), entries(f[4]));
    let root = match kind {
        "ordered" => ordered_trie_root(&values).unwrap_or_else(|e| fail(&e.to_string())),
        "secure" => {
            secure_trie_root(keys.iter().zip(&values)).unwrap_or_else(|e| fail(&e.to_string()))
        }
        "sorted" => {
            let mut nodes = Vec::new();
            let mut trie =
                StackTrie::with_node_callback(|path: &[u8], hash: &[u8; 32], blob: &[u8]| {
                    nodes.push((path.to_vec(), *hash, blob.to_vec()));
                });
            for (key, value) in keys.iter().zip(&values) {
                trie.update(key, value)
                    .unwrap_or_else(|e| fail(&e.to_string()));
            }
            let root = trie.root();
            drop(trie);
            writeln!(out, "{id} nodes {}", to_hex(&nodes_digest(&nodes))).unwrap();
            root
        }
        _ => fail("unknown trie kind"),
    };
    writeln!(out, "{id} root {}", to_hex(&root)).unwrap();
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() == 2 && args[1] == "--backends" {
        for name in keccakx::backends() {
            println!("{name}");
        }
        return;
    }
    if args.len() != 2 {
        fail("usage: keccakx-conformance CASES_FILE | --backends");
    }
    let cases = fs::read_to_string(&args[1]).unwrap_or_else(|e| fail(&e.to_string()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in cases.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        match (f[0], f.len()) {
            ("hash", 8) => run_hash(&f, &mut out),
            ("many", 6) => run_many(&f, &mut out),
            ("mode", 10) => run_mode(&f, &mut out),
            ("trie", 7) => run_trie(&f, &mut out),
            _ => fail("malformed line"),
        }
    }
}
