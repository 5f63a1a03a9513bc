"""`mtglinks index FILE…`: build the card index that `mtglinks card` reads."""

from __future__ import annotations

import os
from collections.abc import Iterator

import click

from mtglinks.cli.common import jobs_option


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

    \b
    Examples:
      mtglinks index AllPrintings.json                 # your user index: `mtglinks card` reads it
      mtglinks index cards.jsonl -o my-cards.sqlite    # then: mtglinks card NAME --db my-cards.sqlite
    """
    from mtglinks import __version__
    from mtglinks.index.build import IndexBuilder
    from mtglinks.index.inputs import Input, InputError, read_inputs, tag_inputs
    from mtglinks.index.reader import user_index

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
