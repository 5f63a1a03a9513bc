"""Russian words of the choices a card makes (607.2d/f/m) and of what refers to them, that the other tables lack (the
`choose` and `chosen_ref` halves read from the effect tree, #23): added by `effects.py`.

A card named ("назовите карту", "назовите не являющуюся землей карту", "каждый игрок называет карту") is a card name
chosen, as the English "Name a card." reads (NAME_A_CARD); a choice between two named sides or words ("выберите Ханов
или Драконов", "выберите чет или нечет"), as English reads "choose Khans or Dragons" (the value `<one>_or_<other>` whose
options are read by their lemmas, `features/choice_queries.py`); what refers to the value chosen by its participle
("выбранное имя", "выбранному значению", "в руке выбранного игрока") or, in old printed text, by "тот" ("заклинание того
типа", "с этим именем").
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import forms, table

# the two sides or words the cards name, as "выберите <одно> или <другое>" prints them (lower case, the case the
# verb governs)
_SIDES = (("ханов", "драконов"),)

# "назовите карту", "назовите неземельную карту", "каждый игрок называет карту": a card name chosen
_NAMED = (
    "карту",
    "неземельную карту",
    "не являющуюся землей карту",
    "карту, не являющуюся землей",
    "карту не земли",
    "карту существа",
    "карту, не являющуюся картой существа или земли",
)

CHOICE_WORDS: dict[str, dict[str, str]] = {
    "NAME_A_CARD": {f"{verb} {card}": "card_name" for verb in forms("назвать", "называть") for card in _NAMED},
    # "Вы имеете Защиту от выбранного имени." (the English "protection from the chosen name")
    "REF": table({"<выбранный> <имя>|<название>": "chosen"}),
    "QUALIFIER": table(
        {
            # old printed "того типа", "того цвета": the value chosen by another ability (the English "of the chosen
            # type"; "того же цвета", longer, is the same color as an object named before)
            "того|этого типа": "of:that_type",
            "того|этого цвета": "of:that_color",
            "с этим|этими именем|названием": "with:that:name",
            # "карту в руке выбранного игрока" (the English "in the chosen player's hand"): the chosen player kept
            "в руке выбранного игрока": "in:chosen_player:hand",
            # "Когда базовая земля поворачивается для получения маны выбранного цвета" (for mana of the chosen color)
            "для получения маны выбранного цвета": "for_mana:chosen_color",
        }
    ),
    # "В начале шага поддержки выбранного игрока" (the English "the chosen player's upkeep")
    "PHASE": {f"{step} выбранного игрока": "chosen_player:upkeep" for step in ("шага поддержки", "этапа поддержки")},
}

CHOICE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # after a comma (the lexer drops it before SET_OFF): "Каждое существо с конвертированной мана-стоимостью, (не)
    # соответствующей выбранному значению, …" (the English "Each creature with mana value of the chosen quality",
    # 607.2f); "назовите карту, не являющуюся картой существа или земли" (the English "name a card other than a creature
    # or land card")
    "_COMMA": {
        "SET_OFF": {
            "соответствующей выбранному значению": "chosen",
            "не соответствующей выбранному значению": "not:chosen",
            "не являющуюся картой существа или земли": "not:creature_or_land",
        }
    },
    "CHOOSE": {
        "CHOICE": {f"{a} или {b}": f"{a}_or_{b}" for a, b in _SIDES}
        | {
            "чет или нечет": "parity",  # "выберите чет или нечет" (the English "choose odd or even")
            "тип перманента": "card_type",  # "Выберите тип перманента." (a card type)
        },
        # "Вы выбираете имя не являющейся землей карты, показанной таким образом." (the English "You choose the name of
        # a nonland card revealed this way"): a card name, the card it is of named after it
        "NAME_OF": {"имя": "card_name"},
    },
}
