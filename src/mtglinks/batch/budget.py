"""The CPU budget of one record: a SIGPROF timer that stops an analysis past its CPU seconds."""

from __future__ import annotations

import signal
import threading
import time
from typing import Any


class BudgetExceeded(BaseException):
    """Raised inside an analysis that used up its CPU seconds (a BaseException: no `except Exception`
    in the engine may swallow it)."""


def _on_budget(signum: int, frame: Any) -> None:
    """The timer's tick: stop the record in analysis if it has used up its CPU seconds."""
    handler = budget_handler
    if handler.started is not None and time.process_time() - handler.started >= handler.budget:
        handler.started = None
        raise BudgetExceeded


class BudgetHandler:
    """The CPU budget: a SIGPROF handler and a timer that ticks every quarter of the budget in CPU
    time, both set up once for a whole run (the runner's `with`, a worker's life); each record only
    notes when it started, and the first tick past its budget stops it, so a record is stopped
    between its budget and a quarter more. Setting and clearing a timer around every record cost
    two system calls, 5% of a small card's analysis; installing a handler around each, as much again.

    A tick raises only between `start_record` and `end_record`: a caller must call both inside one
    `try` that catches BudgetExceeded (a tick may land in either call)."""

    def __init__(self) -> None:
        self.depth = 0
        self.previous: Any = None
        self.tick = 0.0  # the running timer's interval; 0 when it is not running
        self.started: float | None = None  # CPU time at which the record in analysis started
        self.budget = 0.0

    def enter(self) -> None:
        """Install the handler (nested calls count; from the main thread only)."""
        if threading.current_thread() is not threading.main_thread():
            return  # signals reach the main thread only: records analysed elsewhere are not timed
        if self.depth == 0:
            self.previous = signal.signal(signal.SIGPROF, _on_budget)
        self.depth += 1

    def exit(self) -> None:
        """Undo one `enter`; the last one stops the timer and restores the previous handler."""
        if self.depth == 0 or threading.current_thread() is not threading.main_thread():
            return  # never installed by this thread (enter() installs from the main thread only)
        self.depth -= 1
        if self.depth == 0:
            self.stop_timer()
            signal.signal(signal.SIGPROF, self.previous)

    def start_record(self, budget: float) -> None:
        """A record's analysis starts, with `budget` CPU seconds (the timer started if need be)."""
        tick = max(budget / 4, 0.001)
        if self.tick != tick:
            signal.setitimer(signal.ITIMER_PROF, tick, tick)
            self.tick = tick
        self.budget = budget
        self.started = time.process_time()

    def end_record(self) -> None:
        """The record's analysis ended: ticks stop nothing until the next one starts."""
        self.started = None

    def stop_timer(self) -> None:
        """Stop the timer (the handler stays)."""
        if self.tick:
            signal.setitimer(signal.ITIMER_PROF, 0)
            self.tick = 0.0

    def forked(self) -> None:
        """In a new worker process: a child does not inherit its parent's timer."""
        self.tick = 0.0
        self.started = None

    @property
    def installed(self) -> bool:
        """Whether the handler is installed (a runner or a worker is timing records)."""
        return self.depth > 0


budget_handler = BudgetHandler()
