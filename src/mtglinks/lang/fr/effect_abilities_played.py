"""French "ses capacités activées ne peuvent pas être jouées" (the older "jouer" for abilities, the English "its
activated abilities can't be activated"): the feminine plural participle after "être" is the passive of "activate",
as "être activées" reads (`effect_verbs.py`). In printed-fr every "ne peuvent pas être jouées" has abilities for its
subject; a spell or card "ne peut pas être jouée" (singular) is left unread. Also what the abilities are, after "à
moins que" ("à moins qu'elles ne soient des capacités de mana")."""

from __future__ import annotations

from mtglinks.kinds import Verb


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the participle, read right after "être" (BE), to the lexicon's tables."""
    after.setdefault("BE", {}).setdefault("V_OBJ", {}).setdefault("jouées", str(Verb.ACTIVATE))
    # "Les capacités activées des sources du nom choisi": after the abilities, "des" is "of the", as "de la" is read
    after.setdefault("NOUN", {}).setdefault("FROM", {}).setdefault("des", "from")
    # "… à moins qu'elles ne soient des capacités de mana": what they are, after "à moins que" (whose "ne" denies
    # nothing), as the English "unless they're mana abilities"
    after.setdefault("UNLESS", {}).setdefault("IT_IS", {}).update(
        {
            f"qu'{it} {ne}{be}": "is"
            for it, be in (("il", "soit"), ("elle", "soit"), ("ils", "soient"), ("elles", "soient"))
            for ne in ("ne ", "")
        }
    )
