"""Grammar coverage: the share of paragraphs that parse with no `unparsed` node, and why the rest fail.

Reads the card-record formats the project meets, one JSON object a line (optionally gzip-compressed):

- the tagger / eval format `{id, name, lang, text, faces: [{name, text}]}` (corpora/<lang>/cards.jsonl),
- Oracle records `{name, faces: [{name, type_line, oracle_text}]}` (../shared/corpora/oracle-en),
- printed records `{printed_name, printed_type, printed_text, lang}` (../shared/corpora/printed-*).
"""

from __future__ import annotations

import gzip
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from mtglinks.parse import parse
from mtglinks.tagger import read_record


@dataclass
class CardRecord:
    """One card in the form `mtglinks.parse` takes, whatever file format it came from."""

    id: str
    name: str | None
    lang: str
    faces: list[dict[str, Any]]
    error: str | None = None  # why the line is not a usable record ("line 7: invalid JSON …")


def open_lines(path: str | Path) -> BinaryIO:
    """A byte stream for a path ("-" is standard input); .gz files are decompressed. Bytes, so that
    a line of bad UTF-8 is one bad record rather than the end of the measurement."""
    if str(path) == "-":
        return sys.stdin.buffer
    if str(path).endswith(".gz"):
        return gzip.open(path, "rb")  # type: ignore[return-value]
    return open(path, "rb")  # noqa: SIM115 - the caller closes it


def record_to_card(record: Any, default_lang: str = "en", line: int = 0) -> CardRecord:
    """Any record format the tagger reads -> CardRecord; the tagger's reader does the checking,
    so coverage and tagging read a file the same way.

    A record of the wrong shape (not an object, a text that is not a string, an unknown language)
    raises ValueError saying what is wrong.
    """
    if isinstance(record, dict) and record.get("lang") is None:
        record = {**record, "lang": default_lang}
    card = read_record(record)  # RecordError is a ValueError
    faces = card.faces if card.faces is not None else [{"name": card.name, "text": card.text or "", "type_line": None}]
    if "printed_text" in record:  # printed-* corpora: name the printing
        ident = f"{record.get('en_name', card.name)}|{record.get('set', '')}|{card.lang}"
    else:
        ident = str(card.id if card.id is not None else f"line {line}")
    return CardRecord(ident, card.name, card.lang, faces)


def read_cards(path: str | Path, lang: str | None = None) -> Iterator[CardRecord]:
    """The cards of one JSONL(.gz) file; `lang` overrides the records' own language."""
    with open_lines(path) as stream:
        for line_no, line in enumerate(stream, 1):
            if not line.strip():
                continue
            # A line that is not a usable record is reported, and the measurement goes on.
            try:
                value = json.loads(line.decode("utf-8").removeprefix("\ufeff"))
                card = record_to_card(value, default_lang=lang or "en", line=line_no)
            except (ValueError, RecursionError) as err:  # json.JSONDecodeError is a ValueError
                if isinstance(err, RecursionError):
                    reason = "invalid JSON: arrays or objects nested too deeply"
                elif isinstance(err, UnicodeDecodeError):
                    reason = f"not UTF-8: {err}"
                else:
                    reason = f"invalid JSON: {err}" if isinstance(err, json.JSONDecodeError) else str(err)
                yield CardRecord(f"line {line_no}", None, lang or "en", [], error=f"line {line_no}: {reason}")
                continue
            if lang:
                card.lang = lang
            yield card


# "unexpected Token('WORD', 'foo') at column 12; expected COMMA, PERIOD" groups with every other
# unexpected WORD that expected the same things: the token's value and column go to the example.
_TOKEN_REPR = re.compile(r"Token\('(\w+)', (?:'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")\)")
_COLUMN = re.compile(r" at column \d+")
_CHAR = re.compile(r"unexpected character '.*' at")


def reason_key(reason: str | None) -> str:
    """A failure reason without the parts that differ from paragraph to paragraph."""
    if not reason:
        return "(no reason given)"
    key = _TOKEN_REPR.sub(r"\1", reason)
    key = _CHAR.sub("unexpected character at", key)
    return _COLUMN.sub("", key)


@dataclass
class Failure:
    card: str
    paragraph: str
    reason: str


@dataclass
class Coverage:
    """Counts for one corpus: paragraphs parsed with no unparsed node, and why the others failed."""

    source: str
    lang: str = ""
    cards: int = 0
    cards_ok: int = 0
    paragraphs: int = 0
    paragraphs_ok: int = 0
    seconds: float = 0.0
    reasons: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[Failure]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)  # parse() raising: a bug, never expected
    bad_records: list[str] = field(default_factory=list)  # lines that are not card records

    @property
    def share(self) -> float:
        return self.paragraphs_ok / self.paragraphs if self.paragraphs else 1.0

    @property
    def card_share(self) -> float:
        return self.cards_ok / self.cards if self.cards else 1.0

    def to_dict(self, top: int = 10) -> dict[str, Any]:
        return {
            "source": self.source,
            "lang": self.lang,
            "cards": self.cards,
            "cards_ok": self.cards_ok,
            "paragraphs": self.paragraphs,
            "paragraphs_ok": self.paragraphs_ok,
            "share": round(self.share, 6),
            "seconds": round(self.seconds, 3),
            "errors": self.errors[:top],
            "bad_records": len(self.bad_records),
            "bad_record_examples": self.bad_records[:top],
            "reasons": [
                {"reason": r, "count": n, "examples": [vars(e) for e in self.examples.get(r, [])]}
                for r, n in self.reasons.most_common(top)
            ],
        }


def measure(cards: Iterable[CardRecord], source: str = "", examples_per_reason: int = 3) -> Coverage:
    """Parse every card and count the paragraphs with no unparsed node (faces' paragraphs together)."""
    result = Coverage(source)
    langs: Counter[str] = Counter()
    started = time.perf_counter()
    for record in cards:
        if record.error is not None:
            result.bad_records.append(record.error)
            continue
        langs[record.lang] += 1
        result.cards += 1
        try:
            card = parse(lang=record.lang, name=record.name, faces=record.faces)
        except Exception as err:  # parse must never raise on card text: its paragraphs count as failed
            result.errors.append(f"{record.id}: {type(err).__name__}: {err}")
            key = f"parse raised {type(err).__name__}: {err}"
            lost = sum(1 for face in record.faces for p in face["text"].splitlines() if p.strip())
            result.paragraphs += lost
            result.reasons[key] += lost
            shown = result.examples.setdefault(key, [])
            if len(shown) < examples_per_reason:
                shown.append(Failure(record.id, record.faces[0]["text"] if record.faces else "", key))
            continue
        paragraphs: dict[int, bool] = {}
        for ability in card.iter_abilities():
            failed = ability.kind == "unparsed"
            paragraphs[ability.paragraph] = paragraphs.get(ability.paragraph, False) or failed
            if failed:
                key = reason_key(ability.reason)
                result.reasons[key] += 1
                shown = result.examples.setdefault(key, [])
                if len(shown) < examples_per_reason:
                    shown.append(Failure(record.id, ability.normalized or ability.text, ability.reason or ""))
        result.paragraphs += len(paragraphs)
        result.paragraphs_ok += sum(not failed for failed in paragraphs.values())
        result.cards_ok += not any(paragraphs.values())
    result.seconds = time.perf_counter() - started
    result.lang = ",".join(code for code, _ in langs.most_common())
    return result


def format_report(result: Coverage, top: int = 10) -> str:
    """The figures of one corpus and its most frequent failure reasons, with examples."""
    rate = result.cards / result.seconds if result.seconds else 0.0
    lines = [
        f"{result.source} [{result.lang or '-'}]: {result.share:.2%} of paragraphs parsed "
        f"({result.paragraphs_ok}/{result.paragraphs}); cards fully parsed {result.card_share:.2%} "
        f"({result.cards_ok}/{result.cards}); {result.seconds:.1f} s, {rate:.0f} cards/s"
    ]
    if result.errors:
        lines.append(f"  ERROR: parse() raised on {len(result.errors)} cards (it must never raise on card text)")
    if result.bad_records:
        lines.append(f"  ERROR: {len(result.bad_records)} lines are not card records, e.g. {result.bad_records[0]}")
    if result.reasons:
        lines.append(f"  top failure reasons ({sum(result.reasons.values())} unparsed nodes):")
    for reason, count in result.reasons.most_common(top):
        lines.append(f"  {count:6d}  {reason}")
        for example in result.examples.get(reason, []):
            paragraph = example.paragraph.replace("\n", " | ")
            paragraph = paragraph if len(paragraph) <= 150 else paragraph[:147] + "..."
            lines.append(f"          e.g. [{example.card}] {paragraph}")
    return "\n".join(lines)
