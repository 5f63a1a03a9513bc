"""How a run's workers end: on their own when the run is done (so that what a process does at its exit
runs: a profiler's or a coverage tool's report), killed at once when they are still at work."""

from __future__ import annotations

import signal
import time

import pytest

from mtglinks.batch import workers
from mtglinks.batch.workers import END_SECONDS, kill_pools, start_pool


def test_the_workers_of_a_finished_run_end_on_their_own(monkeypatch: pytest.MonkeyPatch) -> None:
    # A run gives its idle workers END_SECONDS to end; a busy clean-clone machine once took longer to end one,
    # which then was killed: here they get more time, and still must end on their own (exit code 0, not killed).
    monkeypatch.setattr(workers, "END_SECONDS", 30.0)
    pool = start_pool(2)
    assert list(pool.map(abs, [-1, -2, -3])) == [1, 2, 3]
    processes = list(pool._processes.values())
    kill_pools([pool])
    assert [process.exitcode for process in processes] == [0, 0]


def test_workers_still_at_work_are_killed_at_once() -> None:
    pool = start_pool(1)
    pool.submit(time.sleep, 600)
    time.sleep(0.5)  # the worker has taken the task
    processes = list(pool._processes.values())
    started = time.monotonic()
    kill_pools([pool])
    assert time.monotonic() - started < END_SECONDS
    assert [process.exitcode for process in processes] == [-signal.SIGKILL]
