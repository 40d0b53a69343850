// SPDX-License-Identifier: MIT OR Apache-2.0
//! The Rust conformance driver: reads the cases written by generate.py (path in
//! the first argument) and prints what the keccakx crate's public API computes
//! for each, one line per result: `<id> oneshot|stream|many <hex>` (`-` for no
//! bytes). With `--backends` it lists the backends this CPU runs.

use std::io::{BufWriter, Write};
use std::{env, fs, process};

use keccakx::digest::{Digest, ExtendableOutput, Update, XofReader};
use keccakx::{
    Algorithm, Keccak224, Keccak256, Keccak384, Keccak512, Sha3_224, Sha3_256, Sha3_384, Sha3_512,
    Shake128, Shake256,
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
            _ => fail("malformed line"),
        }
    }
}
