"""Russian words of the objects a linked ability's other half put onto the battlefield, created or exiled by cards of
its name (rule 607.2c, 607.2m), in the wording of rule 607 as printed in Russian ("объекты «выложенные на поле битвы
[этим объектом]» или «созданные [этим объектом]»", "карты «изгнанные картами с именем [имя этого объекта]»"), as the
English tables read "put onto the battlefield with ~", "tokens created with ~", "a card you exiled with cards named ~".
No Russian card of the corpora prints them yet (their patterns read no ability of printed-ru): the words are the
rule's, so that the tree reads them as it reads the English ones. Merged by `effect_sentences.py`.
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

# The full (adjectival) endings of a past passive participle in every gender, number and case: the lemma table holds
# only the forms card text printed, and no card of the corpora prints these participles yet.
_ENDINGS = ("ый", "ая", "ое", "ые", "ого", "ой", "ых", "ому", "ым", "ыми", "ую", "ом")


def _participle(*stems: str) -> str:
    """ "созданн" -> "созданный|созданная|…": the forms of the participles, as one part of a `table` pattern."""
    return "|".join(stem + ending for stem in stems for ending in _ENDINGS)


# the card itself or a pronoun for it, in the instrumental after the participle ("созданные ~", "созданные им"), or
# older "с помощью ~"
_BY_SELF = "~|им|ею|с_помощью_~"

_SET_OFF: dict[str, str] = table(
    {
        f"{_participle('созданн')} {_BY_SELF}": "created_with_self",
        f"{_participle('выложенн', 'положенн')} на_поле_битвы {_BY_SELF}": "put_onto_battlefield_with_self",
        f"{_participle('введенн')} в_игру {_BY_SELF}": "put_onto_battlefield_with_self",  # older "в игру"
        f"{_participle('изгнанн')} картами с_именем ~": "exiled_with_named",
    }
)

LINKED_REF_WORDS: dict[str, dict[str, str]] = {
    # before the noun: "все созданные ~ фишки", "выложенные на поле битвы ~ существа" (as "все изгнанные ~ карты" reads)
    "QUALIFIER": table(
        {
            f"{_participle('созданн')} {_BY_SELF}": "created_with_self",
            f"{_participle('выложенн', 'положенн')} на_поле_битвы {_BY_SELF}": "put_onto_battlefield_with_self",
            f"{_participle('введенн')} в_игру {_BY_SELF}": "put_onto_battlefield_with_self",
        }
    ),
}

LINKED_REF_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # after the noun, set off by its comma: "фишки, созданные ~", "существо, выложенное на поле битвы ~", "карты,
    # изгнанные картами с именем ~"
    "_COMMA": {"SET_OFF": _SET_OFF},
}
