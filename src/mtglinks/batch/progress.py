"""The progress bar of `mtglinks tag` on standard error."""

from __future__ import annotations

import sys
import time
from typing import Any

import click


class Progress:
    """A progress bar on standard error, by bytes read when the inputs are files, else by records.

    click's own bar: it is already a dependency, draws nothing when standard error is not a
    terminal, and needs no thread.
    """

    def __init__(self, total_bytes: int | None, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.total = total_bytes
        self.records = 0
        self._bar: Any = None
        self._last = 0.0
        if self.enabled and total_bytes:
            self._bar = click.progressbar(length=total_bytes, label="tagging", file=sys.stderr, show_pos=False)
            self._bar.__enter__()

    def on_bytes(self, n: int) -> None:
        """`n` more input bytes were read."""
        if self._bar is not None:
            self._bar.update(n)

    def on_record(self) -> None:
        """One more item is done."""
        self.on_records(1)

    def on_records(self, n: int) -> None:
        """`n` more items are done."""
        self.records += n
        if self.enabled and self._bar is None:
            now = time.monotonic()
            if now - self._last > 0.2:
                self._last = now
                click.echo(f"\rtagging: {self.records:,} records", err=True, nl=False)

    def close(self) -> None:
        """End the bar (or the record count's line)."""
        if self._bar is not None:
            self._bar.__exit__(None, None, None)
            self._bar = None
        elif self.enabled and self.records:
            click.echo("", err=True)
