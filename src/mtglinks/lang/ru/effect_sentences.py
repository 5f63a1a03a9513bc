"""Russian words of whole sentence shapes of the effect grammar, as data: a lure ("Все существа, способные блокировать
~, блокируют его."), an ability word printed with no dash before its sentence (older printings: "Безрассудство Если у
вас в руке нет карт, …"), a cost reduced by a verb of its own ("Стоимость разыгрывания ~ уменьшается на {1}"), and the
hand with no maximum size. Merged into the tables of `effects.py` (each terminal into the table that holds it).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_clauses import CLAUSE_AFTER, CLAUSE_WORDS
from mtglinks.lang.ru.effect_damage_amounts import DAMAGE_AMOUNT_AFTER, DAMAGE_AMOUNT_WORDS
from mtglinks.lang.ru.effect_durations import DURATION_AFTER, DURATION_WORDS
from mtglinks.lang.ru.effect_events import EVENT_AFTER, EVENT_WORDS
from mtglinks.lang.ru.effect_exiled3_words import EXILED3_AFTER, EXILED3_WORDS
from mtglinks.lang.ru.effect_exiled4_words import EXILED4_WORDS
from mtglinks.lang.ru.effect_exiled_with import EXILED_WITH_AFTER, EXILED_WITH_WORDS
from mtglinks.lang.ru.effect_forms import table
from mtglinks.lang.ru.effect_life_totals import LIFE_TOTAL_AFTER, LIFE_TOTAL_WORDS
from mtglinks.lang.ru.effect_linked_refs import LINKED_REF_AFTER, LINKED_REF_WORDS
from mtglinks.lang.ru.effect_object_words import OBJECT_WORDS
from mtglinks.lang.ru.effect_older_words import OLDER_AFTER, OLDER_WORDS
from mtglinks.lang.ru.effect_passives import PASSIVE_AFTER, PASSIVE_WORDS
from mtglinks.lang.ru.effect_relative_qualifiers import RELATIVE_QUALIFIER_AFTER, RELATIVE_QUALIFIER_WORDS
from mtglinks.lang.ru.effect_set_off_amounts import SET_OFF_AMOUNT_AFTER, SET_OFF_AMOUNT_WORDS
from mtglinks.lang.ru.effect_states_actions import STATE_ACTION_AFTER, STATE_ACTION_WORDS
from mtglinks.lang.ru.effect_statuses import STATUS_AFTER, STATUS_WORDS
from mtglinks.lang.ru.effect_turn_words import TURN_AFTER, TURN_WORDS

SENTENCE_WORDS: dict[str, dict[str, str]] = {
    # a lure, English "All creatures able to block ~ do so.": the participle set off by commas, and what they do
    # ("блокируют его", "делают это")
    "ABLE_TO_BLOCK": table({"<способный> блокировать": "able_to_block"}),
    "DO_SO": table({"блокируют его|ее|её|их": "do_so", "делают это|так": "do_so"}),
    # ability words (rule 207.2c: no rules meaning) printed with no dash before their sentence: hellbent, kinship,
    # domain
    "ABILITY_WORD": {"безрассудство": "hellbent", "сходство": "kinship", "владения": "domain"},
    # "Стоимость разыгрывания ~ уменьшается на {1} за каждое существо на поле битвы": the spell's cost (English
    # "~ costs {1} less to cast"), the change its verb
    "SELF": table({"<стоимость> разыгрывания|розыгрыша ~": "self"}),
    "COST_CHANGE_BY": table({"уменьшается на": "less", "увеличивается на": "more"}),
    # "Размер вашей руки неограничен.": you have no maximum hand size (English's keyword-like value)
    "HAND_SIZE": table({"размер вашей|своей руки неограничен|не_ограничен": "no_maximum_hand_size"}),
    # "Если то заклинание отменяется таким образом, изгоните его вместо того, чтобы положить его на кладбище его
    # владельца.": countered (the event), and English's "instead of putting it into its owner's graveyard" (the comma
    # in it apart: effects-ru.lark)
    "_INSTEAD_THAT": {"вместо того": "instead"},
    "INSTEAD_OF": table(
        {
            "чтобы положить его|ее|её|их на|в кладбище |его|ее|её|их|своего владельца": "graveyard",
            # "положите его на поле битвы вместо того, чтобы положить его на ваше кладбище" (English "instead of putting
            # it into your graveyard")
            "чтобы положить его|ее|её|их на|в ваше|свое кладбище": "graveyard",
            "вместо кладбища": "graveyard",
            # "положить на поле битвы две карты существ вместо одной": English "put two creature cards onto the
            # battlefield instead of one" (the number the ability names without its condition)
            "вместо одной|одного": "1",
            "вместо двух": "2",
            "вместо трех|трёх": "3",
        }
    ),
    # "Если заклинание или способность под контролем оппонента заставляет вас сбросить ~": English "If a spell or
    # ability an opponent controls causes you to discard ~" (the discard of the player named, as Spanish "te hace
    # descartar")
    "CAUSES_DISCARD_ES": {"заставляет вас сбросить": "you"},
    # "Каждый раз, когда существо умирает в этом ходу, вы получаете 1 жизнь.": a trigger inside an effect (English
    # "Whenever …"), the comma before "когда" its own
    "_EACH_TIME": {"каждый раз": "each_time"},
    # kinship: "Если у нее есть такой же тип существа, как у ~, …" (English "If it shares a creature type with ~"): what
    # is shared, read whole; "как у" after the comma (SENTENCE_AFTER)
    "SHARED_TYPE": table(
        {
            "такой же тип|типом существа|существ": "creature_type",
            "хотя_бы один такой же тип|типом существа|существ": "creature_type",
            "такой же тип|типом карты|карт": "card_type",
        }
    ),
    # "Если таким образом показывается карта земли": the passive of an event (English "If a land card is revealed this
    # way"), its subject after it
    "EVENT_VERB": {
        "отменяется": str(Verb.COUNTER),
        "отменяются": str(Verb.COUNTER),
        "показывается": str(Verb.REVEAL),
        "сбрасывается": str(Verb.DISCARD),
    }
    # "~ нападает каждый ход, если может": attacks each combat (if able, the suffix)
    | table({"<атаковать>|<нападать> каждый ход": str(Verb.ATTACK)}),
    # "Существа с силой меньше силы ~ не могут его блокировать.": the power compared with the card's (English "with
    # power less than ~'s power"; "меньше" after "с силой" is SENTENCE_AFTER's)
    "QUANTITY": {"силы ~": "power", "выносливости ~": "toughness"},
    # "положите на него жетоны +1/+1, количество которых равно вашей Преданности зеленому": how many, said after the
    # comma (English "a number of +1/+1 counters equal to")
    "EQUAL_TO": table({"количество которых равно": "equal_to"}),
    # "Если стоимость Бешенства ~ была оплачена", "если его стоимость Мародерства была заплачена": an alternative cost
    # paid (rule 118.9), English's "if ~'s madness cost was paid" with the keyword's value
    "PAID": {
        phrase: value
        for cost, value in (("бешенства", "madness"), ("мародерства", "prowl"), ("всплеска", "surge"))
        for phrase in table(
            {
                f"его|ее|её стоимость {cost} была заплачена|оплачена|уплачена": value,
                f"стоимость {cost} ~|заклинания_~ была заплачена|оплачена|уплачена": value,
            }
        )
    },
    # domain: "за каждый тип базовой земли среди земель под вашим контролем" (English "for each basic land type among
    # lands you control"); "среди" after it is SENTENCE_AFTER's
    "NOUN": table({"<тип> базовой_земли|базовых_земель": "basic_land_type"}),
    # "Вы можете положить показанные карты на кладбища их владельцев": the revealed cards (English "the revealed
    # cards", a reference)
    "REF": table({"<показанный> <карта>": "anaphora"}),
    # proliferate, printed alone as a keyword action ("Распространение")
    "V_NUM": {"распространение": str(Verb.PROLIFERATE)},
    # the top card of a library revealed for as long as the permanent is there (rule 401.5), read whole as English
    # reads it: "Играйте с открытой верхней картой вашей библиотеки."
    "FIXED_CLAUSE": table(
        {
            "<играть> с открытой верхней картой вашей|своей библиотеки": "reveal:top_of_library:yours",
            "игроки играют с открытой верхней картой своей|своих библиотеки|библиотек": (
                "reveal:top_of_library:each_player"
            ),
            # how the effect before applies, as English reads it whole: "Этот эффект не снимает ~." (English "This
            # effect doesn't remove ~"), "Этот эффект снижает только количество оплачиваемой цветной маны." (English
            # "This effect reduces only the amount of colored mana you pay")
            "этот эффект не снимает ~": "unattach:not_by_this_effect",
            "этот эффект снижает только количество оплачиваемой цветной маны": "modify_cost:only_colored_mana",
        }
    ),
}

# read first right after a terminal: after a comma, "как у ~" is "as ~" (kinship's "такой же тип существа, как у ~", the
# same name "с таким же именем, как у …")
SENTENCE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "_COMMA": {
        "AS": {"как у": "as"},
        # "больше существ, чем любой другой игрок": than (effects-ru.lark)
        "THAN": {"чем": "than"},
        # "Разыгрывайте ~, только если вы контролируете меньше существ, чем каждый из оппонентов": English "Cast this
        # spell only if …"; the lexer drops the comma (no list's) and reads it as ACTIVATE_ONLY_IF
        "ONLY_IF_SET_OFF": {"только если": "if"},
        # "существо, у которого есть такой же тип существа, как у него": English "a creature that shares a creature type
        # with it" (effects-ru/1-more.lark: the relative before what is shared, SHARED_TYPE)
        "RELATIVE": table({"у <который> есть": "shares"}),
        # "Разыгрывайте эту способность только тогда, когда можно разыгрывать заклинания волшебства": as a sorcery
        # (effects-ru.lark `timing_last_ru`)
        "TIMING": table({"когда можно разыгрывать|разыграть заклинания_волшебства|волшебство": "sorcery"}),
        # "Игрок, контролирующий целевое существо, приносит его в жертву": the player who controls (effects-ru.lark;
        # "контролирующий его", "контролирующий то существо" stay SET_OFF: effects.py `_after_comma`)
        # (not the genitive: "шага поддержки игрока, контролирующего …" is whose step)
        "WHO_CONTROLS": {"контролирующий": "control", "контролирующему": "control"},
        # "существо, которому таким образом были нанесены повреждения, …": English "a creature dealt damage this way",
        # the relative clause set off by its commas (the lexer drops the one before SET_OFF, `words` the one after)
        "SET_OFF": table(
            {
                "<который> таким_образом были нанесены повреждения": "dealt_damage_this_way",
                "<который> были таким_образом нанесены повреждения": "dealt_damage_this_way",
                "<который> были нанесены повреждения таким_образом": "dealt_damage_this_way",
                # "целевое существо, которому были нанесены повреждения в этом ходу": dealt damage this turn
                "<который> были нанесены повреждения в_этом_ходу": "dealt_damage_this_turn",
                "<который> в_этом_ходу были нанесены повреждения": "dealt_damage_this_turn",
                "<который> в_этом_ходу уже были нанесены повреждения": "dealt_damage_this_turn",
                # "целевое существо, которое нанесло вам повреждения в этом ходу": that dealt damage to you this turn
                "<который> нанес|нанесла|нанесло|нанесли вам повреждения в_этом_ходу": "dealt_damage_to_you_this_turn",
                "<который> в_этом_ходу нанес|нанесла|нанесло|нанесли вам повреждения": "dealt_damage_to_you_this_turn",
                # "целевое существо, находящееся рубашкой вверх": face-down, set off (a STATUS before the noun)
                "<находящийся> рубашкой_вверх|лицом_вниз": "face-down",
            }
        ),
    },
    "WITH_STAT": {"COMPARE": {"меньше": "less", "больше": "greater"}},
    # "если вы контролируете больше существ, чем любой другой игрок": more (or fewer) objects than another's, the other
    # after ", чем" (effects-ru.lark; elsewhere "больше" is a cost's change, "стоит на {1} больше")
    "CONTROLLER": {"MORE": {"больше": "more", "меньше": "fewer"}},
    "NOUN": {"AMONG": {"среди": "among"}},
}

# the words of effect_clauses.py, merged here so that effects.py, at its size limit, takes them with these
for _terminal, _words in CLAUSE_WORDS.items():
    SENTENCE_WORDS.setdefault(_terminal, {}).update(_words)
for _previous, _tables in CLAUSE_AFTER.items():
    for _terminal, _words in _tables.items():
        SENTENCE_AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_words)
for _terminal, _words in DAMAGE_AMOUNT_WORDS.items():
    SENTENCE_WORDS.setdefault(_terminal, {}).update(_words)
for _previous, _tables in DAMAGE_AMOUNT_AFTER.items():
    for _terminal, _words in _tables.items():
        SENTENCE_AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_words)
for _terminal, _words in [
    *PASSIVE_WORDS.items(),
    *DURATION_WORDS.items(),
    *STATE_ACTION_WORDS.items(),
    *SET_OFF_AMOUNT_WORDS.items(),
    *EVENT_WORDS.items(),
    *OBJECT_WORDS.items(),
    *OLDER_WORDS.items(),
    *LIFE_TOTAL_WORDS.items(),
    *EXILED_WITH_WORDS.items(),
    *EXILED3_WORDS.items(),
    *EXILED4_WORDS.items(),
    *LINKED_REF_WORDS.items(),
    *RELATIVE_QUALIFIER_WORDS.items(),
    *STATUS_WORDS.items(),
    *TURN_WORDS.items(),
]:
    SENTENCE_WORDS.setdefault(_terminal, {}).update(_words)
for _previous, _tables in [
    *PASSIVE_AFTER.items(),
    *DURATION_AFTER.items(),
    *STATE_ACTION_AFTER.items(),
    *SET_OFF_AMOUNT_AFTER.items(),
    *EVENT_AFTER.items(),
    *OLDER_AFTER.items(),
    *LIFE_TOTAL_AFTER.items(),
    *EXILED_WITH_AFTER.items(),
    *EXILED3_AFTER.items(),
    *LINKED_REF_AFTER.items(),
    *RELATIVE_QUALIFIER_AFTER.items(),
    *STATUS_AFTER.items(),
    *TURN_AFTER.items(),
]:
    for _terminal, _words in _tables.items():
        SENTENCE_AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_words)
