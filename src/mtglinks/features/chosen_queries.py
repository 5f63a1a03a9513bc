"""More queries over the effect tree (`features/queries.py` holds the others): the value a reference to a choice names.

A node the tree reads as a reference to a choice ("the chosen color", "del tipo elegido", "that type") refers to a value
of some category, which the linker matches with the choices' values (`links/choices.py`): "protección contra el color
elegido" refers to a color, not to the creature type chosen by another ability. The category is the noun the mark keeps
("of:chosen_color", "of:that_type", "with:that_name") or, where the language's words drop it ("el color elegido" is the
reference "chosen" of English "the chosen color"), the noun before the participle in the node's words, as the
language's `CHOSEN_NOUNS` (in `lang/<code>/patterns.py`) reads it.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from functools import cache, lru_cache

from mtglinks.features.choice_queries import names_that_choice
from mtglinks.text import lexicon
from mtglinks.tree import Action, Effect, ObjectPhrase

# The noun of a mark "chosen_<noun>" or "that_<noun>" -> the category of value it refers to.
_MARK_VALUES = {
    "color": "color",
    "colors": "color",
    "type": "type",
    "creature_type": "creature_type",
    "land_type": "land_type",
    "card_type": "card_type",
    "name": "card_name",
    "card_name": "card_name",
    "player": "player",
    "opponent": "opponent",
    "number": "number",
}
_PARTS = re.compile(r"[:*]")


def chosen_values(lang: str, node: Effect, marks: list[str]) -> list[str]:
    """The categories of value a reference to a choice names: from a mark's noun ("of:chosen_color"), else from the
    language's nouns before its participle in the node's words ("Las criaturas del color elegido"); none known, []."""
    for mark in marks:
        for part in _PARTS.split(mark):
            noun = part.removeprefix("chosen_") if part.startswith("chosen_") else None
            if noun in _MARK_VALUES:
                return [_MARK_VALUES[noun]]
    nouns = _nouns(lang)
    if not nouns or not node.text:
        return []
    return _noun_values(nouns, lexicon.lemma_text(node.text, lang))


def text_values(lang: str, text: str) -> list[str]:
    """The values a text names by the language's nouns before the participle ("sacrificar una criatura del tipo
    elegido": type), for the words kept whole outside the tree (a cost part)."""
    if not _nouns(lang):
        return []
    return list(_cached_text_values(lang, text)) if len(text) <= _CACHED_TEXT else _text_values(lang, text)


# Cost parts repeat on card after card ("{T}", "Sacrifice a creature"): their values are kept, up to TEXT_ENTRIES
# texts of at most _CACHED_TEXT characters (the least recently used go first); lemmatizing one was most of the work.
_CACHED_TEXT = 2048
TEXT_ENTRIES = 4096


@lru_cache(maxsize=TEXT_ENTRIES)
def _cached_text_values(lang: str, text: str) -> tuple[str, ...]:
    """`_text_values`, cached (a tuple: the callers get a list of their own)."""
    return tuple(_text_values(lang, text))


def _text_values(lang: str, text: str) -> list[str]:
    return _noun_values(_nouns(lang), lexicon.lemma_text(text, lang))


def _noun_values(nouns: tuple[tuple[str, re.Pattern[str]], ...], text: str) -> list[str]:
    """The values whose nouns the lemma text names before the participle, each once, in the table's order."""
    out: list[str] = []
    for value, regex in nouns:
        for m in regex.finditer(text):
            found = value + (m.group("value") if "value" in regex.groupindex and m.group("value") else "")
            if found not in out:
                out.append(found)
    return out


@cache
def _nouns(lang: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The language's `CHOSEN_NOUNS`: (value, regex over the lemma text), compiled; a value ending in ":" takes the
    group `value` after it ("other:" + the noun)."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{lang}.patterns")
    except ModuleNotFoundError:
        return ()
    table: tuple[tuple[str, str], ...] = getattr(module, "CHOSEN_NOUNS", ())
    return tuple((value, re.compile(regex)) for value, regex in table)


def that_choice_values(node: Effect) -> list[str]:
    """The categories a node's "that color", "that type", "that name" name ("cartas con ese nombre", "de ese tipo"):
    old printed text refers so to the value a choice chose ("Whenever you cast a spell of that type")."""
    if isinstance(node, ObjectPhrase):
        marks = node.qualifiers
        if node.determiner in ("that", "those") and len(node.types) == 1:  # "esos colores"
            marks = [*marks, f"that_{node.types[0]}"]
    elif isinstance(node, Action):
        marks = node.detail
    else:
        return []
    out: list[str] = []
    for mark in marks:
        if "that" not in mark:  # most marks name no "that": spared the split (every node of a walked tree comes here)
            continue
        parts = _PARTS.split(mark)
        for at, part in enumerate(parts):
            noun = part[5:] if part.startswith("that_") else None
            if part == "that" and at + 1 < len(parts):
                noun = parts[at + 1]
            value = _MARK_VALUES.get(noun) if noun is not None else None
            if value in ("color", "type", "card_name", "creature_type") and value not in out:
                out.append(value)
    return out


def that_choice_refs(
    lang: str, node: Effect, chosen: set[str], named: Callable[[], tuple[tuple[int, str], ...]] = tuple
) -> list[str | None]:
    """The references to a choice a node makes by "that color", "that type", "that name": after a choice of such a
    value earlier in its ability (`chosen`, 607.2d: "Choose a color. … discards all cards of that color."), or, in a
    language whose printed text names so the value another ability chose (its `THAT_CHOSEN` in
    `lang/<code>/patterns.py`: the Spanish "Siempre que juegues un hechizo de ese tipo", where the Oracle text says "of
    the chosen type"), in an ability that chose nothing and names no value of that category before (`named()`, from
    `values_named`, asked only where the node names such a value): not the Oracle text's "For each color among
    permanents you control, add one mana of that color" (Bloom Tender), whose "that color" is the color counted."""
    if chosen:  # what the ability chose: its own "that …" (a noun of no category still refers to it)
        return ([*that_choice_values(node)] or [None]) if names_that_choice(node, chosen) else []
    if not that_chosen(lang):
        return []
    values = that_choice_values(node)
    if not values:
        return []
    end = node.span[1]  # (an antecedent inside the node: "For each color among …, add one mana of that color")
    before = named()
    return [v for v in values if not any(at < end and v == value for at, value in before)]


# The nouns of an object phrase that name a category of value ("each color", "a creature type", "a card's name") ->
# the category "that color", "that type", "that name" would refer to.
_NAMED_VALUES = {"color": "color", "colors": "color", "type": "type", "types": "type", "creature_type": "type"}
_NAMED_VALUES |= {"card_type": "type", "land_type": "type", "name": "card_name", "names": "card_name"}


def values_named(nodes: list[tuple[Effect, bool, list[str]]]) -> tuple[tuple[int, str], ...]:
    """Where the ability's object phrases name a category of value themselves (not by "that …"): (start, category),
    the antecedents a later "that color" / "that type" / "that name" refers to instead of a choice."""
    out: list[tuple[int, str]] = []
    for node, *_ in nodes:
        if not isinstance(node, ObjectPhrase) or node.determiner in ("that", "those"):
            continue
        words = [*node.types, *(p for q in node.qualifiers if "that" not in q for p in _PARTS.split(q))]
        out.extend((node.span[0], _NAMED_VALUES[w]) for w in words if w in _NAMED_VALUES)
    return tuple(out)


@cache
def that_chosen(lang: str) -> bool:
    """Whether the language's printed text names a value chosen by another ability "that color", "that type"."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{lang}.patterns")
    except ModuleNotFoundError:
        return False
    return bool(getattr(module, "THAT_CHOSEN", False))


def chosen_marks(node: ObjectPhrase) -> list[str]:
    """The marks of an object that is a value chosen: "the chosen player's" (its controller), "players who chose war"
    (its controller, what they chose), "all activated abilities
    of the chosen permanent except for loyalty abilities" (the object with its participle `past:choose`, named by
    "the": not "a creature chosen at random"), "the creature you chose" (its relative clause)."""
    out = [node.controller] if node.controller and node.controller.startswith("chosen") else []
    if node.controller and chose_within(_PARTS.split(node.controller)):  # "controlled by players who chose war"
        out.append(node.controller)
    if node.determiner == "the" and ("past:choose" in node.qualifiers or any(_chose(p) for p in node.relative)):
        out.append("chosen")
    elif node.determiner == "chosen" or "chosen_as_drafted" in node.qualifiers:
        out.append("chosen")  # "the chosen number of words in its name", "any color chosen as you drafted …"
    return out


def _chose(node: Effect) -> bool:
    """A relative clause saying the object was chosen ("you chose"), not "you didn't choose"."""
    return isinstance(node, Action) and node.verb == "choose" and not node.negated


# A value chosen named inside one word of a mark: "says_chosen_word:player" ("Whenever a player says the chosen word"),
# "for_each_player_who_chose:fame" ("For each player who chose fame, …").
_CHOSEN_INSIDE = re.compile(r"_chosen_(?:word|color|type|name|number|player|opponent)$|_who_chose$")


def chose_within(words: list[str]) -> bool:
    """Whether the parts of a mark refer to a choice other than by a part "chosen…": what players chose
    ("players:chose:war": "players who chose war"), a value chosen inside a word ("says_chosen_word:player")."""
    return any(word == "chose" or _CHOSEN_INSIDE.search(word) for word in words)


def clear_caches() -> None:
    """Forget the values kept of cost parts' texts (results never depend on them)."""
    _cached_text_values.cache_clear()
