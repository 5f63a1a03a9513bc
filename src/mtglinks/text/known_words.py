"""Known words: the lexicon of card words of a language, and which words of a paragraph it lacks.

A word is known when it is a word form of the language's lexicon of card words
(`lang/<code>/vocab.txt.gz`, built by tools/build_vocab.py from real card text) or an inflection of one
of its lemmas, a keyword name of `lang/<code>`, a number, a mana or tap symbol. Proper names
(capitalised words not at a sentence start) and the card's own name (`~`) are left aside. The batch
runner and the coverage report both read it.
"""

from __future__ import annotations

import gzip
import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from mtglinks.lang import get_language
from mtglinks.text.lexicon import lemma, split_tokens
from mtglinks.tree import Card

VOCAB_FILE = "vocab.txt.gz"

# Mana, tap and other symbols of card text: {T}, {Q}, {2}, {W/U}, {2/W}, {G/P}, {G/U/P}, {CHAOS} …
_COLOURS = "WUBRG"
_SYMBOL = re.compile(
    rf"""\{{ (?:
          \d+                              # generic mana: {{2}}, {{10}}
        | [{_COLOURS}CXYZSTQEPA½∞]          # one letter: {{W}}, {{C}}, {{X}}, {{T}}, {{Q}}, {{E}}, {{P}}, {{½}}
        | CHAOS                            # the planar die's {{CHAOS}}
        | H[{_COLOURS}]                     # half mana: {{HW}}
        | [{_COLOURS}C2] (?: /[{_COLOURS}P] ){{1,2}}  # hybrid and Phyrexian: {{W/U}}, {{2/W}}, {{G/P}}, {{G/U/P}}
    ) \}}""",
    re.IGNORECASE | re.VERBOSE,
)
# Numbers, X, power/toughness and their changes, level ranges: "3", "X", "+1/+1", "*/*", "-2/-0", "2-6".
_SIGN = "[+\\-−]?"
_AMOUNT = r"(?: \d+ | [XY*] )"
_NUMBER = re.compile(
    rf"""^ {_SIGN} {_AMOUNT}              # 3, X, +1, -2, *
        (?: / {_SIGN} {_AMOUNT}           # a toughness: +1/+1, */*, -2/-0
          | -\d+                          # a level range: 2-6
        )? $""",
    re.VERBOSE,
)
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
        """Whether the card of this key was left out of the vocabulary's build."""
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
    """Whether the language's dictionary knows a word form (`Language.dictionary_check`), if it has one."""
    make = get_language(code).dictionary_check
    return make() if make is not None else None


@cache
def card_word_forms(code: str) -> frozenset[str]:
    """The folded lower-case word forms of a language's shipped word list alone (no lemmas, no keywords):
    enough to tell a word of card text from a name, and quick to load."""
    path = resources.files("mtglinks") / "lang" / code / VOCAB_FILE
    if not path.is_file():
        return frozenset()
    return frozenset(fold(w) for w in read_vocab_file(str(path))[1] if not w[:1].isupper())


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
