// SPDX-License-Identifier: MIT OR Apache-2.0
//! `update_rayon`: the jobs of `kx_update_pool` (runs of whole chunks of
//! KangarooTwelve or ParallelHash, hashed by the C library's leaf machinery)
//! run on rayon's thread pool.

use core::ffi::c_void;
use core::ptr;

use rayon::iter::{IntoParallelIterator, ParallelIterator};

use crate::context::Context;

/// The argument C gives every job of one call: the description of a round of
/// chunks, which each job reads, writing only its own chaining values.
struct JobArgument(*mut c_void);

// SAFETY: kx_update_pool lets its jobs run concurrently on any thread: each
// reads the shared description and writes the chaining values of its own chunks.
unsafe impl Send for JobArgument {}
// SAFETY: as for Send.
unsafe impl Sync for JobArgument {}

impl JobArgument {
    fn get(&self) -> *mut c_void {
        self.0
    }
}

/// `kx_pool_run` on the rayon pool the caller is in (the global one, or the
/// one whose `install` runs it).
unsafe extern "C" fn run_on_rayon(
    _pool: *mut c_void,
    jobs: usize,
    job: Option<unsafe extern "C" fn(job_arg: *mut c_void, index: usize)>,
    job_arg: *mut c_void,
) {
    let Some(job) = job else { return };
    let argument = JobArgument(job_arg);
    (0..jobs).into_par_iter().for_each(|index| {
        // SAFETY: C hands over `job` with its argument for the indexes
        // 0..jobs, to be called once each, from any thread, before this
        // function returns; rayon's for_each returns when all calls have.
        unsafe { job(argument.get(), index) }
    });
}

impl Context {
    /// KangarooTwelve and ParallelHash only: `update`, with the whole chunks of
    /// a large input hashed on rayon's thread pool.
    pub(crate) fn update_on_rayon(&mut self, data: &[u8]) {
        let threads = u32::try_from(rayon::current_num_threads()).unwrap_or(u32::MAX);
        self.update_pool(data, threads, Some(run_on_rayon), ptr::null_mut());
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::vec;

    use keccakx_sys as sys;

    use super::*;

    static MOST_JOBS: AtomicUsize = AtomicUsize::new(0);

    unsafe extern "C" fn counting_jobs(
        pool: *mut c_void,
        jobs: usize,
        job: Option<unsafe extern "C" fn(job_arg: *mut c_void, index: usize)>,
        job_arg: *mut c_void,
    ) {
        MOST_JOBS.fetch_max(jobs, Ordering::Relaxed);
        // SAFETY: the arguments are kx_update_pool's, passed on unchanged.
        unsafe { run_on_rayon(pool, jobs, job, job_arg) }
    }

    #[test]
    fn a_large_input_is_shared_among_the_threads_of_the_pool() {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(4)
            .build()
            .expect("a pool");
        let message = vec![7u8; 4 << 20];
        let kt128 = || {
            // SAFETY: `context` is a live, writable kx_ctx.
            Context::start(|context| unsafe { sys::kx_init(context, sys::KX_KT128) })
        };
        let mut pooled = kt128();
        pool.install(|| pooled.update_pool(&message, 4, Some(counting_jobs), ptr::null_mut()));
        assert_eq!(MOST_JOBS.load(Ordering::Relaxed), 4);

        let mut one_thread = kt128();
        one_thread.update(&message);
        let (mut ours, mut expected) = ([0u8; 32], [0u8; 32]);
        pooled.finalize_into(&mut ours);
        one_thread.finalize_into(&mut expected);
        assert_eq!(ours, expected);
    }
}
