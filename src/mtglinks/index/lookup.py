"""Finding a card by its name: exact, then ignoring case, accents and punctuation, then a legendary's
short name; "Front // Back" by a face. `Lookup` reads several indexes in order (the user's own, then
the bundled one), so a user's index of one set hides no other card."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtglinks.index.card import IndexedCard, Match
from mtglinks.index.errors import AmbiguousName, CardNotFound, NoTextInLanguage
from mtglinks.index.store import FACE, FIRST, LANG_ORDER, NAME, SHORT
from mtglinks.text.keys import normalize_name

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex

FUZZY_LIMIT = 5


def card(index: CardIndex, name: str, lang: str | None = None) -> IndexedCard:
    """The card named `name` in `index` (see `CardIndex.card`)."""
    query = _query(name)
    found = find(index, query, lang)
    if found is None:
        _no_letters(name, query)
        raise CardNotFound(f"no card named {query!r}", index.suggest(query))
    return _in_language(found, lang)


def _query(name: str) -> str:
    """The name as looked up (NFC, no edge spaces); CardNotFound when it has nothing to look up."""
    if not isinstance(name, str):
        raise TypeError(f"a card name must be a string, not {type(name).__name__}")
    query = unicodedata.normalize("NFC", name.strip())
    if not query:
        raise CardNotFound("the card name is empty")
    return query


def _no_letters(name: str, query: str) -> None:
    """CardNotFound saying so, for a name not found that has no letter or digit ("!!!")."""
    if not any(c.isalnum() for c in query):
        raise CardNotFound(f"{name!r} has no letters or digits")


def _in_language(found: IndexedCard, lang: str | None) -> IndexedCard:
    if lang is not None and found.record(lang) is None:
        raise NoTextInLanguage(
            f"{found.name} has no {lang} text in the index {found.index} (it has: {', '.join(found.langs) or 'none'})"
        )
    return found


def find(index: CardIndex, query: str, lang: str | None) -> IndexedCard | None:
    """The card of `query` (its faces tried for "Front // Back"), None when the index has none."""
    found = _by_name(index, query, lang)
    if found is None and "//" in query:
        # "Front // Back" where the index knows the faces (printed corpora list the front only).
        for part in (p.strip() for p in query.split("//")):
            found = _by_name(index, part, lang) if normalize_name(part) else None
            if found is not None:
                break
    return found


def display_names(found: IndexedCard) -> list[tuple[str, str]]:
    """(name, lang) of every name the card goes by: its texts' names and face names."""
    out: list[tuple[str, str]] = [(found.name, "en")]
    for record in found.records:
        for name in [record["name"], *(f["name"] for f in record["faces"])]:
            if name and (name, record["lang"]) not in out:
                out.append((name, record["lang"]))
    return out


def _by_name(index: CardIndex, query: str, lang: str | None) -> IndexedCard | None:
    """The card of an exact or normalized name, else of a legendary's short name; None if none."""
    norm = normalize_name(query)
    rows = index.query("SELECT card, lang, kind FROM names WHERE norm = ? ORDER BY card, lang, kind", (norm,))
    for kinds, how in (((NAME, FACE), None), ((SHORT,), "short"), ((FIRST,), "short")):
        found = [(card_id, row_lang) for card_id, row_lang, kind in rows if kind in kinds]
        if found:
            chosen = _choose(index, query, found, how, lang)
            if how is None and chosen.match is not None:
                # "Sheoldred" is a card's face and the short name of other legendary cards: say so.
                shorts = sorted({card_id for card_id, _, kind in rows if kind in (SHORT, FIRST)})
                chosen.match.also_short_name_of = [
                    other.name for other in map(index.load, shorts[:FUZZY_LIMIT]) if other.name != chosen.name
                ]
            return chosen
    return None


def _choose(
    index: CardIndex, query: str, found: list[tuple[int, str]], how: str | None, lang: str | None
) -> IndexedCard:
    card_ids = sorted({card_id for card_id, _ in found})
    cards = [index.load(card_id) for card_id in card_ids]
    if len(cards) > 1 and how is None:
        # A name two cards share once case and accents are gone: the exact spelling decides.
        spelled = [c for c in cards if any(n == query for n, _ in display_names(c))]
        if len(spelled) == 1:
            cards = spelled
    if len(cards) > 1 and how is None:
        # A card's own name before another card's face of that name ("Terror", "Terror // Terror").
        whole = [c for c in cards if normalize_name(c.name) == normalize_name(query)]
        if len(whole) == 1:
            cards = whole
    if len(cards) > 1:
        card_names = [c.name for c in cards]
        raise AmbiguousName(
            f"{query!r} names {len(cards)} cards",
            card_names[:FUZZY_LIMIT] + (["…"] if len(card_names) > FUZZY_LIMIT else []),
        )
    chosen = cards[0]
    langs = [row_lang for _, row_lang in found]
    names = display_names(chosen)
    exact = [(n, row_lang) for n, row_lang in names if n == query]
    if how is None:
        how = "exact" if exact else "normalized"
        pool = exact or [(n, row_lang) for n, row_lang in names if normalize_name(n) == normalize_name(query)]
    else:
        pool = [(n, row_lang) for n, row_lang in names if row_lang in langs]
    order = ([lang] if lang else []) + list(LANG_ORDER)
    pool.sort(key=lambda p: order.index(p[1]) if p[1] in order else len(order))
    matched_name, matched_lang = pool[0] if pool else (chosen.name, langs[0] if langs else "en")
    chosen.match = Match(query=query, name=matched_name, lang=matched_lang, how=how)
    return chosen


@dataclass
class Lookup:
    """Several indexes read in order: the first that knows a name answers. On a miss, the error
    names every index read and the date of the newest card of each that knows it."""

    indexes: Sequence[CardIndex]

    def card(self, name: str, lang: str | None = None) -> IndexedCard:
        """The card named `name` in the first index that has it (see `CardIndex.card`)."""
        query = _query(name)
        for index in self.indexes:
            found = find(index, query, lang)
            if found is not None:
                return _in_language(found, lang)
        _no_letters(name, query)
        suggestions: list[str] = []
        for index in self.indexes:
            suggestions += [s for s in index.suggest(query) if s not in suggestions]
        raise CardNotFound(f"no card named {query!r} in {self.describe()}", suggestions[:FUZZY_LIMIT])

    def describe(self) -> str:
        """The indexes read, for people: "the index X (newest card first printed D)" or both."""
        described = [index.describe() for index in self.indexes]
        if len(described) == 1:
            return f"the index {described[0]}"
        return "the indexes " + ", then ".join(described)

    @property
    def newest_card(self) -> str | None:
        """The newest first-release date any of the indexes knows."""
        dates = [d for d in (index.newest_card for index in self.indexes) if d]
        return max(dates) if dates else None

    def close(self) -> None:
        """Close every index."""
        for index in self.indexes:
            index.close()
