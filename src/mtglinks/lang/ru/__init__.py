"""Russian: printed text 2005-2016 ("в игру", "удалите … из игры", "выведите из игры") and current templates.

Russian inflects the card's own name ("изгнанные Карном Освобожденным", "при выходе Райского
Пера"): `inflect` gives every case and number form of each word of the name, from pymorphy3's
dictionary (or its guess for a word it does not know, such as a character's name). Keyword
names are capitalized in running text ("имеет Полет"), so the keyword table is matched without case.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from mtglinks.lang.base import NEVER, SYMBOL_COST_PARTS, Language, LemmaSource, level_band
from mtglinks.lang.ru.keyword_sentences import KEYWORD_SENTENCES
from mtglinks.lang.ru.tokenizer import TOKENIZER, analyzer

# Keyword as printed (lower case) -> canonical English name of rule 702.
_KEYWORDS = {
    "полет": "flying",
    "полёт": "flying",
    "первый удар": "first strike",
    "двойной удар": "double strike",
    "смертельное касание": "deathtouch",
    "защитник": "defender",
    "зачаровать": "enchant",
    "снарядить": "equip",
    "миг": "flash",
    "ускорение": "haste",
    "порчеустойчивость": "hexproof",
    "неразрушимость": "indestructible",
    "устрашение": "intimidate",
    "страх": "fear",
    "цепь жизни": "lifelink",
    "защита": "protection",
    "захват": "reach",
    "пелена": "shroud",
    "пробивной удар": "trample",
    "пробивающий удар": "trample",
    "бдительность": "vigilance",
    "угроза": "menace",
    "знание лесов": "forestwalk",
    "знание островов": "islandwalk",
    "знание болот": "swampwalk",
    "знание гор": "mountainwalk",
    "знание равнин": "plainswalk",
    "знание небазовых земель": "nonbasic landwalk",
    "знание легендарных земель": "legendary landwalk",
    "знание земель": "landwalk",
    "ярость": "rampage",
    "ядовитость": "poisonous",
    "безумие": "frenzy",
    "накопительная поддержка": "cumulative upkeep",
    "кумулятивная поддержка": "cumulative upkeep",
    "обход": "flanking",
    "выкуп": "buyback",
    "тень": "shadow",
    "цикл базовых земель": "basic landcycling",
    "цикл леса": "forestcycling",
    "цикл острова": "islandcycling",
    "цикл болота": "swampcycling",
    "цикл болот": "swampcycling",
    "цикл горы": "mountaincycling",
    "цикл равнины": "plainscycling",
    "цикл чародеев": "wizardcycling",
    "цикл щепки": "slivercycling",
    "цикл": "cycling",
    "эхо": "echo",
    "усилитель": "kicker",
    "мультиусилитель": "multikicker",
    "воспоминание": "flashback",
    "бешенство": "madness",
    "оборотень": "morph",
    "мегаоборотень": "megamorph",
    "усиление": "amplify",
    "провокация": "provoke",
    "шторм": "storm",
    "могильный шторм": "gravestorm",
    "родство с": "affinity",
    "сплетение": "entwine",
    "модульность": "modular",
    "солнечный выброс": "sunburst",
    "бусидо": "bushido",
    "перемещение души": "soulshift",
    "присоединение к": "splice",
    "ниндзюцу": "ninjutsu",
    "эпос": "epic",
    "созыв": "convoke",
    "перетягивание": "dredge",
    "трансмутация": "transmute",
    "кровожадность": "bloodthirst",
    "преследование": "haunt",
    "копия": "replicate",
    "прививка": "graft",
    "возврат": "recover",
    "рябь": "ripple",
    "мгновение ока": "split second",
    "отсрочка": "suspend",
    "исчезновение": "vanishing",
    "обмен аурами": "aura swap",
    "выкапывание": "delve",
    "укрепить": "fortify",
    "преображение": "transfigure",
    "заступник": "champion",
    "заступитесь за": "champion",
    "перевертыш": "changeling",
    "перевёртыш": "changeling",
    "вызывание": "evoke",
    "укрытие": "hideaway",
    "мародерство": "prowl",
    "мародёрство": "prowl",
    "упрочнение": "reinforce",
    "заговор": "conspire",
    "упорство": "persist",
    "увядание": "wither",
    "повтор": "retrace",
    "пожирание": "devour",
    "повышение": "exalted",
    "откопать": "unearth",
    "каскад": "cascade",
    "аннигилятор": "annihilator",
    "повышение уровня": "level up",
    "отскок": "rebound",
    "тотемная броня": "totem armor",
    "инфекция": "infect",
    "боевой клич": "battle cry",
    "живое оружие": "living weapon",
    "нетленность": "undying",
    "чудо": "miracle",
    "духовная связь": "soulbond",
    "перегрузка": "overload",
    "утилизация": "scavenge",
    "безудержность": "unleash",
    "шифр": "cipher",
    "эволюция": "evolve",
    "вымогательство": "extort",
    "слияние": "fuse",
    "дар": "bestow",
    "дань": "tribute",
    "свержение": "dethrone",
    "стойкость": "outlast",
    "искусность": "prowess",
    "рывок": "dash",
    "угнетение": "exploit",
    "прославленность": "renown",
    "пробуждение": "awaken",
    "лишение": "devoid",
    "заглатывание": "ingest",
    "несметность": "myriad",
    "всплеск": "surge",
    "скрытность": "skulk",
    "появление": "emerge",
    "эскалация": "escalate",
    "партнерство": "partner",
    "бесстрашие": "undaunted",
    "экипаж": "crew",
    "изготовление": "fabricate",
    "импровизация": "improvise",
    # Keywords of 2017-2022, as printed in Russian
    "последствия": "aftermath",
    "бальзамирование": "embalm",
    "увековечивание": "eternalize",
    "восхождение": "ascend",
    "помощь": "assist",
    "наставник": "mentor",
    "загробная жизнь": "afterlife",
    "зрелище": "spectacle",
    "побег": "escape",
    "мутация": "mutate",
    "компаньон": "companion",
    "похвальба": "boast",
    "предсказание": "foretell",
    "рассечение": "cleave",
    "тренировка": "training",
    "реконфигурация": "reconfigure",
    "блиц": "blitz",
    "вербовка": "enlist",
    "ненасытность": "ravenous",
    "отряд": "squad",
    "прототип": "prototype",
    "токсичность": "toxic",
    "за мирродин!": "for mirrodin!",
    "за мирродин": "for mirrodin!",
    "подкрепление": "backup",
    "угасание": "fading",
    "прогноз": "forecast",
    "поглощение": "absorb",
    "неистовство": "frenzy",
    "партнерство с": "partner with",
    "партнёрство с": "partner with",
}

# "this creature" in every case the text uses (nominative, genitive, dative, accusative,
# instrumental, prepositional); the subtypes of 2017-2022 text ("эта Сага", "этот Транспорт")
# capitalized as printed.
_SELF_TEMPLATES = (
    """
это существо|этого существа|этому существу|этим существом|этом существе
этот артефакт|этого артефакта|этому артефакту|этим артефактом|этом артефакте
эта земля|этой земли|этой земле|эту землю|этой землей|этой землёй
эти чары|этих чар|этим чарам|этими чарами|этих чарах
это заклинание|этого заклинания|этому заклинанию|этим заклинанием|этом заклинании
эта карта|этой карты|этой карте|эту карту|этой картой
этот перманент|этого перманента|этому перманенту|этим перманентом|этом перманенте
эта аура|этой ауры|этой ауре|эту ауру|этой аурой
это снаряжение|этого снаряжения|этому снаряжению|этим снаряжением|этом снаряжении
этот планесволкер|этого планесволкера|этому планесволкеру|этим планесволкером|этом планесволкере
эта фишка|этой фишки|этой фишке|эту фишку|этой фишкой
эта Аура|этой Ауры|этой Ауре|эту Ауру|этой Аурой
это Снаряжение|этого Снаряжения|этому Снаряжению|этим Снаряжением|этом Снаряжении
эта Сага|этой Саги|этой Саге|эту Сагу|этой Сагой
этот Транспорт|этого Транспорта|этому Транспорту|этим Транспортом|этом Транспорте
этот Класс|этого Класса|этому Классу|этим Классом|этом Классе
""".replace("\n", "|")
    .strip("|")
    .split("|")
)

# Endings of a masculine noun on a hard consonant, for names the dictionary misreads.
_HARD_CONSONANTS = set("бвгдзклмнпрстфх")
_MASCULINE_ENDINGS = ("а", "у", "ом", "е")
# Parts of speech a word of a card name can be (proper and common nouns, adjectives, participles).
_NAME_POS = {"NOUN", "ADJF", "PRTF", "ADJS", "PRTS"}


@cache
def inflect(word: str) -> set[str]:
    """Every case and number form of one word of a name, capitalized as the name writes it."""
    bare = word.rstrip(",.:;!?")
    if bare != word:  # "Варольц," of "Варольц, Изрезанный Шрамами": the comma stays put
        return {form + word[len(bare) :] for form in inflect(bare)}
    if not any("а" <= ch.lower() <= "я" or ch.lower() == "ё" for ch in word):
        return {word}
    if "-" in word:  # "Кор-Огнеход": only the last part inflects
        head, _, tail = word.rpartition("-")
        return {f"{head}-{form}" for form in inflect(tail)}
    parses = [p for p in analyzer().parse(word) if p.tag.POS in _NAME_POS]
    if not parses:
        if word[-1:] in _HARD_CONSONANTS and word[:1].isupper():
            # a name the dictionary does not know at all ("Пентавус", "Огр": no part of speech): the regular
            # masculine forms, as below ("положите жетон на Пентавуса", "Непокорного Огра")
            return {word} | {word + ending for ending in _MASCULINE_ENDINGS}
        return {word}
    best = parses[0].score
    forms: set[str] = {word}
    for parse in parses:
        if parse.score < best / 4:  # unlikely readings would make the name match other words
            continue
        forms.update(lexeme.word for lexeme in parse.lexeme)
    if not any({"nomn", "sing"} <= p.tag.grammemes for p in parses) and word[-1:].lower() in _HARD_CONSONANTS:
        # pymorphy3 misreads some unknown names ending in a consonant ("Ашиок" as a genitive plural):
        # add the regular masculine forms ("Ашиоком", "Ашиока")
        forms.update(word + ending for ending in _MASCULINE_ENDINGS)
    if word[:1].isupper():
        forms = {f[:1].upper() + f[1:] for f in forms}
    forms |= {f.replace("ё", "е") for f in forms} | {f.replace("Ё", "Е") for f in forms}
    return forms


def _dictionary_check() -> Callable[[str], bool] | None:
    """Whether pymorphy3's dictionary knows a word form: its lemma of an unknown word is a guess from the
    ending, so a typo could otherwise pass as a form of a known lemma."""
    try:
        import pymorphy3  # type: ignore[import-untyped]  # no type information shipped
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    morph = pymorphy3.MorphAnalyzer()
    return lambda w: bool(morph.word_is_known(w))


LANGUAGE = Language(
    code="ru",
    name="Russian",
    display_order=3,
    dictionary_check=_dictionary_check,
    keywords=_KEYWORDS,
    self_templates=tuple(_SELF_TEMPLATES),
    # "Вместо этого существа под вашим контролем получают …" (Храбрая Оборона): "вместо этого" is "instead"
    template_not_after="[Вв]место ",
    # "… положенные в игру этим путем Они становятся …" (Охотящиеся Просторы), "… нечерное существо Оно не может быть
    # регенерировано." (Печать рока): a pronoun capitalized after a lower-case word opens a sentence whose full stop
    # the printing lost
    missing_stop=r"(?<=[а-яё]) (?=(?:Он|Она|Оно|Они) )",
    cost_parts={
        **SYMBOL_COST_PARTS,
        "cost:sacrifice": r"^пожертвуйте\b",
        "cost:discard": r"^сбросьте\b",
        "cost:exile": r"^(изгоните|удалите .*из игры|выведите .*из игры)\b",
        "cost:pay_life": r"^заплатите .*\bжизн",
        "cost:remove_counters": r"^(удалите|уберите|снимите) .*\bжетон",
        "cost:put_counters": r"^положите .*\bжетон",
        "cost:tap_untapped": r"^поверните\b",
        "cost:untap_other": r"^разверните\b",
        "cost:return": r"^верните\b",
        "cost:reveal": r"^покажите\b",
        "cost:pay_energy": r"^заплатите .*\{E\}",
        "cost:mill": r"^положите .*верхн\w* карт",
    },
    kind_patterns=(
        ("replacement", r"^при (входе|выходе|вводе) (~|.{0,40}~) (в игру|на поле битвы)"),
        ("replacement", r"^по мере того,? как (~|.{0,40}~) (входит|выходит|поворачивается|трансформируется)"),
        ("replacement", r"^~ (входит в игру|выходит на поле битвы) (повернут\w*|с )"),
        ("replacement", r"\bвместо этого\b|\bвместо того\b"),
        ("replacement", r"^если .* должн?(ен|а|о|ы)\b|\bпропустите\b"),
    ),
    modal_label=r"^выберите (одно|один|два|три|четыре|одно или оба|одно или несколько|любое количество|до \w+|x)\b",
    restriction=(
        r"^(активируйте|разыгрывайте|используйте|играйте) (эту способность |эти способности )?,? ?только\b|"
        r"^(активируйте|разыгрывайте|используйте) (эту способность|эти способности),? только\b|"
        r"^[а-яё]+йте только как волшебство\b|^эта способность может быть (активирована|разыграна) только\b"
    ),
    level_band=level_band("уровень"),
    # Russian Class cards print their level lines without a pattern of their own here
    class_level=NEVER,
    imperative=(
        r"^([а-яё]+(ите|йте|ьте))\b|^(целев\w+ (существо|игрок|оппонент|перманент|артефакт)|~ наносит|"
        r"любое количество целевых|до (одного|двух|трех|х) целевых|каждый (игрок|оппонент) "
        r"(жертвует|сбрасывает|берет|теряет))\b|\bдо конца хода\b|\bв этот ход\b"
    ),
    list_conjunction=r"^(или|и|и/или)\s",
    permanent_marker=(
        r"^(зачарованн\w+|снаряженн\w+|снаряжённ\w+|зачаровать|снарядить)\b|"
        r"^(существа|другие существа) под вашим контролем (получают|имеют)\b(?!.*\bдо конца хода\b)|"
        r"^пока\b|^~ (получает|имеет|не может|может|является|атакует|блокирует|входит|выходит|должен)\b"
    ),
    spell_static=(
        r"^в качестве дополнительной стоимости (разыгрывания|за разыгрывание|для разыгрывания) ~|^~ стоит\b|"
        r"^~ не может быть отмен|^это заклинание стоит\b|^вы можете (разыграть|сыграть) ~"
    ),
    cast_trigger=r"^(когда|каждый раз,? когда) вы (разыгрываете|играете|циклируете|сбрасываете) ~",
    # an ability word printed without its dash ("Отпечаток Когда ~ входит в игру, …")
    trigger_after_word=r"^[\w-]+ (?:когда|каждый раз)\b",
    # type-line words of an instant or sorcery
    spell_type=r"мгновенное заклинание|волшебство|прерывание",
    inflect=inflect,
    # Keyword lines of spells sometimes end with a period ("Чудо {1}{U}.")
    keyword_line_period=True,
    keyword_sentences=KEYWORD_SENTENCES,
    lemma_source=LemmaSource(
        "morphology",
        # participle short forms pymorphy3 reads as another word
        corrections={
            "усилен": "усиленный",
            "усилена": "усиленный",
            "усилено": "усиленный",
            "усилены": "усиленный",
            # the subtype Golem (pymorphy3 reads "голем" as a form of "голь")
            "голем": "голем",
            "големы": "голем",
            # and Merfolk (read as forms of "мерфолкнуть", "мерфолка", "мерфолок")
            "мерфолк": "мерфолк",
            "мерфолки": "мерфолк",
            "мерфолков": "мерфолк",
            # other subtypes pymorphy3 reads as verbs or adjectives ("топтереть", "эльдразить", "нагой")
            "топтер": "топтер",
            "эльдрази": "эльдрази",
            "нага": "нага",
            "наги": "нага",
            "пугало": "пугало",
            "пугала": "пугало",
            "теззерет": "теззерет",
            "элспет": "элспет",
            "трискелавит": "трискелавит",
            "ксенаг": "ксенаг",
            "ксенага": "ксенаг",
        },
    ),
    entry_choice=r"^по мере того,? как ~ (входит в игру|выходит на поле битвы), (вы можете )?выбер\w* [^.]*\.$",
    continuation=(
        r"^~|^(если|затем|потом|тогда|иначе|вместо|в этом случае|он|она|оно|они|его|ее|её|их|этот|эта|это|эти|тот|та|"
        r"то|те|когда|всякий раз|в начале|пока|до|x|вы можете|выбранн\w*)\b"
    ),
    # "Когда ~ входит в игру возьмите карту.", "В начале фазы поддержки вы теряете …": the event ends after entering
    # or after the step's name
    comma_less_trigger=(
        r"^когда ~ (?:входит в игру|выходит на поле битвы)(?= (?!под |повернут|с |и |или )[а-яё])"
        r"|^в начале [^,.~]*?фазы поддержки(?= [а-яё])"
    ),
    # "существо, которому ~ нанес повреждения в этом ходу, умирает, …": a clause of "который", then a verb of the
    # present tense (not an imperative, which opens the effect: "…, положите …")
    relative_event=r"^[^,]*\b(?:котор|преследуем)\w*\b[^,]*, [а-яё]+(?:ет|ит|ут|ют|ат|ят)(?:ся)?\b",
    # "шага поддержки игрока, контролирующего зачарованное существо, …": a participle of the genitive after the player;
    # "Когда вы совершаете цикл ~, или когда они попадают из игры на кладбище, …": a second event
    set_off_event=r"^(?:[а-яё]+(?:ущ|ющ|ащ|ящ)(?:его|ей|их)|(?:или|либо) когда) [^,]*$",
    tokenizer=TOKENIZER,
)
