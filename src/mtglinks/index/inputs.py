"""Where the index builder gets its cards: the readers of `mtglinks tag`.

`read_inputs(paths)` yields one `Input` per card record, `Rejected` for what is not one. Tagging
them is the batch runner's job, which the index does not import (the batch runner reads the index):
`mtglinks.cli.index.tag_inputs` joins the two.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any


class InputError(Exception):
    """A whole input cannot be read (missing file, a directory, an unknown format)."""


@dataclass
class Input:
    """One card record, in the tagger's input shape, and where it came from."""

    record: dict[str, Any]
    file: str
    position: str
    line: int | None = None


@dataclass
class Rejected:
    """A record that is not indexed: skipped (a token, no text) or bad (invalid JSON)."""

    file: str
    position: str
    reason: str
    bad: bool


Item = Input | Rejected


def read_inputs(paths: Sequence[str]) -> Iterator[Item]:
    """Every record of the inputs, in order; InputError before any work for an unreadable input."""
    from mtglinks import sources

    try:
        sources.check_inputs(paths)
    except sources.SourceError as err:
        raise InputError(str(err)) from err
    for item in sources.read_sources(paths, file_errors="item"):
        where = item.where
        if isinstance(item, sources.CardRecord):
            yield Input(dict(item.record), where.file, where.position, where.line)
        elif isinstance(item, sources.BadRecord):
            yield Rejected(where.file, where.position, item.message, bad=True)
        else:
            yield Rejected(where.file, where.position, item.reason, bad=False)
