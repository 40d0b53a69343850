// SPDX-License-Identifier: MIT OR Apache-2.0
//! One large input on several threads, for bench/run_all.py: KT128 and
//! ParallelHash128 (B = 8192) through `update` (one thread) and through
//! `update_rayon` on a rayon pool of 2 threads and of one per processor.
//! Each round hashes the input once per algorithm and thread count, one after
//! the other, so that the samples of a round can be paired (criterion runs one
//! benchmark after another); the CPU time is that of every thread of the process.
//!
//! ```text
//! cargo bench -p keccakx-bench --bench large_input -- [--rounds 11] [--mib 64] [--json FILE]
//! ```

use std::fmt::Write as _;
use std::hint::black_box;
use std::process::exit;
use std::time::Instant;

use keccakx::digest::{ExtendableOutput, Update, XofReader};
use rayon::{ThreadPool, ThreadPoolBuilder};

/// An algorithm's hash of the input, through `update_rayon` (on the pool the
/// caller installed) or `update`.
type Hash = fn(data: &[u8], rayon: bool) -> [u8; 32];

const ALGORITHMS: [(&str, Hash); 2] = [("kt128", kt128), ("parallelhash128", parallelhash128)];

fn kt128(data: &[u8], rayon: bool) -> [u8; 32] {
    let mut hasher = keccakx::KangarooTwelve::default();
    if rayon {
        hasher.update_rayon(data);
    } else {
        hasher.update(data);
    }
    let mut output = [0u8; 32];
    hasher.finalize_xof().read(&mut output);
    output
}

fn parallelhash128(data: &[u8], rayon: bool) -> [u8; 32] {
    let mut hasher = keccakx::ParallelHash128::new(8192, b"");
    if rayon {
        hasher.update_rayon(data);
    } else {
        hasher.update(data);
    }
    let mut output = [0u8; 32];
    hasher.finalize_into(&mut output);
    output
}

/// A thread count: one means `update` on the calling thread, more
/// `update_rayon` on a pool of that many threads.
struct Threads {
    count: usize,
    pool: Option<ThreadPool>,
}

impl Threads {
    /// 1, 2 and one per processor (when that is more).
    fn counts() -> Vec<Threads> {
        let mut counts = vec![1, 2];
        if processors() > 2 {
            counts.push(processors());
        }
        counts.into_iter().map(Threads::new).collect()
    }

    fn new(count: usize) -> Self {
        let pool = (count > 1).then(|| {
            ThreadPoolBuilder::new()
                .num_threads(count)
                .build()
                .unwrap_or_else(|error| fail(&format!("a pool of {count} threads: {error}")))
        });
        Self { count, pool }
    }

    fn hash(&self, hash: Hash, data: &[u8]) -> [u8; 32] {
        match &self.pool {
            None => hash(data, false),
            Some(pool) => pool.install(|| hash(data, true)),
        }
    }
}

/// An algorithm on a thread count: the wall-clock and CPU seconds of its
/// hashes, one sample a round.
struct Samples<'a> {
    alg: &'static str,
    hash: Hash,
    threads: &'a Threads,
    wall: Vec<f64>,
    cpu: Vec<f64>,
}

impl Samples<'_> {
    fn take(&mut self, data: &[u8]) {
        let (wall, cpu) = (Instant::now(), process_cpu_seconds());
        black_box(self.threads.hash(self.hash, black_box(data)));
        self.wall.push(wall.elapsed().as_secs_f64());
        self.cpu.push(process_cpu_seconds() - cpu);
    }
}

/// Seconds of CPU time that every thread of the process has used.
fn process_cpu_seconds() -> f64 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a live, writable timespec.
    if unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut now) } != 0 {
        fail("clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
    }
    now.tv_sec as f64 + now.tv_nsec as f64 * 1e-9
}

fn processors() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[middle]
    } else {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    }
}

fn fail(message: &str) -> ! {
    eprintln!("large_input: {message}");
    exit(1)
}

struct Arguments {
    rounds: usize,
    mib: usize,
    json: Option<String>,
}

fn arguments() -> Arguments {
    let mut parsed = Arguments {
        rounds: 11,
        mib: 64,
        json: None,
    };
    let mut arguments = std::env::args().skip(1);
    while let Some(argument) = arguments.next() {
        let mut value = || {
            arguments
                .next()
                .unwrap_or_else(|| fail(&format!("{argument} needs a value")))
        };
        let number = |text: String| {
            text.parse()
                .unwrap_or_else(|_| fail(&format!("not a count: {text}")))
        };
        match argument.as_str() {
            "--rounds" => parsed.rounds = number(value()),
            "--mib" => parsed.mib = number(value()),
            "--json" => parsed.json = Some(value()),
            "--bench" => {} // what `cargo bench` gives every benchmark program
            _ => fail(&format!("unknown argument {argument}")),
        }
    }
    if parsed.rounds == 0 {
        fail("--rounds must be at least 1");
    }
    parsed
}

fn measure<'a>(data: &[u8], counts: &'a [Threads], rounds: usize) -> Vec<Samples<'a>> {
    for (alg, hash) in ALGORITHMS {
        // A first, untimed round, which also checks that every count gives one digest.
        let digest = counts[0].hash(hash, data);
        if counts
            .iter()
            .any(|threads| threads.hash(hash, data) != digest)
        {
            fail(&format!("{alg}: the digest depends on the thread count"));
        }
    }
    let mut samples: Vec<Samples> = ALGORITHMS
        .iter()
        .flat_map(|&(alg, hash)| {
            counts.iter().map(move |threads| Samples {
                alg,
                hash,
                threads,
                wall: vec![],
                cpu: vec![],
            })
        })
        .collect();
    for _ in 0..rounds {
        for sample in &mut samples {
            sample.take(data);
        }
    }
    samples
}

fn print_summary(samples: &[Samples], bytes: usize) {
    for sample in samples {
        let one = samples
            .iter()
            .find(|s| s.alg == sample.alg && s.threads.count == 1)
            .expect("one thread measured");
        let ratios: Vec<f64> = one
            .wall
            .iter()
            .zip(&sample.wall)
            .map(|(one, this)| one / this)
            .collect();
        let wall = median(&sample.wall);
        println!(
            "  {:16} threads={:<3} {:8.2} ms  {:7.0} MB/s  {:5.2}x one thread  CPU {:8.2} ms",
            sample.alg,
            sample.threads.count,
            wall * 1e3,
            bytes as f64 / wall / 1e6,
            median(&ratios),
            median(&sample.cpu) * 1e3
        );
    }
}

/// bench/python/bench_large_input.py's JSON: {"bytes", "cpus", "samples": [{"alg", "threads", "wall", "cpu"}]}.
fn json(samples: &[Samples], bytes: usize) -> String {
    let list = |values: &[f64]| {
        values
            .iter()
            .map(f64::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = format!(
        "{{\"bytes\": {bytes}, \"cpus\": {}, \"samples\": [",
        processors()
    );
    for (i, sample) in samples.iter().enumerate() {
        let separator = if i == 0 { "" } else { "," };
        write!(
            text,
            "{separator}\n {{\"alg\": \"{}\", \"threads\": {}, \"wall\": [{}], \"cpu\": [{}]}}",
            sample.alg,
            sample.threads.count,
            list(&sample.wall),
            list(&sample.cpu)
        )
        .expect("writing to a String");
    }
    text.push_str("\n]}\n");
    text
}

fn main() {
    let arguments = arguments();
    let data: Vec<u8> = (0..arguments.mib << 20).map(|i| i as u8).collect();
    let counts = Threads::counts();
    let samples = measure(&data, &counts, arguments.rounds);
    println!(
        "{} MiB, {} rounds, {} processors",
        arguments.mib,
        arguments.rounds,
        processors()
    );
    print_summary(&samples, data.len());
    if let Some(path) = arguments.json {
        std::fs::write(&path, json(&samples, data.len()))
            .unwrap_or_else(|error| fail(&format!("writing {path}: {error}")));
    }
}
