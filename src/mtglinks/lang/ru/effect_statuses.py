"""Russian words of the effect grammar for an object's state said by a participle, and verbs said with no object, as
data: "целевое заблокированное существо" (blocked), "с каждой отсроченной карты" (suspended), "летающее существо"
(with flying), "существо, вошедшее в игру на этом ходу", "вы предсказываете" (the event, no number). Merged into the
tables of `effects.py` by `effect_sentences.py`.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import forms, table

# the full participle only: the short "заблокирован" is the passive ("быть заблокирован", effect_verbs.py)
_BLOCKED = [form for form in forms("заблокированный") if not form.endswith(("н", "на", "но", "ны"))]

STATUS_WORDS: dict[str, dict[str, str]] = {
    "STATUS": {form: "blocked" for form in _BLOCKED}
    | table(
        {
            # "Удалите два временных жетона с каждого перманента и с каждой отсроченной карты": English "each suspended
            # card" (rule 702.62b)
            "<отсроченный>": "suspended",
            # "Целевое летающее существо теряет способность полета": English "target creature with flying"
            "<летающий>": "with:flying",
        }
    ),
    # "Каждый раз, когда вы предсказываете, …": English "Whenever you scry" (the event, no number); "Каждый раз, когда
    # вы сталкиваетесь": "Whenever you clash"
    "V_NUM": {form: str(Verb.SCRY) for form in forms("предсказывать")}
    | {form: str(Verb.CLASH) for form in forms("сталкиваться")}
    # "Каждый раз, когда существо под вашим контролем дерется": English "Whenever a creature you control fights"
    | {form: str(Verb.FIGHT) for form in forms("драться", "сражаться")},
    # "он дерется со случайно выбранным целевым существом": "fights" (the "со" before a consonant cluster)
    "V_OBJ": {f"{form} со": str(Verb.FIGHT) for form in forms("сразиться", "сражаться", "драться")},
    # "распределите два жетона +1/+1 между одним или двумя целевыми существами под вашим контролем": English
    # "distribute two +1/+1 counters among one or two target creatures you control" (the shared `act_distribute`)
    "DISTRIBUTE": {form: "distribute" for form in forms("распределить")},
    "AMONG": {"между": "among"},
    # "Если пожертвованное существо было Человеком, …": English "If the sacrificed creature was a Human" (the one its
    # cost sacrificed, a reference as "то существо")
    "REF": table({"<пожертвованный> <существо>|<перманент>|<артефакт>|<земля>": "anaphora"}),
    # "Добавьте один пункт маны любого цвета в свой запас маны.": English "Add one mana of any color" (older printings)
    "MANA": table({"<один> пункт маны любого цвета": "any_color"}),
    # "Каждый раз, когда вы получаете какое-либо количество жизней, …": English "Whenever you gain life"
    "LIFE": table({"какое-либо количество жизней|жизни": "life"}),
}

STATUS_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Уничтожьте целевое нечерное существо, вошедшее в игру на этом ходу": English "… that entered the battlefield
    # this turn" (set off by its comma, which the lexer drops before SET_OFF)
    "_COMMA": {
        "SET_OFF": table({"<вошедший> в_игру|на_поле_битвы в_этом_ходу|на_этом_ходу|в_этот_ход": "entered_this_turn"})
    },
    # "Укреплённая земля неразрушима.": English "Fortified land has indestructible." (the keyword said as an
    # adjective, right after the subject as the older "не может быть уничтожена" is: effect_set_off_amounts.py)
    **{
        subject: {
            "CANT_BE_DESTROYED": {
                form: "indestructible" for form in ("неразрушим", "неразрушима", "неразрушимо", "неразрушимы")
            }
        }
        for subject in ("TYPE", "NOUN", "SUBTYPE", "SELF", "REF")
    },
}
