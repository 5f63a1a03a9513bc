"""Whether a card's whole name, lowered after a definite article, still names the card.

Old French printings call a card by its name in lower case after its article: "Au moment où le gantelet de
pouvoir arrive en jeu" (Gantelet de pouvoir), "La mitraille inflige 1 blessure" (Mitraille), "Le navire pirate
inflige 1 blessure" (Navire pirate). A subtype is not read so ("L'ouvrier spécialisé ciblé" on Ouvrier spécialisé is
another creature of that type), and a name made of words of card text or a keyword only as the subject of a trigger or
entry clause, right after its opening ("Au moment où la conspiration arrive en jeu" on Conspiration, whose name is also
the keyword conspire): elsewhere, lowered, it is those words ("La créature enchantée a le lien de vie" on Lien de vie,
"a la vigilance" on Vigilance, "a la conspiration" of the keyword on Moût, la Mère-pilleuse).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from importlib import resources

from mtglinks.lang import get_language
from mtglinks.text.known_words import card_word_forms, fold

_NAME_TOKEN = re.compile(r"[^\W_]+")


# how a name may be written in lower case after its article: not at all, after any article, or only as the subject of
# a trigger or entry clause ("Au moment où la conspiration arrive en jeu"), where a keyword or words of card text do
# not stand with an article
NOT_LOWERED, LOWERED, OPENED = "not", "lowered", "opened"


@lru_cache(maxsize=4096)
def lowered_whole_name(code: str, name: str) -> str:
    """How `name` (a card's clean full name) names the card written in lower case after a definite article in the
    language of `code`: its first word alone must be capitalised, and lowered it must be no subtype (NOT_LOWERED);
    when lowered it is a keyword or words of card text alone (each of its words of more than one letter a word of the
    language's card text), only after the opening of a trigger or entry clause (OPENED); else after any article
    (LOWERED)."""
    words = _NAME_TOKEN.findall(name)
    if not words or not words[0][:1].isupper() or any(w[:1].isupper() for w in words[1:]):
        return NOT_LOWERED
    lowered = fold(name.strip())
    if lowered in _subtypes(code):
        return NOT_LOWERED
    known = card_word_forms(code)
    if lowered in _keywords(code) or all(fold(w) in known for w in words if len(w) > 1):
        return OPENED
    return LOWERED


@cache
def _keywords(code: str) -> frozenset[str]:
    return frozenset(fold(k) for k in get_language(code).keywords)


@cache
def _subtypes(code: str) -> frozenset[str]:
    try:
        text = (resources.files(f"mtglinks.lang.{code}") / "subtypes.txt").read_text(encoding="utf-8")
    except FileNotFoundError:
        return frozenset()
    return frozenset(fold(line.strip()) for line in text.splitlines() if line.strip())
