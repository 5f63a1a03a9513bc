"""Russian choices and references to them read from the effect tree (issue #23: `choose` and `chosen_ref` in
FROM_TREE): the value a choice chooses, the noun a reference names after its participle, and the links they make, on
the real cards' printed Russian text."""

from __future__ import annotations

import mtglinks
from mtglinks.features.tree import tree_kinds
from mtglinks.lang.ru.patterns import PATTERNS
from mtglinks.tree import Card, Choice, Effect, Feature, Untyped


def analyzed(name: str, text: str) -> Card:
    return mtglinks.analyze(text, lang="ru", name=name)


def features(card: Card, kind: str) -> list[Feature]:
    return [f for ability in card.iter_abilities() for f in ability.features if str(f.kind) == kind]


def links(card: Card) -> set[tuple[str, int, int]]:
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return {(str(link.rule), paragraph[link.source], paragraph[link.target]) for link in card.links}


def untyped(card: Card) -> list[Effect]:
    return [node for ability in card.iter_abilities() for node in ability.effects if isinstance(node, Untyped)]


def test_kinds_read_from_the_tree_and_their_patterns_gone() -> None:
    assert {"choose", "chosen_ref"} <= tree_kinds("ru")
    assert not [entry for entry in PATTERNS if entry[0] in ("choose", "chosen_ref")]


def test_a_card_named_is_a_card_name() -> None:
    # Декларация Опустошения (Declaration of Naught): "назовите карту", and old printed "с тем именем" in an ability
    # that chose nothing names the card name chosen.
    card = analyzed(
        "Декларация Опустошения",
        "При входе Декларации Опустошения в игру назовите карту.\n{U}: Отмените целевое заклинание с тем именем.",
    )
    assert [f.value for f in features(card, "choose")] == ["card_name"]
    assert [f.value for f in features(card, "chosen_ref")] == ["card_name"]
    assert links(card) == {("607.2d", 0, 1)}


def test_a_card_named_leaving_out_kinds_after_its_comma() -> None:
    # Совет Полновластных (Council of the Absolute), as printed in Russian.
    card = analyzed(
        "Совет Полновластных",
        "При выходе Совета Полновластных на поле битвы назовите карту, не являющуюся картой существа или земли.\n"
        "Ваши оппоненты не могут разыгрывать карты с выбранным именем.\n"
        "Заклинания с выбранным именем, которые вы разыгрываете, стоят на {2} меньше.",
    )
    assert [f.value for f in features(card, "choose")] == ["card_name"]
    assert links(card) == {("607.2d", 0, 1), ("607.2d", 0, 2)}


def test_the_name_of_a_card_chosen() -> None:
    # Альхаммарет, Верховный Судья (Alhammarret, High Arbiter): "Вы выбираете имя не являющейся землей карты …".
    card = analyzed(
        "Альхаммарет, Верховный Судья",
        "Полет\n"
        "При выходе Альхаммарета, Верховного Судьи на поле битвы каждый оппонент показывает свою руку. Вы выбираете"
        " имя не являющейся землей карты, показанной таким образом.\n"
        "Ваши оппоненты не могут разыгрывать заклинания с выбранным именем (пока это существо находится на поле"
        " битвы).",
    )
    choice = [node for node in card.abilities[1].effects if isinstance(node, Choice)]
    assert [node.what for node in choice] == ["card_name"]
    assert links(card) == {("607.2d", 1, 2)}


def test_khans_or_dragons_are_anchor_words() -> None:
    # Осада Пограничья (Frontier Siege): "выберите Ханов или Драконов", and the anchor words of its modes (607.2m).
    card = analyzed(
        "Осада Пограничья",
        "При выходе Осады Пограничья на поле битвы выберите Ханов или Драконов.\n"
        "• Ханы — В начале каждой вашей главной фазы добавьте {G}{G} в ваше хранилище маны.\n"
        "• Драконы — Каждый раз, когда существо с Полетом выходит на поле битвы под вашим контролем, вы можете"
        " заставить его драться с целевым существом не под вашим контролем.",
    )
    assert [f.value for f in features(card, "choose")] == ["words:хан|дракон"]
    assert links(card) == {("607.2m", 0, 1), ("607.2m", 0, 2)}


def test_odd_or_even_and_the_chosen_value() -> None:
    # Прерогатива Огневушки (Ashling's Prerogative): "соответствующей выбранному значению" refers to the words chosen.
    card = analyzed(
        "Прерогатива Огневушки",
        "При входе Прерогативы Огневушки в игру выберите чет или нечет. (Ноль четный.)\n"
        "Каждое существо с конвертированной мана-стоимостью, соответствующей выбранному значению, имеет Ускорение.\n"
        "Каждое существо с конвертированной мана-стоимостью, не соответствующей выбранному значению, входит в игру"
        " повернутым.",
    )
    assert [f.value for f in features(card, "chosen_ref")] == ["words", "words"]
    assert links(card) == {("607.2f", 0, 1), ("607.2f", 0, 2)}
    assert not untyped(card)


def test_the_chosen_players_upkeep_and_hand() -> None:
    # Дыба (The Rack) and Никсатид (Nyxathid): the chosen player kept in the trigger's step and the zone's owner.
    rack = analyzed(
        "Дыба",
        "При входе Дыбы в игру выберите оппонента.\n"
        "В начале шага поддержки выбранного игрока Дыба наносит Х повреждений этому игроку, где Х равен 3 минус"
        " количество карт в его или ее руке.",
    )
    assert [f.value for f in features(rack, "chosen_ref")] == ["player"]
    assert links(rack) == {("607.2d", 0, 1)}
    nyxathid = analyzed(
        "Никсатид",
        "При входе Никсатида в игру выберите оппонента.\nНиксатид получает -1/-1 за каждую карту в руке выбранного"
        " игрока.",
    )
    assert [f.value for f in features(nyxathid, "chosen_ref")] == ["player"]
    assert links(nyxathid) == {("607.2d", 0, 1)}


def test_having_the_chosen_type_is_being_of_it() -> None:
    # Конспирация (Conspiracy) and Ксенотрансплантат (Xenograft).
    conspiracy = analyzed(
        "Конспирация",
        "При входе Конспирации в игру выберите тип существа.\n"
        "Карты существ, которые не в игре, заклинания существ под вашим контролем и существа под вашим контролем"
        " имеют выбранный тип.",
    )
    assert links(conspiracy) == {("607.2d", 0, 1)}
    assert not untyped(conspiracy)
    xenograft = analyzed(
        "Ксенотрансплантат",
        "При выходе Ксенотрансплантата на поле битвы выберите тип существа.\n"
        "Каждое существо под вашим контролем обладает выбранным типом в дополнение к своим другим типам.",
    )
    assert [f.value for f in features(xenograft, "chosen_ref")] == ["type"]
    assert links(xenograft) == {("607.2d", 0, 1)}


def test_a_state_trigger_on_controlling_none_of_the_chosen_color() -> None:
    # Пугало с Приманкой (Lurebound Scarecrow): "Когда под вашим контролем нет перманентов выбранного цвета, …".
    card = analyzed(
        "Пугало с Приманкой",
        "При входе Пугала с Приманкой в игру выберите цвет.\n"
        "Когда под вашим контролем нет перманентов выбранного цвета, пожертвуйте Пугало с Приманкой.",
    )
    assert links(card) == {("607.2d", 0, 1)}
    assert not untyped(card)


def test_a_short_name_with_a_fleeting_vowel() -> None:
    # Ров Тефери (Teferi's Moat): "При входе Рва Тефери в игру" names the card itself; "не могут вас атаковать".
    card = analyzed(
        "Ров Тефери",
        "При входе Рва Тефери в игру выберите цвет.\nСущества выбранного цвета без полета не могут вас атаковать.",
    )
    assert links(card) == {("607.2d", 0, 1)}
    assert not untyped(card)


def test_a_card_discarded_at_random_refers_to_no_choice() -> None:
    # Гулкий Крик (Resounding Scream): "случайно выбранную карту" is the card the action takes at random.
    card = analyzed("Гулкий Крик", "Целевой игрок сбрасывает случайно выбранную карту.")
    assert features(card, "chosen_ref") == []
    assert not untyped(card)
