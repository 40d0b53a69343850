//! Hashing from several threads at once, while another thread switches backends:
//! the C library promises identical results and a thread-safe first use.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use common::TestRng;
use keccakx::{Algorithm, Digest, Keccak256};

#[test]
fn threads_hashing_while_the_backend_switches_all_get_the_right_digests() {
    let mut rng = TestRng::new(23);
    let messages: Vec<Vec<u8>> = (0..64).map(|i| rng.bytes(i * 7)).collect();
    let expected: Vec<[u8; 32]> = messages
        .iter()
        .map(|m| sha3::Keccak256::digest(m).into())
        .collect();
    let backends: Vec<&str> = keccakx::backends().collect();
    let hashing_done = AtomicBool::new(false);

    thread::scope(|scope| {
        let workers: Vec<_> = (0..3)
            .map(|_| {
                scope.spawn(|| {
                    for _ in 0..50 {
                        for (message, expected) in messages.iter().zip(&expected) {
                            assert_eq!(Keccak256::digest(message)[..], expected[..]);
                            assert_eq!(keccakx::keccak256(message), *expected);
                        }
                        let mut many = vec![[0u8; 32]; messages.len()];
                        keccakx::hash_many(Algorithm::Keccak256, &messages, &mut many).unwrap();
                        assert_eq!(many, expected);
                    }
                })
            })
            .collect();
        scope.spawn(|| {
            for name in backends.iter().cycle() {
                if hashing_done.load(Ordering::Relaxed) {
                    break;
                }
                keccakx::use_backend(name).unwrap();
                thread::yield_now();
            }
        });
        for worker in workers {
            worker.join().expect("a hashing thread failed");
        }
        hashing_done.store(true, Ordering::Relaxed);
    });
    keccakx::use_backend("auto").unwrap();
}
