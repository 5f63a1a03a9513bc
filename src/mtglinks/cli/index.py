"""`mtglinks index FILE…`: build the card index that `mtglinks card` reads.

The index package does not import the batch runner (the runner reads an index); this command,
and tools/build_index.py through `tag_inputs`, join the two.
"""

from __future__ import annotations

import json
import os
from collections import deque
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import click

from mtglinks.cli.common import jobs_option

if TYPE_CHECKING:
    from mtglinks.index.inputs import Input


def _ids(record: dict[str, Any]) -> dict[str, Any]:
    """The record's ids (the readers' `ids`, or what a JSONL record of the shared corpora names)."""
    ids = record.get("ids")
    if isinstance(ids, dict):
        return {k: v for k, v in ids.items() if isinstance(v, (str, int, list))}
    out: dict[str, Any] = {}
    for key, source_key in (("english_name", "en_card"), ("set", "set"), ("number", "number"), ("layout", "layout")):
        value = record.get(source_key)
        if isinstance(value, (str, int)):
            out[key] = value
    if isinstance(record.get("multiverseid"), int):
        out["multiverse_id"] = record["multiverseid"]
    return out


def tag_inputs(inputs: Iterable[Input], jobs: int = 1, chunk_size: int = 64) -> Iterator[tuple[Input, dict[str, Any]]]:
    """(input, tag record) for every input, in input order, through the batch runner (`jobs` worker
    processes when > 1; identical texts analysed once). No index is read: the builder compares the
    texts it files together with their card's Oracle text, and every record names its card."""
    from mtglinks.batch import runner
    from mtglinks.sources import CardRecord, Where

    pending: deque[Input] = deque()

    def items() -> Iterator[CardRecord]:
        for item in inputs:
            pending.append(item)
            record = dict(item.record)
            if not isinstance(record.get("ids"), dict):
                record["ids"] = _ids(record)
            yield CardRecord(Where(item.file, item.position, item.line), record)

    limits = runner.Limits(compare_oracle=False, index=None)
    with runner.Runner(jobs=jobs, chunk_size=chunk_size, limits=limits) as pool:
        for result in pool.run(items()):
            assert result.line is not None
            yield pending.popleft(), json.loads(result.line)


@click.command("index")
@click.argument("inputs", nargs=-1, required=True, metavar="FILE…")
@click.option(
    "-o", "--output", default=None, metavar="PATH", help="Where to write the index (default: your user index)."
)
@jobs_option()
@click.option("-q", "--quiet", is_flag=True, help="No summary on standard error.")
def index_command(inputs: tuple[str, ...], output: str | None, jobs: int, quiet: bool) -> None:
    """Build a card index from FILE… (anything `mtglinks tag` reads; - = standard input).

    Every card record is tagged and filed under its English card (its English name), with its
    names, texts, abilities and links in each language. The index is written to a temporary
    file and renamed into place, so a failed build leaves the old index as it was.

    `mtglinks card` looks a name up in your user index first, then in the bundled one (so an index
    of one set hides no other card); `mtglinks tag` reads your index only when told (--index PATH).

    \b
    Examples:
      mtglinks index AllPrintings.json                 # your user index: `mtglinks card` reads it
      mtglinks index cards.jsonl -o my-cards.sqlite    # then: mtglinks card NAME --db my-cards.sqlite
    """
    from mtglinks import __version__
    from mtglinks.index.build import IndexBuilder
    from mtglinks.index.inputs import Input, InputError, read_inputs
    from mtglinks.index.locate import user_index

    target = output or str(user_index())
    builder = IndexBuilder()
    try:
        items = read_inputs(list(inputs))

        def only_cards() -> Iterator[Input]:
            for item in items:
                if isinstance(item, Input):
                    yield item
                elif item.bad:
                    builder.summary.error(f"{item.file} {item.position}: {item.reason}")
                else:
                    builder.summary.skipped[item.reason] += 1

        builder.add_all(tag_inputs(only_cards(), jobs=jobs))
    except InputError as err:
        raise click.UsageError(str(err)) from err
    sources = []
    for path in inputs:
        size = os.path.getsize(path) if path != "-" and os.path.isfile(path) else None
        sources.append({"file": os.path.basename(path) if path != "-" else "-", "bytes": size})
    if not builder.cards:
        raise click.ClickException(f"no card records in {', '.join(inputs)}: nothing to index")
    try:
        summary = builder.write(target, sources, __version__)
    except OSError as err:
        raise click.ClickException(f"cannot write the index {target}: {err.strerror or err}") from err
    if not quiet:
        click.echo(summary.report(), err=True)
        click.echo(f"wrote {target}", err=True)
