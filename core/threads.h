/* SPDX-License-Identifier: MIT OR Apache-2.0 */
/* Worker threads of the tree modes: the one place that knows how the platform
 * starts a thread (threads.c). */
#ifndef KX_THREADS_H
#define KX_THREADS_H

#include <stddef.h>

/* Workers a context may ask for: the handles live in the caller's frame. */
enum { KX_MAX_THREADS = 256 };

/* Runs job(arg, i) for every i in 0 .. jobs-1 (jobs <= KX_MAX_THREADS) and
 * returns when all have finished: job 0 on the calling thread, the others on
 * threads started here (by the caller or by one another) and joined before
 * the return. A job whose thread could not be started runs on the thread that
 * tried to start it, after that thread's own job. */
void kx_threads_run(size_t jobs, void (*job)(void *arg, size_t index), void *arg);

#endif
