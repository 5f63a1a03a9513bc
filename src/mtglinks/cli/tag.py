"""`mtglinks tag` and `mtglinks eval`: the batch tagger and its evaluation."""

from __future__ import annotations

import json
from typing import Any

import click

from mtglinks import evaluate, sinks, sources
from mtglinks.batch.runner import DEFAULT_CACHE_ENTRIES, DEFAULT_CHUNK_SIZE, DEFAULT_CPU_SECONDS, DEFAULT_MAX_TEXT_BYTES
from mtglinks.cli import main


@main.command("tag")
@click.argument("input_paths", metavar="INPUT...", nargs=-1, required=True)
@click.option(
    "-o",
    "--output",
    "output_path",
    default="-",
    show_default=True,
    metavar="OUT",
    help="Where to write (- = stdout); the format follows the extension (.jsonl, .csv, .sqlite; .gz compresses).",
)
@click.option(
    "--to",
    "to_format",
    type=click.Choice(sinks.WRITER_FORMATS),
    default=None,
    help="Output format, whatever the extension.",
)
@click.option(
    "--add-to",
    "add_to",
    default=None,
    metavar="AllPrintings.sqlite",
    help="Write the mtglinks_* tables into this MTGJSON SQLite file (keyed by uuid).",
)
@click.option(
    "--from",
    "from_format",
    type=click.Choice(sources.FORMATS),
    default=None,
    help="Input format, instead of detecting it from the content.",
)
@click.option(
    "--langs",
    default=None,
    metavar="en,es,fr,ru",
    help="Tag only these languages; the other printings are counted as skipped.",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Worker processes [default: the number of cores]; the output is the same for every N.",
)
@click.option(
    "--chunk-size",
    type=click.IntRange(min=1),
    default=DEFAULT_CHUNK_SIZE,
    show_default=True,
    help="Records per worker task.",
)
@click.option(
    "--max-text",
    type=click.IntRange(min=1),
    default=DEFAULT_MAX_TEXT_BYTES,
    show_default=True,
    metavar="BYTES",
    help="A card whose text is longer is an error record.",
)
@click.option(
    "--max-seconds",
    type=click.FloatRange(min=0),
    default=DEFAULT_CPU_SECONDS,
    show_default=True,
    help="CPU seconds one record may take (0 = no limit); past it the record is an error record.",
)
@click.option(
    "--cache",
    "cache_entries",
    type=click.IntRange(min=0),
    default=DEFAULT_CACHE_ENTRIES,
    show_default=True,
    help="Analysed texts kept for reuse by later printings (bounds memory).",
)
@click.option(
    "--known-words",
    is_flag=True,
    help="Also count the paragraphs whose words are all known to the language (about a fifth more CPU).",
)
@click.option("--resume", is_flag=True, help="Continue an interrupted run into the same OUT from what it wrote.")
@click.option("--summary-json", "summary_path", default=None, metavar="FILE", help="Also write the summary as JSON.")
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no summary on standard error.")
def tag_command(
    input_paths: tuple[str, ...],
    output_path: str,
    to_format: str | None,
    add_to: str | None,
    from_format: str | None,
    langs: str | None,
    jobs: int | None,
    chunk_size: int,
    max_text: int,
    max_seconds: float,
    cache_entries: int,
    known_words: bool,
    resume: bool,
    summary_path: str | None,
    quiet: bool,
) -> None:
    """Tag every card of the INPUT files (- = stdin) with its abilities and linked abilities.

    Reads JSON Lines of card records ({id, name, lang, text | faces}), MTGJSON v5 files (a set file,
    AllPrintings, AtomicCards, AllPrintings.sqlite), MTGJSON v3 set files and Scryfall files (bulk
    files, list pages, single cards), plain or compressed with gzip, bz2 or xz; the format is found
    from the content. Every printing in English, Spanish, French or Russian becomes one output
    record, in input order; printings in other languages, or without printed text, are counted as
    skipped. Identical texts are analysed once.

    Writes JSON Lines (one tag record per card: schema_version, id, line, name, lang, status,
    errors, abilities, links, review, ids, source), CSV (one row per link) or SQLite (tables cards,
    abilities, links, review, meta). A file output is written whole at the end (a partial OUT.part
    is kept meanwhile: --resume continues it after an interruption). A bad record becomes an error
    record naming its position, and the run goes on.

    Exit status: 0 when every record was tagged, 1 when some were not, 2 on usage errors, 130 when
    interrupted.

    \b
    Examples:
      mtglinks tag AllPrintings.json.xz -o links.sqlite
      mtglinks tag all-cards.json --langs es,fr -o links.csv.gz
      mtglinks tag AllPrintings.sqlite --add-to AllPrintings.sqlite
      mtglinks tag cards.jsonl -j 2 > tagged.jsonl
    """
    from mtglinks.batch import (
        run,  # here: `mtglinks card` and `--help` need no worker pool
        runner,
    )

    run.main(
        run.Options(
            inputs=list(input_paths),
            output=output_path,
            to_format=to_format,
            add_to=add_to,
            from_format=from_format,
            langs=langs,
            jobs=jobs,
            chunk_size=chunk_size,
            limits=runner.Limits(max_text_bytes=max_text, cpu_seconds=max_seconds, known_words=known_words),
            cache_entries=cache_entries,
            resume=resume,
            summary_path=summary_path,
            quiet=quiet,
        )
    )


def _tag_file(path: str, jobs: int) -> list[dict[str, Any]]:
    from mtglinks.batch import runner

    try:
        items = sources.read_sources([path], from_format="jsonl")
        with runner.Runner(jobs=jobs) as pool:
            return [json.loads(r.line) for r in pool.run(items) if r.line is not None]
    except sources.SourceError as err:
        raise click.BadParameter(str(err), param_hint="GOLD.jsonl") from err


def _paragraph_texts(path: str) -> dict[Any, list[str]]:
    out: dict[Any, list[str]] = {}
    for record in evaluate.load_jsonl(path):
        paragraphs = record.get("paragraphs")
        if isinstance(paragraphs, list):
            out[evaluate.join_key(record, "id")] = paragraphs
    return out


@main.command("eval")
@click.argument("gold_path", metavar="GOLD.jsonl", type=click.Path(exists=True, dir_okay=False))
@click.option("--rules-only", is_flag=True, help="Compare per-card multisets of rules, ignoring paragraph indexes.")
@click.option("--show", type=click.IntRange(min=0), default=0, help="Print up to N disagreeing cards on stderr.")
@click.option(
    "--predictions",
    "predictions_path",
    default=None,
    metavar="PRED.jsonl",
    help="Also write the tagger's output here (to feed other tools).",
)
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
def eval_command(gold_path: str, rules_only: bool, show: int, predictions_path: str | None, jobs: int) -> None:
    """Tag the cards of a labelled GOLD.jsonl and score the links found against its labels.

    Prints precision, recall and F1 per clause of rule 607.2 on (rule, from paragraph, to
    paragraph) triples, the micro average, how many cards came out exactly right, and last a line
    `micro_f1=<x>`: the same numbers as the shared eval/score.py with `--by id`.

    \b
    Examples:
      mtglinks eval ../shared/eval/dev-oracle.jsonl
      mtglinks eval ../shared/eval/dev-printed-es.jsonl --rules-only --show 10
    """
    try:
        gold = evaluate.load_jsonl(gold_path)
        for record in gold:
            evaluate.gold_triples(record)  # a malformed label is a usage error before any tagging
    except (OSError, ValueError) as err:
        raise click.BadParameter(f"cannot read labels from {gold_path!r}: {err}", param_hint="GOLD.jsonl") from err
    predictions = _tag_file(gold_path, jobs)
    if predictions_path:
        try:
            sinks.write_output(predictions_path, predictions, "jsonl", False, {})
        except (OSError, sinks.SinkError) as err:
            raise click.BadParameter(f"cannot write {predictions_path!r}: {err}", param_hint="--predictions") from err
    result = evaluate.score(gold, predictions, by="id", rules_only=rules_only)
    click.echo(result.report())
    if show:
        paragraphs = _paragraph_texts(gold_path)
        for disagreement in result.disagreements[:show]:
            click.echo(f"  {disagreement.key}: gold={disagreement.gold} pred={disagreement.predicted}", err=True)
            texts = paragraphs.get(disagreement.key, [])
            wrong = set(disagreement.gold) ^ set(disagreement.predicted)
            for index in sorted({i for _, a, b in wrong for i in (a, b) if 0 <= i < len(texts)}):
                click.echo(f"      [{index}] {texts[index]}", err=True)
