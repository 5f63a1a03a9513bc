"""`mtglinks coverage`: per corpus file, the share of paragraphs the grammar segments and the share
whose words are all known to the language."""

from __future__ import annotations

import json
from itertools import islice

import click

from mtglinks.cli.common import counted_option, json_flag, language_option
from mtglinks.corpus import corpus_paths


@click.command("coverage")
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@language_option(None, "Language of the records (overrides theirs); with no FILE, which bundled corpus to read.")
@counted_option("--top", "-t", minimum=0, default=10, help="How many failure reasons and unknown words to show.")
@counted_option("--examples", "-e", minimum=0, default=3, help="Examples per failure reason.")
@click.option(
    "--min-known",
    type=click.FloatRange(0, 1),
    default=None,
    help="Exit with status 1 if a file's known-words share is below this (0-1).",
)
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Read only the first N cards of each file.")
@json_flag("Print one JSON object per file instead.")
@click.option(
    "--min-share",
    "--min-segmented",
    "min_share",
    type=click.FloatRange(0, 1),
    default=None,
    help="Exit with status 1 if a file's segmented share is below this (0-1).",
)
def coverage_command(
    files: tuple[str, ...],
    lang: str | None,
    top: int,
    examples: int,
    min_known: float | None,
    limit: int | None,
    as_json: bool,
    min_share: float | None,
) -> None:
    """Per FILE, two figures: the share of paragraphs segmented into abilities with no unparsed
    node (with the top failure reasons), and the share whose words are all known to the language
    (with the top unknown words). The second is also given on the cards held out of the
    vocabulary's build (tools/build_vocab.py). Proper names and the card's own name are aside.

    FILE is JSONL or JSONL.gz in any of: the tagger format {id, name, lang, text, faces},
    Oracle records {name, faces: [{name, type_line, oracle_text}]}, printed records
    {printed_name, printed_text, lang}. With no FILE, the bundled corpora are measured.

    \b
    Examples:
      mtglinks coverage
      mtglinks coverage ../shared/corpora/oracle-en.jsonl.gz --top 20
      mtglinks coverage ../shared/corpora/printed-ru.jsonl.gz --limit 1000 --json
      mtglinks coverage cards.jsonl --min-known 0.95
    """
    from mtglinks.coverage import format_report, measure, read_cards  # here: `mtglinks card` loads no grammar

    paths = list(files) or [str(p) for p in corpus_paths(lang)]
    if not paths:
        raise click.UsageError("no FILE given and no bundled corpus found")
    below = False
    for path in paths:
        cards = read_cards(path, lang=lang if files else None)
        result = measure(islice(cards, limit) if limit else cards, source=path, examples_per_reason=examples)
        if as_json:
            click.echo(json.dumps(result.to_dict(top), ensure_ascii=False))
        else:
            click.echo(format_report(result, top))
        failed = bool(result.errors or result.bad_records)
        below = (
            below
            or failed
            or (min_share is not None and result.segmented_share < min_share)
            or (min_known is not None and result.known_share < min_known)
        )
    if below:
        raise SystemExit(1)
