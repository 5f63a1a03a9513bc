"""Russian feature patterns (format: see the docstring of mtglinks/features/__init__.py).

Regexes read the lemma text: lower-case lemmas joined by single spaces, the card's own name (in
any case: "Карном Освобожденным", "Райского Пера") as "~". Verbs lemmatize to the infinitive
("изгоните" -> "изгнать"), participles to the masculine singular nominative participle
("изгнанную" -> "изгнанный", "выбранного" -> "выбранный"), nouns and adjectives to the nominative
("поле битвы" -> "поле битва"); ё is written е. Covers printed text from 2005 ("удалите … из
игры", "выведите из игры", "введите в игру", "в игру") to current templates ("изгоните",
"положите на поле битвы").
"""

from __future__ import annotations

# The nouns a reference to a choice names after its participle ("выбранного цвета", "выбранным типом существ",
# "последнем выбранном направлении"), over the lemma text of the tree's node that refers to a choice
# (`features/chosen_queries.py`): canonical value -> regex.
_CHOICE_NOUNS: tuple[tuple[str, str], ...] = (
    ("card_name", r"имя|название(?: карта)?|название [\w-]+ карта"),
    ("creature_type", r"тип существо"),
    ("land_type", r"тип земля|тип базовый земля"),
    ("card_type", r"тип (?:карта|перманент)"),
    ("color", r"цвет"),
    ("number", r"число"),
    ("opponent", r"оппонент"),
    ("player", r"игрок"),
    ("creature", r"существо(?! тип)"),
    ("permanent", r"перманент"),
    ("card", r"карта(?! тип)"),
    ("type", r"тип|вид"),
    ("words", r"направление|режим|слово|значение"),
)
CHOSEN_NOUNS: tuple[tuple[str, str], ...] = tuple(
    (value, rf"\b(?:последний )?(?:выбранный|избранный) (?:{noun})\b") for value, noun in _CHOICE_NOUNS
)
# Old printed text names the value another ability chose by a demonstrative ("Каждый раз, когда вы разыгрываете
# заклинание того типа", "Отмените целевое заклинание с тем именем", the Oracle text's "of the chosen type", "with the
# chosen name"): in an ability that chose nothing, "того типа", "того цвета", "с тем именем" refer to the card's choice
# (`features/chosen_queries.py`), as the patterns read them.
THAT_CHOSEN = True


PATTERNS: list[tuple[str, ...]] = [
    # ---- markers ---------------------------------------------------------------------------
    # ---- 607.2a/b/q/n: exile ------------------------------------------------------------------
    # "exiled_with_named_ref" is read from the tree (FROM_TREE)
    # "exiled_with_self" is read from the tree (FROM_TREE)
    # "the_exiled_card" is read from the tree (FROM_TREE)
    # "exile" is read from the tree (FROM_TREE)
    # ---- 607.2c: put onto the battlefield / create: read from the tree (FROM_TREE) ------------------
    # ---- 607.2d/f/m: choices: read from the tree (FROM_TREE) ----------------------------------
    # ---- 607.2e: notes: "note" and "noted_ref" are read from the tree (FROM_TREE) ----------------------
]

# What separates the options of a choice: "остров или болото", "белый, синий или черный".
OPTION_SEPARATOR = r"\s*,?\s*или\s+|\s*,\s*"
# Choice words with a rules meaning: colors, card types, supertypes, basic land types.
OPTION_WORDS = (
    r"(?:белый|синий|черный|красный|зеленый|бесцветный|многоцветный"
    r"|артефакт|существо|чары|чара|мгновенный заклинание|земля|planeswalker|планесволкер|волшебство|племенной"
    r"|базовый|легендарный|снежный|фишка"
    r"|равнина|остров|болото|гора|лес)"
)

# Kinds read from the effect tree (features/tree.py), whose patterns are retired, each with the words that must
# occur in the lower-cased normalized text for the tree to be walked for it: on dev-printed-ru and on the 8,076
# cards of printed-ru the links stay the same, and the tree reads as many halves as the patterns did (an
# optional additional cost 87 and 87 abilities, a cost paid as it enters 23 and 23, that optional cost paid 6 and 6) or
# more (cards exiled while casting: 21 abilities by delve and escape, 29 with the Skaabs' additional cost; tokens
# created: the pattern for "создать" found 0 abilities, the tree 439, "положите фишку" included).
# An object put or returned onto the battlefield ("положите … на поле битвы", old "введите … в игру", "верните … на поле
# битвы") is an action `put` or `return` whose zone is the battlefield, and a token created one put there, as in
# English: on printed-ru the tree reads 823 abilities that put onto the battlefield where the patterns read 907 (the
# others in sentences the grammar does not read yet), and the links of dev-printed-ru and printed-ru stay.
# "Названная карта не может быть разыграна.", "Если это названная карта, …" refer to the card name chosen by naming it
# (old printed "the named card", a reference `named_card` as in English): on printed-ru the tree reads 6 of the 9
# abilities the pattern read (the others in sentences the grammar does not read yet), and the links of dev-printed-ru
# and printed-ru stay.
# the words of a reference to a choice: its participle, or old printed "того типа", "с тем именем" (`THAT_CHOSEN`)
_CHOSEN_GATES: tuple[str, ...] = ("выбранн", "избранн", "того типа", "того цвета", "этого типа", "этого цвета")
_CHOSEN_GATES += ("этого же цвета", "тем именем", "тем названием", "этим именем", "этим названием", "таким типом")
FROM_TREE: dict[str, tuple[str, ...]] = {
    # the cards another ability of the card exiled (607.2a): "изгнанные ~", "удаленные из игры с помощью ~", "карты,
    # которые ~ вывел из игры", "все изгнанные ~ карты" (lang/ru/effect_exiled_with.py,
    # effects-ru/7-exiled-by-self.lark): on printed-ru the tree reads 26 abilities where the patterns read 24, all
    # but 2 of theirs (a reference to "изгнанных карт" of no card, Scavenge's "способностью Выкапывания ~ была
    # изгнана", neither linked); the links of dev-printed-ru and printed-ru stay
    "exiled_with_self": ("изгнан", "удален", "удалён", "выведен", "вывел", "удалил", "изгнал"),
    "put_onto_battlefield": ("поле битвы", "игру", "фишк", "созда"),
    "additional_cost": ("дополнительн",),
    "pay_as_enters": ("заплат", "пожертв"),
    "create_token": ("фишк", "созда"),
    # cards exiled while casting (607.2q): "В качестве дополнительной стоимости разыгрывания ~ изгоните карту существа
    # из вашего кладбища" (the Skaabs of Innistrad); delve and escape stay keywords (features/keywords.py)
    "cast_exile": ("дополнительн",),
    # the optional additional cost paid (607.2i): "Если при разыгрывании ~ вы показали карту Дракона или контролировали
    # Дракона" (the Dragons of Tarkir cycle), the condition `paid:additional` (lang/ru/effect_casting.py)
    "additional_cost_paid_ref": ("при разыгрывании", "дополнительн"),
    # a static ability that reveals the first card drawn (607.2h): "Покажите первую карту, которую вы берете в каждом
    # вашем ходу." (Keranos, God of Storms; lang/ru/effect_links.py), 1 ability of printed-ru as with the pattern
    "reveal_static": ("первую карту",),
    # a note (607.2e's acting half: "запишите ее название", "запишите количество ваших жизней", a `note` node whose
    # value is what is noted; effects-ru/9-note.lark) and the value noted referred to ("равные записанному числу",
    # "карту с записанным названием", "записанное имя": a mark or reference `noted`), in the words of the Russian
    # translations, as "выберите" / "выбранное имя" read for a choice (lang/ru/effect_words_note.py). No card of
    # printed-ru prints a note: the patterns read no ability of it, nor does the tree, and the links of dev-printed-ru
    # and printed-ru stay (benchmarks/tree_kinds.py); the sentences of tests/effects/test_note_langs.py link.
    "note": ("запиш", "запис", "запомн"),
    "noted_ref": ("записанн", "запомненн"),
    # a cost paid as it entered (607.2g): "количество заплаченных таким образом жизней", "Если дань не была заплачена",
    # "за каждое пожранное им существо", "если он пожрал существо", "в два раза превышающие количество пожранных им
    # Гоблинов" (lang/ru/effect_links.py): 16 abilities of printed-ru as with the patterns
    "paid_as_entered_ref": ("заплачен", "дань", "пожр"),
    "named_ref": ("названн",),
    # what a static ability revealed, or a reveal done this way (607.2h): "все карты, показанные таким образом",
    # "Каждый раз, когда вы таким образом показываете карту земли" (Keranos; effects-ru/4-this-way.lark): 26 of the
    # pattern's 30 abilities of printed-ru, and 2 more ("открытые таким образом")
    "this_way_ref": ("таким образом", "таким способом"),
    # whether the kicker was paid (607.2i): "Если Храбрая Оборона получила Усилитель", "Если была заплачена стоимость
    # усилителя", "за каждый полученный им усилитель" (the condition paid:kicked, the amount times_kicked): 52 of the
    # patterns' 53 abilities of printed-ru (the 53rd, "Каждый раз когда вы разыгрываете усиленное заклинание", asks it
    # of another spell, which no link refers to)
    "kicked_ref": ("усил",),
    # what the ability did "таким образом" (607.2h: a trigger after a static ability in its paragraph refers to it): a
    # detail of the action ("Если вы ищете таким образом в вашей библиотеке", effects-ru/5-searched-this-way.lark) or a
    # mark of the object: on printed-ru the tree reads it in 97 of the 135 abilities the pattern read, every other one a
    # sentence the grammar does not read yet (the participles "предотвращенное", "потерянную … таким образом" among
    # them), and the links of dev-printed-ru and printed-ru stay.
    "this_way": ("таким образом", "таким способом"),
    # the card transforms (a marker: both faces' abilities may link, 607.1b): "трансформируйте Одержимого Дезертира",
    # "верните ее на поле битвы … трансформированной", "Когда это существо трансформируется в …" (features/
    # marker_queries.py): 103 of the pattern's 118 abilities of printed-ru (the others in sentences the grammar does not
    # read yet); the printed records hold one face, so no link of printed-ru changes.
    "transforms": ("трансформ",),
    # the ability acts as the game begins (a marker: a choice made then links to its own paragraph, 607.2p): "вы можете
    # начать партию с ними на поле битвы" (the Leylines: the action `begin_game_with`), "В начале игры …" (features/
    # marker_queries.py): on printed-ru the tree reads 10 Leylines, which the pattern ("в начале игры") read none of,
    # and the links of dev-printed-ru and printed-ru stay.
    "before_game": ("начать игру", "начать партию", "начале игры", "начале партии", "перетасовать вашу колоду"),
    # a choice ("выберите цвет", "назовите карту", "выберите Ханов или Драконов", "выберите чет или нечет") is a
    # `choice` node, its value the kind of value chosen or the options listed, and a reference to it ("выбранного
    # цвета", "с выбранным именем", "в руке выбранного игрока", old printed "того типа", "с тем именем" in an ability
    # that chose nothing) a node marked chosen, its value the noun after the participle (`CHOSEN_NOUNS` above,
    # `features/chosen_queries.py`; lang/ru/effect_choices.py, effects-ru/6-choices.lark), as in Spanish (#23). On
    # printed-ru the tree reads 166 abilities that choose where the patterns read 107 (the more a target chosen,
    # "Выберите целевое существо", as English reads it; 6 of the patterns' in sentences the grammar does not read yet)
    # and 70 that refer to a choice where they read 108 (27 of the others "случайно выбранную карту", the card the
    # action itself takes at random, as the Spanish "al azar", which no other ability refers to; others words the
    # patterns misread, "выбранную оппонентом", "с тем именем" of exiled cards, or sentences the grammar does not read
    # yet). The links of dev-printed-ru stay; on printed-ru 4 cards lose a 607.2d link: two misprints ("Актвивируемые"
    # of Pithing Needle 10E and Voidstone Gargoyle), a choice listing a subtype the lexicon lacks ("синий Камарид",
    # Sarpadian Empires, Vol. VII) and old "В следующий раз при нанесении вам повреждений …" (Story Circle)
    # (benchmarks/tree_kinds.py, compare.py).
    "choose": ("выбер", "выбир", "выбрат", "выбрал", "назов", "назыв"),
    "chosen_ref": _CHOSEN_GATES,
    # exile (607.2a/b's acting half): an action `exile` ("изгоните", older "удалите … из игры", "выведите … из
    # игры", also face down: "выведите из игры верхние 5 карт … рубашкой вверх", "выведите свою руку из игры, положив
    # ее рубашкой вверх", effects-ru/6-exiled-face-down.lark), an exile cost ("изгоните карту из вашего кладбища:"), an
    # exile instead of another event ("вместо этого изгоните ее"); not the object itself, a token or a delayed clean-up
    # (features/queries.py). On dev-printed-ru and printed-ru the links stay; the tree reads 367 of the 467 abilities
    # of printed-ru the patterns read (the others mostly exile only the object itself, "Удалите ~ из игры", or a token,
    # which keep nothing to refer to, or stand in sentences the grammar does not read yet).
    "exile": ("изг", "из игр", "под ~"),
    # the objects put onto the battlefield or created by another ability of the card (607.2c) and the cards exiled
    # before the game by cards of its name (607.2m), in the wording of rule 607 as printed in Russian: "выложенные на
    # поле битвы [этим объектом]", "созданные [этим объектом]", "изгнанные картами с именем [имя этого объекта]"
    # (qualifiers of lang/ru/effect_linked_refs.py, after the noun set off by its comma or before it). No card of
    # printed-ru prints them: the patterns read no ability of it, nor does the tree, and the links of dev-printed-ru and
    # printed-ru stay (benchmarks/tree_kinds.py).
    "put_with_self": ("выложенн", "положенн", "введенн"),
    "created_with_self": ("созданн",),
    "exiled_with_named_ref": ("картами с именем",),
    # the cards another ability of the card exiled, named by their participle (607.2a): a reference `exiled_with`
    # ("изгнанную карту", older "ту удаленную карту", "верните убранную карту в игру", effects.py,
    # effect_exiled3_words.py) or a number of it ("конвертированной мана-стоимости изгнанной карты", "+X/+Y, где X —
    # сила изгнанной карты существа, а Y — ее выносливость": `power/toughness:of:exiled_with`, effect_exiled4_words.py,
    # effects-ru/9-ruexiled4.lark), also inside a sentence the grammar does not read whole (the hideaway lands'
    # conditions "…, вы можете разыграть изгнанную карту", the object phrases `Untyped.phrases` keeps). On
    # dev-printed-ru and the 8,076 cards of printed-ru the links stay the same; the tree reads it in 38 of the 60
    # abilities of printed-ru the patterns read, the other 22 none that a link needs: "изгнанные таким образом" (the
    # tree's this_way_ref), "изгнанные им карты" (exiled_with_self), a card the same ability exiled (Биоплазма,
    # Посох путешественника), face-down exiled cards of any source (Зеркало Судьбы), and Поиски в Городе's "что у
    # одной из изгнанных карт", cut from its trigger, whose link "изгнанных с помощью ~" keeps (benchmarks/
    # tree_kinds.py). The gates are stems, not the participle's "нн": the short participle "была изгнана карта
    # существа" (Свежеватель Душ, a reference `exiled_with` of delve's cards, 607.2q) has one "н".
    "the_exiled_card": ("изгнан", "удален", "удалён", "убран", "выведен", "отпечат"),
}

# Relations of 607.2 this language's patterns do not read yet, and why (links/relations.py lists them all;
# a test checks that every kind of the table is either read above or declared here).
UNEXPRESSED: dict[str, str] = {
    "exile_before_game": "no pattern reads the wording yet",
    "paid_as_cast_ref": "no pattern reads the wording yet",
    "bargained_ref": "no pattern reads the wording yet",
    "gift_promised_ref": "no pattern reads the wording yet",
}
