"""Coverage of a corpus, two figures per file:

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

import gzip
import hashlib
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from mtglinks.lang import get_language
from mtglinks.schema.input_record import read_record
from mtglinks.sources.jsonl import json_lines
from mtglinks.syntax.assemble import parse
from mtglinks.text.lexicon import lemma, split_tokens
from mtglinks.tree import Card


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


# ---------------------------------------------------------------------------------------------
# Known words: the lexicon of card words of a language, and which words of a paragraph it lacks.

VOCAB_FILE = "vocab.txt.gz"

# Mana, tap and other symbols of card text: {T}, {Q}, {2}, {W/U}, {2/W}, {G/P}, {G/U/P}, {CHAOS} …
_SYMBOL = re.compile(r"(?i)\{(?:\d+|[WUBRGCXYZSTQEPA½∞]|CHAOS|H[WUBRG]|[WUBRGC2](?:/[WUBRGP]){1,2})\}")
# Numbers, X, power/toughness and their changes, level ranges: "3", "X", "+1/+1", "*/*", "-2/-0", "2-6".
_NUMBER = re.compile(r"^[+\-−]?(?:\d+|[XY*])(?:/[+\-−]?(?:\d+|[XY*])|-\d+)?$")
# Chapter numbers of Sagas and level bands: "I", "II", "IV".
_ROMAN = re.compile(r"^[IVX]+$")
# The punctuation card text uses ("|" splits d20 tables and station bands); any other mark ("©",
# "¤", "�") is reported like a word.
_MARKS = frozenset(".,;:!?'\"()[]-—–−•+*/«»¿¡…&%‘’“”|")
# After these a capitalised word starts a sentence (and must be known); elsewhere it is a name.
_OPENERS = frozenset('.!?:;—–•"«(¿¡…')


def fold(word: str) -> str:
    """How words are compared: lower case, typographic apostrophe plain, Russian ё as е."""
    return word.lower().replace("’", "'").replace("ё", "е")


def held_out(key: str, seed: str, share: float) -> bool:
    """Whether a card (by `card_key`) is in the share of cards the vocabulary was NOT built from.

    A seeded hash of the key, so the build (tools/build_vocab.py) and every measurement agree on
    the split without a list of names, and every printing of a card is on the same side."""
    digest = hashlib.sha256(f"{seed}\0{key.casefold()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 < share


@dataclass(frozen=True)
class Vocabulary:
    """The words known to one language, and how its word list was built (the file's header)."""

    code: str
    forms: frozenset[str]  # folded word forms of the shipped word list, plus keyword-name words
    lemmas: frozenset[str]  # their lemmas: another inflection of a known lemma is known too
    # capitalised words card text uses as names mid-sentence ("Knights", "Aura", "Urza's"): one of
    # them is known at a sentence start too ("III — Knights you control get +2/+1")
    names: frozenset[str] = frozenset()
    # the letters its card text uses (lower case); None: any letter
    alphabet: frozenset[str] | None = None
    seed: str = ""
    held_out_share: float = 0.0  # the share of cards left out of the build (0: none)
    available: bool = True  # False when no word list is shipped for the language

    def is_held_out(self, key: str) -> bool:
        return self.held_out_share > 0 and held_out(key, self.seed, self.held_out_share)


def read_vocab_file(path: str | Path) -> tuple[dict[str, str], list[str]]:
    """A word list as tools/build_vocab.py writes it: `# key=value` header lines, then one word a line
    (lower-case word forms; capitalised names)."""
    header: dict[str, str] = {}
    forms: list[str] = []
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# "):
                name, sep, value = line[2:].partition("=")
                if sep:
                    header[name.strip()] = value.strip()
            elif line:
                forms.append(line)
    return header, forms


@cache
def _dictionary_check(code: str) -> Callable[[str], bool] | None:
    """For Russian, whether pymorphy3's dictionary knows a word: its lemma of an unknown word is a
    guess from the ending, so a typo could otherwise pass as a form of a known lemma."""
    if code != "ru":
        return None
    try:
        import pymorphy3  # type: ignore[import-untyped]  # no type information shipped
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    morph = pymorphy3.MorphAnalyzer()
    return lambda w: bool(morph.word_is_known(w))


@cache
def vocabulary(code: str) -> Vocabulary:
    """The vocabulary of a language, loaded on first use (only coverage needs it)."""
    language = get_language(code)
    keyword_words = {fold(w) for name in language.keywords for w in split_tokens(name, language.code)}
    path = resources.files("mtglinks") / "lang" / language.code / VOCAB_FILE
    if not path.is_file():
        return Vocabulary(language.code, frozenset(keyword_words), frozenset(), available=False)
    header, listed = read_vocab_file(str(path))
    names = frozenset(w for w in listed if w[:1].isupper())
    forms = frozenset(fold(w) for w in listed if not w[:1].isupper()) | keyword_words
    lemmas = frozenset(fold(lemma(w, language.code)) for w in forms)
    share = float(header.get("held_out", "0") or 0)
    alphabet = frozenset(header["letters"]) if header.get("letters") else None
    return Vocabulary(language.code, forms, lemmas, names, alphabet, header.get("seed", ""), share)


@lru_cache(maxsize=1 << 16)  # bounded: a large file of garbage has many distinct words
def _known_form(word: str, code: str) -> bool:
    """Whether one word (as written, not a name) is known to the language."""
    vocab = vocabulary(code)
    folded = fold(word)
    if folded in vocab.forms or word in vocab.names:
        return True
    if fold(lemma(word, code)) in vocab.lemmas and folded.replace("'", "").replace("-", "").isalpha():
        check = _dictionary_check(code)
        return check is None or check(word.lower())
    if "-" in word.strip("-"):
        # "non-Elf", "tour-ci", "двух-трех": known when each part is (a capitalised part is a name).
        parts = [p for p in word.split("-") if p]
        return all(p[0].isupper() or _known_form(p, code) for p in parts)
    return False


def word_is_name(token: str, sentence_start: bool) -> bool:
    """A capitalised word not at a sentence start is a proper name: not a word of the lexicon."""
    return not sentence_start and token[:1].isupper()


_ANY_ALPHABET = object()


def lexicon_tokens(text: str, code: str, alphabet: Any = _ANY_ALPHABET) -> Iterator[tuple[str, str]]:
    """(token, what it is) for every token of a text: "name" (the card's `~`, a proper name),
    "symbol", "number", "mark" (punctuation), "word" (to look up), "unknown symbol", "unknown mark",
    "unknown letters" (a word or name with a letter the language's card text never uses: mojibake).

    `alphabet` is the set of known lower-case letters; by default the language's vocabulary's,
    None for any letter."""
    letters: frozenset[str] | None = vocabulary(code).alphabet if alphabet is _ANY_ALPHABET else alphabet
    previous: str | None = None
    for token in split_tokens(text, code):
        start = previous is None or previous in _OPENERS
        previous = token
        if token == "~":
            yield token, "name"
        elif token.startswith("{"):
            yield token, "symbol" if _SYMBOL.fullmatch(token) else "unknown symbol"
        elif _NUMBER.match(token) or _ROMAN.match(token):
            yield token, "number"
        elif not any(ch.isalnum() for ch in token):
            yield token, "mark" if all(ch in _MARKS for ch in token) else "unknown mark"
        elif letters is not None and not all(ch in letters for ch in token.lower() if ch.isalpha()):
            yield token, "unknown letters"
        elif word_is_name(token, start):
            yield token, "name"
        else:
            yield token, "word"


def unknown_words(text: str, code: str) -> list[str]:
    """The words and marks of a text that the language does not know, in text order.

    A word is reported as written, but with a sentence-start capital lowered ("Lorem" -> "lorem")
    so that one word counts once wherever it stands."""
    out: list[str] = []
    for token, what in lexicon_tokens(text, code):
        if what == "word":
            if _known_form(token, code):
                continue
            if token[:1].isupper() and not token[1:].isupper():
                token = token[:1].lower() + token[1:]
            out.append(token)
        elif what.startswith("unknown"):
            out.append(token)
    return out


def paragraph_texts(card: Card) -> dict[int, list[str]]:
    """The text of each paragraph the known-words figure reads, by paragraph index: the normalized
    text the grammar read (the card's name as `~`) and its reminder text. Granted abilities are
    inside their paragraph's text already."""
    texts: dict[int, list[str]] = {}
    for ability in card.iter_abilities():
        if ability.granted:
            continue
        parts = texts.setdefault(ability.paragraph, [])
        body = ability.normalized if ability.normalized is not None else ability.text
        if body:
            parts.append(body)
        parts.extend(r.text for r in ability.reminder if r.text)
    return texts


@dataclass(frozen=True)
class ParagraphWords:
    """The known-words verdict on one paragraph of a card."""

    paragraph: int  # index over all faces, as `Ability.paragraph`
    known: bool  # every word is known to the card's language
    unknown: tuple[str, ...]  # the words that are not, in text order


def paragraph_words(card: Card) -> list[ParagraphWords]:
    """Per paragraph of a parsed card (in order): whether all its words are known, and which are not.

    Pure and cheap (a few set look-ups a word); the language's vocabulary is loaded on first use."""
    out = []
    for index, parts in sorted(paragraph_texts(card).items()):
        unknown = tuple(w for part in parts for w in unknown_words(part, card.lang))
        out.append(ParagraphWords(index, not unknown, unknown))
    return out


def paragraph_known(card: Card) -> list[bool]:
    """Per paragraph of a parsed card, in order: True when every word is known to its language."""
    return [p.known for p in paragraph_words(card)]


@dataclass
class Failure:
    card: str
    paragraph: str
    reason: str


@dataclass
class UnknownWord:
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
    errors: list[str] = field(default_factory=list)  # parse() raising: a bug, never expected
    bad_records: list[str] = field(default_factory=list)  # lines that are not card records

    @property
    def segmented_share(self) -> float:
        return self.segmented / self.paragraphs if self.paragraphs else 1.0

    @property
    def known_share(self) -> float:
        return self.known / self.paragraphs if self.paragraphs else 1.0

    @property
    def held_out_share(self) -> float | None:
        return self.held_out_known / self.held_out_paragraphs if self.held_out_paragraphs else None

    # The names the segmentation figure had before it was named for what it is.
    @property
    def paragraphs_ok(self) -> int:
        return self.segmented

    @property
    def share(self) -> float:
        return self.segmented_share

    @property
    def card_share(self) -> float:
        return self.cards_ok / self.cards if self.cards else 1.0

    def top_unknown(self, top: int = 10) -> list[UnknownWord]:
        """The unknown words, most paragraphs first (then alphabetically, so the order is stable)."""
        return sorted(self.unknown.values(), key=lambda u: (-u.paragraphs, u.word))[:top]

    def to_dict(self, top: int = 10) -> dict[str, Any]:
        held = self.held_out_share
        return {
            "source": self.source,
            "lang": self.lang,
            "cards": self.cards,
            "cards_ok": self.cards_ok,
            "paragraphs": self.paragraphs,
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
            failed = ability.kind == "unparsed"
            paragraphs[ability.paragraph] = paragraphs.get(ability.paragraph, False) or failed
            if failed:
                key = reason_key(ability.reason)
                result.reasons[key] += 1
                shown = result.examples.setdefault(key, [])
                if len(shown) < examples_per_reason:
                    shown.append(Failure(record.id, ability.normalized or ability.text, ability.reason or ""))
        result.paragraphs += len(paragraphs)
        result.segmented += sum(not failed for failed in paragraphs.values())
        result.cards_ok += not any(paragraphs.values())
        _count_known(result, record, card, held)
    result.seconds = time.perf_counter() - started
    result.lang = ",".join(code for code, _ in langs.most_common())
    return result


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
    if result.unknown and top:
        lines.append(f"  top unknown words ({len(result.unknown)} distinct; paragraphs with the word):")
    for unknown in result.top_unknown(top):
        lines.append(f"  {unknown.paragraphs:6d}  {unknown.word}")
        lines.append(f"          e.g. [{unknown.card}] {_clip(unknown.paragraph)}")
    return "\n".join(lines)
