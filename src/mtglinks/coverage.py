"""Coverage of a corpus, three figures per file:

- **typed**: the share of sentences the effect grammar read whole into typed nodes (effects/), and
  of cards all of whose sentences it read. A sentence here is an effect sentence, an activated
  ability's restriction, a trigger event or an intervening "if"; a keyword line has none. What it did
  not read is an `untyped` node, and the most frequent untyped sentences are listed. Random words,
  flavour text and another language's text type nothing.

- **segmented**: the share of paragraphs the grammar split into abilities with no `unparsed` node.
  The grammar segments almost any sentence ("Lorem ipsum dolor sit amet." is a well-formed static
  ability to it), so this figure says little about whether the text is card text at all.
- **known words**: the share of paragraphs whose every word is known to the language: a word form of
  its lexicon of card words (`lang/<code>/vocab.txt.gz`, built by tools/build_vocab.py from real card
  text) or an inflection of one of its lemmas, a keyword name of `lang/<code>`, a number, a mana or tap
  symbol. Proper names (capitalised words not at a sentence start) and the card's own name (`~`) are
  left aside. Text in another language, mojibake, typos, flavour text and the words of new mechanics
  fail it, and the unknown words are listed, most common first.

Reads the card-record formats the project meets, one JSON object a line (optionally gzip-compressed):

- the tagger / eval format `{id, name, lang, text, faces: [{name, text}]}` (corpora/<lang>/cards.jsonl),
- Oracle records `{name, faces: [{name, type_line, oracle_text}]}` (../shared/corpora/oracle-en),
- printed records `{printed_name, printed_type, printed_text, lang}` (../shared/corpora/printed-*).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtglinks.effects.build import sentences
from mtglinks.kinds import AbilityKind, EffectKind
from mtglinks.pipeline import parse
from mtglinks.schema.input_record import read_record
from mtglinks.sources.jsonl import json_lines
from mtglinks.text.known_words import VOCAB_FILE as VOCAB_FILE  # the names tools/build_vocab.py reads here
from mtglinks.text.known_words import fold as fold
from mtglinks.text.known_words import held_out as held_out
from mtglinks.text.known_words import lexicon_tokens as lexicon_tokens
from mtglinks.text.known_words import paragraph_texts as paragraph_texts
from mtglinks.text.known_words import paragraph_words, vocabulary
from mtglinks.tree import Ability, Card, Untyped


@dataclass
class CardRecord:
    """One card in the form `mtglinks.syntax.assemble` takes, whatever file format it came from."""

    id: str
    name: str | None
    lang: str
    faces: list[dict[str, Any]]
    error: str | None = None  # why the line is not a usable record ("line 7: invalid JSON …")
    # The card's English name when the record says it, else its name: what the vocabulary's
    # build split is keyed on, so every printing of a card falls on the same side of it.
    key: str = ""


def card_key(record: Any, name: str | None) -> str:
    """The name a card is known by across languages and files: English when the record gives it."""
    if isinstance(record, dict):
        ids = record.get("ids")
        for value in (
            record.get("en_card"),
            record.get("en_name"),
            ids.get("english_name") if isinstance(ids, dict) else None,
        ):
            if isinstance(value, str) and value.strip():
                return value.strip()
    return (name or "").strip()


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
    return CardRecord(ident, card.name, card.lang, faces, key=card_key(record, card.name))


def read_cards(path: str | Path, lang: str | None = None) -> Iterator[CardRecord]:
    """The cards of one JSONL(.gz) file; `lang` overrides the records' own language."""
    for line in json_lines(path):
        # A line that is not a usable record is reported, and the measurement goes on.
        try:
            if line.error is not None:
                raise ValueError(line.error)
            card = record_to_card(line.value, default_lang=lang or "en", line=line.number)
        except ValueError as err:
            yield CardRecord(f"line {line.number}", None, lang or "en", [], error=f"line {line.number}: {err}")
            continue
        if lang:
            card.lang = lang
        yield card


def failure_key(ability: Ability) -> str:
    """What an unparsed ability's failure has in common with others of its kind: the failure's reason
    code, the terminal found and the terminals expected (not the words or the column)."""
    if ability.failure is not None:
        return ability.failure.key()
    return ability.reason or "(no reason given)"


@dataclass
class Failure:
    """One unparsed ability: its card, its text and the grammar's reason."""

    card: str
    paragraph: str
    reason: str


@dataclass
class UnknownWord:
    """A word no paragraph's language knows, how often it appears and where first."""

    word: str
    paragraphs: int  # how many paragraphs have it
    card: str  # the first one: its card and text
    paragraph: str


@dataclass
class Coverage:
    """Counts for one corpus: paragraphs segmented with no unparsed node (and why the others failed),
    paragraphs whose words are all known (and which words are not), overall and on held-out cards."""

    source: str
    lang: str = ""
    cards: int = 0
    cards_ok: int = 0  # cards whose every paragraph was segmented
    paragraphs: int = 0
    segmented: int = 0
    known: int = 0
    held_out_cards: int = 0  # cards the vocabulary was not built from (see tools/build_vocab.py)
    held_out_paragraphs: int = 0
    held_out_known: int = 0
    vocabulary: bool = True  # every language read has a shipped word list
    seconds: float = 0.0
    reasons: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[Failure]] = field(default_factory=dict)
    unknown: dict[str, UnknownWord] = field(default_factory=dict)
    sentences: int = 0  # effect sentences, restrictions, trigger events and intervening "if"s
    sentences_typed: int = 0  # those the effect grammar read whole
    cards_typed: int = 0  # cards with every sentence typed and no unparsed ability
    untyped: Counter[str] = field(default_factory=Counter)  # untyped sentence -> how often
    untyped_reasons: Counter[str] = field(default_factory=Counter)  # where the grammar stopped -> how often
    errors: list[str] = field(default_factory=list)  # parse() raising: a bug, never expected
    bad_records: list[str] = field(default_factory=list)  # lines that are not card records

    @property
    def segmented_share(self) -> float:
        """The share of paragraphs segmented with no unparsed node."""
        return self.segmented / self.paragraphs if self.paragraphs else 1.0

    @property
    def sentences_typed_share(self) -> float:
        """The share of sentences read whole into typed nodes."""
        return self.sentences_typed / self.sentences if self.sentences else 0.0

    @property
    def cards_typed_share(self) -> float:
        """The share of cards with every sentence typed."""
        return self.cards_typed / self.cards if self.cards else 0.0

    @property
    def known_share(self) -> float:
        """The share of paragraphs whose every word is known."""
        return self.known / self.paragraphs if self.paragraphs else 1.0

    @property
    def held_out_share(self) -> float | None:
        """The known-words share on the cards held out of the vocabulary (None: none were)."""
        return self.held_out_known / self.held_out_paragraphs if self.held_out_paragraphs else None

    # The names the segmentation figure had before it was named for what it is.
    @property
    def paragraphs_ok(self) -> int:
        """The segmented paragraphs (the figure's earlier name)."""
        return self.segmented

    @property
    def share(self) -> float:
        """The segmented share (the figure's earlier name)."""
        return self.segmented_share

    @property
    def card_share(self) -> float:
        """The share of cards whose every paragraph was segmented."""
        return self.cards_ok / self.cards if self.cards else 1.0

    def top_unknown(self, top: int = 10) -> list[UnknownWord]:
        """The unknown words, most paragraphs first (then alphabetically, so the order is stable)."""
        return sorted(self.unknown.values(), key=lambda u: (-u.paragraphs, u.word))[:top]

    def to_dict(self, top: int = 10) -> dict[str, Any]:
        """The figures as JSON, with the `top` failure reasons and unknown words."""
        held = self.held_out_share
        return {
            "source": self.source,
            "lang": self.lang,
            "cards": self.cards,
            "cards_ok": self.cards_ok,
            "paragraphs": self.paragraphs,
            "sentences": self.sentences,
            "sentences_typed": self.sentences_typed,
            "sentences_typed_share": round(self.sentences_typed_share, 6),
            "cards_typed": self.cards_typed,
            "cards_typed_share": round(self.cards_typed_share, 6),
            "untyped_phrases": [{"phrase": p, "count": n} for p, n in _top(self.untyped, top)],
            "untyped_reasons": [{"reason": r, "count": n} for r, n in _top(self.untyped_reasons, top)],
            "segmented": self.segmented,
            "segmented_share": round(self.segmented_share, 6),
            "known": self.known,
            "known_share": round(self.known_share, 6),
            "held_out": {
                "cards": self.held_out_cards,
                "paragraphs": self.held_out_paragraphs,
                "known": self.held_out_known,
                "known_share": None if held is None else round(held, 6),
            },
            "vocabulary": self.vocabulary,
            # kept for readers of the earlier output: the segmentation figure
            "paragraphs_ok": self.segmented,
            "share": round(self.segmented_share, 6),
            "seconds": round(self.seconds, 3),
            "errors": self.errors[:top],
            "bad_records": len(self.bad_records),
            "bad_record_examples": self.bad_records[:top],
            "reasons": [
                {"reason": r, "count": n, "examples": [vars(e) for e in self.examples.get(r, [])]}
                for r, n in self.reasons.most_common(top)
            ],
            "unknown_words": [
                {"word": u.word, "paragraphs": u.paragraphs, "example": {"card": u.card, "paragraph": u.paragraph}}
                for u in self.top_unknown(top)
            ],
        }


def measure(cards: Iterable[CardRecord], source: str = "", examples_per_reason: int = 3) -> Coverage:
    """Parse every card; count the paragraphs (faces' paragraphs together) segmented with no unparsed
    node, and those whose words are all known, overall and on the cards held out of the vocabulary."""
    result = Coverage(source)
    langs: Counter[str] = Counter()
    started = time.perf_counter()
    for record in cards:
        if record.error is not None:
            result.bad_records.append(record.error)
            continue
        langs[record.lang] += 1
        result.cards += 1
        vocab = vocabulary(record.lang)
        result.vocabulary = result.vocabulary and vocab.available
        held = vocab.is_held_out(record.key or record.name or record.id)
        result.held_out_cards += held
        try:
            card = parse(lang=record.lang, name=record.name, faces=record.faces)
        except Exception as err:  # parse must never raise on card text: its paragraphs count as failed
            result.errors.append(f"{record.id}: {type(err).__name__}: {err}")
            key = f"parse raised {type(err).__name__}: {err}"
            lost = sum(1 for face in record.faces for p in face["text"].splitlines() if p.strip())
            result.paragraphs += lost
            result.held_out_paragraphs += lost if held else 0
            result.reasons[key] += lost
            shown = result.examples.setdefault(key, [])
            if len(shown) < examples_per_reason:
                shown.append(Failure(record.id, record.faces[0]["text"] if record.faces else "", key))
            continue
        paragraphs: dict[int, bool] = {}
        for ability in card.iter_abilities():
            failed = ability.kind == AbilityKind.UNPARSED
            paragraphs[ability.paragraph] = paragraphs.get(ability.paragraph, False) or failed
            if failed:
                key = failure_key(ability)
                result.reasons[key] += 1
                shown = result.examples.setdefault(key, [])
                if len(shown) < examples_per_reason:
                    shown.append(Failure(record.id, ability.normalized or ability.text, ability.reason or ""))
        result.paragraphs += len(paragraphs)
        result.segmented += sum(not failed for failed in paragraphs.values())
        result.cards_ok += not any(paragraphs.values())
        _count_typed(result, card)
        _count_known(result, record, card, held)
    result.seconds = time.perf_counter() - started
    result.lang = ",".join(code for code, _ in langs.most_common())
    return result


def _top(counts: Counter[str], top: int) -> list[tuple[str, int]]:
    """The most frequent entries, ties in alphabetical order (so the order is stable)."""
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:top]


def _count_typed(result: Coverage, card: Card) -> None:
    """Counts the card's sentences (each trigger event, intervening "if", effect sentence and restriction
    that effects/build.py reads) and those read whole. An untyped node is one sentence not read; an
    unparsed ability is one sentence not read."""
    typed_card = bool(card.abilities)  # a card with no text types nothing
    for ability in card.iter_abilities():
        if ability.kind == AbilityKind.UNPARSED:
            result.sentences += 1
            result.untyped[ability.text] += 1
            result.untyped_reasons["the ability was not parsed"] += 1
            typed_card = False
            continue
        read = len(sentences(ability))
        missed = 0
        for node in ability.effects:
            if node.kind == EffectKind.UNTYPED:
                missed += 1
                result.untyped[node.text] += 1
                if isinstance(node, Untyped):
                    result.untyped_reasons[node.reason.split("; ")[0]] += 1
        result.sentences += read
        result.sentences_typed += read - missed
        typed_card = typed_card and not missed
    result.cards_typed += typed_card


def _count_known(result: Coverage, record: CardRecord, card: Card, held: bool) -> None:
    # Examples show the card's own words, as the paragraph is printed.
    texts: dict[int, str] = {}
    for ability in card.iter_abilities():
        if not ability.granted:
            texts.setdefault(ability.paragraph, ability.text)
    for verdict in paragraph_words(card):
        result.known += verdict.known
        if held:
            result.held_out_paragraphs += 1
            result.held_out_known += verdict.known
        for word in dict.fromkeys(verdict.unknown):
            entry = result.unknown.get(word)
            if entry is None:
                result.unknown[word] = UnknownWord(word, 1, record.id, texts.get(verdict.paragraph, ""))
            else:
                entry.paragraphs += 1


def _untyped_lines(result: Coverage, top: int) -> list[str]:
    """The most frequent untyped sentences, for the report."""
    if not result.untyped or not top:
        return []
    lines = [f"  top untyped sentences ({sum(result.untyped.values())} untyped):"]
    lines.extend(f"  {count:6d}  {_clip(phrase)}" for phrase, count in _top(result.untyped, top))
    return lines


def _clip(text: str, width: int = 150) -> str:
    text = text.replace("\n", " | ")
    return text if len(text) <= width else text[: width - 3] + "..."


def format_report(result: Coverage, top: int = 10) -> str:
    """The figures of one corpus, its most frequent failure reasons and unknown words, with examples."""
    rate = result.cards / result.seconds if result.seconds else 0.0
    held = result.held_out_share
    held_text = (
        f"; on the {result.held_out_cards} cards held out of the vocabulary {held:.2%} "
        f"({result.held_out_known}/{result.held_out_paragraphs})"
        if held is not None
        else ""
    )
    lines = [
        f"{result.source} [{result.lang or '-'}]: {result.cards} cards, {result.paragraphs} paragraphs; "
        f"{result.seconds:.1f} s, {rate:.0f} cards/s",
        f"  segmented: {result.segmented_share:.2%} of paragraphs segmented into abilities with no unparsed "
        f"node ({result.segmented}/{result.paragraphs}); cards fully segmented {result.card_share:.2%} "
        f"({result.cards_ok}/{result.cards})",
        f"  typed: {result.sentences_typed_share:.2%} of sentences read whole into typed effect nodes "
        f"({result.sentences_typed}/{result.sentences}); cards typed {result.cards_typed_share:.2%} "
        f"({result.cards_typed}/{result.cards})",
        f"  known words: {result.known_share:.2%} of paragraphs have only words known to the language "
        f"({result.known}/{result.paragraphs}){held_text}",
    ]
    if not result.vocabulary:
        lines.append("  WARNING: no word list is shipped for a language read: run tools/build_vocab.py")
    if result.errors:
        lines.append(f"  ERROR: parse() raised on {len(result.errors)} cards (it must never raise on card text)")
    if result.bad_records:
        lines.append(f"  ERROR: {len(result.bad_records)} lines are not card records, e.g. {result.bad_records[0]}")
    if result.reasons and top:
        lines.append(f"  top failure reasons ({sum(result.reasons.values())} unparsed nodes):")
    for reason, count in result.reasons.most_common(top):
        lines.append(f"  {count:6d}  {reason}")
        for example in result.examples.get(reason, []):
            lines.append(f"          e.g. [{example.card}] {_clip(example.paragraph)}")
    lines.extend(_untyped_lines(result, top))
    if result.unknown and top:
        lines.append(f"  top unknown words ({len(result.unknown)} distinct; paragraphs with the word):")
    for unknown in result.top_unknown(top):
        lines.append(f"  {unknown.paragraphs:6d}  {unknown.word}")
        lines.append(f"          e.g. [{unknown.card}] {_clip(unknown.paragraph)}")
    return "\n".join(lines)
