"""English words of a reference to a choice: the noun "the chosen …" names, as the category of value it refers to.

`CHOSEN_NOUNS` (re-exported by `lang/en/patterns.py`, where `features/chosen_queries.py` looks for it) reads the lemma
text of a tree node that refers to a choice but whose mark keeps no noun ("protection from the chosen color" is the
detail "keyword:protection:from:chosen"): "the chosen color" -> color, "the last chosen number" -> number, "the first
number chosen" -> number, "the creature you chose" -> creature, "players who chose war" -> words, "the chosen artist"
-> other:artist. The lemma text reads "chosen" as "choose" and "number" as "numb".
"""

from __future__ import annotations

from mtglinks.lang.base import words

# Choice categories: canonical value -> the noun after "the chosen …".
CHOICE_NOUNS: tuple[tuple[str, str], ...] = (
    (
        "card_name",
        r"(?:(?!and\b)[\w-]+(?: ,)? ){0,3}card names?|names? of an? [\w-]+(?: [\w-]+)? card|names?",
    ),
    ("creature_type", r"creature types?"),
    ("land_type", r"(?:basic |nonbasic )?land types?"),
    ("card_type", r"(?:card|permanent) types?"),
    ("planeswalker_type", r"planeswalker types?"),
    ("color", r"colou?rs?"),
    ("number", r"numb(?:er)?s?"),  # the lemma table reads "number" as "numb"
    ("opponent", r"opponents?"),
    ("player", r"players?"),
    ("ability", r"abilit(?:y|ies)"),
    ("word", r"words?"),
    ("creature", r"(?:nonland |non-\w+ |\w+ )?creatures?(?! types?| card)"),
    ("permanent", r"(?:nonland |\w+ )?permanents?(?! types?)"),
    ("card", r"(?:nonland |\w+ )?cards?(?! names?| types?)"),
)
# "the chosen …" nouns beyond the choice categories.
REF_NOUNS: tuple[tuple[str, str], ...] = (
    ("type", r"types?|kinds?"),
    ("words", r"directions?|quality|qualities|modes?|values?"),
)
# Words after "the chosen" that are no "other" value: the categories above, and words of quantity or order.
NOT_OTHER_VALUES = words(
    """colou?r creature card permanent type land basic nonbasic nonland noncreature name numb number
    opponent player ability word artifact enchantment planeswalker instant sorcery spell mode kind target
    quality direction value one two three new different random single other first second last ~"""
)
# The nouns a player "chose" after them names: "the creature you chose", "the player you chose".
YOU_CHOSE_NOUNS: tuple[tuple[str, str], ...] = (
    ("creature_type", "creature type"),
    ("card_type", "card type"),
    ("color", "colou?r"),
    ("opponent", "opponent"),
    ("player", "player"),
    ("creature", "creature"),
    ("permanent", "permanent"),
    ("card", "card"),
)
_ORDER = r"(?:last |first |second |other |most recently )?"
_OTHER = rf"(?!(?:{'|'.join(NOT_OTHER_VALUES)})\b)(?P<value>[a-z][\w-]*)\b"


def _chosen_nouns() -> tuple[tuple[str, str], ...]:
    """(value, regex over the lemma text) for each way English names the value chosen."""
    out: list[tuple[str, str]] = []
    for value, noun in CHOICE_NOUNS + REF_NOUNS:
        # "the chosen color", "the last chosen player", "one mana of a chosen color"; "the first number chosen"
        out.append((value, rf"\b(?:the|a) {_ORDER}(?:chosen|choose) (?:{noun})\b"))
        out.append((value, rf"\bthe (?:first |second |last )?(?:{noun}) (?:chosen|choose)\b(?! this way| at random)"))
    for value, noun in YOU_CHOSE_NOUNS:
        out.append((value, rf"\bthe (?:{noun})s? you (?:chose|choose)\b"))
    # Old printed: "During chosen opponent's upkeep"; draft-matters "any color chosen as you drafted cards named ~"
    out.append(("opponent", r"\b(?:during|of) (?:chosen|choose) opponent\b"))
    out.append(("player", r"\b(?:during|of) (?:chosen|choose) player\b"))
    out.append(("color", r"\bcolou?rs? (?:chosen|choose) as you draft"))
    out.append(("creature_type", r"\bcreature types? (?:chosen|choose) as you draft"))
    # "players who chose war": the option each player chose
    out.append(("words", r"\bplayers? who (?:chose|choose)\b"))
    # any other value: "the chosen artist" (fits only the same noun)
    out.append(("other:", rf"\bthe (?:last |most recently )?(?:chosen|choose) {_OTHER}"))
    return tuple(out)


CHOSEN_NOUNS: tuple[tuple[str, str], ...] = _chosen_nouns()

# The words of a reference to the value chosen last ("~ has all abilities of the last chosen plane"), which a later
# choice replaces: a sentence saying them lasts (`continuous`, value "last_chosen", features/lasting_queries.py). Lower
# case, matched against a node's lower-cased words.
LAST_CHOSEN: tuple[str, ...] = ("last chosen", "most recently chosen", "chosen last")
