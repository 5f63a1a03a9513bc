"""`mtglinks tag` and `mtglinks eval`: the batch tagger and its evaluation."""

from __future__ import annotations

import contextlib
import errno
import json
import sys
from collections.abc import Iterator
from typing import IO, Any

import click

from mtglinks import evaluate, tagger
from mtglinks.cli import main


@contextlib.contextmanager
def _open_input(path: str) -> Iterator[IO[bytes]]:
    # Binary, so that one line of bad UTF-8 is one error record rather than the end of the run.
    if path == "-":
        yield sys.stdin.buffer
        return
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as err:
        raise click.BadParameter(f"cannot read {path!r}: {err.strerror}", param_hint="INPUT") from err
    with handle:
        yield handle


@contextlib.contextmanager
def _open_output(path: str) -> Iterator[IO[str]]:
    if path == "-":
        stream = sys.stdout
        # The output is UTF-8 JSON whatever the locale says.
        if (stream.encoding or "").lower().replace("-", "") != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
        yield stream
        return
    try:
        handle = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError as err:
        raise click.BadParameter(f"cannot write {path!r}: {err.strerror}", param_hint="-o") from err
    with handle:
        yield handle


@main.command("tag")
@click.argument("input_path", metavar="INPUT.jsonl")
@click.option(
    "-o",
    "--output",
    "output_path",
    default="-",
    show_default=True,
    metavar="OUTPUT.jsonl",
    help="Where to write (- = stdout).",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Worker processes (output is the same).",
)
@click.option(
    "--chunk-size",
    type=click.IntRange(min=1),
    default=tagger.DEFAULT_CHUNK_SIZE,
    show_default=True,
    help="Records per worker task with -j > 1.",
)
@click.option("-q", "--quiet", is_flag=True, help="No summary on standard error.")
def tag_command(input_path: str, output_path: str, jobs: int, chunk_size: int, quiet: bool) -> None:
    """Tag every card of INPUT.jsonl (- = stdin) with its abilities and linked abilities.

    Reads one JSON object a line: {id, name, lang, text, faces?} (lang defaults to en; faces
    [{name, text}] replace text for multi-face cards; MTGJSON/Scryfall fields oracle_text,
    printed_text, printed_name, card_faces are read too). Writes one JSON object per record, in
    input order: id, line, name, lang, status (ok|error), errors, abilities [{id, paragraph, face,
    parent, kind, text}], links [{rule, from, to, from_paragraph, to_paragraph, evidence,
    explanation}]. A bad record (invalid JSON, not an object, no text, malformed faces, unknown
    language) gives a status "error" record naming its line, and the run goes on. Blank lines are
    not records and are skipped. A summary goes to standard error.

    Exit status: 0 when every record was tagged, 1 when some were not, 2 on usage errors.

    \b
    Examples:
      mtglinks tag cards.jsonl -o tagged.jsonl
      mtglinks tag cards.jsonl -j 2 > tagged.jsonl
      zcat cards.jsonl.gz | mtglinks tag - | jq -c '.links'
    """
    try:
        with _open_input(input_path) as source, _open_output(output_path) as sink:
            summary = tagger.run(source, sink, jobs=jobs, chunk_size=chunk_size)
            sink.flush()
    except OSError as err:
        if err.errno == errno.EPIPE:
            raise  # the reader went away (`| head`): click ends quietly
        # A full disk or a lost device: say so in one line, not a traceback (exit status 1).
        raise click.ClickException(f"cannot go on reading {input_path!r} or writing {output_path!r}: {err}") from err
    if not quiet:
        click.echo(summary.report(), err=True)
    sys.exit(1 if summary.errors else 0)


def _tag_file(path: str, jobs: int) -> list[dict[str, Any]]:
    with _open_input(path) as source:
        return [json.loads(line) for info, line in tagger.tag_lines(source, jobs=jobs) if line is not None]


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
        with _open_output(predictions_path) as sink:
            for record in predictions:
                sink.write(tagger.dump(record) + "\n")
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
