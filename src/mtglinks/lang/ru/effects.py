"""The Russian words of the effect grammar (grammar/effects.lark, with grammar/effects-ru.lark), as data.

Same terminals and values as English (`lang/en/effects.py`): "изгоните" is `exile`, "кладбища" the
zone `graveyard`, "существу" the type `creature`. Each entry is a pattern of lemmas in <…> and fixed
words (`effect_forms.table`): "<целевой> <игрок>" stands for every case form of "target player" card
text uses ("целевой игрок", "целевому игроку", "целевого игрока"), read from the shipped lemma table.
Case does the work of English prepositions ("наносит 2 повреждения целевому существу": the dative is
the "to"), so the grammar reads the objects after the verb without a preposition (effects-ru.lark).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_casting import CASTING_AFTER, CASTING_WORDS
from mtglinks.lang.ru.effect_choices import CHOICE_AFTER, CHOICE_WORDS
from mtglinks.lang.ru.effect_counts import COUNT_WORDS
from mtglinks.lang.ru.effect_forms import forms, table
from mtglinks.lang.ru.effect_links import LINK_WORDS
from mtglinks.lang.ru.effect_phrases import AFTER as _AFTER
from mtglinks.lang.ru.effect_phrases import MORE_WORDS as MORE_WORDS
from mtglinks.lang.ru.effect_phrases import OF_CHOSEN, phases, self_names
from mtglinks.lang.ru.effect_quantities import QUANTITIES
from mtglinks.lang.ru.effect_sentences import SENTENCE_AFTER, SENTENCE_WORDS
from mtglinks.lang.ru.effect_subtypes import regular_forms, subtype_lemmas, subtypes
from mtglinks.lang.ru.effect_this_way import THIS_WAY_AFTER, THIS_WAY_WORDS
from mtglinks.lang.ru.effect_types import TYPE_WORDS
from mtglinks.lang.ru.effect_verbs import VERB_WORDS
from mtglinks.lang.ru.effect_words_note import NOTE_WORDS
from mtglinks.lang.ru.effect_zones import zones

__all__ = ["AFTER", "MORE_WORDS", "WORDS", "subtypes"]

# "тот"/"этот" in every gender, number and case (the lemma table reads "то", "эту" as lemmas of their own)
_THAT = "тот|та|то|те|того|той|тому|ту|тем|тех|теми|том"
_THIS = "этот|эта|эти|этого|этой|этому|эту|этим|этих|этими|этом"
_THINGS = "<существо>|<карта>|<перманент>|<заклинание>|<фишка>|<земля>|<артефакт>"

_CASTING = "разыгрывания|за_разыгрывание|для_разыгрывания|для_игры ~|этого_заклинания"
_ACTIVATE = "активируйте|используйте|разыгрывайте|играйте эту способность"


# who controls, before the verb: "защищающийся игрок контролирует"
_CONTROLLING = {
    "вы": "you",
    "<защищающийся> <игрок>": "defending_player",
    "<целевой> <игрок>": "target_player",
    "<целевой> <оппонент>": "target_opponent",
    "<тот> <игрок>": "that_player",
    "<оппонент>": "opponent",
}


def _without(left_out: dict[str, str], entries: dict[str, str]) -> dict[str, str]:
    """The table of these entries, less the phrases another category reads."""
    return {phrase: value for phrase, value in table(entries).items() if phrase not in left_out}


# "Зачарованные существа, которых вы контролируете, получают +1/+1": enchanted creatures (many, the English STATUS
# "enchanted"), where "зачарованное существо" (one) is the permanent the Aura is attached to (REF)
_ENCHANTED_MANY = {
    f"{adjective} {noun}": "enchanted"
    for adjective in ("зачарованные", "зачарованных")
    for noun in forms("существо", "земля", "перманент", "артефакт")
}


WORDS: dict[str, dict[str, str]] = (
    VERB_WORDS
    | {
        "PLAYER": table(
            {
                "вы|вам|вас|вами": "you",
                "<каждый> <игрок>": "each_player",
                "<каждый> <оппонент>": "each_opponent",
                "<каждый> из <ваш> <оппонент>": "each_opponent",
                "<целевой> <игрок>": "target_player",
                "<целевой> <оппонент>": "target_opponent",
                "<тот> <игрок>": "that_player",
                "<этот> <игрок>": "that_player",
                "<оппонент>": "an_opponent",
                "<ваш> <оппонент>": "your_opponents",
                "его|ее|её|их|своему|своего|своим <владелец>": "its_owner",
                "<владелец>": "its_owner",
                "<контролирующий> его|ее|её|их <игрок>": "its_controller",
                "его|ее|её|их <контроллер>": "its_controller",
                "<защищающийся> <игрок>": "defending_player",
                f"<контролирующий> {_THAT}|{_THIS} {_THINGS} <игрок>": "its_controller",
                "<контролирующий> ~ <игрок>": "its_controller",
            }
        ),
        "REF": _without(
            OF_CHOSEN | _ENCHANTED_MANY,
            {
                "он|она|оно|они|его|ее|её|их|него|нее|неё|них|ему|ей|им|нему|ней|ним|ими|ними|нем|нём": "anaphora",
                "<тот> <существо>|<карта>|<перманент>|<заклинание>|<фишка>|<земля>|<артефакт>": "anaphora",
                "<зачарованный> <существо>|<земля>|<перманент>|<артефакт>": "attached",
                "<снаряженный> <существо>": "attached",
                "<укрепленный> <земля>": "attached",
                "<выбранный> <цвет>|<тип>|<игрок>|<карта>": "chosen",
                "<выбранный> вами <цвет>|<тип>|<игрок>|<карта>": "of_choice",
                "<изгнанный> <карта>": "exiled_with",
                # "верните ту изгнанную карту", "удаленную карту" (older wording: removed from the game)
                "<тот> <изгнанный> <карта>": "exiled_with",
                "|<тот> <удаленный> <карта>": "exiled_with",
                f"{_THAT} {_THINGS}|<источник>|<игрок>|чары|чар": "anaphora",
                f"{_THIS} <карта>|<фишка>|<существо>|<перманент>": "anaphora",
                # "предотвратите эти повреждения": that damage
                f"{_THAT}|{_THIS} <повреждение>": "anaphora",
                "<копия>": "anaphora",
                "остальные|остальных |<карта>|<существо>|<перманент>": "anaphora",
            },
        ),
        "SELF": self_names(),
        "TARGET": dict.fromkeys(forms("целевой"), "target"),
        # "может блокировать дополнительное существо": an additional creature
        "DET_A": dict.fromkeys(forms("дополнительный"), "additional"),
        # "существа-Щепки", "существо-Дракона": a type and a subtype joined by a hyphen, read as two words
        # (the lexer splits a hyphenated word whose first part is one of these)
        "HYPHEN_HEADS": dict.fromkeys(forms("существо"), "creature"),
        "EACH": dict.fromkeys(forms("каждый"), "each"),
        "ALL": dict.fromkeys(["все", "всех", "всем", "всеми"], "all") | dict.fromkeys(forms("оба", "обе"), "both"),
        # soulbond's pair: "Пока ~ находится в паре с другим существом, оба существа имеют Полет."
        "FIXED_COND": table(
            {
                "~ <находиться> в паре с другим существом": "paired",
                # a Leyline: "Если ~ находится в вашей начальной руке, вы можете начать партию с ним на поле битвы."
                "~ <находиться> в вашей начальной|стартовой руке": "in_opening_hand",
            }
        ),
        # "другое существо" (one) is another, "другие существа" (many) other
        "ANOTHER": dict.fromkeys(["другой", "другая", "другое", "другого", "другому", "другую", "другом"], "another"),
        "OTHER": dict.fromkeys(["другие", "других", "другим", "другими"], "other"),
        "UP_TO": {"не более чем": "up_to", "не более": "up_to", "до": "up_to"},
        # "в качестве копии любого существа на поле битвы": any (a longer phrase, "любое количество", wins)
        "ANY": dict.fromkeys(forms("любой"), "any"),
        "ANY_NUMBER": table({"любое|любым количество|количеством|число|числом": "any_number"}),
        # "наносит 5 повреждений, разделенных по вашему выбору между …": divided as you choose
        # "распределенных по вашему выбору|усмотрению между" (older printings)
        "DIVIDED": table({"<разделенный>|<распределенный> по вашему выбору|усмотрению между": "as_you_choose"}),
        "NUM": {f: "1" for f in forms("один")}
        | {f: "2" for f in forms("два")}
        | {f: "3" for f in forms("три")}
        | {f: "4" for f in forms("четыре")}
        | {f: "5" for f in forms("пять")}
        | {f: "6" for f in forms("шесть")}
        | {f: "7" for f in forms("семь")}
        | {f: "10" for f in forms("десять")}
        # collective numerals: "если под вашим контролем есть двое или более Врат"
        | {"двое": "2", "трое": "3", "четверо": "4"}
        | {"x": "X", "х": "X"},
        **TYPE_WORDS,
        "STATUS": table(
            {
                "<атакующий>": "attacking",
                "зачарованные|зачарованных": "enchanted",
                # "Целевое не атакующее существо": nonattacking, the "не" written apart
                "не <атакующий>": "nonattacking",
                "<блокирующий>": "blocking",
                "<атакующий> или <блокирующий>": "attacking or blocking",
                "<нападающий>": "attacking",
                "<нападающий> или <блокирующий>": "attacking or blocking",
                "<развернутый>": "untapped",
                "<неповернутый>": "untapped",
                "<незаблокированный>": "unblocked",
                "<находящийся> среди них|этих_карт|тех_карт|показанных_карт": "from_among",
                "случайно <выбранный>": "at_random",
                # "Пока ~ является чудовищным": monstrous (rule 701.37b)
                "<чудовищный>": "monstrous",
                # "Пока ~ прославлен": renowned (rule 702.112b)
                "<прославленный>": "renowned",
                # "Находящиеся рубашкой вверх существа под вашим контролем": face-down (as English's STATUS)
                "<находящийся> рубашкой_вверх|лицом_вниз": "face-down",
            }
        ),
        "TAPPED": table(
            {
                "<повернутый>": "tapped",
                "рубашкой_вверх|лицом_вниз": "face_down",
                # "на поле битвы повернутой и атакующей": tapped and attacking, one state as English reads it
                "<повернутый> и <атакующий>|<нападающий>": "tapped_attacking",
            }
        ),
        "CONTROLLER": table(
            {
                "под вашим|своим|вашем контролем": "you",
                "не под вашим контролем": "not_you",
                "под контролем <оппонент>": "opponent",
                "под контролем <ваш> <оппонент>": "opponent",
                "под контролем <целевой> <игрок>": "target_player",
                "под контролем <целевой> <оппонент>": "target_opponent",
                "под контролем <тот> <игрок>": "that_player",
                # "поверните все земли под контролем этого игрока": that player (as "того игрока")
                f"под контролем {_THIS} <игрок>": "that_player",
                # "все другие существа … под контролем контролирующего его игрока": its controller controls
                "под контролем <контролирующий> его|ее|её|их <игрок>": "its_controller",
                "под контролем <защищающийся> <игрок>": "defending_player",
                "под контролем <зачарованный> <игрок>": "enchanted_player",
                "под его|ее|её|их контролем": "they",
                "вы контролируете": "you",
                "под контролем его|ее|её|их|своего|своих <владелец>": "owner",
                "под контролем <владелец>": "owner",
                # where to: "верните его в игру под контроль владельца", "под контроль целевого оппонента"
                "под контроль |его|ее|её|их|своего|своих <владелец>": "owner",
                "под контроль <целевой> <оппонент>": "target_opponent",
                "под контроль <целевой> <игрок>": "target_player",
                "<который> вы владеете": "owner_you",
                # a condition's "defending player controls an Island", the player before the verb
                **{f"{who} <контролировать>": value for who, value in _CONTROLLING.items()},
            }
        ),
        # "если только защищающийся игрок не контролирует Остров": the "не" of "unless", or "if … doesn't control"
        "NOT_CONTROLLER": table({f"{who} не <контролировать>": value for who, value in _CONTROLLING.items()}),
        "ZONE": zones(),
        "DURATION": table(
            {
                "до конца хода": "end_of_turn",
                "в|на этом ходу|ходе": "this_turn",
                "в этот ход": "this_turn",
                "до вашего|своего следующего хода": "your_next_turn",
                "до конца вашего|своего следующего хода": "your_next_turn",
                "пока|до_тех_пор_пока ~ остается|остаётся|находится на поле битвы": "leaves_battlefield",
                "пока|до_тех_пор_пока ~ не покинет поле битвы": "leaves_battlefield",
                "на все время пока ~ остается|остаётся|находится на поле битвы": "leaves_battlefield",
                "пока вы контролируете ~": "you_control",
                # "если оппонент потерял жизнь в прошлом ходу": last turn
                "в прошлом|предыдущем ходу": "last_turn",
            }
        ),
        # "наносит … количество повреждений, равное …": damage, how much said after it
        "DAMAGE": table(
            {"<повреждение>": "damage", "<боевой> <повреждение>": "combat_damage", "количество повреждений": "damage"}
        ),
        # "вы получаете количество жизней, равное …": life, how much said after it
        "LIFE": table({"<жизнь>": "life", "<пункт> жизни": "life", "количество жизней|жизни": "life"}),
        "CONTROL_OF": {"контроль над": "control"},
        "SET_OFF": table(
            {
                "не <являющийся> <существо>": "not:creature",
                "не <являющийся> <земля>": "not:land",
                "не <являющийся> <артефакт>": "not:artifact",
                "не <являющийся> чарами": "not:enchantment",
                "не <являющийся> <заклинание> <существо>": "not:creature",
                "не <являющийся> <фишка>": "not:token",
                "не ~": "not:self",
                # "игроку, контролирующему то существо": the player who controls it
                f"<контролирующий> {_THAT}|{_THIS} {_THINGS}": "controls:anaphora",
                "<контролирующий> ~": "controls:self",
                # "Уничтожьте целевое существо, блокирующее ~": blocking ~ (English's qualifier)
                "<блокирующий> ~": "blocking_self",
                # "Выведите из игры целевое существо, блокирующее или блокируемое ~": "blocking or blocked by ~"
                "<блокирующий> или <блокируемый> ~": "blocking_or_blocked_by_self",
                # "целевой не являющийся землей перманент, имя которого не ~": English "not named ~"
                "имя которого|которой не ~": "not_named:self",
                # "выведите свою руку из игры, положив ее рубашкой вверх": putting it face down
                "положив ее|её|его|их рубашкой_вверх|лицом_вниз": "face_down",
                "<контролирующий> его|ее|её|их": "controls:anaphora",
                f"<контролирующий> {_THAT}|{_THIS} <источник>": "controls:anaphora",
                # "заклинание, целью которого является ~": a spell that targets it (the paragraph grammar keeps it
                # in the trigger event)
                "целью|целями которого|которой|которых является|являются ~": "targets",
                "не <являющийся> <существо> или <земля>": "not:creature:land",
                "не <являющийся> <земля> или <существо>": "not:creature:land",
                # haunt (rule 702.55): "существо, преследуемое ~, попадает на кладбище" (the creature ~ haunts), set
                # off by commas or before its noun
                "<преследуемый> ~|заклинанием_~": "haunted_by_self",
            }
        )
        | {  # "не являющееся Вампиром": a subtype's value is its lemma
            f"не {being} {form}": f"not:{lemma}"
            for lemma in subtype_lemmas()
            for being in forms("являющийся")
            for form in forms(lemma)
        },
        # "карту, находящуюся в вашей руке", "находящуюся на кладбище целевую карту", "существа, которые вы
        # контролируете": where it is, or who controls it, said by a participle or a relative pronoun before or
        # after the noun (effects-ru.lark `located`; the lexer drops the comma before it)
        "RELATIVE": dict.fromkeys(forms("находящийся"), "located")
        | dict.fromkeys(forms("который"), "which")
        # "существо, на котором есть жетон +1/+1": with a counter on it
        | table({"на <который> есть|имеется": "with"})
        # "все Снаряжения, прикрепленные к тому существу", "все прикрепленные к существам перманенты": attached to
        | dict.fromkeys(forms("прикрепленный"), "attached_to")
        # "целевое существо, владельцем которого вы являетесь": whose owner is (who, after it: effect_phrases AFTER)
        | table({"владельцем <который>": "which"}),
        "WHERE_X": {"где x": "x", "где х": "x", "где x это": "x", "где х это": "x"},
        # "фишку, являющуюся копией целевого существа": a token that's a copy of it
        "COPY_OF": table(
            {
                "<являющийся> копией|копиями": "copy",
                "в качестве копии|копий": "copy",
                "как копия": "copy",
                # "положите на поле битвы фишку, которая является копией …": a relative clause, as the participle
                "<который> является|являются копией|копиями": "copy",
            }
        ),
        "AS_LONG_AS": {"пока": "as_long_as", "до тех пор пока": "as_long_as"},
        # "если только вы не сбросите карту": unless you discard a card (the "не" is Russian's, not a negation)
        "UNLESS_NOT": {"если только": "unless"},
        # "не" before a verb: the action is negated ("если вы не контролируете …")
        "NOT": {"не": "not"},
        "ADDITIONAL_COST": table({f"в качестве дополнительной стоимости {_CASTING}": "spell"}),
        "WITH_STAT": table(
            {
                "с|со конвертированной мана-стоимостью": "mana_value",
                "с|со силой": "power",
                "с|со общей мановой стоимостью": "mana_value",
                "с|со выносливостью": "toughness",
            }
        ),
        "OR_LESS": {
            "или меньше": "or_less",
            "или менее": "or_less",
            "или больше": "or_greater",
            "или более": "or_greater",
            # "одно или несколько существ", "одному или нескольким существам": one or more
            "или несколько": "or_greater",
            "или нескольким": "or_greater",
            "или несколькими": "or_greater",
            "и меньше": "or_less",
            "и больше": "or_greater",
        },
        "WITHOUT_PAYING": table({"без уплаты его|ее|её|их мана-стоимости": "free"}),
        "THAT_MANY": table(
            {
                "столько же": "that_many",
                "столько": "that_many",
                # "затем берет такое же количество карт": that many
                "такое|таким же количество|количеством": "that_many",
            }
        ),
        # ", сколько Лесов вы контролируете": as many as (the count follows: effects-ru.lark `how_many`)
        "AS_MANY_AS": {"сколько": "as_many_as"},
        # the subtypes by lemma ("Вампиром" is Вампир), capitalised as type lines print them
        "SUBTYPE": {
            form: lemma[:1].upper() + lemma[1:]
            for lemma in subtype_lemmas()
            for form in [*forms(lemma), *regular_forms(lemma)]
        }
        # "существа с типом Человек": Human creatures (the subtype in the nominative after "с типом")
        | {f"с типом {lemma}": lemma[:1].upper() + lemma[1:] for lemma in subtype_lemmas()},
        "NUMBER_OF": table({"<количество>": "number_of", "<число>": "number_of"}),
        "BE": {"является": "is", "являются": "are", "находится": "is", "находятся": "are"},
        "INSTEAD": {"вместо этого": "instead"},
        "ONLY": {"только": "only"},
        # "Если ~ должен быть уничтожен, …": would (a replacement's event)
        "WOULD": dict.fromkeys(["должен", "должна", "должно", "должны"], "would")
        # "В следующий раз, когда … должен будет нанести …", "… будет наносить …": would (the future tense)
        | table({"должен|должна|должно будет": "would", "должны будут": "would", "будет|будут": "would"}),
        # "В следующий раз, когда …": the next time (English "The next time …")
        "NEXT_TIME": {"в следующий раз": "next_time"},
        # "на все время, пока вы контролируете ~": for as long as (the comma before "пока" is its own)
        # "… все время, пока вы контролируете ~": "на" unsaid too
        "_ALL_THE_TIME": table({"|на все|всё время": "all_the_time"}) | {"до тех пор": "until"},
        "WITHOUT": {"без": "without"},
        # "+" after a leveler's level: "УРОВЕНЬ 4+" (4 or more)
        # "хотя бы один жетон яда": at least one
        "OR_MORE": {"не менее": "or_more", "+": "or_more", "хотя бы": "or_more", "как минимум": "or_more"},
        "QUANTITY": QUANTITIES,
        "PHASE": phases(),
        "IF_YOU_DO": {
            "если вы это сделали": "you_do",
            "если вы это сделаете": "you_do",
            "если вы сделаете это": "you_do",
            "если вы сделали это": "you_do",
            "если вы так сделали": "you_do",
            "если вы проиграли": "you_lost",
            "если вы это делаете": "you_do",
            "если вы так делаете": "you_do",
            "если вы этого не делаете": "you_dont",
            "если вы не делаете этого": "you_dont",
            "если вы не можете": "you_cant",
            "если дань не была заплачена": "paid:not_tribute",
            # the day and night of the werewolves, one condition each
            "если в предыдущем ходу не было разыграно ни одного заклинания": "no_spells_last_turn",
            "если в предыдущем ходу игрок разыграл не менее двух заклинаний": "two_spells_last_turn",
        },
        "FOR_EACH": table({"за <каждый>": "for_each"}),
        # a state read whole after "если", "пока", "только если": four card types among the cards in a graveyard
        "STATE_TEST": table(
            {
                "среди карт на|в вашем|своем кладбище есть не_менее|как_минимум четырех типов карт": "card_types:4",
                # formidable: "сумма значений силы существ под вашим контролем равна 8 или больше"
                "сумма значений силы существ под вашим контролем равна 8 или больше": "have:total_power:8:or_greater",
            }
        ),
        "EQUAL_TO": dict.fromkeys(forms("равный"), "equal_to"),
        # "со способностью "…"": the quoted ability is what the object has
        "WITH": {"с": "with", "со": "with", "со способностью": "with_ability", "со способностями": "with_ability"},
        "FROM": {"из": "from", "из числа": "among", "среди": "among", "от": "from"},
        "INTO": {"в": "into", "во": "into"},
        "FROM_GAME": {"из игры": "exile"},
        # "Положите … наверх вашей библиотеки": on top of (as "на верх": the top is not kept in the zone)
        "ON": {"на": "on", "наверх": "on"},
        "TO": {"к": "to"},
        # "имеет Полет и способность "…"": the quoted ability is one more of the list
        "AND": {"и": "and", "а": "and", "а также": "and", "и способность": "and", "и способности": "and"},
        "OR": {"или": "or", "и/или": "and_or", "либо": "or"},
        "THEN": {"затем": "then", "потом": "then"},
        "IF": {"если": "if"},
        "MANA": table(
            {
                "|<один> ману любого цвета": "any_color",
                # "Добавьте одну ману того цвета": one mana of that color (English's value)
                "|<один> ману того|этого |же цвета": "that_color",
                "<три> маны одного любого цвета": "any_color",
                "<два> маны одного любого цвета": "any_color",
                "<два>|<три>|x|х маны любого одного цвета": "any_color",
                "<два>|<три>|x|х маны любых_цветов|в_любой_комбинации_цветов": "any_combination",
                "<два>|<три>|x|х маны в_любых_комбинациях_цветов": "any_combination",
                "<один> ману выбранного цвета": "chosen_color",
                "<один> ману любого типа": "any_type",
            }
        ),
        "TO_POOL": table(
            {
                "в ваше|свое|своё хранилище маны": "pool",
                "в ваш|свой запас маны": "pool",
                "в хранилище маны его контроллера|владельца": "pool",
                "в хранилище маны того игрока": "pool",
                "в запас|хранилище маны": "pool",
            }
        ),
        "TIMING": table(
            {
                f"{_ACTIVATE} только как волшебство": "sorcery",
                f"{_ACTIVATE} только при возможности разыгрывать волшебство": ("sorcery"),
                f"{_ACTIVATE} только один раз за ход": "once_each_turn",
                f"{_ACTIVATE} только один раз в ход": "once_each_turn",
                f"{_ACTIVATE} только во время вашего хода": "your_turn",
                f"{_ACTIVATE} только во время вашего шага поддержки": ("your_upkeep"),
                f"{_ACTIVATE} только во время боя": "combat",
                # older printings: "Играйте эту способность только на вашем ходу" (Activate only during your turn)
                f"{_ACTIVATE} только при возможности разыграть волшебство": "sorcery",
                f"{_ACTIVATE} только на вашем ходу": "your_turn",
                f"{_ACTIVATE} только в течение вашего шага поддержки": "your_upkeep",
                f"{_ACTIVATE} не более двух раз за ход": "twice_each_turn",
                f"{_ACTIVATE} не более трех раз за ход": "three_times_each_turn",
                f"{_ACTIVATE} только при возможности разыгрывать волшебство и только один раз за ход": (
                    "sorcery_once_each_turn"
                ),
                f"{_ACTIVATE}": "if",
                "любой игрок может активировать|использовать|разыгрывать|разыграть эту способность": "any_player",
            }
        ),
    }
)

# the words of the other modules, each terminal merged into the table that holds it (build.py reads WORDS | MORE_WORDS)
_TABLES = [*CASTING_WORDS.items(), *SENTENCE_WORDS.items(), *COUNT_WORDS.items(), *LINK_WORDS.items()]
_TABLES += CHOICE_WORDS.items()  # effect_choices.py
_TABLES += NOTE_WORDS.items()  # notes and the values noted, rule 607.2e (effect_words_note.py)
for _terminal, _table in [*_TABLES, *THIS_WAY_WORDS.items()]:
    (MORE_WORDS if _terminal in MORE_WORDS else WORDS).setdefault(_terminal, {}).update(_table)
for _previous, _tables in CASTING_AFTER.items():
    for _terminal, _table in _tables.items():
        _AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_table)


def _after_comma() -> dict[str, dict[str, str]]:
    """What "если" opens after a comma: "сбрасывает карту, если под вашим контролем есть Зомби" sets its condition
    off by the comma (IF_SET_OFF, whose comma the lexer drops, so that an object list does not take it); the
    phrases that start with "если" (IF_YOU_DO, IF_ABLE, UNLESS_NOT, …) keep their own terminals there. "то" and
    "тогда" after a comma are "then" (the lexer joins ", то" before a clause into one JOIN)."""
    out: dict[str, dict[str, str]] = {
        "IF_SET_OFF": {"если": "if"},
        "THEN": {"то": "then", "тогда": "then"},
        # "с тем же именем, что у него", "…, что и то заклинание": as (what has the same name)
        "AS": {"что у": "as", "что и": "as", "что и у": "as"},
        # "за каждую карту, показанную таким образом": a participle set off by the comma (the lexer drops it)
        "SET_OFF": {phrase: value for phrase, value in MORE_WORDS["QUALIFIER"].items() if phrase.endswith("образом")},
    }
    for terminal, entries in (WORDS | MORE_WORDS).items():
        for phrase, value in entries.items():
            # "Если …, то вы получаете 3 жизни": "то" (then) after the condition's comma joins its clause; the
            # phrases that start with "то" ("то существо") keep their own terminals there; so do the longer ones of
            # "контролирующий" ("контролирующий его игрок") over WHO_CONTROLS (effect_sentences.py)
            if phrase.startswith(("если ", "то ", "тогда ", "контролирующ")):
                out.setdefault(terminal, {})[phrase] = value
    return out


AFTER: dict[str, dict[str, dict[str, str]]] = _AFTER | {"_COMMA": _after_comma()}
# "если был заплачен усилитель {R}, то он наносит 2 повреждения …": the condition read apart (the paragraph's), "то"
# opens the sentence left as "then" (the phrases that start with "то", "то существо", keep their own terminals there)
AFTER.setdefault("", {}).setdefault("THEN", {})["то"] = "then"
for _terminal, _entries in (WORDS | MORE_WORDS).items():
    for _phrase, _value in _entries.items():
        if _phrase.startswith("то "):
            AFTER[""].setdefault(_terminal, {})[_phrase] = _value
for _previous, _tables in [*SENTENCE_AFTER.items(), *THIS_WAY_AFTER.items(), *CHOICE_AFTER.items()]:
    for _terminal, _table in _tables.items():
        AFTER.setdefault(_previous, {}).setdefault(_terminal, {}).update(_table)
