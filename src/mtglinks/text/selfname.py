"""Self-name safety: which name a card text uses for itself, when none (or a wrong one) is given.

Links such as "exiled with ~" depend on knowing the card's own name. When no name is given, the name
is found by the text in a card index the caller gives (an exact match of the normalized text;
`analyze()` itself reads no index), or else inferred from the text: a capitalised phrase that stands
where a card names itself ("exiled with X", "X deals", "sacrifice X", "X enters", "X's power"). When
a name is given that the text never uses while it names another capitalised phrase in such
positions, a warning says so.

The words around a card's own name are a language's data (`Language.name_inference`: English has
them, in lang/en/names.py); a language without them gets the index lookup and no warning. No parser
is imported here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from mtglinks.lang import get_language
from mtglinks.lang.base import NameInference


@dataclass
class Inferred:
    """The name a text uses for itself and where it says so."""

    name: str
    uses: int  # how many times it stands where a self-reference does
    example: str  # the words around one of them


@dataclass
class NameCheck:
    """What `resolve_name` found: the name to use (None: none found), how, and any warnings."""

    name: str | None
    how: str  # "given", "index", "inferred" or "none"
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _strip_front(phrase: str, start: int, not_names: frozenset[str]) -> tuple[str, int]:
    words = phrase.split(" ")
    while words and words[0].rstrip(",").lower() in not_names:
        start += len(words[0]) + 1
        words = words[1:]
    rest = " ".join(words).strip(", ")
    while rest and rest.split(" ")[-1].lower() in not_names:
        rest = " ".join(rest.split(" ")[:-1]).strip(", ")
    return rest, start


def _candidates(text: str, words: NameInference) -> list[tuple[str, int]]:
    """(phrase, start) of each capitalised phrase, front words dropped, comma lists split."""
    out = []
    for match in words.phrase.finditer(text):
        phrase, start = _strip_front(match.group(0), match.start(), words.not_names)
        parts = phrase.split(", ")
        if len(parts) > 2 or (len(parts) == 2 and (parts[1].startswith(("and ", "or ")) or parts[0] == parts[1])):
            # A list ("Cleric, Rogue, Warrior, and Wizard") or a name said twice: each part alone.
            offset = start
            for part in parts:
                out.append(
                    (
                        part.removeprefix("and ").removeprefix("or "),
                        offset + (len(part) - len(part.removeprefix("and ").removeprefix("or "))),
                    )
                )
                offset += len(part) + 2
        elif phrase:
            out.append((phrase, start))
    return [(p, s) for p, s in out if len(p) >= 2]


def self_references(text: str, lang: str = "en") -> list[Inferred]:
    """The capitalised phrases of a text that stand where a card names itself, most used first (none
    in a language that does not say where: `Language.name_inference`)."""
    words = get_language(lang).name_inference
    return [] if words is None else list(_ranked_self_references(text, words))


def _ranked_self_references(text: str, words: NameInference) -> Iterator[Inferred]:
    """`self_references`, one at a time: the phrases are ranked by their uses as the card's name,
    then by how often they occur in the text at all, then longest first. Occurrences are counted
    only for the phrases of each number of uses as the ranking reaches it, so that a caller that
    wants the first (most calls want only that) does not count every phrase of a long text: a
    count reads the whole text, and a long text has many phrases."""
    uses: Counter[str] = Counter()
    mid_sentence: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for phrase, start in _candidates(text, words):
        end = start + len(phrase)
        before = text[max(0, start - 40) : start]
        after = text[end : end + 30]
        if words.other_object.search(before):
            continue
        if words.before.search(before) or words.after.search(after):
            uses[phrase] += 1
            if not words.sentence_start.search(before):
                mid_sentence[phrase] += 1
            if phrase not in examples:
                examples[phrase] = text[max(0, start - 15) : end + 10].replace("\n", " ").strip()
    by_uses: dict[int, list[str]] = {}
    for phrase, n in uses.items():
        by_uses.setdefault(n, []).append(phrase)
    for n in sorted(by_uses, reverse=True):
        counts = {p: text.count(p) for p in by_uses[n]}
        # A one-word phrase seen only where sentences start is an ordinary word ("They", "Attacking").
        kept = [p for p in by_uses[n] if " " in p or mid_sentence[p] or counts[p] > n]
        for name in sorted(kept, key=lambda p: (-counts[p], -len(p), p)):
            yield Inferred(name, n, examples[name])


def infer_name(text: str, lang: str = "en") -> Inferred | None:
    """The name a text most likely calls itself, or None (always in a language without
    `Language.name_inference`)."""
    words = get_language(lang).name_inference
    return None if words is None else next(_ranked_self_references(text, words), None)


def _uses_name(text: str, name: str, folded: str | None = None) -> bool:
    """Whether the text says the name, or a legendary's short name, as whole words, in any case
    (`folded`: the text casefolded, when the caller has it)."""
    folded = text.casefold() if folded is None else folded
    if _has_words(folded, name.strip().casefold()):
        return True
    # A legendary's short name: the part before the comma, or the head before an epithet.
    head = re.split(r",| the | of ", name, maxsplit=1)[0].strip()
    return bool(head) and _has_words(folded, head.casefold())


def _has_words(folded: str, words: str) -> bool:
    """Whether `words` occur in `folded` with no word character right before or after them (as
    the regex (?<!\\w)words(?!\\w) finds them, without compiling one per name)."""
    at = folded.find(words)
    while at >= 0:
        end = at + len(words)
        if (at == 0 or not _word_character(folded[at - 1])) and (
            end >= len(folded) or not _word_character(folded[end])
        ):
            return True
        at = folded.find(words, at + 1)
    return False


def _word_character(char: str) -> bool:
    return char.isalnum() or char == "_"  # what \w matches in a str pattern


class TextSource(Protocol):
    """What a name lookup by text asks of a card index (`CardIndex.names_for_text`)."""

    def names_for_text(self, text: str, lang: str | None = None) -> list[tuple[str, str]]:
        """(name, lang) of the cards whose text is exactly `text`."""


def name_from_index(text: str, lang: str, index: TextSource) -> str | None:
    """The name of the one card (in `lang`) whose text is exactly `text`, in `index`; None when
    none or several are (an index that cannot be read answers none: `index.analysis.TextsOrNone`)."""
    found = index.names_for_text(text, lang=lang)
    names = sorted({name for name, _ in found})
    if len(names) > 1:
        folded = text.casefold()
        used = [n for n in names if _uses_name(text, n, folded)]
        names = used if len(used) == 1 else []
    return names[0] if len(names) == 1 else None


def resolve_name(
    text: str | None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
    index: TextSource | None = None,
) -> NameCheck:
    """The name to parse a text with, and warnings about a name that looks wrong. With no name, the
    card `index` holds the text as names it (when an index is given), else the text's own words do.

    Faces carry their own names, so a multi-face card is left as it is."""
    if faces or not isinstance(text, str) or not text.strip():
        return NameCheck(name, "given" if name else "none")
    lang = lang.lower() if isinstance(lang, str) else lang
    if name is None or not name.strip():
        if index is not None:
            found = name_from_index(text, lang, index)
            if found:
                return NameCheck(found, "index", notes=[f"no name given: the card index has this text as {found!r}"])
        inferred = infer_name(text, lang)
        if inferred is not None:
            note = f"no name given: the text calls itself {inferred.name!r} (\u201c{inferred.example}\u201d)"
            return NameCheck(inferred.name, "inferred", notes=[note])
        return NameCheck(None, "none")
    check = NameCheck(name, "given")
    words = get_language(lang).name_inference
    if words is not None and not _uses_name(text, name):
        other = next((i for i in _ranked_self_references(text, words) if i.name.casefold() != name.casefold()), None)
        if other is not None:
            check.warnings.append(
                f"the name {name!r} does not occur in the text, which refers to itself as {other.name!r} "
                f"(\u201c{other.example}\u201d): links through the card's own name may be missing; "
                f"give the name {other.name!r}"
            )
    return check
