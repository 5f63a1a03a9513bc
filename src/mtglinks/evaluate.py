"""Score predicted links against hand-checked labels, the way the project is judged.

This is the scoring of the shared evaluation (`eval/score.py`) rebuilt inside the package, so the
installed tool needs nothing outside it: it compares per card the set of (rule, from_paragraph,
to_paragraph) triples (or, with `rules_only`, the multiset of rules), joined by `id`, and prints
the same report, ending with `micro_f1=<x>`. Gold records carry `links` with paragraph indexes;
predictions are the tagger's output (`from`/`to` are ability ids, mapped through `abilities`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Triple = tuple[str, int, int]


def load_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """Every non-blank line of a JSON Lines file, decoded; a ValueError names the first bad line."""
    from mtglinks.sources.jsonl import BadLine, json_objects  # here: the CLI starts without the readers

    try:
        return list(json_objects(path))
    except BadLine as err:
        cause = err.line.cause
        if isinstance(cause, json.JSONDecodeError):
            # json's own "line 1 column 5" counts inside this one line: say which line it is.
            raise ValueError(f"line {err.line.number}: invalid JSON: {cause.msg} at column {cause.pos + 1}") from err
        raise


def join_key(record: Mapping[str, Any], by: str) -> Any:
    """The key a record is joined by: its `by` field, else its name, else its id."""
    # The scorer falls back to the name, then the id, when the join field is missing or empty.
    return record.get(by) or record.get("name") or record.get("id")


def norm_rule(rule: Any) -> str:
    """ "2a" and "607.2a" are the same rule."""
    text = str(rule).strip()
    return text if text.startswith("607") else "607." + text


def gold_triples(record: Mapping[str, Any]) -> set[Triple]:
    """The labelled (rule, from paragraph, to paragraph) triples; a ValueError names a malformed link."""
    links = record.get("links", [])
    card = join_key(record, "id")
    if not isinstance(links, list):
        raise ValueError(f"card {card!r}: links must be a list, not {type(links).__name__}")
    out = set()
    for i, link in enumerate(links):
        try:
            out.add((norm_rule(link["rule"]), int(link["from"]), int(link["to"])))
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"card {card!r}: link {i} needs rule, from and to paragraphs: {link!r}") from err
    return out


def predicted_triples(record: Mapping[str, Any]) -> set[Triple]:
    """Links of a tagger record as paragraph triples; a link that cannot be placed scores (rule, -1, -1)."""
    paragraph_of = {}
    for ability in record.get("abilities", []) or []:
        if "id" in ability and "paragraph" in ability:
            paragraph_of[ability["id"]] = ability["paragraph"]
    out: set[Triple] = set()
    for link in record.get("links", []) or []:
        if "from_paragraph" in link and "to_paragraph" in link:
            source, target = link["from_paragraph"], link["to_paragraph"]
        else:
            source = paragraph_of.get(link.get("from"), link.get("from"))
            target = paragraph_of.get(link.get("to"), link.get("to"))
        try:
            out.add((norm_rule(link["rule"]), int(source), int(target)))
        except (TypeError, ValueError, KeyError):
            out.add((norm_rule(link.get("rule", "?")), -1, -1))
    return out


def prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    """Precision, recall, F1; an empty denominator counts as perfect (nothing to find, nothing wrong)."""
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


@dataclass
class Disagreement:
    """A card whose predicted triples differ from its labelled ones."""

    key: Any
    gold: list[Triple]
    predicted: list[Triple]


@dataclass
class Score:
    """True and false positives and false negatives per rule, and the cards that came out right."""

    tp: Counter[str] = field(default_factory=Counter)
    fp: Counter[str] = field(default_factory=Counter)
    fn: Counter[str] = field(default_factory=Counter)
    cards: int = 0
    exact: int = 0
    missing: int = 0
    disagreements: list[Disagreement] = field(default_factory=list)

    @property
    def micro(self) -> tuple[float, float, float]:
        """Precision, recall and F1 over every rule."""
        return prf(sum(self.tp.values()), sum(self.fp.values()), sum(self.fn.values()))

    def per_rule(self) -> dict[str, tuple[int, int, float, float, float]]:
        """rule -> (gold count, predicted count, P, R, F1)."""
        out = {}
        for rule in sorted(set(self.tp) | set(self.fp) | set(self.fn)):
            tp, fp, fn = self.tp[rule], self.fp[rule], self.fn[rule]
            out[rule] = (tp + fn, tp + fp, *prf(tp, fp, fn))
        return out

    def report(self) -> str:
        """The scorer's standard output, line for line."""
        lines = [f"{'rule':10} {'gold':>5} {'pred':>5} {'P':>6} {'R':>6} {'F1':>6}"]
        for rule, (gold, pred, p, r, f1) in self.per_rule().items():
            lines.append(f"{rule:10} {gold:5d} {pred:5d} {p:6.3f} {r:6.3f} {f1:6.3f}")
        tp, fp, fn = sum(self.tp.values()), sum(self.fp.values()), sum(self.fn.values())
        p, r, f1 = prf(tp, fp, fn)
        lines.append(f"{'micro':10} {tp + fn:5d} {tp + fp:5d} {p:6.3f} {r:6.3f} {f1:6.3f}")
        lines.append(
            f"cards={self.cards} exact={self.exact} ({self.exact / max(1, self.cards):.3f}) "
            f"missing_predictions={self.missing}"
        )
        lines.append(f"micro_f1={f1:.4f}")
        return "\n".join(lines)


def score(
    gold: Iterable[Mapping[str, Any]],
    predictions: Iterable[Mapping[str, Any]],
    by: str = "id",
    rules_only: bool = False,
) -> Score:
    """Compare predictions with gold labels card by card (a later record with the same key wins)."""
    gold_by_key = {join_key(r, by): r for r in gold}
    pred_by_key = {join_key(r, by): r for r in predictions}
    result = Score(cards=len(gold_by_key))
    for key, gold_record in gold_by_key.items():
        predicted = pred_by_key.get(key)
        if predicted is None:
            result.missing += 1
        gold_set = gold_triples(gold_record)
        pred_set = predicted_triples(predicted) if predicted is not None else set()
        if rules_only:
            gold_rules = Counter(rule for rule, _, _ in gold_set)
            pred_rules = Counter(rule for rule, _, _ in pred_set)
            for rule in set(gold_rules) | set(pred_rules):
                result.tp[rule] += min(gold_rules[rule], pred_rules[rule])
                result.fp[rule] += max(0, pred_rules[rule] - gold_rules[rule])
                result.fn[rule] += max(0, gold_rules[rule] - pred_rules[rule])
            agrees = gold_rules == pred_rules
        else:
            for triple in gold_set & pred_set:
                result.tp[triple[0]] += 1
            for triple in pred_set - gold_set:
                result.fp[triple[0]] += 1
            for triple in gold_set - pred_set:
                result.fn[triple[0]] += 1
            agrees = gold_set == pred_set
        result.exact += agrees
        if not agrees:
            result.disagreements.append(Disagreement(key, sorted(gold_set), sorted(pred_set)))
    return result
