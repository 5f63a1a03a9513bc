"""Fuzz the library and the batch tagger with mutated real card text in en, es, fr and ru.

    python benchmarks/fuzz.py                          # 100,000 texts per language, seed 0
    python benchmarks/fuzz.py --texts 2000 -j 2 --seed 7 --langs ru fr
    python benchmarks/fuzz.py --set repetitive         # only the 1 KB / 10 KB repetitive texts

Source text: every card of ../shared/corpora/*.jsonl.gz in the language (en: oracle-en, oracle-recent
and printed-en), or the bundled corpora/<lang>/cards.jsonl when ../shared is missing (or with
--bundled). Each fuzz text is one real card with a few random edits: words and characters deleted,
doubled, swapped or borrowed from other cards and languages; quotes (" « » „ “ 「」), braces,
brackets and parentheses left unbalanced; bullets and dashes; Unicode oddities (combining marks,
zero-width and bidirectional marks, lone surrogates as a JSON reader yields them from "\\ud800",
full-width punctuation, NUL and other control characters, characters whose case mapping changes
their length); hostile names (none, empty, regex metacharacters, the whole text, kilobytes long),
often also written into the text where the real name stood; long and repetitive texts. Every text
is cut to --max-chars (4,096) characters. The main set is followed by a repetitive set: real
paragraphs and the shapes of issue 12 repeated to 1 KB and 10 KB, reported per text.

For each text it checks that
  - `mtglinks.analyze(text, lang=..., name=...)` raises nothing,
  - every span of the tree lies within the card text and in order (`validate_card`: abilities,
    their children, labels, keywords, cost parts, trigger, condition, sentences, restrictions,
    reminders, features, and both evidence spans of each link),
  - `mtglinks.batch.runner.tag_record(record)` of the same card as a JSON record gives status "ok" (it
    catches the engine's exceptions itself; an "error" there is an exception too), its ids, parents,
    paragraphs and evidence spans agree (`validate_tag_record`),
  - the tag record and `Card.to_dict()` serialise with `json.dumps(..., allow_nan=False)` and a strict
    reader (no NaN or Infinity, no duplicate keys) reads back the same value,
and it times `analyze` and `tag_record` per text. A text that runs past --timeout seconds is stopped
and reported. The first few failures of each check and language go to --repro (JSON Lines: lang,
name, text, the record, what failed, the traceback) and, with --minimize, are cut down to a minimal
text that fails the same way.

Everything is seeded: a text depends only on --seed, its language, its number and the source files,
so any run can be repeated, with any --jobs; the fingerprint printed per language says so.
Exit status 1 when any check failed.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import multiprocessing
import random
import signal
import sys
import time
import traceback
import unicodedata
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any, NoReturn

import mtglinks
from mtglinks.batch.runner import tag_record
from mtglinks.schema.input_record import RecordError, read_record
from mtglinks.sources.jsonl import json_lines
from mtglinks.tree import Ability, Card, Span

CHECKOUT = Path(__file__).resolve().parents[1]
SHARED_CORPORA = CHECKOUT.parent / "shared" / "corpora"
BUNDLED_CORPORA = CHECKOUT / "corpora"
LANGS = ("en", "es", "fr", "ru")
SHARED_FILES = {
    "en": ("oracle-en.jsonl.gz", "oracle-recent.jsonl.gz", "printed-en.jsonl.gz"),
    "es": ("printed-es.jsonl.gz",),
    "fr": ("printed-fr.jsonl.gz",),
    "ru": ("printed-ru.jsonl.gz",),
}
DEFAULT_MAX_CHARS = 4096
REPETITIVE_SIZES = (1_000, 10_000)
CHECKS = ("exception", "invalid span", "invalid JSON", "timeout")


# ---------------------------------------------------------------------------------------------
# Source text


@dataclass(frozen=True)
class Seed:
    """One real card: its name and its text (faces joined by a line break, as Card.text is)."""

    name: str | None
    text: str
    face_names: tuple[str | None, ...]
    type_line: str | None


def read_seeds(path: Path, lang: str) -> Iterator[Seed]:
    """The cards of one JSONL(.gz) file in the tagger's reading (the same fields it takes)."""
    for line in json_lines(path):
        if line.error is not None:
            raise ValueError(f"{path}: line {line.number}: {line.error}")
        value = line.value
        if not isinstance(value, dict):
            continue
        if value.get("lang") is None:
            value["lang"] = lang
        try:
            card = read_record(value)
        except RecordError:
            continue
        if card.lang != lang:
            continue
        faces = card.faces or [{"name": card.name, "text": card.text or "", "type_line": None}]
        text = "\n".join(f["text"] for f in faces)
        if text.strip():
            names = tuple(f["name"] for f in faces)
            yield Seed(card.name or names[0], text, names, faces[0].get("type_line"))


def source_files(lang: str, bundled: bool = False, corpora: Path = SHARED_CORPORA) -> list[Path]:
    """The files a language's fuzz text comes from: ../shared's corpora, else the bundled one."""
    if not bundled:
        shared = [corpora / name for name in SHARED_FILES[lang] if (corpora / name).is_file()]
        if shared:
            return shared
    bundled_file = BUNDLED_CORPORA / lang / "cards.jsonl"
    return [bundled_file] if bundled_file.is_file() else []


def load_seeds(lang: str, files: Sequence[Path]) -> list[Seed]:
    """Distinct cards of the files, in file order (so the same files give the same fuzz texts)."""
    seen: set[tuple[str | None, str]] = set()
    seeds = []
    for path in files:
        for seed in read_seeds(path, lang):
            if (seed.name, seed.text) not in seen:
                seen.add((seed.name, seed.text))
                seeds.append(seed)
    if not seeds:
        raise SystemExit(f"no card text for {lang} in {', '.join(map(str, files)) or 'any source file'}")
    return seeds


@dataclass
class Pool:
    """What the mutations draw from: a language's cards and words, and other languages' words."""

    lang: str
    seeds: list[Seed]
    words: list[str]
    foreign_words: list[str]
    paragraphs: list[str]
    foreign_paragraphs: list[str]


def make_pools(seeds_by_lang: dict[str, list[Seed]]) -> dict[str, Pool]:
    words: dict[str, list[str]] = {}
    paragraphs: dict[str, list[str]] = {}
    for lang, seeds in seeds_by_lang.items():
        vocabulary: dict[str, None] = {}
        lines: dict[str, None] = {}
        for seed in seeds:
            for para in seed.text.split("\n"):
                if para.strip():
                    lines.setdefault(para)
                for word in para.split():
                    vocabulary.setdefault(word)
        words[lang] = list(vocabulary)
        paragraphs[lang] = list(lines)
    pools = {}
    for lang, seeds in seeds_by_lang.items():
        others = [o for o in seeds_by_lang if o != lang] or [lang]
        pools[lang] = Pool(
            lang,
            seeds,
            words[lang],
            [w for o in others for w in words[o][:20000]],
            paragraphs[lang],
            [p for o in others for p in paragraphs[o][:5000]],
        )
    return pools


# ---------------------------------------------------------------------------------------------
# Mutations: each takes the RNG, the text and the pool, and returns the new text.

QUOTES = ['"', "«", "»", "„", "“", "”", "「", "」", "'", "‘", "’", "‹", "›", "『", "』", "«\u00a0", "\u00a0»"]
QUOTE_PAIRS = [('"', '"'), ("«", "»"), ("„", "“"), ("“", "”"), ("「", "」"), ("»", "«"), ("”", "“"), ("'", "'")]
BRACKETS = [
    "{", "}", "[", "]", "(", ")", "{{", "}}", "((", "))", "{}", "[]", "()", "{T", "T}", "{2/", "{W/U/B}",
    "{∞}", "{½}", "{X}{X}", "{-1}", "{S}", "{E}", "{Q}", "{C}", "{100}", "[+1]", "[−2]", "[0]", "(~)", "{~}",
]  # fmt: skip
BULLETS = ["•", "●", "• ", "\n• ", "\n•", "· ", "▪ ", "* ", "\n- ", "••", "• •"]
DASHES = [
    "—", "–", "-", "−", "―", "‐", "‑", "‒", "⸺", " — ", " - ", "--", " —\n", "—\n•", "+1:", "−3:", "0:", "−X:",
    "+", "−", "—:", ":—", " – ",
]  # fmt: skip
COMBINING = ["\u0301", "\u0308", "\u0327", "\u0336", "\u20dd", "\u0489", "\u0306", "\u030a", "\u0323"]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u034f"]
BIDI = ["\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]
# Lone surrogates: what a JSON reader yields for "\\ud800"; a reversed pair stays two lone halves.
SURROGATES = ["\ud800", "\udfff", "\udc00", "\ud83d", "\ude00\ud83d", "\udbff"]
CONTROLS = [
    "\x00", "\x01", "\x07", "\x08", "\x1b", "\x1c", "\x1d", "\x1e", "\x7f", "\x85", "\u2028", "\u2029", "\r",
    "\r\n", "\n\r", "\t", "\v", "\f", "\x00\x00\x00",
]  # fmt: skip
# Characters whose lower or upper case is longer or matches other letters under re.I.
CASE_ODD = ["İ", "ẞ", "ß", "ŉ", "ǰ", "ﬁ", "ﬀ", "K", "Å", "ſ", "ı", "Σ", "ς", "ΐ", "Ω", "ǅ", "ᾈ", "ﬓ"]
ODD_CHARS = [
    "\ufffd", "\ue000", "\U0010ffff", "𝕏", "🔥", "👍🏽", "\U0001f1fa\U0001f1f8", "　", "。", "、", "：", "；",
    "\u3000", "\u2003", "\u00a0", "\u202f", "\u2009", "~", "~~", "\\", "\\n", "%s", "{0}", "$1", "\\1", "&amp;",
    "<b>", "</i>", "\u0000~", "¿", "¡", "…", "...", "..", ";", ":", "::", "/", "|", "^", "$", "*", "+", "?",
]  # fmt: skip
REGEX_NAMES = [
    ".*", "(", ")", "[", "]", "\\", "$", "^", "|", "+", "?", "*", "{2}", "(?i)", "(?P<n>x)", "\\1", "a|", "[^]",
    ".+?", "\\b", "(?=x)", "(a)(b)", "[a-z]+", "\\d{3}", "(?#", "{,}", "\\Z", "\\g<0>", "a{99999}",
]  # fmt: skip
COMMON_WORD_NAMES = [
    "a", "the", "of", "it", "Exile", "target", "~", "~~", "this creature", "you", "de", "la", "el", "en", "le",
    "du", "à", "l'", "в", "и", "на", "это существо", "Кто", "Flying", "Vol", "Vuela", "Полет", "1", "{T}", "•",
]  # fmt: skip
TYPE_LINES = ["Instant", "Sorcery", "Creature — Elf", "Legendary Enchantment", "", "Éphémère", "Мгновенное заклинание"]


def _pos(rng: random.Random, text: str) -> int:
    """A position in the text: half the time a word boundary, else any character."""
    if not text:
        return 0
    if rng.random() < 0.5:
        spaces = [i for i, ch in enumerate(text) if ch in " \n"]
        if spaces:
            return rng.choice(spaces) + rng.randint(0, 1)
    return rng.randint(0, len(text))


def _insert(rng: random.Random, text: str, piece: str) -> str:
    at = _pos(rng, text)
    return text[:at] + piece + text[at:]


def _span(rng: random.Random, text: str, longest: int = 40) -> tuple[int, int]:
    start = rng.randint(0, len(text))
    return start, min(len(text), start + rng.randint(0, longest))


def _word_edit(rng: random.Random, text: str, pool: Pool) -> str:
    words = text.split(" ")
    if not words:
        return text
    i = rng.randrange(len(words))
    op = rng.randrange(10)
    if not _edit_words(rng, words, i, op, pool):  # a word split in two
        cut = rng.randint(0, len(words[i]))
        words[i] = words[i][:cut] + " " + words[i][cut:]
    return " ".join(words)


def _edit_words(rng: random.Random, words: list[str], i: int, op: int, pool: Pool) -> bool:
    """Word edit `op` at word `i`, in place; False when it does not apply."""
    if op == 0:
        del words[i]
    elif op == 1:
        words.insert(i, words[i])
    elif op == 2 and len(words) > 1:
        j = rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    elif op == 3:
        words.insert(i, rng.choice(pool.words))
    elif op == 4:
        words[i] = rng.choice(pool.words)
    elif op == 5:
        words.insert(i, rng.choice(pool.foreign_words))
    elif op == 6:
        words[i] = rng.choice([str.upper, str.lower, str.title, str.swapcase, str.casefold])(words[i])
    elif op == 7:
        words[i:i] = [words[i]] * rng.randint(2, 30)
    elif op == 8 and i + 1 < len(words):
        words[i : i + 2] = [words[i] + words[i + 1]]
    else:
        return False
    return True


def _char_edit(rng: random.Random, text: str, pool: Pool) -> str:
    if not text:
        return rng.choice(ODD_CHARS)
    i = rng.randrange(len(text))
    op = rng.randrange(6)
    if op == 0:
        return text[:i] + text[i + 1 :]
    if op == 1:
        return text[:i] + text[i] * rng.randint(2, 5) + text[i:]
    if op == 2 and i + 1 < len(text):
        return text[:i] + text[i + 1] + text[i] + text[i + 2 :]
    donor = rng.choice(pool.words) or "x"
    piece = rng.choice([rng.choice(donor), rng.choice(ODD_CHARS), chr(rng.randint(0x20, 0x2FFF))])
    if op == 3:
        return text[:i] + piece + text[i + 1 :]
    return text[:i] + piece + text[i:]


def _structure(rng: random.Random, text: str, pool: Pool) -> str:
    op = rng.randrange(13)
    changed = _text_structure(rng, text, op, pool)
    return changed if changed is not None else _paragraph_structure(rng, text.split("\n"), op, pool)


def _text_structure(rng: random.Random, text: str, op: int, pool: Pool) -> str | None:
    """Structure edit `op` of the whole text; None when `op` is a paragraph edit."""
    if op == 0 and "\n" in text:  # two paragraphs glued together
        at = rng.choice([i for i, ch in enumerate(text) if ch == "\n"])
        return text[:at] + rng.choice(["", " ", "."]) + text[at + 1 :]
    if op == 1:
        return _insert(rng, text, rng.choice(["\n", "\n\n", "\n \n", "\n\n\n"]))
    if op == 2:
        return rng.choice([" ", "\n", "  \n", "\t"]) + text + rng.choice(["", " ", "\n", "\n\n"])
    if op == 7:
        return text[: rng.randint(0, len(text))]
    if op == 8:
        start, end = _span(rng, text)
        return text[:start] + text[end:]
    if op == 9:
        return rng.choice(["", " ", "\n", "\n\n", ".", "—", "•", '"', "(", "{", ":", "~", "\x00"])
    if op == 10:  # a sentence of another card spliced into this one
        donor = rng.choice(pool.paragraphs).split(". ")
        return _insert(rng, text, rng.choice(donor))
    if op == 11:
        return text[::-1]
    return None


def _paragraph_structure(rng: random.Random, paragraphs: list[str], op: int, pool: Pool) -> str:
    """Structure edit `op` of the paragraphs: shuffled, repeated, another card's inserted, normalized."""
    if op == 3:
        rng.shuffle(paragraphs)
    elif op == 4:
        i = rng.randrange(len(paragraphs))
        paragraphs.insert(i, paragraphs[i])
    elif op == 5:
        paragraphs.insert(rng.randint(0, len(paragraphs)), rng.choice(pool.paragraphs))
    elif op == 6:
        paragraphs.insert(rng.randint(0, len(paragraphs)), rng.choice(pool.foreign_paragraphs))
    else:
        i = rng.randrange(len(paragraphs))
        paragraphs[i] = unicodedata.normalize(rng.choice(["NFD", "NFKD", "NFKC"]), paragraphs[i])
    return "\n".join(paragraphs)


def _quotes(rng: random.Random, text: str, pool: Pool) -> str:
    op = rng.randrange(4)
    if op == 0:
        return _insert(rng, text, rng.choice(QUOTES))
    if op == 1:  # a span wrapped in a pair, maybe a mismatched one
        start, end = _span(rng, text, 80)
        left = rng.choice(QUOTE_PAIRS)[0]
        right = rng.choice(QUOTE_PAIRS)[1] if rng.random() < 0.3 else dict(QUOTE_PAIRS)[left]
        return text[:start] + left + text[start:end] + right + text[end:]
    if op == 2:  # drop one quote mark
        marks = [i for i, ch in enumerate(text) if ch in "\"«»„“”「」'‘’"]
        if marks:
            at = rng.choice(marks)
            return text[:at] + text[at + 1 :]
        return _insert(rng, text, rng.choice(QUOTES))
    return _insert(rng, text, rng.choice(QUOTES) * rng.randint(2, 40))


def _brackets(rng: random.Random, text: str, pool: Pool) -> str:
    op = rng.randrange(4)
    if op == 0:
        return _insert(rng, text, rng.choice(BRACKETS))
    if op == 1:  # drop a closing (or opening) bracket
        marks = [i for i, ch in enumerate(text) if ch in "{}[]()"]
        if marks:
            at = rng.choice(marks)
            return text[:at] + text[at + 1 :]
        return _insert(rng, text, rng.choice(BRACKETS))
    if op == 2:  # a span made reminder text, the parenthesis maybe left open
        start, end = _span(rng, text, 80)
        close = rng.choice([")", "", "", "]", "}"])
        return text[:start] + rng.choice(["(", "(", "[", "{"]) + text[start:end] + close + text[end:]
    return _insert(rng, text, rng.choice(["(", ")", "{", "}", "[", "]"]) * rng.randint(2, 60))


def _bullets(rng: random.Random, text: str, pool: Pool) -> str:
    if rng.random() < 0.4:
        paragraphs = text.split("\n")
        i = rng.randrange(len(paragraphs))
        paragraphs[i] = rng.choice(BULLETS).lstrip("\n") + paragraphs[i]
        return "\n".join(paragraphs)
    return _insert(rng, text, rng.choice(BULLETS))


def _dashes(rng: random.Random, text: str, pool: Pool) -> str:
    if rng.random() < 0.3 and "—" in text:
        return text.replace("—", rng.choice(DASHES), rng.randint(1, 3))
    return _insert(rng, text, rng.choice(DASHES))


def _unicode(rng: random.Random, text: str, pool: Pool) -> str:
    group = rng.choice([COMBINING, ZERO_WIDTH, BIDI, SURROGATES, CONTROLS, CASE_ODD, ODD_CHARS, ["fullwidth"]])
    if group == ["fullwidth"]:  # full-width forms of a stretch of ASCII
        start, end = _span(rng, text, 60)
        wide = "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in text[start:end])
        return text[:start] + wide + text[end:]
    if group is COMBINING and rng.random() < 0.2:  # a stack of marks on one letter
        return _insert(rng, text, "".join(rng.choice(COMBINING) for _ in range(rng.randint(5, 200))))
    if rng.random() < 0.15:  # the oddity between every character of a stretch
        start, end = _span(rng, text, 30)
        mark = rng.choice(group)
        return text[:start] + mark.join(text[start:end]) + text[end:]
    return _insert(rng, text, rng.choice(group))


def _long(rng: random.Random, text: str, pool: Pool) -> str:
    op = rng.randrange(4)
    if op == 0:  # many cards in one text
        texts = [text]
        while sum(map(len, texts)) < 6000:
            texts.append(rng.choice(pool.seeds).text)
        return "\n".join(texts)
    if op == 1:  # one paragraph repeated
        paragraph = rng.choice(text.split("\n") or [text]) or "x"
        return "\n".join([paragraph] * (6000 // (len(paragraph) + 1) + 1))
    if op == 2:  # one sentence repeated within a paragraph
        sentence = rng.choice(text.split(". ")) or "x"
        return (sentence.rstrip(".") + ". ") * (6000 // (len(sentence) + 2) + 1)
    return _insert(rng, text, rng.choice(["{", "(", '"', "—", "•", "~", "a ", ", ", "\u0301", "\n"]) * 3000)


# Families of mutations and how often each is drawn.
MUTATIONS: list[tuple[str, Callable[[random.Random, str, Pool], str], int]] = [
    ("word", _word_edit, 20),
    ("char", _char_edit, 15),
    ("structure", _structure, 12),
    ("quotes", _quotes, 10),
    ("brackets", _brackets, 10),
    ("bullets", _bullets, 5),
    ("dashes", _dashes, 6),
    ("unicode", _unicode, 16),
    ("long", _long, 4),
]
_NAMES = [m[0] for m in MUTATIONS]
_WEIGHTS = [m[2] for m in MUTATIONS]
_FUNCTIONS = {m[0]: m[1] for m in MUTATIONS}


def hostile_name(rng: random.Random, seed: Seed, text: str, pool: Pool) -> tuple[str, str | None]:
    """(what kind of name, the name) for a card: its own name most of the time, else a hostile one."""
    real = seed.name
    roll = rng.random()
    if roll < 0.55:
        return "real", real
    choice = rng.randrange(12)
    if choice < 5:
        return _odd_name(rng, choice, real, text)
    return _made_name(rng, choice, real, text, pool)


def _odd_name(rng: random.Random, choice: int, real: str | None, text: str) -> tuple[str, str | None]:
    """Hostile names 0-4: none, blank, a regular expression (alone or inside the name), the whole text."""
    if choice == 0:
        return "none", None
    if choice == 1:
        return "empty", rng.choice(["", " ", "\n", "\u200b", "  \t "])
    if choice == 2:
        return "regex", rng.choice(REGEX_NAMES)
    if choice == 3:
        base = real or "Card"
        at = rng.randint(0, len(base))
        return "regex", base[:at] + rng.choice(REGEX_NAMES) + base[at:]
    return "whole text", text


def _made_name(rng: random.Random, choice: int, real: str | None, text: str, pool: Pool) -> tuple[str, str | None]:
    """Hostile names 5-11: long, a common word, another card's, odd Unicode, a piece of the text, a break."""
    if choice == 5:
        return "long", ((real or "Name") + " ") * rng.randint(100, 600)
    if choice == 6:
        return "long", " ".join(rng.choice(pool.words) for _ in range(rng.randint(50, 400)))
    if choice == 7:
        return "common word", rng.choice(COMMON_WORD_NAMES)
    if choice == 8:
        return "other card", rng.choice(pool.seeds).name
    if choice == 9:
        return "odd unicode", _unicode(rng, real or "Name", pool)
    if choice == 10 and text:
        start, end = _span(rng, text, 30)
        return "substring", text[start:end]
    return "with break", (real or "A") + rng.choice(["\n", "\r\n", "\u2028", "\x00", "\n\n"]) + rng.choice(pool.words)


HOSTILE_IDS: list[Any] = [1e400, -1e400, 10**30, -(10**30), 0, -1, 1.5, True, None, "", [1, "a"], {"a": [1]}]


@dataclass
class Case:
    """One fuzz text: what `analyze` gets and the JSON record `tag_record` gets."""

    lang: str
    index: int
    name: str | None
    text: str
    record: dict[str, Any]
    mutations: list[str] = field(default_factory=list)
    name_kind: str = "real"


def make_case(pool: Pool, seed_value: int, index: int, max_chars: int) -> Case:
    """The fuzz text number `index` of a language: depends only on the seed, the index and the pool."""
    rng = random.Random(f"mtglinks-fuzz/{seed_value}/{pool.lang}/{index}")
    seed = rng.choice(pool.seeds)
    text = seed.text
    count = rng.choice([1, 1, 1, 2, 2, 2, 3, 3, 4, 6])
    mutations = rng.choices(_NAMES, _WEIGHTS, k=count)
    for kind in mutations:
        text = _FUNCTIONS[kind](rng, text, pool)[:max_chars]
    name_kind, name = hostile_name(rng, seed, text, pool)
    if name_kind != "real" and name and seed.name and seed.name in text and rng.random() < 0.5:
        # The hostile name stands where the card's own name stood, so the name finder meets it.
        text = text.replace(seed.name, name)[:max_chars]
    return Case(
        pool.lang, index, name, text, make_record(rng, pool.lang, index, name, text, seed), mutations, name_kind
    )


def make_record(rng: random.Random, lang: str, index: int, name: str | None, text: str, seed: Seed) -> dict[str, Any]:
    """The card as a decoded JSON record: as text, as faces, or with a type line, and now and then a
    hostile id. It goes through JSON (lone surrogates as "\\ud800" escapes), as a reader would give it."""
    record: dict[str, Any] = {"id": f"fuzz/{lang}/{index}", "name": name, "lang": lang}
    roll = rng.random()
    if roll < 0.15 and "\n" in text:
        parts = text.split("\n")
        cut = rng.randint(1, len(parts) - 1)
        second = seed.face_names[1] if len(seed.face_names) > 1 else rng.choice([None, "", name, "B"])
        record["faces"] = [
            {"name": name, "text": "\n".join(parts[:cut])},
            {"name": second, "text": "\n".join(parts[cut:])},
        ]
    elif roll < 0.3:
        record["text"] = text
        record["type_line"] = seed.type_line if seed.type_line and rng.random() < 0.5 else rng.choice(TYPE_LINES)
    else:
        record["text"] = text
    if rng.random() < 0.02:
        record["id"] = rng.choice(HOSTILE_IDS)
    decoded: dict[str, Any] = json.loads(json.dumps(record, ensure_ascii=True))
    return decoded


def repetitive_cases(pools: dict[str, Pool], seed_value: int) -> list[tuple[str, str, str | None, str]]:
    """(lang, label, name, text): the shapes of issue 12 and real paragraphs with link cues, each
    repeated to 1 KB and 10 KB."""
    shapes = [
        ("choose a color + chosen color", "Choose a color. Creatures of the chosen color get +1/+1. "),
        ("exile target creature", "Exile target creature. "),
        ("quote and parenthesis", '"a" (b) '),
        ("choose a color,", "choose a color, "),
        ("kicker pairs", "Kicker {R}\nIf ~ was kicked, draw a card.\n"),
    ]
    cues = {
        "en": ("exiled", "chosen", "kicked", "named"),
        "es": ("exiliad", "elegid", "estímulo", "retirad"),
        "fr": ("exilé", "choisi", "kick", "retiré"),
        "ru": ("изгнан", "выбранн", "усилен", "удален"),
    }
    out: list[tuple[str, str, str | None, str]] = []
    for lang, pool in pools.items():
        rng = random.Random(f"mtglinks-fuzz-repetitive/{seed_value}/{lang}")
        units: list[tuple[str, str, str | None]] = (
            [(label, unit, None) for label, unit in shapes] if lang == "en" else []
        )
        linked = [s for s in pool.seeds if any(c in s.text.lower() for c in cues[lang]) and len(s.text) < 400]
        for seed in rng.sample(linked, min(3, len(linked))):
            units.append((f"card {seed.name!r}", seed.text + "\n", seed.name))
        for k, para in enumerate(rng.sample(pool.paragraphs, min(2, len(pool.paragraphs))), 1):
            units.append((f"paragraph {k} {para[:24]!r}… as one line", para.rstrip(".") + ". ", None))
        for label, unit, name in units:
            for size in REPETITIVE_SIZES:
                text = (unit * (size // len(unit) + 1))[:size]
                out.append((lang, f"{label} @ {size // 1000} KB", name, text))
    return out


# ---------------------------------------------------------------------------------------------
# Checks


def _span_ok(span: Any) -> bool:
    return bool(
        isinstance(span, (tuple, list))
        and len(span) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in span)
        and span[0] <= span[1]
    )


def _within(span: Span, outer: Span) -> bool:
    return outer[0] <= span[0] and span[1] <= outer[1]


def _in_order(where: str, spans: Sequence[tuple[str, Span]], problems: list[str]) -> None:
    """Spans of one sequence of parts: each starts at or after the end of the one before."""
    for (what_a, a), (what_b, b) in zip(spans, spans[1:], strict=False):
        if b[0] < a[1]:
            problems.append(f"{where}: {what_b} {tuple(b)} starts before {what_a} {tuple(a)} ends")


def validate_ability(
    card: Card, ability: Ability, bounds: Span, problems: list[str], parent: Ability | None = None
) -> None:
    """One ability and everything in it: spans well formed, inside the ability (which lies inside
    `bounds`), and the parts of each kind in text order."""
    where = f"ability {ability.id} ({ability.kind})"
    if not _span_ok(ability.span):
        problems.append(f"{where}: malformed span {ability.span!r}")
        return
    if not _within(ability.span, bounds):
        problems.append(f"{where}: span {ability.span} outside {bounds}")
        return
    span = ability.span
    # Parts of one kind follow each other. Across kinds there is no fixed order: a keyword's cost
    # "Suspend 4 — {U}" holds its label and sentence, a restriction may sit between two sentences.
    ordered: list[list[tuple[str, Any]]] = [
        [("label", ability.label_span)] if ability.label_span is not None else [],
        [(f"keyword {k.text!r}", k.span) for k in ability.keywords],
        [(f"cost part {c.kind}", c.span) for c in ability.cost],
        [("trigger", ability.trigger.span)] if ability.trigger is not None else [],
        [("condition", ability.condition.span)] if ability.condition is not None else [],
        [(f"sentence {i}", s.span) for i, s in enumerate(ability.effect)],
        [(f"restriction {i}", s.span) for i, s in enumerate(ability.restrictions)],
    ]
    reminders = [(f"reminder {i}", r.span) for i, r in enumerate(ability.reminder)]
    loose = [(f"feature {f.kind}", f.span) for f in ability.features]
    # A granted ability's reminder may follow its words inside the quotes ("… declared.)\"").
    reminder_bounds = parent.span if parent is not None and ability.granted else span
    for group, outer in [*((g, span) for g in ordered), (reminders, reminder_bounds), (loose, span)]:
        good = _parts_inside(where, group, outer, problems)
        if group is not loose:
            _in_order(where, good, problems)
    for i, sentence in enumerate(ability.effect):
        trigger = sentence.trigger
        if trigger is not None and (not _span_ok(trigger.span) or not _within(trigger.span, sentence.span)):
            problems.append(f"{where}: trigger {trigger.span} of sentence {i} outside it")
    _validate_children(card, ability, bounds, problems)
    if ability.text != card.text[span[0] : span[1]]:
        problems.append(f"{where}: text {ability.text[:60]!r} is not the card text at its span {span}")


def _parts_inside(where: str, group: list[tuple[str, Any]], outer: Span, problems: list[str]) -> list[tuple[str, Any]]:
    """The parts of `group` with well-formed spans inside `outer`; a problem for each other one."""
    good = []
    for what, part in group:
        if not _span_ok(part):
            problems.append(f"{where}: {what} has a malformed span {part!r}")
        elif not _within(part, outer):
            problems.append(f"{where}: {what} span {tuple(part)} outside {tuple(outer)}")
        else:
            good.append((what, part))
    return good


def _validate_children(card: Card, ability: Ability, bounds: Span, problems: list[str]) -> None:
    """An ability's children, each checked, and following each other."""
    where = f"ability {ability.id} ({ability.kind})"
    span = ability.span
    previous: Ability | None = None
    for child in ability.children:
        # A granted ability lies in its quotes inside the ability; a mode (bullet) is a later paragraph.
        child_bounds = span if child.granted else (span[1], bounds[1])
        validate_ability(card, child, child_bounds, problems, ability)
        if previous is not None and _overlaps(previous, child):
            problems.append(f"{where}: child {child.id} starts before child {previous.id} ends")
        previous = child


def _overlaps(previous: Ability, ability: Ability) -> bool:
    """True when both spans are well formed and `ability` starts before `previous` ends."""
    return _span_ok(ability.span) and _span_ok(previous.span) and ability.span[0] < previous.span[1]


def validate_card(card: Card, text: str | None = None) -> list[str]:
    """Every span of an analyzed card, checked; an empty list when all are valid.

    - The card text is the input text (`text`, when given); faces tile it, each face's span holding
      its text.
    - Each top-level ability lies within its face, after the one before it (no overlap), and its
      text is the card text at its span; paragraph numbers do not go down.
    - Within an ability: label, keywords, cost parts, trigger, condition, sentences and restrictions
      lie inside it in that order; reminders and features lie inside it; a granted child lies inside
      it, a mode after it; children follow each other.
    - Each link joins two abilities of the card, and each evidence span lies within the card text,
      in the ability at that end of the link (or the paragraph holding it).
    """
    problems: list[str] = []
    if text is not None and card.text != text:
        problems.append(f"card text differs from the input text ({len(card.text)} vs {len(text)} characters)")
    _validate_faces(card, problems)
    _validate_abilities(card, problems)
    _validate_links(card, problems)
    return problems


def _validate_faces(card: Card, problems: list[str]) -> None:
    """The faces tile the card text, each face's span holding its text."""
    offset = 0
    for i, face in enumerate(card.faces):
        if face.span != (offset, offset + len(face.text)) or card.text[face.span[0] : face.span[1]] != face.text:
            problems.append(f"face {i}: span {face.span} does not hold its text")
        offset += len(face.text) + 1


def _validate_abilities(card: Card, problems: list[str]) -> None:
    """Each top-level ability inside its face, after the one before it, its paragraph not lower."""
    previous: Ability | None = None
    for ability in card.abilities:
        face_span = card.faces[ability.face].span if 0 <= ability.face < len(card.faces) else (0, len(card.text))
        validate_ability(card, ability, face_span, problems)
        if previous is not None and _span_ok(ability.span) and _span_ok(previous.span):
            if ability.span[0] < previous.span[1]:
                problems.append(f"ability {ability.id} starts before ability {previous.id} ends")
            if ability.paragraph < previous.paragraph:
                problems.append(f"ability {ability.id}: paragraph {ability.paragraph} after {previous.paragraph}")
        previous = ability


def _validate_links(card: Card, problems: list[str]) -> None:
    """Each link joins two abilities of the card, its evidence inside the text and the ability at its end."""
    n = len(card.text)
    by_id = {a.id: a for a in card.iter_abilities()}
    if len(by_id) != sum(1 for _ in card.iter_abilities()):
        problems.append("ability ids are not unique")
    top_of: dict[int, Ability] = {}
    for top in card.abilities:
        for a in top.walk():
            top_of[a.id] = top if a.granted or a is top else a
    for k, link in enumerate(card.links):
        ends = (link.source, link.target)
        if any(end not in by_id for end in ends):
            problems.append(f"link {k} ({link.rule}): joins {ends}, not abilities of the card")
            continue
        for end, evidence in zip(ends, link.evidence, strict=True):
            if not _span_ok(evidence.span) or not (evidence.span[0] >= 0 and evidence.span[1] <= n):
                problems.append(
                    f"link {k} ({link.rule}): evidence {evidence.phrase!r} span {evidence.span} outside the text"
                )
            elif not _within(evidence.span, by_id[end].span) and not _within(evidence.span, top_of[end].span):
                problems.append(
                    f"link {k} ({link.rule}): evidence {evidence.phrase!r} {evidence.span} outside ability {end} "
                    f"{by_id[end].span}"
                )


def validate_tag_record(out: dict[str, Any], record: dict[str, Any]) -> list[str]:
    """The tag record of a card: its abilities and links agree with each other and with the text."""
    problems: list[str] = []
    if "faces" in record:
        text = "\n".join(str(f.get("text") or "") for f in record["faces"])
    else:
        text = str(record.get("text") or "")
    ids: dict[Any, Any] = {}
    for a in out.get("abilities", []):
        if a["id"] in ids:
            problems.append(f"ability id {a['id']} twice")
        if a["parent"] is not None and a["parent"] not in ids:
            problems.append(f"ability {a['id']}: parent {a['parent']} is not an earlier ability")
        ids[a["id"]] = a["paragraph"]
    for k, link in enumerate(out.get("links", [])):
        for end, side, paragraph_key in (("from", "from", "from_paragraph"), ("to", "to", "to_paragraph")):
            if link[end] not in ids:
                problems.append(f"link {k}: {end} {link[end]} is not an ability")
            elif link[paragraph_key] != ids[link[end]]:
                problems.append(
                    f"link {k}: {paragraph_key} {link[paragraph_key]} but ability {link[end]} is in {ids[link[end]]}"
                )
            span = link["evidence"][side].get("span")
            if not _span_ok(span) or span[0] < 0 or span[1] > len(text):
                problems.append(f"link {k}: evidence {side} span {span} outside the text ({len(text)} characters)")
    return problems


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not a JSON value")


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError(f"duplicate key in {keys}")
    return dict(pairs)


def strict_loads(line: str) -> Any:
    """A JSON reader as strict as the standard: no NaN / Infinity, no duplicate keys."""
    return json.loads(line, parse_constant=_reject_constant, object_pairs_hook=_no_duplicate_keys)


def _plain(value: Any) -> Any:
    """The value as JSON gives it back: lists for tuples, and in strings a high and low surrogate
    side by side joined into the one character their JSON escapes "\\ud83d\\ude00" stand for."""
    if isinstance(value, str):
        if any("\ud800" <= ch <= "\udfff" for ch in value):
            return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    return value


def check_json(out: Any) -> str | None:
    """None when the record serialises as strict JSON that reads back as the same value."""
    try:
        line = json.dumps(out, allow_nan=False)
    except (ValueError, TypeError, RecursionError) as err:
        return f"json.dumps(allow_nan=False): {type(err).__name__}: {err}"
    try:
        back = strict_loads(line)
    except (ValueError, RecursionError) as err:
        return f"strict reader: {type(err).__name__}: {err}"
    if back != _plain(out):
        return "read back as a different value"
    return None


# Seconds spent in the garbage collector so far in this process (see _gc_clock).
_GC_SECONDS = [0.0, 0.0]  # [total, start of the running collection]


def _gc_clock(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _GC_SECONDS[1] = time.perf_counter()
    else:
        _GC_SECONDS[0] += time.perf_counter() - _GC_SECONDS[1]


def clock_collections() -> None:
    """Count the time the cyclic garbage collector takes, so that a pause of the process (a full
    collection over the engine's caches) is told apart from the cost of the text itself."""
    if _gc_clock not in gc.callbacks:
        gc.callbacks.append(_gc_clock)


class TextTimeout(BaseException):
    """Raised in a text that runs past the time limit (a BaseException: the tagger's `except
    Exception` must not catch it)."""


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TextTimeout


@dataclass
class Problem:
    check: str  # one of CHECKS
    where: str  # "analyze" or "tag_record"
    message: str
    trace: str = ""


@dataclass
class Result:
    lang: str
    index: int
    analyze_seconds: float
    tag_seconds: float
    fingerprint: int
    problems: list[Problem]
    case: Case | None = None  # only when there are problems
    rejected: bool = False  # the tagger gave an error record for a hostile id (not a failure)
    chars: int = 0
    hostile_id: bool = False  # the record's id is not a string, an integer or a finite number
    mutations: list[str] = field(default_factory=list)
    gc_seconds: float = 0.0  # of analyze_seconds, the time the garbage collector ran


def plain_id(value: Any) -> bool:
    """An id every JSON writer can echo: a string, an integer or a finite number. Any other id
    (Infinity from "1e400", a list, an object) the tagger may turn down with an error record."""
    if isinstance(value, float):
        return math.isfinite(value)
    if value is None or isinstance(value, str):
        return True
    return isinstance(value, int) and not isinstance(value, bool)


def _error_trace(case: Case) -> str:
    """The traceback behind a tag record's error: the same input analysed again outside the tagger."""
    try:
        card = read_record(case.record)
    except RecordError:
        return ""  # turned down as a record (a hostile id), before any analysis: not an exception
    try:
        mtglinks.analyze(card.text, lang=card.lang, name=card.name, faces=card.faces)
    except Exception:  # noqa: BLE001 - the traceback is what we want
        return traceback.format_exc()
    return ""


def _check_analyze(case: Case, problems: list[Problem]) -> tuple[float, float]:
    """`analyze` on the text, its card checked; (its seconds, garbage collection seconds during it)."""
    start = time.perf_counter()
    gc_before = _GC_SECONDS[0]
    try:
        card = mtglinks.analyze(case.text, lang=case.lang, name=case.name)
    except Exception as err:  # noqa: BLE001 - any exception is a finding
        problems.append(Problem("exception", "analyze", f"{type(err).__name__}: {err}", traceback.format_exc()))
        return math.nan, 0.0
    analyze_seconds = time.perf_counter() - start
    gc_seconds = _GC_SECONDS[0] - gc_before
    problems += [Problem("invalid span", "analyze", p) for p in validate_card(card, case.text)]
    dict_problem = check_json(card.to_dict())
    if dict_problem is not None:
        problems.append(Problem("invalid JSON", "Card.to_dict", dict_problem))
    return analyze_seconds, gc_seconds


def _tag(case: Case, problems: list[Problem]) -> dict[str, Any] | None:
    """`tag_record` on the record; None when it raised (a problem: it promises never to)."""
    try:
        return tag_record(case.record, case.index)
    except Exception as err:  # noqa: BLE001 - it promises never to raise on a record
        trace = traceback.format_exc()
        problems.append(Problem("exception", "tag_record (raised)", f"{type(err).__name__}: {err}", trace))
        return None


def _check_tag_record(case: Case, out: dict[str, Any] | None, problems: list[Problem]) -> bool:
    """The tag record checked; True when it is a hostile id turned down with a message (as it should be)."""
    if out is None:
        return False
    rejected = False
    if out.get("status") != "ok":
        message = "; ".join(out.get("errors", []))
        trace = _error_trace(case)
        if trace or plain_id(case.record.get("id")):
            problems.append(Problem("exception", "tag_record", message, trace))
        else:
            rejected = True
    else:
        problems += [Problem("invalid span", "tag_record", p) for p in validate_tag_record(out, case.record)]
    json_problem = check_json(out)
    if json_problem is not None:
        problems.append(Problem("invalid JSON", "tag_record", json_problem))
    return rejected


def run_case(case: Case, timeout: float = 0.0) -> Result:
    """Every check on one fuzz text."""
    problems: list[Problem] = []
    rejected = False
    analyze_seconds = tag_seconds = math.nan
    gc_seconds = 0.0
    use_alarm = timeout > 0 and hasattr(signal, "setitimer")
    if use_alarm:
        signal.signal(signal.SIGALRM, _on_alarm)
    try:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, timeout)
        analyze_seconds, gc_seconds = _check_analyze(case, problems)
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, timeout)
        start = time.perf_counter()
        out = _tag(case, problems)
        tag_seconds = time.perf_counter() - start
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
        rejected = _check_tag_record(case, out, problems)
    except TextTimeout:
        problems.append(Problem("timeout", "analyze or tag_record", f"over {timeout:g} s", traceback.format_exc()))
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
    fingerprint = zlib.crc32(json.dumps([case.name, case.text, case.record], ensure_ascii=True).encode())
    return Result(
        case.lang,
        case.index,
        analyze_seconds,
        tag_seconds,
        fingerprint,
        problems,
        case if problems else None,
        rejected,
        len(case.text),
        not plain_id(case.record.get("id")),
        case.mutations,
        gc_seconds,
    )


# ---------------------------------------------------------------------------------------------
# Running


@dataclass
class Settings:
    seed: int
    max_chars: int
    timeout: float


_POOLS: dict[str, Pool] = {}
_SETTINGS = Settings(0, DEFAULT_MAX_CHARS, 0.0)


def _init_worker(pools: dict[str, Pool] | None, settings: Settings) -> None:
    global _SETTINGS
    if pools is not None:  # spawned workers get them pickled; forked ones have them already
        _POOLS.update(pools)
    _SETTINGS = settings
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles ^C
    warm_up(_POOLS)
    clock_collections()


def warm_up(pools: dict[str, Pool]) -> None:
    """Load each language's grammar and tables before anything is timed."""
    for lang, pool in pools.items():
        for seed in pool.seeds[:20]:
            mtglinks.analyze(seed.text, lang=lang, name=seed.name)


def _run_range(task: tuple[str, int, int]) -> list[Result]:
    lang, start, end = task
    pool = _POOLS[lang]
    return [
        run_case(make_case(pool, _SETTINGS.seed, i, _SETTINGS.max_chars), _SETTINGS.timeout) for i in range(start, end)
    ]


@dataclass
class LangStats:
    texts: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CHECKS, 0))
    rejected: int = 0
    analyze_times: list[float] = field(default_factory=list)
    tag_times: list[float] = field(default_factory=list)
    fingerprint: int = 0
    failures: list[Result] = field(default_factory=list)
    json_hostile_id: int = 0  # texts with invalid JSON whose record has a non-finite or odd id
    slowest: tuple[float, int, int, list[str], float] = (0.0, -1, 0, [], 0.0)  # s, index, chars, mutations, gc s
    gc_seconds: float = 0.0  # in all analyze calls
    max_without_gc: float = 0.0  # the longest analyze call, garbage collection taken out

    def add(self, result: Result, keep: int) -> None:
        self.texts += 1
        self.rejected += result.rejected
        if result.analyze_seconds > self.slowest[0]:
            self.slowest = (result.analyze_seconds, result.index, result.chars, result.mutations, result.gc_seconds)
        if not math.isnan(result.analyze_seconds):
            self.gc_seconds += result.gc_seconds
            self.max_without_gc = max(self.max_without_gc, result.analyze_seconds - result.gc_seconds)
        self.fingerprint = (self.fingerprint + result.fingerprint) % (1 << 32)
        if not math.isnan(result.analyze_seconds):
            self.analyze_times.append(result.analyze_seconds)
        if not math.isnan(result.tag_seconds):
            self.tag_times.append(result.tag_seconds)
        checks = {p.check for p in result.problems}
        for check in checks:
            self.counts[check] += 1
        if "invalid JSON" in checks and result.hostile_id:
            self.json_hostile_id += 1
        if checks and len(self.failures) < keep:
            self.failures.append(result)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def run(
    pools: dict[str, Pool],
    texts: int,
    seed: int,
    jobs: int = 1,
    max_chars: int = DEFAULT_MAX_CHARS,
    timeout: float = 0.0,
    keep: int = 20,
    chunk: int = 50,
    progress: Callable[[str], None] | None = None,
) -> dict[str, LangStats]:
    """Fuzz `texts` texts of each language of `pools`; the figures per language."""
    settings = Settings(seed, max_chars, timeout)
    stats = {lang: LangStats() for lang in pools}
    tasks = [(lang, s, min(texts, s + chunk)) for lang in pools for s in range(0, texts, chunk)]
    started = last = time.monotonic()
    done = 0

    def collect(results: list[Result]) -> None:
        nonlocal done, last
        for result in results:
            stats[result.lang].add(result, keep)
        done += len(results)
        if progress is not None and time.monotonic() - last > 30:
            last = time.monotonic()
            found = sum(sum(s.counts.values()) for s in stats.values())
            progress(f"{done:,}/{texts * len(pools):,} texts, {time.monotonic() - started:.0f} s, {found} failures")

    if jobs <= 1:
        _POOLS.clear()
        _POOLS.update(pools)
        _init_worker(None, settings)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for task in tasks:
            collect(_run_range(task))
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        if "fork" in methods:
            _POOLS.clear()
            _POOLS.update(pools)
        initargs = (None if "fork" in methods else pools, settings)
        with context.Pool(jobs, initializer=_init_worker, initargs=initargs) as pool:
            for results in pool.imap_unordered(_run_range, tasks):
                collect(results)
    for lang_stats in stats.values():
        lang_stats.failures.sort(key=lambda r: r.index)
    return stats


def _ms(seconds: float) -> str:
    return "-" if math.isnan(seconds) else f"{seconds * 1000:.1f}"


def format_table(stats: dict[str, LangStats]) -> str:
    lines = [
        "| lang | texts | exceptions | invalid spans | invalid JSON | timeouts | analyze p50 / p99 / max ms "
        "| tag_record p50 / p99 / max ms | hostile ids turned down | fingerprint |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for lang, s in stats.items():
        a, t = s.analyze_times, s.tag_times
        lines.append(
            f"| {lang} | {s.texts:,} | {s.counts['exception']} | {s.counts['invalid span']} | "
            f"{s.counts['invalid JSON']} ({s.json_hostile_id} with an odd id) | {s.counts['timeout']} | "
            f"{_ms(percentile(a, 0.5))} / {_ms(percentile(a, 0.99))} / {_ms(max(a, default=math.nan))} | "
            f"{_ms(percentile(t, 0.5))} / {_ms(percentile(t, 0.99))} / {_ms(max(t, default=math.nan))} | "
            f"{s.rejected} | {s.fingerprint:08x} |"
        )
    for lang, s in stats.items():
        seconds, index, chars, mutations, in_gc = s.slowest
        if index >= 0:
            lines.append(
                f"slowest {lang}: text {index} ({chars:,} chars; {', '.join(mutations)}) {seconds:.2f} s, "
                f"{in_gc:.2f} s of it in garbage collection (see it with --show {lang}:{index}); "
                f"longest analyze without collections {s.max_without_gc * 1000:.0f} ms; "
                f"{s.gc_seconds:.0f} s of {sum(s.analyze_times):.0f} s in collections"
            )
    return "\n".join(lines)


def signature(result: Result) -> set[tuple[str, str, str]]:
    """What a failure is, for the minimizer: each check with its place and the exception's type
    and innermost frame, or the first words of the span problem."""
    out = set()
    for p in result.problems:
        if p.trace:
            last = [ln.strip() for ln in p.trace.strip().splitlines() if ln.strip().startswith("File ")]
            out.add((p.check, p.message.split(":")[0], last[-1] if last else ""))
        else:
            out.add((p.check, p.where, " ".join(p.message.split()[:3])))
    return out


def _pieces(text: str, level: int) -> list[str]:
    if level == 0:
        return text.splitlines(keepends=True)
    if level == 1:
        return [w for part in text.split(" ") for w in (part, " ")][:-1]
    return list(text)


def minimize(case: Case, timeout: float = 10.0, budget: float = 60.0) -> tuple[Case, Result]:
    """Greedily cut the text (lines, then words, then characters) while the same failure remains."""
    first = run_case(case, timeout)
    target = signature(first)
    deadline = time.monotonic() + budget

    def still_fails(text: str) -> Result | None:
        trial = Case(case.lang, case.index, case.name, text, dict(case.record), case.mutations, case.name_kind)
        if "faces" in trial.record:
            trial.record.pop("faces")
        trial.record["text"] = text
        result = run_case(trial, timeout)
        return result if target & signature(result) else None

    text, best = case.text, first
    if "faces" in case.record:
        result = still_fails(text)
        if result is None:
            return case, first
        best = result
    for level in range(3):
        pieces = _pieces(text, level)
        size = max(1, len(pieces) // 2)
        while size >= 1 and time.monotonic() < deadline:
            i, changed = 0, False
            while i < len(pieces) and time.monotonic() < deadline:
                trial_pieces = pieces[:i] + pieces[i + size :]
                result = still_fails("".join(trial_pieces))
                if result is not None:
                    pieces, best, changed = trial_pieces, result, True
                else:
                    i += size
            if not changed:
                size //= 2
        text = "".join(pieces)
    assert best.case is not None
    return best.case, best


def write_reproducers(path: Path, stats: dict[str, LangStats], per_check: int, minimize_them: bool) -> int:
    """The first `per_check` failures of each language and check, one JSON object a line."""
    written = 0
    with path.open("w", encoding="utf-8") as f:
        for lang, s in stats.items():
            taken: dict[str, int] = {}
            for result in s.failures:
                checks = sorted({p.check for p in result.problems})
                if all(taken.get(c, 0) >= per_check for c in checks) or result.case is None:
                    continue
                for c in checks:
                    taken[c] = taken.get(c, 0) + 1
                case, final = result.case, result
                entry: dict[str, Any] = {"lang": lang, "index": result.index, "mutations": case.mutations}
                if minimize_them:
                    small, final = minimize(case)
                    entry["original_text"] = case.text
                    case = small
                entry.update(
                    name_kind=case.name_kind,
                    name=case.name,
                    text=case.text,
                    # Exact Python literals: JSON joins two lone surrogates that form a pair into one character.
                    python=f"mtglinks.analyze({case.text!a}, lang={lang!r}, name={case.name!a})",
                    record=case.record,
                    problems=[vars(p) for p in final.problems],
                )
                f.write(json.dumps(entry, ensure_ascii=True) + "\n")
                written += 1
    return written


def run_repetitive(pools: dict[str, Pool], seed: int, timeout: float) -> tuple[str, int]:
    """Time per text and per character of the repetitive set: the first `analyze` of each text (a
    second call would be served from the parser's caches), after a warm-up of each language so
    that loading the tables is not counted. All checks run on each text. The table, and the number
    of texts that failed a check."""
    lines = [
        "| lang | text | chars | analyze s | µs/char | per-char growth 1 → 10 KB | checks |",
        "|---|---|---|---|---|---|---|",
    ]
    print("\n".join(lines), flush=True)
    failures = 0
    per_char: dict[tuple[str, str], float] = {}
    warm_up(pools)
    for k, (lang, label, name, text) in enumerate(repetitive_cases(pools, seed)):
        record = {"id": f"repetitive/{k}", "name": name, "lang": lang, "text": text}
        result = run_case(Case(lang, k, name, text, record), timeout)
        failures += bool(result.problems)
        seconds = result.analyze_seconds
        unit = label.rsplit(" @ ", 1)[0]
        rate = seconds / len(text) * 1e6
        growth = ""
        if (lang, unit) in per_char and not math.isnan(rate):
            growth = f"{rate / per_char[(lang, unit)]:.2f}×"
        per_char[(lang, unit)] = rate
        problem = "; ".join(f"{p.check}: {p.message[:80]}" for p in result.problems) or "ok"
        lines.append(f"| {lang} | {label} | {len(text):,} | {seconds:.3f} | {rate:.1f} | {growth} | {problem} |")
        print(lines[-1], flush=True)
    return "\n".join(lines), failures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--texts", type=int, default=100_000, help="fuzz texts per language (default 100,000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-j", "--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--langs", nargs="+", choices=LANGS, default=list(LANGS))
    parser.add_argument("--set", choices=("main", "repetitive", "all"), default="all", dest="which")
    parser.add_argument("--max-chars", type=int, default=DEFAULT_MAX_CHARS, help="cut each fuzz text to this")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per text before it is stopped")
    parser.add_argument("--corpora", type=Path, default=SHARED_CORPORA, help="the shared corpora folder")
    parser.add_argument("--bundled", action="store_true", help="use the bundled corpora/ even with ../shared")
    parser.add_argument("--repro", type=Path, default=Path("fuzz-reproducers.jsonl"), help="failures file")
    parser.add_argument("--per-check", type=int, default=5, help="reproducers written per language and check")
    parser.add_argument("--minimize", action="store_true", help="cut each written reproducer down first")
    parser.add_argument("--show", metavar="LANG:INDEX", help="print one fuzz text of this seed and check it")
    args = parser.parse_args(argv)
    if args.show:
        args.langs = [args.show.split(":")[0]]

    seeds = {}
    for lang in args.langs:
        files = source_files(lang, args.bundled, args.corpora)
        seeds[lang] = load_seeds(lang, files)
        print(f"{lang}: {len(seeds[lang]):,} cards from {', '.join(p.name for p in files)}", file=sys.stderr)
    pools = make_pools(seeds)
    if args.show:
        lang, index = args.show.split(":")
        case = make_case(pools[lang], args.seed, int(index), args.max_chars)
        print(f"mutations: {case.mutations}; name ({case.name_kind}): {case.name!a}")
        print(f"text ({len(case.text):,} chars): {case.text!a}")
        warm_up({lang: pools[lang]})
        result = run_case(case, args.timeout)
        print(f"analyze {result.analyze_seconds:.3f} s, tag_record {result.tag_seconds:.3f} s")
        for p in result.problems:
            print(f"{p.check} in {p.where}: {p.message}\n{p.trace}")
        return 1 if result.problems else 0
    failed = 0
    if args.which in ("main", "all"):
        started = time.monotonic()
        stats = run(
            pools,
            args.texts,
            args.seed,
            args.jobs,
            args.max_chars,
            args.timeout,
            keep=args.per_check * len(CHECKS),
            progress=lambda msg: print(msg, file=sys.stderr, flush=True),
        )
        elapsed = time.monotonic() - started
        print(
            f"fuzz: {args.texts:,} texts per language, seed {args.seed}, max {args.max_chars:,} chars, "
            f"-j {args.jobs}, {elapsed:.0f} s"
        )
        print(format_table(stats), flush=True)
        failed = sum(sum(s.counts.values()) for s in stats.values())
        if failed:
            written = write_reproducers(args.repro, stats, args.per_check, args.minimize)
            print(f"{written} reproducers written to {args.repro}")
    if args.which in ("repetitive", "all"):
        print("\nrepetitive texts (one process):")
        _, repetitive_failed = run_repetitive(pools, args.seed, args.timeout)
        failed += repetitive_failed
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
