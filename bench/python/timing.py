# SPDX-License-Identifier: MIT OR Apache-2.0
"""Timing for the Python benchmarks: every candidate of a case in shuffled order within
a round, many rounds, and ratios to the incumbents as medians over rounds of the
ratio within a round (which hold up on a shared, noisy machine far better than
ratios of separate medians)."""

import random
import statistics
import timeit

SCALE = {"ns": 1e9, "us": 1e6, "ms": 1e3}


def calls_per_sample(timer: timeit.Timer, sample_seconds: float) -> int:
    """Calls that take about sample_seconds, found by doubling up to a quarter of it
    (timeit's autorange aims at 0.2 s, far longer than one sample)."""
    number = 1
    while (total := timer.timeit(number)) < sample_seconds / 4:
        number *= 2
    return max(1, round(number * sample_seconds / total))


def measure(candidates: dict, rounds: int, sample_seconds: float) -> dict:
    """name -> list of seconds per call, one per round."""
    timers = {name: timeit.Timer(function) for name, function in candidates.items()}
    numbers = {name: calls_per_sample(timer, sample_seconds) for name, timer in timers.items()}
    times = {name: [] for name in candidates}
    order = list(candidates)
    for _ in range(rounds):
        random.shuffle(order)
        for name in order:
            times[name].append(timers[name].timeit(numbers[name]) / numbers[name])
    return times


def incumbent_of(names, prefix: str):
    return next((name for name in names if name.startswith(prefix)), None)


def report(title: str, unit: str, divisor: int, incumbents, times: dict) -> None:
    """Prints the median time of every candidate and its ratio to the first candidate whose
    name starts with each of the incumbents' prefixes."""
    names = list(times)
    incumbents = [(prefix, incumbent_of(names, prefix)) for prefix in incumbents]
    incumbents = [(prefix, name) for prefix, name in incumbents if name]
    ratio_note = "; ratio = incumbent time / this time, median over rounds" if incumbents else ""
    print(f"\n{title} (median {unit}{ratio_note})")
    header = f"  {'':44s} {unit:>10s}" + "".join(f"  vs {prefix:>12s}" for prefix, _ in incumbents)
    print(header)
    for name in names:
        median = statistics.median(times[name]) / divisor * SCALE[unit]
        ratios = [
            statistics.median(base / own for base, own in zip(times[incumbent], times[name]))
            for _, incumbent in incumbents
        ]
        print(f"  {name:44s} {median:10.1f}" + "".join(f"  {ratio:15.2f}x" for ratio in ratios))
