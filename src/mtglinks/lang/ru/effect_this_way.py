"""Russian words of sentences that say what was done "таким образом" (this way), so that the effect tree reads them
where the patterns read "таким образом" (issue #23): the rest of the revealed cards, and a relative clause of cards not
put onto the battlefield. Merged into the tables of `effects.py`."""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

_NOT_PUT = "<который> не были|был|была положены|положен|положена|введены на_поле_битвы|в_игру"
_PUT_THIS_WAY = "<положенный>|<введенный> в_игру|на_поле_битвы таким_образом|этим_путем|этим_способом"
THIS_WAY_WORDS: dict[str, dict[str, str]] = {
    # "затем положите остальные показанные карты в низ вашей библиотеки" (the English "the rest of the revealed
    # cards"): the cards named before
    # "затем вы кладете открытую карту существа в игру" (Выступление Телеминов; the English "the revealed creature
    # card"): the card revealed before, as "показанную карту" reads (effect_sentences.py)
    "REF": table({"остальные|остальных <показанный> <карта>": "anaphora", "<открытый> <карта> |существа": "anaphora"}),
    # "все показанные таким образом карты, которые не были положены на поле битвы" (the English "that weren't put
    # onto the battlefield")
    # "разверните все Леса, положенные в игру этим путем" (Охотящиеся Просторы; the English "all Forests put onto the
    # battlefield this way")
    "QUALIFIER": table({_NOT_PUT: "not_put_onto_battlefield", _PUT_THIS_WAY: "put_onto_battlefield_this_way"}),
}
# … set off by its comma, which the lexer drops before SET_OFF ("все показанные таким образом карты, которые не были
# положены на поле битвы, на ваше кладбище"); "2 карты, выбранные случайным образом," (Fall; the English "two cards
# at random", as "случайно выбранные" reads)
THIS_WAY_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "_COMMA": {"SET_OFF": THIS_WAY_WORDS["QUALIFIER"] | table({"<выбранный> случайным_образом": "at_random"})}
}
