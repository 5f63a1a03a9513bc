"""Russian words of the effect grammar for counts, comparisons and what a copy or a spell's mana says, as data (merged
into `effects.py`'s tables, each terminal into the table that holds it): "более (чем)" before a count, the numbers
beyond seven, "наибольшее значение силы среди" and "с наибольшей силой", the colours of mana spent to cast a spell,
and a copy's exception ("но при этом").
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import forms, table

# "наибольшее значение силы", "с наибольшей силой": the greatest (the lemma table reads "наибольший" as a form of
# "больший", so its forms are listed)
_GREATEST = (
    "наибольший|наибольшая|наибольшее|наибольшие|наибольшего|наибольшей|наибольшему|наибольшим|наибольшую|наибольших"
)

# the numbers beyond those of `effects.py` ("защищающийся игрок изгоняет двадцать верхних карт своей библиотеки"), and
# those it has, for "по" before them
_NUMBERS = (
    {f: "1" for f in forms("один")}
    | {f: "2" for f in forms("два")}
    | {f: "3" for f in forms("три")}
    | {f: "4" for f in forms("четыре")}
    | {f: "5" for f in forms("пять")}
    | {f: "8" for f in forms("восемь")}
    | {f: "9" for f in forms("девять")}
    | {f: "20" for f in forms("двадцать")}
)

COUNT_WORDS: dict[str, dict[str, str]] = {
    # "не может быть заблокирован более чем одним существом", "не может разыгрывать более одного заклинания за ход":
    # more than, before the count (English "more than one creature")
    "COMPARE": {"более чем": "more", "более": "more"},
    # "больше существ, чем любой другой игрок", "чем каждый из оппонентов": whom the count is set against
    "PLAYER": table(
        {"<любой> другой игрок|другого_игрока": "each_other_player", "<каждый> из <оппонент>": "each_opponent"}
    ),
    "NUM": _NUMBERS
    # "Положите по одному жетону +1/+1 на каждое из них", "теряете по 2 жизни": "по" (each) before a count, which
    # English does not say
    | {f"по {word}": value for word, value in _NUMBERS.items()}
    | {f"по {n}": str(n) for n in range(1, 11)},
    # "где X — наибольшее значение силы среди существ под вашим контролем": the greatest power among
    "NUMBER_OF": table(
        {
            f"{_GREATEST} значение|значению силы среди": "greatest_power",
            f"{_GREATEST} значение|значению выносливости среди": "greatest_toughness",
            f"{_GREATEST} значение|значению конвертированной мана-стоимости среди": "greatest_mana_value",
        }
    ),
    # "существо с наибольшей силой": the greatest (of a stat, after "с")
    "SUPERLATIVE": dict.fromkeys(_GREATEST.split("|"), "greatest"),
    "STAT": table(
        {"<сила>": "power", "<выносливость>": "toughness", "<конвертированный> мана-стоимостью": "mana_value"}
    ),
    # "где Х — число цветов маны, потраченной на разыгрывание ~", "за каждый цвет маны, потраченной на его
    # разыгрывание": the colours of the mana (what is counted), and the participle set off by its comma
    # (effects-ru.lark `mana_colors_spent`)
    "MANA_COLORS": {"цветов маны": "color", "цвет маны": "color"},
    "SET_OFF": table(
        {
            "<потраченный> на разыгрывание ~|его|ее|её|этого_заклинания": "spent_to_cast",
            "<потраченный> на его|ее|её разыгрывание": "spent_to_cast",
            # "уничтожьте все перманенты, кроме ~": other than the card itself (as "не ~")
            "кроме ~": "not:self",
        }
    ),
    # "Пока вы контролируете строго одно существо": exactly (English "exactly one creature")
    "AT_LEAST": {"строго": "exactly"},
    # "Белые существа под вашим контролем также получают Первый удар до конца хода": also (effects-ru.lark `also`)
    "ALSO": {"также": "also"},
    # "…, но при этом он является Иллюзией в дополнение к своим другим типам": how a copy differs (English "except")
    "EXCEPT": {"но при этом": "except"},
}
