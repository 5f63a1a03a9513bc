"""Russian words of the effect grammar, as data: "ни … , ни …" (neither … nor: "не может ни
нападать, ни блокировать", English "can't attack or block"), "для каждого" (for each, as "за каждое"). Merged into
the tables of `effects.py` (each terminal into the table that holds it); CLAUSE_AFTER holds the words read by the
token before them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

CLAUSE_WORDS: dict[str, dict[str, str]] = {
    # "Для каждого существа под вашим контролем вы можете найти …": for each (English "For each creature you control")
    "FOR_EACH": table({"для <каждый>": "for_each", "для <каждый> из": "for_each"}),
    # "Зачарованное существо не может ни нападать, ни блокировать.": the "ни" of the first verb goes with "не может";
    # "~ невозможно блокировать": can't (as "нельзя")
    "CANT": table({"не <мочь> ни": "cant"}) | {"невозможно": "cant"},
    # "целевой оппонент пропускает свою следующую фазу боя": skip (English "skips their next combat phase")
    "V_NUM": table(
        {
            "<пропустить>|<пропускать> свой|свою|ваш|вашу следующий|следующую шаг разворота": str(Verb.SKIP),
            "<пропустить>|<пропускать> свой|свою|ваш|вашу следующий|следующую фазу боя": str(Verb.SKIP),
        }
    ),
    # a Leyline's "вы можете начать игру с ~, введенными в игру" (BEGUN_IN_PLAY after the comma)
    "BEGIN_WITH": table({"<начать> партию|игру с ним|ней|ними|~": str(Verb.BEGIN_GAME_WITH)}),
    # "Разыгрывание неартефактных заклинаний стоит на {1} больше": the casting of spells, English "Noncreature spells
    # cost {1} more" (the spells the subject, effects-ru.lark)
    "_CASTING_OF": {"разыгрывание": "casting"},
    # "Добавьте X маны в любых комбинациях {W} и/или {U} в ваше хранилище маны": English "Add X mana in any combination
    # of {W} and/or {U}"
    "MANA_OF": table({"маны в любых|любой комбинациях|комбинации": "any_combination_of"}),
    "OR": {"и/или": "and_or"},
    # "Целевой игрок показывает случайную карту из своей руки": a card at random (English's qualifier `random`)
    "STATUS": table({"<случайный>": "random"}),
    # "Переместите счетчик +1/+1 с целевого существа на ~": move counters (effects-ru.lark: from "с", onto "на")
    "MOVE": table({"<переместить>|<перемещать>": "move"}),
    # "Если повреждения предотвращаются таким образом": prevented (the event's passive, after its subject)
    "EVENT_VERB": {"предотвращаются": str(Verb.PREVENT), "предотвращается": str(Verb.PREVENT)}
    # "становится целью мгновенного заклинания или заклинания волшебства": becomes the target of (what, after it)
    | table({"<становиться> целью": str(Verb.BECOME_TARGET)}),
    # "каждому существу без способности Полет": without flying (the keyword named as an ability)
    "WITHOUT": {"без способности": "without"},
}

# who controls, in a relative clause: "все чары, которые контролирует целевой игрок" (the verb first), "каждое
# существо, которое он контролирует"
_WHO = {
    "<ваш> <оппонент>": "opponent",
    "<оппонент>": "opponent",
    "<целевой> <игрок>": "target_player",
    "<целевой> <оппонент>": "target_opponent",
    "<тот> <игрок>": "that_player",
    "<защищающийся> <игрок>": "defending_player",
    "он|она|они": "they",
}

CLAUSE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "RELATIVE": {
        "CONTROLLER": table(
            {f"<контролировать> {who}": value for who, value in _WHO.items()}
            | {f"{who} <контролировать>": value for who, value in _WHO.items()}
        )
    },
    # "получает по вашему выбору Полет, Пробивной удар или Ускорение": your choice of (after "получает по", one GAIN)
    "GAIN": {"CHOICE_OF": {"вашему выбору": "you"}},
    # ", ни блокировать": the second "ни" is the "or" of English "can't attack or block" (NOR, whose comma the lexer
    # drops as before other set-off words)
    "_COMMA": {
        "NOR": {"ни": "or"},
        # "одну ману любого типа, произведенного той землей": English "one mana of any type that land produced"
        # "заклинание, целью которого является игрок": a spell that targets a player
        "THAT_TARGETS": table({"целью <который> является|являются": "targets"}),
        # "существом 0/0 Элементаль, которое при этом остается землей": that's still a land
        "THAT_IS": table({"<который> при этом <оставаться>": "is", "<который> <оставаться>": "is"}),
        "BEGUN_IN_PLAY": table({"введенными|введенным|введенной|введенным в игру": "battlefield"}),
        "MANA_PRODUCED": table({"<произведенный> той|этой землей": "that_land_produced"}),
    },
}
