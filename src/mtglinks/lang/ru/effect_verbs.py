"""The Russian verbs of the effect grammar, as data: each verb terminal's lemmas and their `Verb`.

A verb is listed by its lemmas, perfective and imperfective ("изгнать", "изгонять"); its forms (the
imperative "изгоните", the third person "изгоняет", "изгонят", the second person "изгоняете", the
infinitive after "можете") come from the lemma table (`effect_forms.forms`). The terminals are those of
English (`lang/en/effect_verbs.py`), and each verb maps to the same `Verb`: "изгоните" is `exile`.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import forms, table


def _verbs(entries: dict[tuple[str, ...], Verb | str], then: str = "") -> dict[str, str]:
    """{lemmas: value} -> {form: value}; `then`, words every form is followed by ("с": "сражается с")."""
    out: dict[str, str] = {}
    for lemmas, value in entries.items():
        for form in forms(*lemmas):
            out.setdefault(f"{form} {then}".strip(), str(value))
    return out


# Verbs taking an object phrase: "уничтожьте целевое существо", "каждый игрок жертвует существо".
_OBJECT_VERBS: dict[tuple[str, ...], Verb | str] = {
    ("уничтожить", "уничтожать", "разрушить"): Verb.DESTROY,
    ("изгнать", "изгонять"): Verb.EXILE,
    ("пожертвовать", "жертвовать"): Verb.SACRIFICE,
    ("повернуть", "поворачивать"): Verb.TAP,
    ("развернуть", "разворачивать"): Verb.UNTAP,
    ("регенерировать",): Verb.REGENERATE,
    ("показать", "показывать", "открыть", "открывать"): Verb.REVEAL,
    ("сбросить", "сбрасывать"): Verb.DISCARD,
    ("трансформировать",): Verb.TRANSFORM,
    ("разыграть", "разыгрывать"): Verb.CAST,
    ("сыграть", "играть"): Verb.PLAY,
    ("прикрепить", "прикреплять"): Verb.ATTACH,
    ("открепить", "откреплять"): Verb.UNATTACH,
    (
        "перетасовать",
        "перетасовывать",
        "тасовать",
        "перемешать",
        "перемешивать",
        "втасовать",
        "втасовывать",
        "замешать",
        "замешивать",
    ): Verb.SHUFFLE,
    ("удвоить", "удваивать"): Verb.DOUBLE,
    ("скопировать", "копировать"): Verb.COPY,
    ("активировать",): Verb.ACTIVATE,
    ("воплотить",): Verb.MANIFEST,
    ("задержать",): Verb.DETAIN,
    ("обменять", "поменять"): Verb.EXCHANGE,
    ("циклировать",): Verb.CYCLE,
    # "Когда ~ угнетает существо, …": exploits a creature
    ("угнетать", "угнести"): Verb.EXPLOIT,
}

# Verbs with a number or nothing after them: "предскажите 2", "чудовищность 3".
_NUMBER_VERBS: dict[tuple[str, ...], Verb | str] = {
    ("предсказать",): Verb.SCRY,
    ("чудовищность",): Verb.MONSTROSITY,
}

VERB_WORDS: dict[str, dict[str, str]] = {
    "V_OBJ": _verbs(_OBJECT_VERBS)
    | _verbs({("принести", "приносить"): Verb.SACRIFICE}, then="в жертву")
    # "каждый оппонент жертвует по одному существу": each sacrifices one
    | _verbs({("принести", "приносить"): Verb.SACRIFICE}, then="в жертву по")
    | _verbs({("пожертвовать", "жертвовать"): Verb.SACRIFICE}, then="по")
    | _verbs({("совершать", "совершить"): Verb.CYCLE}, then="цикл")
    | _verbs({("сразиться", "сражаться", "драться"): Verb.FIGHT}, then="с")
    # "Тратьте эту ману только на разыгрывание …": the verb as a noun after the spending
    | table({"на <разыгрывание>": str(Verb.CAST)})
    | _verbs({("столкнуться", "сталкиваться"): Verb.CLASH}, then="с")
    # "Измените цель целевого заклинания с единственной целью": change the target of (rule 115.7)
    | _verbs({("изменить", "изменять"): Verb.CHANGE_TARGET}, then="цель"),
    "V_NUM": _verbs(_NUMBER_VERBS)
    | table(
        {
            "<использовать> дознание": str(Verb.INVESTIGATE),
            "<использовать> подмогу": str(Verb.BOLSTER),
            "подмога": str(Verb.BOLSTER),
            "<использовать> распространение": str(Verb.PROLIFERATE),
            "<использовать> заселение": str(Verb.POPULATE),
            "<содействие>": str(Verb.SUPPORT),
            "<выиграть>|<выигрывать> партию|игру": str(Verb.WIN),
            # "Если вы выиграли, …" (a clash or a coin flip): as English "If you win", the verb win_flip
            "выиграли|выиграете|выигрываете|выиграл|выиграла": str(Verb.WIN_FLIP),
            # a clash: "Если вы выигрываете бросок, …" (if you win)
            "выиграли|выиграете|выигрываете|выиграл|выиграла бросок": str(Verb.WIN_FLIP),
            # "Если вы проигрываете бросок, пожертвуйте ~." (if you lose the flip)
            "проиграли|проиграете|проигрываете|проиграл|проиграла бросок": str(Verb.LOSE_FLIP),
            "<сделать> дополнительный ход вслед_за_этим|после_этого": str(Verb.TAKE_TURN),
            "<подбросить> монетку|монету": str(Verb.FLIP),
            "<проиграть>|<проигрывать> игру|партию": str(Verb.LOSE),
            # a Leyline's "вы можете начать партию с ним на поле битвы" (with it on the battlefield)
            "<начать> партию|игру с ним|ней|ними|~ на поле битвы": str(Verb.BEGIN_GAME_WITH),
            "<пропустить> свой|ваш шаг взятия карты": str(Verb.SKIP),
            "<пропустить> свой|ваш следующий ход": str(Verb.SKIP),
            # "Пропустите ваш шаг поддержки", "Пропустите свой этап взятия карты", "вы пропускаете ваш следующий шаг
            # взятия карты", "Вы пропускаете ваш следующий ход": skip (the imperfective too)
            "<пропустить>|<пропускать> свой|ваш шаг|этап поддержки|взятия_карты": str(Verb.SKIP),
            "<пропустить>|<пропускать> свой|ваш следующий шаг|этап поддержки|взятия_карты": str(Verb.SKIP),
            "<пропускать> свой|ваш следующий ход": str(Verb.SKIP),
            "<провести> дополнительный ход после этого": str(Verb.TAKE_TURN),
            # "Целевой игрок получает дополнительный ход после этого", "возьмите дополнительный ход сразу же вслед за
            # этим"
            "<получать>|<получить>|<взять> дополнительный ход после_этого|сразу_же_вслед_за_этим": str(Verb.TAKE_TURN),
        }
    ),
    "EVENT_VERB": table(
        {
            # "Когда ~ становится чудовищной": becomes monstrous (rule 701.37b), one verb as in English
            "<становиться> чудовищным|чудовищной|чудовищными": str(Verb.MONSTROSITY),
            # "Когда снаряженное существо трансформируется", "…трансформируется в ~": transforms (into ~)
            "<трансформироваться> |в_~": str(Verb.TRANSFORM),
            # the card's back ("рубашка") down: the card is turned face up
            "<переворачиваться> рубашкой_вниз|лицом_вверх": str(Verb.TURN_FACE_UP),
            "<попадать>|<попасть> |откуда-либо на кладбище": str(Verb.PUT_INTO_GRAVEYARD),
            "<попадать>|<попасть> на <ваш> кладбище": str(Verb.PUT_INTO_GRAVEYARD),
            "<попадать>|<попасть> откуда-либо на <ваш> кладбище": str(Verb.PUT_INTO_GRAVEYARD),
            "<попадать>|<попасть> на кладбище <его> <владелец>": str(Verb.PUT_INTO_GRAVEYARD),
            # "Когда ~ попадает на ваше кладбище из вашей библиотеки" (or the library first): milled, one verb as
            # English reads "is put into your graveyard from your library"
            "<попадать>|<попасть> на <ваш> кладбище из <ваш> библиотеки": str(Verb.MILL),
            "<попадать>|<попасть> из <ваш> библиотеки на <ваш> кладбище": str(Verb.MILL),
            # the passive after "должен": "Если та карта должна быть положена на ваше кладбище" (would be put into)
            "быть положен|положена|положено|положены |откуда-либо на кладбище": str(Verb.PUT_INTO_GRAVEYARD),
            "быть положен|положена|положено|положены на <ваш> кладбище": str(Verb.PUT_INTO_GRAVEYARD),
            "<становиться> повернутым|повернутой|повернутыми": str(Verb.TAP),
            # "зачарованная земля поворачивается (для получения маны)": becomes tapped, is tapped for mana
            "<поворачиваться>": str(Verb.TAP),
            "<поворачиваться> для получения маны": str(Verb.TAP),
            # "Каждый раз, когда ~ разворачивается": becomes untapped
            "<разворачиваться>": str(Verb.UNTAP),
            "<становиться> развернутым|развернутой|развернутыми": str(Verb.UNTAP),
            "<получать> повреждения": str(Verb.DEALT_DAMAGE),
            "<наноситься> повреждения|боевые_повреждения|небоевые_повреждения": str(Verb.DEALT_DAMAGE),
            "<становиться> целью заклинания_или_способности|заклинания": str(Verb.BECOME_TARGET),
            # "становится целью заклинания или способности под контролем оппонента": read whole, as English reads
            # "becomes the target of a spell or ability an opponent controls"
            "<становиться> целью заклинания_или_способности|заклинания под контролем <оппонент>|ваших_оппонентов": str(
                Verb.BECOME_TARGET
            ),
            "<становиться> целью заклинания_или_способности|заклинания под вашим контролем": str(Verb.BECOME_TARGET),
            # an event, one verb as in English ("attacks or blocks"); "не может атаковать или блокировать" is two
            "атакует|атакуют или блокирует|блокируют": str(Verb.ATTACK),
            "<блокировать> или <становиться> заблокированным|заблокированной": str(Verb.BLOCK),
            "<блокировать> или <становиться> заблокирован|заблокирована|заблокировано|заблокированы": str(Verb.BLOCK),
            "<становиться> заблокированным|заблокированной|заблокировано": str(Verb.BLOCK),
            "<становиться> заблокирован|заблокирована|заблокированы": str(Verb.BLOCK),
            "<атаковать> в_каждом_ходу|в_одиночку": str(Verb.ATTACK),
            "<блокировать> в каждом ходу": str(Verb.BLOCK),
            "<становиться> монструозным|монструозной|чудовищным": str(Verb.MONSTROSITY),
        }
    ),
    "NO_UNTAP": table(
        {
            "не <разворачиваться> во время шага разворота <контролирующий> его|их <игрок>": str(Verb.UNTAP),
            "не <разворачиваться> во время шага разворота своего|своих <контроллер>": str(Verb.UNTAP),
            "не <разворачиваться> во время <ваш>|своего шага разворота": str(Verb.UNTAP),
            # older printed wording: "во время этапа разворота контролирующего его игрока"
            "не <разворачиваться> во время этапа|фазы разворота <контролирующий> его|их <игрок>": str(Verb.UNTAP),
            "не <разворачиваться> во время <ваш>|своего этапа|фазы разворота": str(Verb.UNTAP),
            "не <разворачиваться> во время <ваш>|своего следующего шага разворота": str(Verb.UNTAP),
            "не <разворачиваться> во время следующего шага разворота <контролирующий> его|их <игрок>": str(Verb.UNTAP),
            # "Те существа не разворачиваются во время шагов разворота контролирующих их игроков", "во время следующего
            # шага разворота того игрока", "во время его следующего шага разворота"
            "не <разворачиваться> во время шагов разворота <контролирующий> его|ее|её|их <игрок>": str(Verb.UNTAP),
            "не <разворачиваться> во время следующих шагов разворота <контролирующий> его|ее|её|их <игрок>": str(
                Verb.UNTAP
            ),
            "не <разворачиваться> во время следующего шага разворота <контролирующий> ее|её <игрок>": str(Verb.UNTAP),
            "не <разворачиваться> во время следующего шага разворота того игрока": str(Verb.UNTAP),
            "не <разворачиваться> во время его|ее|её|их следующего шага разворота": str(Verb.UNTAP),
            "не <разворачиваться> во время своих шагов разворота": str(Verb.UNTAP),
            # "Зачарованное существо не разворачивается на этапе разворота контролирующего его игрока", "… на следующем
            # шаге разворота …" (older printings: "на" for "во время")
            "не <разворачиваться> на |следующем шаге|этапе разворота <контролирующий> его|ее|её|их <игрок>": str(
                Verb.UNTAP
            ),
        }
    ),
    # "удалите то существо из боя", "убрать его из боя": English "remove that creature from combat" (rule 506.4)
    "FROM_COMBAT": {"из боя": "combat"},
    # "Выведите из игры целевую землю" (older printed wording of exile) is "удалите из игры"
    "REMOVE": _verbs(
        {("удалить", "удалять", "убрать", "убирать", "снять", "снимать", "вывести", "выводить"): Verb.REMOVE_COUNTER}
    ),
    "DRAW": _verbs({("взять", "брать"): Verb.DRAW}) | {"берете": str(Verb.DRAW)},
    "CREATE": _verbs({("создать", "создавать"): Verb.CREATE}),
    # "наносит по 2 повреждения каждому игроку": 2 each
    "DEAL": _verbs({("нанести", "наносить"): Verb.DEAL_DAMAGE})
    | _verbs({("нанести", "наносить"): Verb.DEAL_DAMAGE}, then="по"),
    # "получает" is both "gets" (+1/+1) and "gains" (Полет, 3 жизни): the grammar tells them apart
    "GAIN": _verbs(
        {("получить", "получать"): "gain", ("иметь", "обладать"): "have", ("приобрести", "приобретать"): "gain"}
    )
    | table(
        {
            "<получать>|<получить> по": "gain",
            # older printings: "имеет свойство "{T}: …"" (the ability called a property)
            "<иметь>|<получать>|<получить> способность|способности|свойство|свойства": "have",
            "<обладать> способностью|способностями|свойством": "have",
            "<приобретать>|<приобрести> способность|способности|свойство|свойства": "have",
        }
    ),
    # "теряет способность Защитника": loses defender (the keyword in the genitive after "способность")
    "LOSE": _verbs({("потерять", "терять"): "lose"})
    | table({"<терять>|<потерять> способность|способности|свойство|свойства": "lose"}),
    "ADD": _verbs({("добавить", "добавлять"): Verb.ADD_MANA}),
    "PUT": _verbs({("положить", "класть", "поместить", "помещать", "ввести", "вводить"): Verb.PUT}),
    "RETURN": _verbs({("вернуть", "возвращать"): Verb.RETURN}),
    "SEARCH": _verbs({("найти", "искать", "поискать"): Verb.SEARCH}),
    "LOOK_AT": _verbs({("посмотреть", "смотреть", "просмотреть"): Verb.LOOK_AT}),
    "PAY": _verbs({("заплатить", "платить", "уплатить", "оплатить"): Verb.PAY}),
    "CHOOSE": _verbs({("выбрать", "выбирать", "назвать", "называть"): Verb.CHOOSE}),
    "COUNTER": _verbs({("отменить", "отменять", "прервать", "прерывать"): "counter"}),
    "ENTER": table(
        {
            "<выходить> на поле битвы": str(Verb.ENTER),
            "<выйти> на поле битвы": str(Verb.ENTER),
            "<входить> в игру": str(Verb.ENTER),
            "<войти> в игру": str(Verb.ENTER),
            "<вступать> в игру": str(Verb.ENTER),
            "<вступить> в игру": str(Verb.ENTER),
            # "Каждый раз, когда в игру входит существо под вашим контролем": the verb before its subject
            # (effects-ru.lark `entered_first`)
            "в игру <входить>|<войти>|<вступать>|<вступить>": str(Verb.ENTER),
            "на поле битвы <выходить>|<выйти>": str(Verb.ENTER),
        }
    ),
    "DIE": _verbs({("умереть", "умирать"): "dies"})
    | table(
        {
            "<попадать> на кладбище с_поля_битвы|из_игры": "dies",
            "<попадать> с_поля_битвы|из_игры на кладбище": "dies",
            "<попасть> на кладбище с_поля_битвы|из_игры": "dies",
            "<попасть> с_поля_битвы|из_игры на кладбище": "dies",
            # "другое существо попадает на ваше кладбище из игры": whose graveyard, said before where from
            "<попадать>|<попасть> на <ваш>|свое|своё кладбище с_поля_битвы|из_игры": "dies",
            "<попадать>|<попасть> с_поля_битвы|из_игры на <ваш>|свое|своё кладбище": "dies",
            "<попадать>|<попасть> на кладбище <его> <владелец> с_поля_битвы|из_игры": "dies",
            "<попадать>|<попасть> на кладбище <оппонент> с_поля_битвы|из_игры": "dies",
        }
    ),
    "BECOME": _verbs({("стать", "становиться"): Verb.BECOME}),
    "ATTACK": _verbs({("атаковать", "нападать", "напасть"): Verb.ATTACK})
    # "Каждый раз, когда ~ атакует и не заблокирован": attacks and isn't blocked, one verb as English reads it
    | table({"атакует|атакуют и не заблокирован|заблокирована|заблокировано|заблокированы": str(Verb.ATTACK)}),
    "BLOCK": _verbs({("блокировать", "заблокировать"): Verb.BLOCK}),
    "BE_BLOCKED": table(
        {
            "<становиться> заблокированным|заблокированной|заблокированными": "becomes_blocked",
            "быть заблокирован|заблокирована|заблокировано|заблокированы": "blocked",
            # "не может быть блокирован существами с Полетом" (older printed wording)
            "быть блокирован|блокирована|блокировано|блокированы": "blocked",
        }
    ),
    "BE_COUNTERED": table(
        {
            "быть отменен|отменена|отменено|отменены|отменён|отменённым": "countered",
            # "не может быть отменен заклинаниями или способностями": by spells or abilities, as English drops it
            "быть отменен|отменена|отменено|отменены заклинаниями|способностями|заклинаниями_или_способностями": (
                "countered"
            ),
            "быть регенерирован|регенерирована|регенерировано|регенерированы": "regenerated",
        }
    ),
    # "не может быть уничтожен": what is done to the subject (the short participle's lemma is the participle)
    "PASSIVE": table(
        {
            "быть <уничтоженный>": str(Verb.DESTROY),
            "быть <изгнанный>": str(Verb.EXILE),
            "быть <пожертвованный>": str(Verb.SACRIFICE),
            "быть <возвращенный>": str(Verb.RETURN),
            "быть <активированный>": str(Verb.ACTIVATE),
            # "Эти повреждения не могут быть предотвращены": can't be prevented
            "быть <предотвращенный>": str(Verb.PREVENT),
            "быть целью|целями": str(Verb.BECOME_TARGET),
            # "~ не может стать целью заклинаний или способностей": can't be the target of
            "<стать> целью|целями": str(Verb.BECOME_TARGET),
            "<стать> целью|целями <заклинание>|способностей|способности": str(Verb.BECOME_TARGET),
            "<стать> целью|целями <заклинание> или способностей|способности": str(Verb.BECOME_TARGET),
            "быть целью|целями <заклинание>|способностей|способности": str(Verb.BECOME_TARGET),
            "быть целью|целями <заклинание> или способностей|способности": str(Verb.BECOME_TARGET),
            "быть целью|целями <заклинание> или способностей под контролем <ваш> <оппонент>|<оппонент>": str(
                Verb.BECOME_TARGET
            ),
            # "не может становиться целью заклинаний или способностей": the imperfective infinitive (only it:
            # "становится целью" is the event)
            "становиться целью|целями": str(Verb.BECOME_TARGET),
            "становиться целью|целями <заклинание>|способностей|способности": str(Verb.BECOME_TARGET),
            "становиться целью|целями <заклинание> или способностей|способности": str(Verb.BECOME_TARGET),
        }
    ),
    # "Поменяйте местами силу и выносливость ~ до конца хода": switch (whose after it, in the genitive; "защиту", the
    # older printings' toughness)
    "SWITCH_STATS": table(
        {
            "<поменять>|<менять> местами силу и выносливость|защиту|здоровье": "power_toughness",
            "<поменять>|<менять> силу и выносливость|защиту|здоровье": "power_toughness",
        }
    ),
    "LEAVE": table({"<покидать>|<покинуть> поле_битвы|игру": "leaves_battlefield"}),
    # "его активируемые способности нельзя активировать": can't (impersonal)
    "CANT": table({"не <мочь>": "cant"}) | {"нельзя": "cant"},
    "MAY": _verbs({("мочь",): "may"}),
    "PREVENT": _verbs({("предотвратить", "предотвращать"): Verb.PREVENT}),
    "TRIGGER_WORD": {"когда": "when", "в начале": "at", "в конце": "at"},
    # "вы можете заставить того игрока сбросить карту": have that player discard a card (the verb is theirs)
    "MAKE": _verbs({("заставить", "заставлять"): "make"})
    # "вы можете дать целевому существу Полет до конца хода": have target creature gain flying (the keyword's verb
    # implied: effects-ru.lark)
    | {"дать": "make"},
}

# "В начале каждого шага поддержки, если в предыдущем ходу игрок разыграл не менее двух заклинаний, трансформируйте
# Одного из Стаи." (the English Oracle "transform One of the Pack", its back face's own name): a double-faced card's
# face names itself after "трансформируйте", and the printed record holds only its front face's name, so a name read
# there (the lexer's CARD_NAME after NAME_AFTER) is the card itself, as Spanish "transforma al …" is read (only a
# double-faced permanent transforms); "трансформируйте его", "трансформируйте ~" stay objects (effects-ru/1-more.lark)
VERB_WORDS["TRANSFORM_NAMED_RU"] = {"трансформируйте": VERB_WORDS["V_OBJ"].pop("трансформируйте")}
VERB_WORDS["NAME_AFTER"] = {"TRANSFORM_NAMED_RU": "name"}
