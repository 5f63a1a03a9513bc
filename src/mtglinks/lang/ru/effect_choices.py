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
    # "Каждый раз когда способность земли добавляет в ваше хранилище маны одну или несколько ман выбранного цвета,
    # добавьте в ваше хранилище одну дополнительную ману того цвета." (the English "one or more mana of the chosen
    # color", "one additional mana of that color")
    "MANA": table(
        {
            "<один> или несколько ман выбранного цвета": "chosen_color",
            "<один> дополнительную ману того|этого |же цвета": "that_color",
        }
    ),
    "TO_POOL": {"в ваше хранилище": "pool"},
    # "Все карты, которые не находятся в игре, заклинания и перманенты являются объектами выбранного цвета в дополнение
    # к своим другим цветам." (the English "are the chosen color in addition to their other colors")
    # "мана-способности" (mana abilities)
    "NOUN": dict.fromkeys(forms("объект"), "object")
    | dict.fromkeys([f"мана-способност{end}" for end in ("ь", "и", "ью", "ями", "ей", "ям", "ях")], "mana_ability"),
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
            # "Активируемые способности карт с этим именем, которые не в игре, …", "Все карты, которые не находятся в
            # игре, …" (the English "that aren't on the battlefield", as the Spanish "que no están en juego" reads)
            "которые не в игре": "is:not:on_battlefield",
            "которые не находятся в игре": "is:not:on_battlefield",
        }
    },
    "CHOOSE": {
        "CHOICE": {f"{a} или {b}": f"{a}_or_{b}" for a, b in _SIDES}
        | {
            "чет или нечет": "parity",  # "выберите чет или нечет" (the English "choose odd or even")
            "тип перманента": "card_type",  # "Выберите тип перманента." (a card type)
            "два цвета": "color",  # "выберите два цвета" (the English "choose two colors")
        },
        # "Вы выбираете имя не являющейся землей карты, показанной таким образом." (the English "You choose the name of
        # a nonland card revealed this way"): a card name, the card it is of named after it
        "NAME_OF": {"имя": "card_name"},
    },
    # "Каждый раз, когда вы разыгрываете заклинание, если оно хотя бы одного из выбранных цветов, …" (the English "if
    # it's at least one of the chosen colors", as the Spanish "si es de al menos uno de los colores elegidos" reads)
    **{
        before: {"FIXED_COND": {"оно хотя бы одного из выбранных цветов": "is:one_of:chosen_color"}}
        for before in ("IF", "IF_SET_OFF")
    },
    # "… не могут быть активированы, если только они не являются мана-способностями" (the English "unless they're mana
    # abilities", Pithing Needle: what they are, no action)
    "UNLESS_NOT": {"FIXED_COND": {"они не являются мана-способностями": "is:mana_ability"}},
    # "… и существа под вашим контролем имеют выбранный тип." (the English "are the chosen type")
    "GAIN": {"CHOSEN_HAD": table({"<выбранный> <тип>|<цвет>": "chosen"})},
}
