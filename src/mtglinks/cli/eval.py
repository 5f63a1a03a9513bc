"""`mtglinks eval`: tag a labelled file and score the links found against its labels."""

from __future__ import annotations

import json
from typing import Any

import click

from mtglinks import evaluate, sinks, sources
from mtglinks.cli.common import jobs_option
from mtglinks.schema.records import TagRecord


def _tag_file(path: str, jobs: int) -> list[TagRecord]:
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


@click.command("eval")
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
@jobs_option()
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
