"""Suggestions for a name the index does not know: the names that share its words.

Each word of the name asked for is matched with the words of every card name (in any language),
exactly or nearly (a typo: rapidfuzz's ratio); a name scores the sum, over the words asked for, of
its best match's closeness times that word's rarity (a word few names have says more than "of").
Ties go to the name closest as a whole. So "Sheoldred, the Unheard Of" gives the Sheoldred cards,
"karn liberatd" Karn Liberated — never names that only start with the same letter.

The index stores the word list (meta `fuzzy_words`) and each word's names (meta `fuzzy_postings`),
so a suggestion unpacks only the words it matches; an index without them is read whole instead.
"""

from __future__ import annotations

import bisect
import math
import zlib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtglinks.index.errors import CardIndexError
from mtglinks.index.store import FACE, unpack_posting, word_postings
from mtglinks.text.keys import normalize_name

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex

# How close (rapidfuzz ratio, 0-100) a word must be to count as the same word misspelled.
WORD_CUTOFF = 75.0
# A word this short must match exactly: "of" is not a typo of "on".
SHORTEST_FUZZY_WORD = 4
# Of the names that share words, how many are ranked as a whole.
CANDIDATES = 200


@dataclass
class _Names:
    """Every distinct normalized full name, every word of them, and the names of the words read so far."""

    names: list[str]
    words: list[str]
    postings: dict[str, list[int]] = field(default_factory=dict)
    packed: bytes = b""  # meta `fuzzy_postings`, unpacked: every word's names, read one word at a time


def _unpacked(index: CardIndex, key: str) -> list[str] | None:
    """A packed list of meta (zlib, one item a line), None when the index has none."""
    packed = index.packed.get(key)
    if not isinstance(packed, bytes):
        return None
    try:
        return zlib.decompress(packed).decode("utf-8").split("\n")
    except (zlib.error, UnicodeDecodeError) as err:
        raise CardIndexError(f"{index.path} is damaged: its {key} cannot be read ({err})") from err


def _names(index: CardIndex) -> _Names:
    names = index.shared.get("suggest")
    if names is None:
        all_names = _unpacked(index, "fuzzy_names")
        if all_names is None:
            all_names = [row[0] for row in index.query("SELECT DISTINCT norm FROM names WHERE kind <= ?", (FACE,))]
        words = _unpacked(index, "fuzzy_words")
        packed = index.packed.get("fuzzy_postings")
        if words is None or not isinstance(packed, bytes):  # an index built before: every word's names now
            postings = word_postings(all_names)
            names = _Names(all_names, sorted(postings), postings)
        else:
            try:
                names = _Names(all_names, words, {}, zlib.decompress(packed))
            except zlib.error as err:
                raise CardIndexError(f"{index.path} is damaged: its fuzzy_postings cannot be read ({err})") from err
        index.shared["suggest"] = names
    assert isinstance(names, _Names)
    return names


def _postings(names: _Names, words: list[str]) -> dict[str, list[int]]:
    """The numbers of the names each of `words` is in (unpacked once a word)."""
    if names.packed:
        for word in words:
            if word not in names.postings:
                at = bisect.bisect_left(names.words, word)
                found = at < len(names.words) and names.words[at] == word
                names.postings[word] = unpack_posting(names.packed, len(names.words), at) if found else []
    return {w: names.postings.get(w, []) for w in words}


def _ranked(names: _Names, norm: str) -> list[str]:
    """The normalized names sharing words with `norm`, best first."""
    from rapidfuzz import fuzz, process

    total = len(names.names) or 1
    matched: list[dict[str, float]] = []
    for word in dict.fromkeys(norm.split()):
        matches: dict[str, float] = {}
        if len(word) >= SHORTEST_FUZZY_WORD:
            for other, similarity, _ in process.extract(
                word, names.words, scorer=fuzz.ratio, score_cutoff=WORD_CUTOFF, limit=20
            ):
                matches[other] = float(similarity)
        else:
            matches[word] = 100.0  # a word no name has gets no names from the table
        matched.append(matches)
    postings = _postings(names, sorted({w for matches in matched for w in matches}))
    scores: dict[int, float] = defaultdict(float)
    for matches in matched:
        best: dict[int, float] = {}
        for other, similarity in matches.items():
            posting = postings[other]
            if not posting:
                continue
            # A word just past the cutoff is a weak sign ("unheard" ~ "undead"); a typo's word a strong one.
            closeness = 1.0 if similarity >= 100 else (similarity - WORD_CUTOFF) / (100 - WORD_CUTOFF)
            weight = closeness * math.log(1 + total / len(posting))
            for number in posting:
                best[number] = max(best.get(number, 0.0), weight)
        for number, weight in best.items():
            scores[number] += weight
    top = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:CANDIDATES]
    ranked = sorted(
        top, key=lambda item: (-round(item[1], 6), -fuzz.QRatio(norm, names.names[item[0]]), names.names[item[0]])
    )
    return [names.names[number] for number, _ in ranked]


def suggest(index: CardIndex, query: str, limit: int = 5) -> list[str]:
    """Up to `limit` card names of `index` that share words with `query`, best first; a name in
    another language than English is shown with its card's English name: "Name (English name)"."""
    from mtglinks.index.lookup import display_names

    norm = normalize_name(query)
    if not norm:
        return []
    out: list[str] = []
    seen: set[int] = set()
    for hit_norm in _ranked(_names(index), norm):
        for card_id, row_lang in index.query("SELECT card, lang FROM names WHERE norm = ? LIMIT 3", (hit_norm,)):
            if card_id in seen:
                continue
            seen.add(card_id)
            found = index.load(card_id)
            shown = next(
                (n for n, n_lang in display_names(found) if n_lang == row_lang and normalize_name(n) == hit_norm),
                found.name,
            )
            out.append(shown if shown == found.name else f"{shown} ({found.name})")
        if len(out) >= limit:
            break
    return out[:limit]
