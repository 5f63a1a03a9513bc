"""More queries over the effect tree (`features/queries.py` holds the others): the value a choice chooses.

`choice_value(node)` yields the `choose` half of a `Choice` node (607.2d/f/m), with its value: a color, a creature
type, a card name, a number, a player, an object, or the options of a list.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mtglinks.features.patterns import option_words
from mtglinks.kinds import FeatureKind as K
from mtglinks.text import lexicon
from mtglinks.tree import Action, Choice, Effect, ObjectPhrase, PlayerPhrase

# What a choice chooses -> the value of the `choose` half (a mode or new targets are not 607 choices).
_CHOICE_VALUES = {
    "color": "color",
    "creature_type": "creature_type",
    "land_type": "land_type",
    "basic_land_type": "land_type",
    "card_type": "card_type",
    "card_name": "card_name",
    "number": "number",
    "player": "player",
    "opponent": "opponent",
    "word": "word",
    "parity": "words",  # "choose odd or even": words without rules meaning (607.2f)
    "color_word": "color",  # "choose a color word" (Swirl the Mists: "… changed to the chosen color word")
    "ability": "ability",  # "choose two abilities from among first strike, vigilance, and lifelink"
}


def choice_value(node: Effect) -> Iterator[tuple[K, str | None]]:
    """The `choose` half of a choice, with the kind of value it chooses (none for a mode or new targets)."""
    assert isinstance(node, Choice)
    listed = _listed(node)
    if listed:  # the options, each as written: `option_value` reads them in the ability's language
        yield K.CHOOSE, LISTED + "|".join(listed)
        return
    value = _CHOICE_VALUES.get(node.what) or named_value(node.what)
    if value is None and node.what == "object":
        value = _object_value(node.objects)
    if value is not None:
        yield K.CHOOSE, value


def from_verb(node: Choice) -> tuple[tuple[int, int], str] | None:
    """The span and words of a choice from its verb on, when its condition or a player is named before it: "As ~
    enters, choose a color" -> "choose a color", "Target opponent chooses a card in your graveyard" -> "chooses a card
    in your graveyard" (a choice that opens its sentence is one whose verb does: "Choose a color. As long as …",
    607.2d; the choice's words as the patterns quoted them); none when nothing comes first."""
    before = [part for part in (node.condition, node.chooser) if part is not None and _leads(node, part)]
    if not before:
        return None
    part = max(before, key=lambda p: p.span[1])
    at = node.text.find(part.text)
    if at < 0:
        return None
    words = node.text[at + len(part.text) :]
    rest = words.lstrip(" ,")  # "As ~ enters, secretly choose …" (a condition whose comma it does not hold)
    if not rest:
        return None
    return (part.span[1] + len(words) - len(rest), node.span[1]), rest


def _leads(node: Choice, part: Effect) -> bool:
    """Whether a part of the choice comes before its verb: its condition opening it ("As ~ enters,"), its chooser inside
    it ("Target opponent chooses …")."""
    if part is node.condition:
        return part.span[0] == node.span[0] and part.span[1] < node.span[1]
    return node.span[0] <= part.span[0] < part.span[1] < node.span[1]


# The prefix of a `choose` value that lists the options as written, before `option_value` reads them.
LISTED = "listed:"


def _listed(choice: Choice) -> list[str]:
    """The options a choice lists, as written: "choose odd or even", "choose Khans or Dragons" (a choice of words the
    grammar names by its options, "khans_or_dragons"), "choose first strike, vigilance, or lifelink" (keywords),
    "choose Island or Swamp", "choose white Citizen, blue Camarid, black Thrull, red Goblin, or green Saproling"
    (objects named each by a word or two, with no determiner). A list of card types stays a choice of a card type."""
    what = choice.what
    if what in _OPTIONS_OF:
        return list(_OPTIONS_OF[what])
    if what == "keyword" and len(choice.options) > 1 and all(o.startswith("keyword:") for o in choice.options):
        return [option.removeprefix("keyword:") for option in choice.options]
    if "_or_" in what and what not in _CHOICE_VALUES:
        return [part.replace("_", " ") for part in what.split("_or_")]
    objects = choice.objects
    if len(objects) > 1 and not _card_types_listed(objects) and all(_plain_option(thing) for thing in objects):
        return [thing.text for thing in objects] if what == "object" else []
    return []


# The options of a choice the grammar names by what is chosen: "choose odd or even", "choose left or right".
_OPTIONS_OF = {"parity": ("odd", "even"), "direction": ("left", "right")}


def named_value(what: str) -> str | None:
    """A value of no category, which the grammar names by its own noun: "choose a letter", "choose an artist", "choose a
    plane", "choose a Magic set" (the value "other:<noun>", which fits only a reference by the same noun, as "the
    chosen letter", 607.2d)."""
    return f"other:{what}" if what in _NAMED_VALUES else None


_NAMED_VALUES = frozenset({"letter", "artist", "plane", "set", "watermark", "rarity", "sentence", "finger", "hand"})
_NAMED_VALUES |= {"character", "range", "faction", "consonant"}


def _plain_option(thing: Effect) -> bool:
    """An object named as an option: a word or two (a colour and a subtype), with no determiner, count, controller,
    zone or qualifier."""
    if not isinstance(thing, ObjectPhrase) or thing.determiner or thing.count or thing.controller or thing.zone:
        return False
    if thing.qualifiers or thing.supertypes or thing.not_types:
        return False
    return 1 <= len(thing.types) + len(thing.subtypes) + len(thing.colors) <= 2


def option_value(lang: str, listed: str) -> str:
    """A listed choice's value as the linker reads it: "options:island|swamp" when every option has a rules meaning
    (colours, card types, basic land types: the language's `OPTION_WORDS`), else "words:khan|dragon" (607.2f), each
    option by its lemmas, as an anchor word is ("Khans" -> "khan")."""
    parts = [lexicon.lemma_text(option, lang) for option in listed.split("|")]
    rules = option_words(lang)
    meaningful = rules is not None and all(rules.fullmatch(part) for part in parts)
    return ("options:" if meaningful else "words:") + "|".join(parts)


def action_value(action: Action) -> str | None:
    """The value of a choice read as an action with its alternatives: "As an additional cost to cast this spell,
    choose a creature you control or reveal a creature card from your hand" (Monstrous Emergence) chooses a creature."""
    return _object_value(action.objects)


def _object_value(objects: list[Effect]) -> str | None:
    """The value of a choice of an object ("You choose a nonland card from it", "Choose target creature you
    control", "As ~ enters, choose two players"): card, creature, permanent, player, or opponent ("Choose
    target opponent", old printed text referring to "the chosen opponent"). Choosing any number of objects
    ("Choose any number of target creatures") picks what the ability acts on, not a value another ability
    could refer to. A list of bare card types ("choose artifact, creature, enchantment, instant, or
    sorcery") is a choice of a card type."""
    if _card_types_listed(objects):
        return "card_type"
    if len(objects) > 1 and all(_bare_option(thing) for thing in objects):
        return "options"  # "choose Island or Swamp", "choose black or red": one of the values listed
    for thing in objects:  # "choose two colors", "choose a noncreature, nonland card name"
        value = _value_noun(thing)
        if value is not None:
            return value
    for thing in objects[:1]:
        if isinstance(thing, PlayerPhrase) and thing.who in _PLAYER_VALUES:
            return _PLAYER_VALUES[thing.who]
        if not isinstance(thing, ObjectPhrase) or thing.determiner == "any_number":
            return None
        for noun in ("card", "creature", "permanent", "player"):
            if noun in thing.types:
                return noun
    return _other_value(objects)


# A player or person chosen -> the value: "Choose target opponent" (old printed text referring to "the chosen
# opponent"), "choose a person outside the game" (a value no category names: "the chosen person").
_PLAYER_VALUES = {"target_opponent": "opponent", "person_outside_the_game": "other:person"}


def _other_value(objects: list[Effect]) -> str | None:
    """ "Choose a Dwarf you control", "choose a token you control", "choose a source you control": one object
    named by a subtype or a noun that is no card type; the value "other:<noun>" fits only the same noun."""
    if len(objects) != 1 or not isinstance(objects[0], ObjectPhrase):
        return None
    thing = objects[0]
    nouns = thing.subtypes or [noun for noun in thing.types if noun in ("token", "source")]
    if thing.determiner != "a" or thing.zone or not nouns:
        return None
    return f"other:{nouns[0].lower()}"


def _value_noun(thing: Effect) -> str | None:
    """The kind of value an object phrase names when it names one ("colors", "a card name", "two basic land
    types"), else None."""
    if not isinstance(thing, ObjectPhrase):
        return None
    for noun in thing.types:
        if noun in _VALUE_NOUNS:
            return _VALUE_NOUNS[noun]
    if "name" in thing.types and "of:card" in thing.qualifiers:
        return "card_name"  # "You choose the name of a nonland card revealed this way" (a card's name, 201.2)
    if "type" in thing.types:
        for kind in ("land", "creature", "card", "planeswalker"):
            if kind in thing.types:
                return f"{kind}_type"
    return None


_VALUE_NOUNS = {
    "color": "color",
    "card_name": "card_name",
    "land_type": "land_type",
    "creature_type": "creature_type",
    "card_type": "card_type",
    "permanent_type": "card_type",
}


def _card_types_listed(objects: list[Effect]) -> bool:
    """Bare card types listed, as several objects or read as one whose type is any of them
    ("artifact_or_creature_or_enchantment")."""
    if len(objects) > 1:
        return all(_bare_type(thing) for thing in objects)
    either = objects[0] if objects else None
    return isinstance(either, ObjectPhrase) and _bare_type(either) and "_or_" in either.types[0]


def _bare_type(thing: Effect) -> bool:
    """A card type named alone."""
    return _bare_option(thing) and isinstance(thing, ObjectPhrase) and len(thing.types) == 1


def _bare_option(thing: Effect) -> bool:
    """One word naming a value: a card type, a subtype or a colour alone, with no determiner, count,
    controller, zone or qualifier."""
    if not isinstance(thing, ObjectPhrase):
        return False
    if thing.determiner or thing.count or thing.controller or thing.zone or thing.qualifiers:
        return False
    if thing.supertypes or thing.not_types:
        return False
    return len(thing.types) + len(thing.subtypes) + len(thing.colors) == 1


def names_that_choice(node: Effect, chosen: set[str]) -> bool:
    """Whether a node names "that color", "that type" or "that name" after a choice of such a value earlier in its
    ability (`chosen`: the values chosen so far), which it then refers to (607.2d, the choice and its use in one
    ability): "Choose a color. Target player reveals their hand and discards all cards of that color.", "Add one mana of
    that color", "up to four cards with that name", "Target creature becomes that type until end of turn."."""
    if isinstance(node, ObjectPhrase):
        marks = node.qualifiers
        if node.determiner == "that" and len(node.types) == 1:
            marks = [*marks, f"that_{node.types[0]}"]
    elif isinstance(node, Action):
        marks = node.detail
    else:
        return False
    for mark in marks:
        parts = _PARTS.split(mark)
        for at, part in enumerate(parts):
            noun = part[5:] if part.startswith("that_") else None
            if part == "that" and at + 1 < len(parts):
                noun = parts[at + 1]
            if noun is not None and chosen & _THAT_VALUES.get(noun, frozenset()):
                return True
    return False


_PARTS = re.compile(r"[:*]")
_TYPES = frozenset({"creature_type", "land_type", "card_type", "planeswalker_type"})
# The noun after "that" -> the values of the choices it may refer to.
_THAT_VALUES: dict[str, frozenset[str]] = {
    "color": frozenset({"color"}),
    "type": _TYPES,
    "creature_type": frozenset({"creature_type"}),
    "name": frozenset({"card_name"}),
    "card_name": frozenset({"card_name"}),
}
