"""Russian phrases of the effect grammar beside the main tables of `effects.py`, as data: the steps and
phases, the card's own name in every case, keywords in every case, counters and what "выберите" chooses (the
subtypes: `effect_subtypes.py`).
"""

from __future__ import annotations

from functools import cache

from mtglinks.lang.ru.effect_forms import forms, lemma_of, table

# whose step, before the step ("вашего шага поддержки") and after it ("шага поддержки каждого оппонента")
_WHOSE_BEFORE = {
    "": "the",
    "вашего": "your",
    "своего": "your",
    "каждого": "each",
    "следующего": "next",
    "вашего следующего": "your_next",
    # a phase is feminine: "в начале вашей следующей главной фазы"
    "вашей": "your",
    "своей": "your",
    "вашей следующей": "your_next",
}
_WHOSE_AFTER = {
    "каждого игрока": "each",
    "каждого оппонента": "opponent",
    "того игрока": "that_player",
    "целевого оппонента": "opponent",
    "защищающегося игрока": "defending_player",
    "зачарованного игрока": "enchanted_player",
}
_STEPS = {
    "шага поддержки": "upkeep",
    "этапа поддержки": "upkeep",
    "фазы поддержки": "upkeep",
    "заключительного шага": "end_step",
    "шага взятия карты": "draw_step",
    "боя": "combat",
    "первой главной фазы": "main1",
    "предбоевой главной фазы": "main1",
    "второй главной фазы": "main2",
    "главной фазы": "main",
    # older printed wording, "В конце хода": the end step
    "хода": "end_step",
}


def phases() -> dict[str, str]:
    """A trigger's step, "в начале <whose> <step>" with the "в начале" read by the paragraph grammar:
    value "<whose>:<step>", as in English."""
    out: dict[str, str] = {}
    for step, value in _STEPS.items():
        for whose, who in _WHOSE_BEFORE.items():
            out[f"{whose} {step}".strip()] = f"{who}:{value}"
        for whose, who in _WHOSE_AFTER.items():
            out[f"{step} {whose}"] = f"{who}:{value}"
    # "в начале этапа поддержки следующего хода": the next turn's upkeep (English's value)
    for step in ("шага поддержки", "этапа поддержки", "фазы поддержки"):
        out[f"{step} следующего хода"] = "next_upkeep"
    out["боя во время вашего хода"] = "the:combat_your_turn"
    out["боя в вашем ходу"] = "the:combat_your_turn"
    return out


def self_names() -> dict[str, str]:
    """The card itself: "~" (its name, after normalization) and "this creature" in every case."""
    from mtglinks.lang.ru import LANGUAGE

    return {"~": "self"} | {template.lower(): "self" for template in LANGUAGE.self_templates}


@cache
def keyword_forms() -> dict[str, str]:
    """Every case form of each keyword's name: "с Полетом", "Первым ударом", "Смертельным касанием" (each word of the
    name inflected from its lemma: "смертельное" is a form of "смертельный")."""
    from mtglinks.lang.ru import LANGUAGE

    return table(
        {
            " ".join(f"<{word}>|<{lemma_of(word)}>" for word in name.split()): canonical
            for name, canonical in LANGUAGE.keywords.items()
        }
    )


# counters by their kind, after the noun: "жетон заряда", "жетоны времени"
_COUNTER_KINDS = {
    "<заряд>": "charge",
    "<желание>": "wish",
    "времени": "time",
    "<странствие>": "quest",
    "судьбы": "fate",
    "уровня": "level",
    "<яд>": "poison",
    "ки": "ki",
    "возраста": "age",
    "угасания": "fade",
    "<лечение>": "healing",
    "руды": "ore",
    "<знание>": "knowledge",
    "<кровь>": "blood",
    "<лед>": "ice",
    "<спора>|споры": "spore",
    "<рост>": "growth",
    "<преданность>": "devotion",
    "<хранилище>": "storage",
    "<опыт>": "experience",
    "<верность>": "loyalty",
    "<зов>": "muster",
    "<сила>": "divinity",
    "<слизь>": "slime",
    "<рок>": "doom",
    "отчаяния": "despair",
    "изучения": "study",
    "давления": "pressure",
    "самоцвета|самоцветов": "gem",
    "дротика|дротиков": "javelin",
    # "жетон следов": Hoofprints of the Stag's hoofprint counters
    "следов": "hoofprint",
    # "УРОВЕНЬ 1-3", "УРОВЕНЬ 4+": a leveler's level (rule 711), the counters' kind its first word (as English reads
    # "LEVEL 1-3")
    "уровень": "level",
    # the kind as an adjective before the noun: "с тремя временными жетонами", "накопительный жетон"
    "<временной>": "time",
    "<накопительный>": "storage",
    "<ледяной>": "ice",
}


def new_tokens() -> dict[str, str]:
    """Older printed wording of "create": "положите на поле битвы (одну|две|X) фишку…", read whole right after
    the verb, the count its value ("1" when none is said)."""
    counts = (
        {"": "1", "x|х|X|Х": "X"} | {f"<{n}>": v for n, v in _COUNTS.items()} | {str(n): str(n) for n in range(2, 21)}
    )
    out: dict[str, str] = {}
    for count, value in counts.items():
        out |= table({f"на_поле_битвы|в_игру {count} <фишка>": value})
    return out


# who has it, "у" (at) and the pronoun or the card: "как будто у них есть Миг"
_HAS = "у_него|у_нее|у_неё|у_них|у_~"

_COUNTS = {"один": "1", "два": "2", "три": "3", "четыре": "4", "пять": "5", "шесть": "6", "семь": "7", "десять": "10"}


# What "выберите" chooses ("одно" there is a mode, not a number).
CHOICES: dict[str, str] = table(
    {
        "цвет": "color",
        "тип существа": "creature_type",
        "тип карты": "card_type",
        "название карты": "card_name",
        "число": "number",
        "одно": "mode",
        "одно или оба": "mode",
        "одно или несколько": "mode",
        "два": "mode",
        "<оппонент>": "opponent",
        "<игрок>": "player",
        "новые цели для копии|копий|нее|него|этой_копии|этих_копий|той_копии": "targets",
        "новую цель для копии|нее|него|этой_копии|той_копии": "targets",
        "тип базовой земли": "basic_land_type",
    }
)

# "существа выбранного типа", "перманент выбранного цвета": of the chosen type, the genitive after the noun (English
# "of the chosen type"); these forms are no reference of their own (effects.py leaves them out of REF)
OF_CHOSEN: dict[str, str] = table(
    {
        "выбранного|выбранных |вами цвета|цветов": "of:chosen_color",
        "выбранного|выбранных |вами типа|типов": "of:chosen_type",
        "выбранного|выбранных |вами типа|типов существ|существа": "of:chosen_creature_type",
    }
)

MORE_WORDS: dict[str, dict[str, str]] = {
    "COUNTER_N": dict.fromkeys(forms("жетон", "счетчик"), "counter"),
    "COUNTER_KIND": table(_COUNTER_KINDS),
    "THE_TOP": {f: "top" for f in forms("верхний")} | {f: "bottom" for f in forms("нижний")},
    "QUALIFIER": table(
        {
            # "игрок поворачивает землю для получения маны": taps a land for mana
            "для получения маны": "for_mana",
            "<изгнанный> таким образом": "exiled_this_way",
            "<удаленный> таким образом": "exiled_this_way",
            "<показанный> таким образом": "revealed_this_way",
            "<сброшенный> таким образом": "discarded_this_way",
            "<уничтоженный> таким образом": "destroyed_this_way",
            "<пожертвованный> таким образом": "sacrificed_this_way",
            # "Поврежденное таким образом существо не может быть регенерировано": a creature dealt damage this way
            # (the lemma table holds two of its forms)
            "<поврежденный>|поврежденная|поврежденную|поврежденные|поврежденного|поврежденной|поврежденных"
            " таким|этим образом|способом": "dealt_damage_this_way",
            "в дополнение к своим другим типам|цветам|типам_существ|цветам_и_типам": "in_addition",
            "в дополнение к его|ее|её другим типам|цветам|типам_существ|цветам_и_типам": "in_addition",
            # "выбранный вами источник": a source of your choice (before its noun)
            "<выбранный> вами": "choice:yours",
            # "каждому другому существу того же цвета": of the same color (as the object named before)
            "того же цвета": "same:color",
            "того же типа": "same:type",
            # "Отмените целевое заклинание с тем именем": with that name (the name chosen)
            "с тем именем|названием": "with:that:name",
            # "не может разыгрывать более одного заклинания за ход": each turn (English "more than one spell each turn")
            "за ход": "each_turn",
            "за каждый ход": "each_turn",
            # "целевого заклинания с единственной целью": with a single target
            "с единственной|одиночной целью": "single_target",
            # "существо с наибольшей силой или с одинаковым значением наибольшей силы": or tied for the greatest power
            # ("… с другим существом": tied with another creature, what a tie is)
            "или с одинаковым значением наибольшей силы|выносливости|конвертированной_мана-стоимости "
            "|с_другим_существом": "or_tied",
            # haunt (rule 702.55): "преследуемое им существо" (the creature it haunts; "преследуемое ~" is SET_OFF's)
            "<преследуемый> им|ею": "haunted_by_it",
            # "перманент с таким типом": of that type (the type chosen); "существом 2/2 со всеми типами существ": with
            # every creature type
            "с таким типом": "of:that_type",
            "со всеми типами существ": "with:every_creature_type",
            # "заклинания с выбранным именем": with the chosen name (English's value)
            "с выбранным именем|названием": "with:chosen_name",
            # "фишку существа 1/1 с выбранным цветом и типом" (the English "of the chosen color and type")
            "с выбранным цветом и типом": "of:chosen_color*chosen_type",
        }
    )
    | OF_CHOSEN,
    "AT_RANDOM": {
        "в любом порядке": "any_order",
        "в произвольном порядке": "any_order",
        "в случайном порядке": "random_order",
        "случайным образом": "random",
    },
    # "не может быть заблокирован менее чем двумя существами": can't be blocked except by two or more
    "BY": {"менее чем": "except_by"},
    # "положите их обратно в любом порядке": put them back
    "BACK": {"обратно": "back", "назад": "back"},
    # "Ваши оппоненты не могут разыгрывать заклинания во время вашего хода": during your turn
    "DURING": {
        # "Разверните все существа под вашим контролем во время шага разворота каждого другого игрока" (Seedborn
        # Muse's "during each other player's untap step"): read whole, the value of English's step
        "во время шага разворота каждого другого игрока": "each_other:untap_step",
        "во время вашей основной фазы": "your_main_phase",
        "во время вашего хода": "your_turn",
        "во время своего хода": "your_turn",
        "во время вашего шага поддержки": "your_upkeep",
        "во время боя": "combat",
        # "~ не может атаковать во время дополнительных ходов": during extra turns
        "во время дополнительных ходов": "extra_turns",
        # "вы разыгрываете заклинание во время хода оппонента": during an opponent's turn
        "во время хода оппонента": "opponent_turn",
        "во время хода вашего оппонента": "opponent_turn",
        # "Вы контролируете целевого игрока во время его следующего хода": during that player's next turn
        "во время его следующего хода": "that_player_next:turn",
        "во время ее следующего хода": "that_player_next:turn",
    },
    # "Если вы ищете таким образом в вашей библиотеке": this way
    "THIS_WAY": {"таким образом": "this_way", "таким способом": "this_way"},
    # "В противном случае положите …": otherwise (no comma after it)
    "OTHERWISE": {"в противном случае": "otherwise"},
    # kicker: "Если была заплачена стоимость Усилителя", "Если ~ получило Усилитель" (if it was kicked)
    "PAID": table(
        {
            "была заплачена|оплачена|уплачена стоимость усилителя|мультиусилителя": "kicked",
            "получил|получила|получило|получили усилитель": "kicked",
        }
    ),
    # "источника по вашему выбору": of your choice
    "OF_CHOICE": table(
        {
            "по вашему выбору": "yours",
            "по своему|его|ее|её выбору": "their",
            "по выбору оппонента": "opponent",
        }
    ),
    # "все карты с тем же именем, что и то заклинание": the same name (as what follows: AS, after the comma)
    "SAME": table(
        {
            "тем же именем|названием": "name",
            "таким же именем|названием": "name",
        }
    ),
    # "существо с именем ~": named
    "NAMED": {"с именем": "named", "с названием": "named"},
    # another card's name after "с именем" (the lexer's CARD_NAME): capitalised words, and these small ones between
    # them ("Мангара из Корондона")
    "NAME_LINK": dict.fromkeys(("из", "и"), "link"),
    # "~ может блокировать, как будто она имеет Полет": as though it had
    "AS_THOUGH_HAD": table(
        {
            "как_будто|как_если_бы он|она|оно|они|~ <иметь>|<обладать>|обладал|обладала|обладало|обладали": "had",
            # "как если бы он обладал способностью полета": the keyword in the genitive after "способностью"
            "как_будто|как_если_бы |он|она|оно|они|~ обладал|обладала|обладало|обладали способностью": "had",
            # "как если бы у него был Захват"
            f"как_будто|как_если_бы {_HAS} есть|был|была|было|были": "had",
        }
    ),
    # "как будто у них есть Миг", "как если бы у него не было способности Защитника": as English "as though it had
    # flash" (the comma before it is its own: the lexer drops it)
    "AS_THOUGH": table(
        {
            f"как_будто|как_если_бы {_HAS} есть|был|была|было|были миг": "flash",
            f"как_будто|как_если_бы {_HAS} есть|был|была|было|были ускорение": "haste",
            f"как_будто|как_если_бы {_HAS} не было способности защитника|защитник": "no_defender",
            "как_будто|как_если_бы он|она|оно|~ не был|была|было <заблокированный>": "not_blocked",
            # "как если бы она не обладала способностью Защитник", "как если бы они не имели этой способности" (the
            # defender said before): as though it didn't have defender
            "как_будто|как_если_бы он|она|оно|они не обладал|обладала|обладало|обладали способностью "
            "защитник|защитника": "no_defender",
            "как_будто|как_если_бы они не имели этой способности": "no_defender",
            # "как будто у тех существ есть Ускорение": as though they had haste
            "как_будто|как_если_бы у тех|этих существ есть ускорение": "haste",
        }
    ),
    # "Тратьте эту ману только на разыгрывание заклинаний": spend it only to cast (the verb a noun: effect_verbs)
    "SPEND_ONLY": table({"тратьте|потратьте эту|ту ману только": "only_to"}),
    # "Разыгрываемые вами заклинания существ стоят на {1} меньше.": what a spell costs
    "COSTS": table({"стоит|стоят |вам на": "cost"}),
    "COST_CHANGE": {"меньше": "less", "больше": "more"},
    # "Разыгрываемые вами заклинания": spells you cast, the caster before the noun (effects-ru.lark `cast_by`)
    "CAST_BY": table(
        {
            "<разыгрываемый> вами": "cast_by_you",
            "<разыгрывание> вами": "cast_by_you",
            "<разыгрываемый> <ваш> <оппонент>|<оппонент>": "cast_by_opponent",
            # "положите принадлежащую оппоненту карту из изгнания …": the owner before the noun (English "a card an
            # opponent owns")
            "<принадлежащий> <оппонент>": "owner_opponent",
            "<принадлежащий> <ваш> <оппонент>": "owner_opponent",
            "<принадлежащий> <целевой> <игрок>": "owner_target_player",
            "<принадлежащий> вам": "owner_you",
        }
    ),
    # "теряют все свои способности до конца хода": all its abilities (English "lose all abilities")
    "KEYWORD": {"все способности": "all_abilities", "все свои способности": "all_abilities"} | keyword_forms(),
    "IT_IS": {"это": "is", "это не": "is_not", "при этом": "is"},
    # "если это не ваш ход", "Если идет ваш ход": whose turn it is
    "TURN": {"ваш ход": "yours"},
    # "При этом она остается землей.": it's still a land
    "STILL": table({"он|она|оно|они <оставаться>": "still"}),
    "THERE_ARE": {"есть": "are", "было": "are", "были": "are"},
    # "если у вас есть существо со способностью полета": who has it, "у" (at) before the holder (effects-ru.lark)
    "_HAS_AT": {"у": "at"},
    # "если на вашем кладбище нет карт": there are none
    "THERE_ARE_NONE": {"нет": "none", "не было": "none"},
    "THE_NEXT": dict.fromkeys(forms("следующий"), "next"),
    "WOULD_BE_DEALT": table(
        {
            "<который> <должен>|<должный> быть <нанесенный>": "dealt",
            "<который> будет|будут <нанесенный>": "dealt",
        }
    ),
    # "При выходе ~ на поле битвы, …": as the card enters (a replacement's condition)
    "AS_ENTERS": {"при выходе": "as", "при входе": "as"},
    "IF_ABLE": table({"если|если_они|если_оно|если_он|если_она <мочь>": "if_able", "если это возможно": "if_able"}),
    # "Вы можете заплатить {1}{W} вместо уплаты мана-стоимости ~.": an alternative cost
    "RATHER_THAN": table(
        {
            "вместо уплаты|оплаты мана-стоимости ~|этого_заклинания|его|ее|её|их": "mana_cost",
            "вместо уплаты|оплаты мановой стоимости ~|этого_заклинания|его|ее|её|их": "mana_cost",
        }
    ),
    # "теряет половину своих жизней, округленную в большую сторону": half their life, rounded up
    "HALF": {"половину": "half"},
    "ROUNDED": table(
        {
            "с_округлением|округленную|округленной|округленное|округленный|округленные в_большую_сторону|вверх": "up",
            "с_округлением|округленную|округленной|округленное|округленный|округленные в_меньшую_сторону|вниз": "down",
        }
    ),
    # "Если игрок это делает, …": if that player does (the player said before, as English "If that player does")
    "DOES": table({"это делает|сделает|делают|сделают": "does", "делает|сделает|делают|сделают это": "does"}),
    # "вы получаете эмблему со способностью "…"": you get an emblem with
    "EMBLEM": table({"<получать>|<получить> эмблему со_способностью|с_способностью": "emblem"}),
    # "Сила и выносливость ~ равны количеству …": a characteristic the text defines (whose: after it)
    "STAT_IS": {"сила и выносливость": "power_toughness"},
    "ACTIVATE_ONLY_IF": table(
        {
            "активируйте|используйте|разыгрывайте эту способность только если": "if",
            "только если": "if",
            # older printings: "Разыгрывайте эту способность только тогда, когда у вас в руке нет карт" (the comma
            # and "когда" after it: effects-ru.lark)
            "только тогда": "if",
        }
    ),
}

_IT_IS = {f"{pronoun} {verb}": "is" for pronoun in ("он", "она", "оно", "они") for verb in ("является", "являются")}

# Read first right after a terminal: after "выберите", what is chosen; after a bonus ("+2/+2 и Полет"), "и"
# opens a clause of its own (its verb, "получает", implied: effects-ru.lark).
# "ее сила", "его сила и защита": the stat of a thing named before, its owner a possessive before it
_WHOSE_STAT = {
    f"{whose} {stat}": value
    for whose in ("его", "ее", "её", "их")
    for stat, value in (
        ("сила", "power"),
        ("выносливость", "toughness"),
        ("сила и выносливость", "power_toughness"),
        ("сила и защита", "power_toughness"),
    )
}

AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CHOOSE": {"CHOICE": CHOICES},
    "PT": {"JOIN": {"и": "and"}},
    # "получают +0/+1 и все типы существ": and gain all creature types (the verb implied after the bonus's "и")
    "JOIN": {"EVERY_TYPE": {"все типы существ": "creature_type"}},
    # "с силой не менее 4": the bound before the number
    "WITH_STAT": {"OR_LESS": {"не менее": "or_greater", "не более": "or_less"}},
    "PUT": {"NEW_TOKENS": new_tokens()},
    # "У нее есть способность "…"": it has (the "у" read with the pronoun, as a REF)
    # "если оно было Человеком": was, after the pronoun
    "REF": {
        "GAIN": {"есть способность": "have", "есть способности": "have"},
        "BE": {"был": "is", "была": "is", "было": "is", "были": "are"},
    },
    "SELF": {
        "BE": {"был": "is", "была": "is", "было": "is", "были": "are"},
        # "Если ~ было разыграно из кладбища": was cast (read before "было" alone, BE)
        "PAID": table({"был|была|было|были разыгран|разыграна|разыграно|разыграны": "cast"}),
    },
    # "все остальные существа": all other (alone, "остальные" is a reference: "верните остальные")
    # "Защиту от всех цветов": protection from all colors (the noun after "всех" only)
    "ALL": {
        "OTHER": dict.fromkeys(["остальные", "остальных", "остальным", "остальными"], "other"),
        "NOUN": {"цветов": "color"},
    },
    # "пока оно является Человеком": as long as it's a Human (a pronoun and "является" read as English "it's")
    "AS_LONG_AS": {"IT_IS": _IT_IS},
    # "положите … карту из изгнания на кладбище того игрока": after where from, "на" is where to (alone, "на кладбище
    # того игрока" is where something is)
    "ZONE": {"ON": {"на": "on"}},
    # "но при этом он является Иллюзией …": a copy's exception, what it is (English "except it's an Illusion …")
    "EXCEPT": {"IT_IS": _IT_IS},
    # "половину своих жизней": whose life
    "HALF": {"POSS_PRONOUN": {"своих": "they", "своей": "they", "его": "they", "ее": "they", "её": "they"}},
    # "получает тень до конца хода": the keyword shadow, not the subtype Shade ("Тень")
    # "получает все типы существ": gains all creature types (the subject is every creature type, rule 205.3m)
    "GAIN": {"KEYWORD": {"тень": "shadow"}, "EVERY_TYPE": {"все типы существ": "creature_type"}},
    # "становится копией ~": becomes a copy of (elsewhere "копия" is a reference: "положите копию …")
    "BECOME": {"COPY_OF": {"копией": "copy"}},
    # "Возьмите количество карт, равное …", "сбрасывает количество карт, равное …": cards, how many said after
    "DRAW": {"NOUN": {"количество карт": "card"}},
    "V_OBJ": {"NOUN": {"количество карт": "card"}},
    # "…, и его активируемые способности нельзя активировать": whose, at the start of a clause
    # "а другую — на ваше кладбище": the other card (of the two just named), as English's "and the other" (only the
    # feminine accusative: "и другой Союзник" is another Ally)
    # "…, а ее выносливость равна выносливости того существа": the stat the text defines, its owner before it
    "AND": {
        "POSS_PRONOUN": {"его": "it", "ее": "it", "её": "it", "их": "they"},
        "REF": {"другую": "anaphora"},
        "STAT_IS": _WHOSE_STAT,
    },
    # at the start of a sentence, "Сила ~ равна …", "Ее сила равна силе того существа": the stat the text defines, its
    # owner after it or before it (elsewhere "сила ~" is a quantity: "равный силе ~")
    "": {
        "STAT_IS": {"сила": "power", "выносливость": "toughness", "сила и выносливость": "power_toughness"}
        | _WHOSE_STAT
    },
    # "Пока ваша Преданность черному меньше пяти": a quantity compared, with no verb
    "QUANTITY": {
        "COMPARE": {
            "меньше": "less",
            "больше": "greater",
            "меньше или равно": "at_most",
            "больше или равно": "at_least",
            "меньше или равна": "at_most",
            "больше или равна": "at_least",
        }
    },
    # "Защиту от выбранного цвета": after "от" (from), the chosen color is the reference English reads there
    "FROM": {"REF": {phrase: "of_choice" if " вами " in phrase else "chosen" for phrase in OF_CHOSEN}},
    # "Если идет ваш ход": if it's your turn
    "IF": {"IT_IS": _IT_IS | {"идет": "is", "идёт": "is"}},
    # "находящуюся на кладбище целевую карту": after "находящийся", "на кладбище" is where it is, not where to
    "RELATIVE": {
        "ZONE": table({"на кладбище|кладбищах": "graveyard", "на поле битвы": "battlefield"}),
        # "целевое существо, которое вы не контролируете": who does not control it
        "CONTROLLER": table({"вы не <контролировать>": "not_you", "не <находиться> под вашим контролем": "not_you"})
        # "владельцем которого вы являетесь": you own it
        | {"вы являетесь": "owner_you"},
    },
}
