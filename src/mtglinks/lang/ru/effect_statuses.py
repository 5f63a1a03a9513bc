"""Russian words of the effect grammar for an object's state said by a participle, and verbs said with no object, as
data: "целевое заблокированное существо" (blocked), "с каждой отсроченной карты" (suspended), "летающее существо"
(with flying), "существо, вошедшее в игру на этом ходу", "вы предсказываете" (the event, no number). Merged into the
tables of `effects.py` by `effect_sentences.py`.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import forms, table

# the full participle only: the short "заблокирован" is the passive ("быть заблокирован", effect_verbs.py)
_THAT = "тот|та|то|те|того|той|тому|ту|тем|тех|теми|том"
_THIS = "этот|эта|эти|этого|этой|этому|эту|этим|этих|этими|этом"
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
    "V_OBJ": {f"{form} со": str(Verb.FIGHT) for form in forms("сразиться", "сражаться", "драться")}
    # "Разыгрывайте ~, только если в этом ходу вы уже разыграли другое заклинание.": English "Cast ~ only if you've
    # cast another spell this turn" (the perfect's "already")
    | {f"уже {form}": str(Verb.CAST) for form in ("разыграли", "разыграл", "разыграла")},
    # "распределите два жетона +1/+1 между одним или двумя целевыми существами под вашим контролем": English
    # "distribute two +1/+1 counters among one or two target creatures you control" (the shared `act_distribute`)
    "DISTRIBUTE": {form: "distribute" for form in forms("распределить")},
    "AMONG": {"между": "among"},
    # "Если пожертвованное существо было Человеком, …": English "If the sacrificed creature was a Human" (the one its
    # cost sacrificed, a reference as "то существо")
    "REF": table(
        {
            "<пожертвованный> <существо>|<перманент>|<артефакт>|<земля>": "anaphora",
            # "Если вы это делаете, скопируйте ту способность.", "Оппонент выбирает одну из тех стопок.", "Вы можете
            # разыграть ту копию …": that ability, those piles, that copy (as "то существо")
            f"{_THAT}|{_THIS} <способность>|<копия>|<стопка>|<снаряжение>|<эмблема>": "anaphora",
        }
    ),
    # "он наносит те повреждения тому перманенту или игроку в двойном размере": English "it deals double that damage
    # to that permanent or player" (the doubling after the recipient, `STATUS_AFTER`)
    "IN_DOUBLE_RU": {"в двойном размере": "double"},
    # "Если источник должен нанести повреждения зачарованному игроку, …": English "enchanted player" (an Aura on a
    # player: a player with the qualifier, as English reads it); "Каждый раз, когда вы разыгрываете ваше второе
    # заклинание в каждом ходу": English "your second spell each turn"
    "OBJ_PHRASE": table(
        {
            "<зачарованный> <игрок>": "player:enchanted",
            "<ваш>|<свой> второе|второго заклинание|заклинания в_каждом_ходу|за_ход": "spell:second_each_turn",
        }
    ),
    # "Когда Лесной Боевой Маг входит в игру, если был заплачен усилитель {R}, …", "если оплачен Усилитель {2}{U}": the
    # English "if it was kicked with its {R} kicker" (which cost: the symbols after, effects-ru/1-more.lark)
    "PAID_KICKER_RU": table({"|был заплачен|оплачен|уплачен усилитель": "kicked"}),
    # "где X — количество Усилителей, полученных ~": English "where X is the number of times ~ was kicked" (the
    # participle set off by its comma, which the lexer drops before KICKED_SET_OFF); "повреждения, в два раза
    # превышающие количество полученных им Усилителей": "twice the number of times it was kicked"
    "QUANTITY": table(
        {
            "количество усилителей|мультиусилителей": "times_kicked",
            "количество полученных им|~ усилителей|мультиусилителей": "times_kicked",
        }
    ),
    "KICKED_SET_OFF": {"полученных ~": "self"},
    # "Затем, если он не получил Усилитель, сбросьте три карты.": English "if it wasn't kicked" (paid:not_kicked)
    "PAID": table({"не получил|получила|получило|получили усилитель": "not_kicked"}),
    # "найдите … не более пятнадцати карт": fifteen
    "NUM": {form: "15" for form in forms("пятнадцать")},
    # "Добавьте один пункт маны любого цвета в свой запас маны.": English "Add one mana of any color" (older printings)
    "MANA": table({"<один> пункт маны любого цвета": "any_color"}),
    # "Каждый раз, когда вы получаете какое-либо количество жизней, …": English "Whenever you gain life"
    "LIFE": table({"какое-либо|определенное количество жизней|жизни": "life"}),
}

STATUS_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "если Сфинкс-Владыка не повернут": English "if ~ is untapped" (the short participle, which the lemma table gives
    # to the verb, is the state after "не": effects-ru/1-more.lark `cond_tapped_ru`)
    "NOT": {"TAPPED": dict.fromkeys(("повернут", "повернута", "повернуто", "повернуты"), "tapped")},
    # "если на вашем кладбище меньше шести карт существ": English "if there are fewer than six creature cards in your
    # graveyard" (after where, "меньше" is the bound of the count, "there are" unsaid: effects-ru/1-more.lark)
    "ZONE": {"COMPARE": {"меньше": "fewer", "менее": "fewer"}},
    # right after "наносит", "те повреждения" is the damage doubled after its recipient (DAMAGE_THAT_RU), or the whole
    # "те повреждения в двойном размере" before it (DAMAGE "double", as elsewhere: effect_damage_amounts.py); elsewhere
    # "те повреждения" is a reference ("предотвратите те повреждения")
    "DEAL": {
        "DAMAGE": table({"те|эти повреждения в_двойном_размере": "double"}),
        "DAMAGE_THAT_RU": table({"те|эти повреждения": "that"}),
    },
    # "Уничтожьте целевое нечерное существо, вошедшее в игру на этом ходу": English "… that entered the battlefield
    # this turn" (set off by its comma, which the lexer drops before SET_OFF)
    "_COMMA": {
        "SET_OFF": table({"<вошедший> в_игру|на_поле_битвы в_этом_ходу|на_этом_ходу|в_этот_ход": "entered_this_turn"})
    },
    # "Укреплённая земля неразрушима.": English "Fortified land has indestructible." (the keyword said as an
    # adjective, right after the subject as the older "не может быть уничтожена" is: effect_set_off_amounts.py);
    # "если зачарованный перманент повернут": English "if enchanted permanent is tapped", a state as after "не"
    **{
        subject: {
            "CANT_BE_DESTROYED": {
                form: "indestructible" for form in ("неразрушим", "неразрушима", "неразрушимо", "неразрушимы")
            },
            "TAPPED": dict.fromkeys(("повернут", "повернута", "повернуто", "повернуты"), "tapped"),
        }
        for subject in ("TYPE", "NOUN", "SUBTYPE", "SELF", "REF")
    },
}
