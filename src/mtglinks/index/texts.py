"""Reading a card index by text: which card a text was copied from, and a card's Oracle text with its links.

Both are asked once per record of a tag run, so each keeps, per thread, what it read last
(`index/cache.py`): the index does not change while it is open.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtglinks.index.cache import Recent
from mtglinks.index.errors import CardIndexError
from mtglinks.index.store import FACE, NAME, face_texts
from mtglinks.links.oracle import LinkedText, record_links, same_rules
from mtglinks.text.keys import normalize_name, normalize_text, text_key

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex

# (name, language, whole text normalized, ((face name, face text normalized), ...)) of a text entry
_StoredText = tuple[str, str, str, tuple[tuple[str, str], ...]]
# How many cards' stored texts a lookup by text keeps at hand (a few MB at most).
STORED_TEXT_CARDS = 256
# English names whose Oracle rules are kept (an AllPrintings run asks for each card once a printing).
ORACLE_NAMES = 4096


def _stored_text(entry: dict[str, Any]) -> _StoredText:
    name, lang, faces = face_texts(entry)
    whole = normalize_text("\n".join(text for _, text in faces))
    return name, lang, whole, tuple((face_name, normalize_text(text)) for face_name, text in faces)


def names_for_text(index: CardIndex, text: str, lang: str | None = None) -> list[tuple[str, str]]:
    """(name, lang) of the cards whose text (or one face's text) is exactly `text`, as compared by
    names.normalize_text; the face's own name for one face of a multi-face card."""
    wanted = normalize_text(text)
    if not wanted:
        return []
    out: list[tuple[str, str]] = []
    rows = index.query(
        "SELECT card, slot, face FROM hashes WHERE hash = ? ORDER BY card, slot, face", (text_key(text),)
    )
    for card_id, slot, face in rows:
        texts = _stored_texts(index, card_id)
        if slot >= len(texts):
            continue
        name, record_lang, whole, faces = texts[slot]
        if face >= len(faces):
            continue
        stored, named = (whole, name) if face < 0 else (faces[face][1], faces[face][0])
        if stored == wanted and named and (lang is None or record_lang == lang) and (named, record_lang) not in out:
            out.append((named, record_lang))
    return out


def _stored_texts(index: CardIndex, card_id: int) -> list[_StoredText]:
    """Each text entry of a card as a lookup by text compares it: its name, its language, its whole
    text and each face's (name, text), normalized. Read from the row without expanding tag records,
    and kept for the cards read last: the one-line texts many cards share ("Flying") ask for the
    same cards again and again."""
    cache: Recent[int, list[_StoredText]] = index.cache("stored_texts", lambda: Recent(STORED_TEXT_CARDS))
    cached = cache.get(card_id)
    if cached is not None:
        return cached
    rows = index.query("SELECT name, data FROM cards WHERE card = ?", (card_id,))
    if not rows:
        raise CardIndexError(f"{index.path} is damaged: its hashes table points at a missing card {card_id}")
    card_name, blob = rows[0]
    try:
        texts = [_stored_text(entry) for entry in index.entries(card_name, blob)]
    except (ValueError, KeyError, IndexError, TypeError) as err:
        raise CardIndexError(f"{index.path} is damaged: the row of {card_name!r} cannot be read ({err})") from err
    cache.put(card_id, texts)
    return texts


def oracle_links(index: CardIndex, english_name: str, rules: Sequence[str] | None = None) -> LinkedText | None:
    """The Oracle text (the first English text) of the one card whose English name, or one of whose
    face names, is `english_name` (as names.normalize_name folds it; "Front // Back" that the index
    does not know by that name is looked up by its front), with its links and faces; its `name` is
    `english_name`.

    None when no card or several go by that name, when the card has no English text, or, when
    `rules` is given, when the Oracle text links exactly those rules: then there is nothing to
    compare and the card's row is not read (the `oracle` column holds its rules)."""
    if rules is not None:
        linked = _linked_rules(index, english_name)
        if linked is not None and same_rules(rules, linked):
            return None  # most texts end here: they link nothing, nor do their Oracle texts
    found = _oracle_rules_of(index, english_name)
    if found is None:
        return None
    card_id, oracle_rules = found
    if rules is not None and oracle_rules is not None and same_rules(rules, oracle_rules):
        return None  # the stored rules are sorted: most calls end here
    record = index.load(card_id).record("en")
    if record is None:
        return None
    text = "\n".join(str(face["text"]) for face in record["faces"])
    oracle = record_links(record, text, name=english_name)
    if rules is not None and same_rules(rules, oracle.rules.elements()):
        return None
    return oracle


def _linked_rules(index: CardIndex, english_name: str) -> tuple[str, ...] | None:
    """The rules the Oracle text of the card of that name links, from meta `oracle_linked` (read
    once): () when it links nothing or the index does not know the name or several cards share it;
    None when there is no answer here (a "Front // Back" name, which only the tables resolve, or an
    index built by an older mtglinks or whose map is damaged)."""
    linked = index.shared.get("oracle_linked")
    if linked is None:
        linked = {}
        blob = index.packed.get("oracle_linked")
        if isinstance(blob, bytes):
            try:
                raw = json.loads(zlib.decompress(blob))
                linked = {str(name): tuple(str(rules).split()) for name, (_, rules) in raw.items()}
            except (zlib.error, ValueError, TypeError, AttributeError):
                linked = {}  # damaged: the tables answer instead
        index.shared["oracle_linked"] = linked
    if not linked or "//" in english_name:
        return None
    found: tuple[str, ...] = linked.get(normalize_name(english_name), ())
    return found


def _oracle_rules_of(index: CardIndex, english_name: str) -> tuple[int, tuple[str, ...] | None] | None:
    """(card, its Oracle text's rules — None when the index does not store them) of the one card of
    that English or face name; kept for the names asked last (printings repeat them)."""
    cache: Recent[str, tuple[tuple[int, tuple[str, ...] | None] | None]] = index.cache(
        "oracle_rules", lambda: Recent(ORACLE_NAMES)
    )
    cached = cache.get(english_name)
    if cached is not None:
        return cached[0]
    key = normalize_name(english_name)
    column = "c.oracle" if index.schema >= 2 else "NULL"
    rows = index.query(
        f"SELECT DISTINCT n.card, {column} FROM names n JOIN cards c ON c.card = n.card "
        "WHERE n.norm = ? AND n.lang = 'en' AND n.kind IN (?, ?) ORDER BY n.card",
        (key, NAME, FACE),
    )
    found: tuple[int, tuple[str, ...] | None] | None = None
    if not rows and "//" in english_name:
        front = english_name.split("//", 1)[0]
        found = _oracle_rules_of(index, front) if normalize_name(front) else None
    if len(rows) == 1:
        card_id, stored = rows[0]
        found = (int(card_id), tuple(str(stored).split()) if stored is not None else None)
    if len(rows) == 1 and index.schema >= 2 and rows[0][1] is None:
        found = None  # the card has no English text
    cache.put(english_name, (found,))
    return found
