"""The worker processes: forked from a parent that has loaded the grammars, each analysing chunks
of records, and each ending when its parent ends, however the parent ends.

A parent killed outright (`kill -9`, the out-of-memory killer) runs no clean-up, and its workers
would live on, reparented, blocked on a pipe no one reads, holding a copy of every file the parent
had open. So a worker
- asks Linux to kill it when the thread that forked it ends (the parent-death signal, `prctl`);
- watches its parent in a thread (its parent process id changes when the parent dies): the
  portable fallback, and the guard where the pool was started from a thread that may end first;
- lets go of the files the parent holds locked (the journal), so that a parent's death frees them
  at once and `--resume` can go on.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.connection import Connection

from mtglinks.batch.analysis import Analysis, analyze_input
from mtglinks.batch.budget import budget_handler
from mtglinks.batch.gcfreeze import long_lived, warm_up
from mtglinks.batch.limits import Limits
from mtglinks.schema.input_record import CardInput

# How often a worker looks whether its parent is still there (seconds).
WATCH_SECONDS = 0.5
# How long a killed worker may take to be gone (seconds).
KILL_SECONDS = 5.0
# How long an idle worker asked to end may take before it is killed (seconds).
END_SECONDS = 2.0
# prctl(2): deliver a signal to this process when its parent (the thread that forked it) ends.
_PR_SET_PDEATHSIG = 1

# Descriptors the parent holds for itself (a locked journal): a worker replaces its copies with
# /dev/null, so that only the parent keeps their locks.
parent_only_fds: set[int] = set()


def analyze_chunk(cards: list[CardInput], limits: Limits) -> list[Analysis]:
    """Worker task: the analyses of `cards`, in order."""
    from mtglinks.batch import analysis  # looked up at each call: a test may replace `analyze_input`

    out = [analysis.analyze_input(card, limits) for card in cards]
    long_lived.tick(len(cards))
    return out


def set_parent_death_signal(signum: int) -> bool:
    """Ask Linux to send `signum` to this process when its parent ends; False where it cannot."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def watch_parent(parent: int, interval: float = WATCH_SECONDS) -> None:
    """Kill this process as soon as its parent `parent` is gone (run in a daemon thread)."""
    while os.getppid() == parent:
        time.sleep(interval)
    os.kill(os.getpid(), signal.SIGKILL)


def _let_go_of_parent_files() -> None:
    if not parent_only_fds:
        return
    null = os.open(os.devnull, os.O_RDWR)
    try:
        for fd in parent_only_fds:
            with contextlib.suppress(OSError):
                os.dup2(null, fd)  # the number stays taken: nothing the worker opens later lands on it
    finally:
        os.close(null)


def _worker_init(parent: int, from_main_thread: bool) -> None:
    # Die with the parent: the signal when the forking thread is the main thread (a thread that
    # ends would take the workers with it), the watcher always; and a parent that ended before
    # the signal was asked for is seen at once.
    if from_main_thread:
        set_parent_death_signal(signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(1)
    threading.Thread(target=watch_parent, args=(parent,), name="mtglinks-parent-watch", daemon=True).start()
    _let_go_of_parent_files()
    # Ctrl-C reaches the whole process group: the parent alone decides how to stop. A SIGTERM handler
    # the parent installed is inherited through fork: a worker simply ends on SIGTERM.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    budget_handler.forked()
    budget_handler.enter()  # a worker times records all its life


def start_pool(
    jobs: int, languages: set[str] | frozenset[str] | tuple[str, ...] = (), limits: Limits | None = None
) -> ProcessPoolExecutor:
    """A pool of `jobs` workers, forked (where the system can) after loading `languages` (and what an
    analysis under `limits` loads: `gcfreeze.warm_up`), to be shared."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    if "fork" in methods:
        warm_up(languages, limits)  # the languages of the first records: forked workers share them
        if sys.platform.startswith("linux"):
            import ctypes  # noqa: F401 - each worker uses it at once (`set_parent_death_signal`): imported once here
    from_main_thread = threading.current_thread() is threading.main_thread()
    return ProcessPoolExecutor(
        jobs, mp_context=context, initializer=_worker_init, initargs=(os.getpid(), from_main_thread)
    )


def kill_pool(pool: ProcessPoolExecutor) -> None:
    """Kill the workers of `pool` at once and wait for them (nothing is left running)."""
    kill_pools([pool])


def kill_pools(pools: list[ProcessPoolExecutor]) -> None:
    """Stop the workers of all `pools`, then wait for them and shut the pools down: the workers of a
    pool with no work left (a run that ended) are asked to end and given `END_SECONDS` to do so, so
    that what a process does at its exit runs (a profiler's or a coverage tool's report); the others,
    and any still there after that, are killed at once.

    Every worker first: a worker forked for one pool holds copies of the pipes of the pools started
    before it, so a pool whose own worker is gone still waits on a pipe until every worker is.
    """
    workers = {id(pool): list((getattr(pool, "_processes", None) or {}).values()) for pool in pools}
    processes = [process for pool in pools for process in workers[id(pool)]]
    # The pools' ends of their result pipes, taken now: a shut-down pool forgets them.
    writers = [getattr(getattr(pool, "_result_queue", None), "_writer", None) for pool in pools]
    # Their manager threads too: a pool shut down without waiting forgets its thread, which may have
    # reaped a worker but not yet recorded its exit code.
    managers = [getattr(pool, "_executor_manager_thread", None) for pool in pools]
    idle = [pool for pool in pools if not getattr(pool, "_pending_work_items", None)]
    for pool in idle:
        pool.shutdown(wait=False)
    deadline = time.monotonic() + END_SECONDS
    for pool in idle:
        for process in workers[id(pool)]:
            process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        if process.is_alive():
            process.kill()
    for process in processes:
        process.join(KILL_SECONDS)
    _shut_down(pools, writers, managers)


def _shut_down(
    pools: list[ProcessPoolExecutor], writers: list[Connection | None], managers: list[threading.Thread | None]
) -> None:
    """Shut down `pools` whose workers are gone, with the ends of their result pipes (`writers`) and
    their manager threads (`managers`) taken before any of them was shut down."""
    for writer in writers:
        # A worker killed while it wrote a result leaves half a message in the result pipe, and the
        # pool's manager thread would wait for the rest for ever (the parent holds the pipe's other
        # end, so no end of file comes): closing that end, the last one now, ends the wait.
        if writer is not None:
            with contextlib.suppress(OSError):
                writer.close()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)
    for manager in managers:
        if manager is not None:
            manager.join(KILL_SECONDS)


__all__ = ["analyze_chunk", "analyze_input", "kill_pool", "kill_pools", "parent_only_fds", "start_pool", "watch_parent"]
