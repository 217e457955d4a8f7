"""A worker's heap and Python's cyclic garbage collector: the preloaded app frozen before the
fork, and the collector's youngest generation sized for a batch's answers.

* ``gc.freeze`` moves the preloaded app (its modules and the tables built once per game,
  language and deck: about 130,000 objects) out of the collector's sight, as its documentation
  advises for a pre-fork server. A worker's full collection then walks only what it made
  itself (one full collection over the preloaded heap stopped every request of the worker for
  about 50 ms), and the shared pages stay shared.
* The youngest generation is collected after ``YOUNG_OBJECTS`` allocations instead of
  Python's 700. Nearly everything an answer makes is freed by its reference count, never by
  the collector; but a batch keeps its answers until it sends them (some 30,000 dicts and
  lists at 1,000 questions), and every collection of the young walks those that are still
  alive and promotes them, to be walked again by the older generations. ``bench/batch.py``
  at 1,000 questions, 5 runs alternating 700 and 20,000 (medians, µs per question): ``ids``
  40.9 → 38.0 (7 %), ``full`` 72.9 → 69.7 (4 %); 100,000 bought nothing more. What it
  costs: cyclic garbage (rare here: an exception's traceback) waits for up to 20,000
  further allocations, a few MiB at most.
"""

from __future__ import annotations

import gc

YOUNG_OBJECTS = 20_000


def settle() -> None:
    """Freeze what is loaded and size the collector's youngest generation (the gunicorn
    settings, stichfest/gunicorn_conf.py, before each fork; the benchmarks before they measure,
    to measure what a worker runs)."""
    gc.collect()  # only the garbage of the loading (and of earlier forks) is left behind
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS, middle, old)
