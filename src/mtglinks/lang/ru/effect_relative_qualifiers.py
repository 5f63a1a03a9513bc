"""Russian words of the effect grammar for qualifiers of an object said by a relative clause or a determiner, as data:
"существо, которое нанесло повреждения в этом ходу", "Остальные существа Эльфы" (other, at a sentence's start),
"цветной перманент" (colored). Merged into the tables of `effects.py` by `effect_sentences.py` (effects.py is at its
size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

_DEALT = "нанес|нанесла|нанесло|нанесли"
_WAS_DEALT = "получил|получила|получило|получили"

RELATIVE_QUALIFIER_WORDS: dict[str, dict[str, str]] = {
    # "Уничтожьте целевое цветное существо": English "target colored creature" (the qualifier `colored`)
    "STATUS": table({"<цветной>": "colored"}),
}

RELATIVE_QUALIFIER_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Уничтожьте целевое существо, которое нанесло повреждения в этом ходу" ("…, которое получило повреждения в этом
    # ходу"): English "target creature that dealt damage this turn" ("that was dealt damage this turn"), the relative
    # clause set off by its comma (which the lexer drops before SET_OFF)
    "_COMMA": {
        "SET_OFF": table(
            {
                f"<который> {_DEALT} повреждения в_этом_ходу": "source_dealt_damage_this_turn",
                f"<который> {_WAS_DEALT} повреждения в_этом_ходу": "dealt_damage_this_turn",
            }
        )
    },
    # "Остальные существа Эльфы получают +1/+1": English "Other Elf creatures get +1/+1" (at a sentence's start
    # "остальные" is other; after a verb, "Уничтожьте все остальные", the rest: REF)
    "": {"OTHER": {"остальные": "other"}},
}
