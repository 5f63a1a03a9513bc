"""Russian words of the effect grammar about casting a spell and paying for it, as data: strive's "for each target
beyond the first", the colour of mana spent to cast a spell, multikicker's count, and the older printings' casting
of the card as its subject. Merged into the tables of `effects.py` (each terminal into the table that holds it).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

_IT = "он|она|оно|они|его|ее|её|их|им|ею|ими|~"

CASTING_WORDS: dict[str, dict[str, str]] = {
    # strive: "За каждую цель после первой разыгрывание ~ стоит на {2}{U} больше." (English "for each target beyond
    # the first"); the casting of the card is the card, as English "~ costs {2}{U} more to cast"
    "OBJ_PHRASE": {"цель после первой": "target:beyond_first"},
    "SELF": {"разыгрывание ~": "self"},
    # "Если на розыгрыш ~ было потрачено {W}", "если на его розыгрыш не было потрачено {U}": mana spent to cast it
    # (effects-ru.lark `cond_spent_on`: the spell before the verb, the mana after it)
    "SPENT_ON": table({"на розыгрыш": "cast", "на его|ее|её|их розыгрыш": "anaphora"}),
    "SPENT_TO_CAST": table({"было|были потрачено|потрачены": "spent", "не было потрачено": "not_spent"}),
    # multikicker: "за каждый полученный ею Усилитель" (English "for each time it was kicked"; "за каждый Усилитель,
    # полученный ~" sets it off by a comma, which no phrase holds)
    "FOR_EACH_TIMES": table({f"за каждый полученный {_IT} усилитель|мультиусилитель": "times_kicked"}),
    # "Если при разыгрывании ~ вы показали карту Дракона или контролировали Дракона, …" (Draconic Roar, the Dragons of
    # Tarkir cycle): whether the optional additional cost was paid (607.2i), read whole as the English "If you revealed
    # a Dragon card or controlled a Dragon as you cast this spell" (lang/en/effect_words_links.py)
    "FIXED_COND": {
        "при разыгрывании ~ вы показали карту дракона или контролировали дракона": "paid:additional",
        # "Если эта способность разрешилась в этом ходу третий раз, …": English "If this is the third time this ability
        # has resolved this turn" (which resolution of the turn this is)
        **{
            f"эта способность разрешилась в этом ходу {time} раз": f"resolved:{value}"
            for time, value in (("первый", "1"), ("второй", "2"), ("третий", "3"))
        },
    },
}

# read first right after a terminal: after the card's name, "было" is otherwise its past "was" (BE)
CASTING_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "SELF": {"SPENT_TO_CAST": table({"было|были потрачено|потрачены": "spent"})},
    # "если на разыгрывание ~ было потрачено {W}" (Eventide's wording of "на розыгрыш"; elsewhere "на разыгрывание" is
    # what mana is spent on, V_OBJ: "Тратьте эту ману только на разыгрывание …")
    **{
        after_if: {"SPENT_ON": table({"на разыгрывание": "cast", "на его|ее|её|их разыгрывание": "anaphora"})}
        for after_if in ("IF", "IF_SET_OFF")
    },
    # "Разыграть заклинания, нацеленные на ~, стоит на {2} меньше.": to cast them costs less, the infinitive the
    # subject as "Разыгрывание" is (English "Spells that target ~ cost {2} less to cast": no cast of its own)
    "": {"_CASTING_OF": {"разыграть": "casting"}},
}
