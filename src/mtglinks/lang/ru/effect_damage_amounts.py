"""Russian words of the effect grammar, as data: damage dealt by ~ ("которому ~ нанес повреждения в этом ходу") and
redirected ("наносятся ~ вместо этого"), amounts ("равное конвертированной мана-стоимости ~", "X равен или превышает
5") and "во время каждого хода". Merged into the tables of `effects.py` by `effect_sentences.py`, as
`effect_clauses.py` is (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

_DEALT = "нанес|нанесла|нанесло|нанесли"
_MANA_VALUE = "<конвертированный>|общей|общую|общая мана-стоимости|мана-стоимость|мановой_стоимости|мановую_стоимость"

DAMAGE_AMOUNT_WORDS: dict[str, dict[str, str]] = {
    # "Если X равен или превышает 5": English "If X is 5 or more" (effects-ru.lark: the bound before the number)
    "AT_LEAST": table({"равен|равна|равно или превышает": "or_more"}),
    # "~ нападает во время каждого хода, если может": attacks each combat, as "нападает каждый ход"
    "EVENT_VERB": table(
        {
            "<атаковать>|<нападать> во_время каждого хода": str(Verb.ATTACK),
            # "~ атакует в каждом бою, если может": English "~ attacks each combat if able"
            "<атаковать>|<нападать> в|во каждом бою": str(Verb.ATTACK),
        }
    ),
    # "он наносит те повреждения в двойном размере": English "it deals double that damage" (lang/en: DAMAGE "double")
    "DAMAGE": table({"те|эти повреждения в двойном размере": "double", "число повреждений": "damage"}),
    # "Вы теряете число пунктов жизни, равное …": English "You lose life equal to …" (as "количество жизней")
    "LIFE": table({"число жизни|жизней|пунктов_жизни": "life"}),
    # "…, наносятся ~ вместо этого": the damage redirected, is dealt to (effects-ru.lark `redirect_damage_ru`)
    "DEALT": {"наносятся": "dealt", "наносится": "dealt"},
    # "равное конвертированной мана-стоимости ~", "равные общей мановой стоимости сброшенной карты": the mana value
    # of the card, the spell or the card named (English "equal to ~'s mana value")
    "QUANTITY": table(
        {
            f"{_MANA_VALUE} ~": "mana_value",
            f"{_MANA_VALUE} того|этого заклинания": "mana_value",
            f"{_MANA_VALUE} той|этой|сброшенной|показанной карты": "mana_value",
            f"{_MANA_VALUE} той|этой показанной карты": "mana_value",
        }
    ),
}

DAMAGE_AMOUNT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Если атакует не менее четырех существ, вы можете заплатить {1}{W} вместо уплаты мана-стоимости ~": English "If
    # four or more creatures are attacking" (the state's verb before its subject, right after "если")
    "IF": {"STATE_FIRST": {"атакует": "attacking", "атакуют": "attacking"}},
    "_COMMA": {
        # "существо, которому ~ нанес повреждения в этом ходу, умирает": a creature dealt damage by ~ this turn
        "SET_OFF": table(
            {
                f"<который> ~ {_DEALT} повреждения в_этом_ходу": "dealt_damage_by_self_this_turn",
                f"<который> в_этом_ходу ~ {_DEALT} повреждения": "dealt_damage_by_self_this_turn",
            }
        ),
    },
}
