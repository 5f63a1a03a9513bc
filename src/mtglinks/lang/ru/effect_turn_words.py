"""Russian words of the effect grammar, as data: the turn ended ("Завершите ход"), control exchanged ("Поменяйтесь
контролем над двумя целевыми существами"), noncombat damage, an activation limit in older words ("Играйте эту
способность лишь один раз на каждом ходу") and indestructible said as an adjective after a subject that ends with whose
control it is under. Merged into the tables of `effects.py` by `effect_sentences.py` (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

_ACTIVATE = "активируйте|используйте|разыгрывайте|играйте эту способность"

TURN_WORDS: dict[str, dict[str, str]] = {
    # "Завершите ход.", "Если идет ваш ход, закончите ход.": English "End the turn." (merged below)
    # "Поменяйтесь контролем над двумя целевыми существами": English "Exchange control of two target creatures"
    "V_OBJ": table({"<поменяться>|<обменяться> контролем над": str(Verb.EXCHANGE)}),
    # "Предотвратите все небоевые повреждения, которые …": English "Prevent all noncombat damage that …"
    "DAMAGE": table({"<небоевой> <повреждение>": "noncombat_damage"}),
    # older printings: "Играйте эту способность лишь один раз на каждом ходу" (Activate only once each turn)
    "TIMING": table(
        {
            f"{_ACTIVATE} лишь|только один раз на_каждом_ходу|в_каждом_ходу|за_ход": "once_each_turn",
        }
    ),
    # "~ наносит 1 повреждение сама себе": to itself (English "deals 1 damage to itself", the reference)
    "REF": table({"сам|сама|само|сами себе": "anaphora", "самому|самой|самим себе": "anaphora"}),
    # read whole as English reads them: how many cards of one name a deck may hold (rule 100.2a overridden: "В колоде
    # может быть любое количество карт с именем ~."), the opponents' hands revealed ("Ваши оппоненты играют с
    # открытыми руками.")
    "FIXED_CLAUSE": table(
        {
            "в колоде может быть любое|неограниченное количество карт с_именем|с_названием ~": (
                f"{Verb.DECK_LIMIT}:any_number"
            ),
            "ваши оппоненты играют с открытыми руками": "reveal:hand:opponents",
            "игроки играют с открытыми руками": "reveal:hand:each_player",
        }
    ),
    # counters by their kind, after the noun (effect_phrases.py): "жетон спор", "счетчик щита", "жетонов стиха"
    "COUNTER_KIND": {"спор": "spore", "щита": "shield", "стиха": "verse", "эона": "aeon"},
    # "Скопируйте целевую срабатывающую способность", "… или запускаемую способность": a triggered ability
    "NOUN": table({"<срабатывающий>|<запускаемый> способность|способности": "triggered_ability"}),
    # "Сделайте дополнительный ход сразу же вслед за этим.": English "Take an extra turn after this one."; "Бросьте
    # монетку.", "подкиньте монету.": English "Flip a coin."
    "V_NUM": table(
        {
            "<сделать> дополнительный ход сразу_же_вслед_за_этим": str(Verb.TAKE_TURN),
            "<подкинуть>|<бросить> монетку|монету": str(Verb.FLIP),
            "<завершить>|<закончить> ход": str(Verb.END_TURN),
            # "Пропустите шаг разворота в том ходу.": English "Skip the untap step of that turn."
            "<пропустить> шаг|этап разворота в_том_ходу": str(Verb.SKIP),
        }
    ),
    # "Каждая земля является Болотом вдобавок к своим другим типам земли.", "Существа под вашим контролем являются
    # Щепками в дополнение к их другим типам существ.": in addition to its other types (effect_phrases.py reads the
    # others)
    "QUALIFIER": table(
        {
            "вдобавок|в_дополнение к своим|их другим типам |земли|земель|существ": "in_addition",
            "в дополнение к своим другим типам земли|земель": "in_addition",
        }
    ),
    # events of older printings, one verb each as English reads them: "Когда ~ поворачивается лицом вверх" (is turned
    # face up), "Каждый раз, когда ~ блокирован", "… оказывается блокированной", "… блокируется существом" (becomes
    # blocked, by a creature), "Каждый раз, когда ~ открепляется от перманента" (becomes unattached from a permanent)
    "EVENT_VERB": table(
        {
            "<поворачиваться> лицом_вверх|рубашкой_вниз": str(Verb.TURN_FACE_UP),
            "<оказываться> блокированным|блокированной|заблокированным|заблокированной": str(Verb.BLOCK),
            "<блокироваться>": str(Verb.BLOCK),
            "<открепляться> от перманента": str(Verb.UNATTACH),
        }
    ),
    # "Иначе оно получает -2/-1.", "В ином случае …": otherwise (effect_phrases.py reads "в противном случае")
    "OTHERWISE": {"иначе": "otherwise", "в ином случае": "otherwise"},
    # a player's maximum hand size set or changed (rule 402.2): "Максимальный размер вашей руки равен двум.",
    # "Максимальный размер руки каждого оппонента снижается на семь." (English "Your maximum hand size is two.", "Each
    # opponent's maximum hand size is reduced by seven.")
    "HAND_SIZE_IS": table(
        {
            "максимальный размер вашей|своей руки равен|равняется": "you",
            "максимальный размер вашей|своей руки": "you",
            "максимальный размер руки каждого оппонента": "each_opponent",
            "максимальный размер руки каждого игрока": "each_player",
        }
    ),
}

# "Другие Лесовики и Леса под вашим контролем неразрушимы.", "Все земли являются неуничтожаемыми.": English "… have
# indestructible" (the keyword said as an adjective after the subject, as effect_statuses.py reads it after a noun)
_INDESTRUCTIBLE = {
    "CANT_BE_DESTROYED": table(
        {
            "неразрушим|неразрушима|неразрушимо|неразрушимы": "indestructible",
            "является|являются неразрушимым|неразрушимой|неразрушимыми|неуничтожаемым|неуничтожаемой|неуничтожаемыми": (
                "indestructible"
            ),
        }
    )
}
TURN_AFTER: dict[str, dict[str, dict[str, str]]] = {
    subject: _INDESTRUCTIBLE for subject in ("TYPE", "NOUN", "SUBTYPE", "CONTROLLER", "UNDER_YOUR_CONTROL")
}
# how the size changes, right after whose it is ("увеличивается на" is elsewhere a cost's change)
TURN_AFTER["HAND_SIZE_IS"] = {
    "SIZE_CHANGE": table({"снижается|уменьшается на": "reduce", "увеличивается на": "increase"})
}
# "фишку артефакта с именем Наземная Мина и способностью «…»": the token's ability after its name (English "a token
# named Land Mine with "…""), not a clause of its own
TURN_AFTER["CARD_NAME"] = {"WITH": {"и способностью": "with_ability", "и способностями": "with_ability"}}
# "Уничтожьте целевое существо, которому были нанесены повреждения в этот ход.": dealt damage this turn, the relative
# set off by its comma (effect_sentences.py reads "в этом ходу"; older printings say "в этот ход", "на этом ходу")
TURN_AFTER["_COMMA"] = {
    "SET_OFF": table(
        {
            "<который> были нанесены повреждения в_этот_ход|на_этом_ходу": "dealt_damage_this_turn",
            "<который> в_этот_ход|на_этом_ходу были нанесены повреждения": "dealt_damage_this_turn",
            # "целевой перманент, уже имеющий жетон времени, или отсроченную карту": English "target permanent with a
            # time counter on it" (as "с временным жетоном на нем" reads)
            "уже <имеющий> жетон_времени|временной_жетон": "with_counter:time",
        }
    )
}
# "Каждый раз, когда Дрелнох блокирован, …": the short participle right after the card is the event (English "becomes
# blocked"; "может быть блокирован" is BE_BLOCKED's)
TURN_AFTER["SELF"] = {"EVENT_VERB": {"блокирован": str(Verb.BLOCK), "блокирована": str(Verb.BLOCK)}}
# "Если то существо атакует, …": after "если" the present tense is the state, English "If that creature is attacking"
# (grammar/effects-ru/2-more.lark `cond_ref_state_ru`; "Каждый раз, когда то существо атакует" stays the attack)
TURN_AFTER["IF"] = {
    "REF_STATE": table(
        {
            "то|это существо атакует": "attacking",
            "то|это существо блокирует": "blocking",
            "оно атакует": "attacking",
            "оно блокирует": "blocking",
        }
    )
}
