"""Russian words of the effect grammar for a player's life total set ("количество жизней целевого игрока становится
равным 10", the English "Target player's life total becomes 10"), the cards exiled with ~ ("карты земель, изгнанные ~")
and a single graveyard ("с одного кладбища"), as data. Merged into the tables of `effects.py` by `effect_sentences.py`
(effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

_LIFE = "количество жизней|жизни"

LIFE_TOTAL_WORDS: dict[str, dict[str, str]] = {
    # whose life total, a number of the game (English's QUANTITY "your life total", "each player's life total")
    "QUANTITY": table(
        {
            f"ваше {_LIFE}": "life_total",
            "количество ваших жизней": "life_total",
            f"{_LIFE} <каждый> <игрок>": "life_total:each_player",
            f"{_LIFE} <тот> <игрок>": "life_total:that_player",
            f"{_LIFE} <целевой> <игрок>": "life_total:target_player",
            f"{_LIFE} <целевой> <оппонент>": "life_total:target_opponent",
        }
    ),
    # "… становится равным 10": becomes (the number set after it)
    "BECOME": table({"<становиться> равным": "become"}),
    # "верните все изгнанные им карты на поле битвы": English "return all cards exiled with it" (a participle before its
    # noun, `pre_qualifier`)
    "QUALIFIER": table({"<изгнанный>|<удаленный> им|ею|ими|~": "exiled_with_self"}),
    # "Выведите из игры до четырех целевых карт с одного кладбища": English "from a single graveyard"
    "ZONE": {"одного кладбища": "graveyard"},
    # "вы получаете их вдвое больше вместо этого" (after "Если вы должны получить определенное количество жизней"):
    # English "you gain twice that much life instead" (the life said before: "их"; effects-ru/1-more.lark)
    "LIFE_TWICE_RU": table({"их вдвое|в_два_раза больше": "2*that_much"}),
}

LIFE_TOTAL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Вы можете разыгрывать карты земель, изгнанные ~": English "land cards exiled with ~" (the participle set off by
    # its comma, which the lexer drops)
    # (older printings: "карты, удаленные из игры с помощью ~", "карту, удаленную из игры ~")
    "_COMMA": {
        "SET_OFF": table(
            {"<изгнанный> ~|с_помощью_~": "exiled_with_self", "<удаленный> из игры ~|с_помощью_~": "exiled_with_self"}
        )
    },
}
