"""Russian words of the effect grammar, as data: a participle set off by its comma after the kicker ("за каждый
Усилитель, полученный ~": for each time ~ was kicked) and "where X" said with a verb ("где X равняется его силе",
"где X равно …"). Merged into the tables of `effects.py` by `effect_sentences.py`, as `effect_passives.py` is
(effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

SET_OFF_AMOUNT_WORDS: dict[str, dict[str, str]] = {
    # "за каждый Усилитель, полученный ~" (multikicker, older printings): the kicker before the participle set off by
    # its comma (the lexer drops that comma before KICKED_SET_OFF: effects/lexer_neighbours.py `_SET_OFF_AS`)
    "FOR_EACH_KICKER": table({"за каждый усилитель|мультиусилитель": "times_kicked"}),
    "KICKED_SET_OFF": {"полученный ~": "self"},
    # "где X равняется его силе", "где X равно …": English "where X is" (the verb for the dash)
    "WHERE_X": table({"где x|х равняется|равно|равен|равна": "x"}),
    # "где X равняется силе ~": ~'s power, the dative ("сила ~" is the nominative, in effect_quantities.py)
    "QUANTITY": {"силе ~": "power"},
    # "где X равно 1 плюс количество карт с названием ~ на всех кладбищах": a sum (English "1 plus the number of …")
    "PLUS": {"плюс": "plus"},
    # "Пока длится ваш ход", "Пока длится не ваш ход": English "as long as it's (not) your turn" ("это" elsewhere)
    "IT_IS": {"длится": "is", "длится не": "is_not"},
    # "~ не может атаковать или блокировать в одиночку": alone
    "ALONE": {"в одиночку": "alone"},
    # "целевое существо отличное от ~": English "other than ~" (after its comma: OTHER_THAN_SET_OFF, below)
    "OTHER_THAN": table({"<отличный> от": "other_than"}),
}

SET_OFF_AMOUNT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Следующая карта волшебства, которую вы разыграете в этом ходу": English "the next sorcery card you cast this
    # turn" (the caster after the relative pronoun, as "которые вы контролируете" is the controller)
    "RELATIVE": {"CONTROLLER": table({"вы разыграете|разыгрываете": "cast_by_you"})},
    # "пожертвуйте существо, отличное от ~": the comma before "other than" is dropped by the lexer (`_SET_OFF_AS`)
    "_COMMA": {"OTHER_THAN_SET_OFF": table({"<отличный> от": "other_than"})},
}
