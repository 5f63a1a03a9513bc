"""Printed text of every language but English (Spanish, French, Russian): the same tree as English."""

from __future__ import annotations

import pytest
from helpers import assert_parsed, card_of, corpus, original, parse_record

from mtglinks.lang import codes

FOREIGN = tuple(code for code in codes() if code != "en")
ALL_RECORDS = [(lang, ident) for lang in FOREIGN for ident in sorted(corpus(lang))]


@pytest.mark.parametrize(("lang", "ident"), ALL_RECORDS)
def test_every_curated_card_parses_without_unparsed_nodes(lang: str, ident: str) -> None:
    card = parse_record(corpus(lang)[ident])
    assert card.lang == lang
    assert card.abilities
    assert_parsed(card)
    for ability in card.abilities:
        assert original(card, ability) == ability.text


PLUME = [
    ("es", "Paradise Plume|es|TSP", "Siempre que", "{T}"),
    ("es", "Paradise Plume|es|seed", "Siempre que", "{T}"),
    ("fr", "Paradise Plume|fr|TSP", "À chaque fois qu'", "{T}"),
    ("ru", "Paradise Plume|ru|TSP", "Когда", "{T}"),
    ("ru", "Paradise Plume|ru|seed", "Каждый раз, когда", "{T}"),
]


@pytest.mark.parametrize(("lang", "ident", "word", "tap"), PLUME)
def test_paradise_plume_in_every_language(lang: str, ident: str, word: str, tap: str) -> None:
    card = card_of(lang, ident)
    assert_parsed(card)
    assert [a.kind for a in card.abilities] == ["replacement", "triggered", "activated"]
    chooses, trigger, mana = card.abilities
    # The card's name, with its article or in any grammatical case, is "~".
    assert "~" in chooses.normalized
    assert trigger.trigger.word.lower() == word.lower()
    assert original(card, trigger.trigger).startswith(word)
    assert [p.kind for p in mana.cost] == ["cost:tap"]
    assert original(card, mana.cost[0]) == tap


@pytest.mark.parametrize(
    ("lang", "ident", "name_in_text"),
    [
        ("es", "Paradise Plume|es|TSP", "la Pluma del paraíso"),
        ("fr", "Paradise Plume|fr|TSP", "le Panache de paradis"),
        ("ru", "Paradise Plume|ru|TSP", "Райского Пера"),  # genitive
        ("ru", "Paradise Plume|ru|seed", "Райского Пера"),
    ],
)
def test_self_name_with_article_or_inflection(lang: str, ident: str, name_in_text: str) -> None:
    card = card_of(lang, ident)
    first = card.abilities[0]
    assert name_in_text not in first.normalized
    assert "~" in first.normalized


@pytest.mark.parametrize(
    ("lang", "ident", "paragraph", "inflected"),
    [
        ("ru", "Karn Liberated|ru|NPH", 2, "Карном Освобожденным"),  # instrumental
        ("ru", "Sisters of Stone Death|ru|RAV", 1, "Сестрами каменной смерти"),  # instrumental plural
        ("ru", "Sisters of Stone Death|ru|RAV", 0, "Сестер каменной смерти"),  # accusative plural
        ("ru", "Devoted Druid|ru|SHM", 1, "Самоотверженного Друида"),  # accusative
        ("ru", "Varolz, the Scar-Striped|ru|DGM", 1, "Варольца, Изрезанного Шрамами"),
        ("ru", "Triskelion|ru|M11", 1, "Трискелиона"),  # genitive
        ("es", "Sisters of Stone Death|es|seed", 1, "las Hermanas de la muerte pétrea"),
        ("es", "Triskelion|es|MRD", 1, "del Trisquelión"),  # contraction de + el
        ("fr", "Quicksilver Elemental|fr|MRD", 0, "L'Élémental de vif-argent"),  # elided article
        ("fr", "Quicksilver Elemental|fr|MRD", 1, "de l'Élémental de vif-argent"),
        ("fr", "Triskelion|fr|MRD", 1, "du Triskèle"),  # contraction de + le
    ],
)
def test_self_name_in_any_case(lang: str, ident: str, paragraph: int, inflected: str) -> None:
    card = card_of(lang, ident)
    ability = next(a for a in card.abilities if a.paragraph == paragraph)
    assert inflected in ability.text
    assert inflected not in ability.normalized
    assert "~" in ability.normalized


@pytest.mark.parametrize(
    ("lang", "ident", "costs"),
    [
        ("es", "Arc-Slogger|es|MRD", ["cost:mana", "cost:exile"]),  # "remover del juego" (old)
        ("es", "Arc-Slogger|es|seed", ["cost:mana", "cost:exile"]),  # "exiliar"
        ("fr", "Arc-Slogger|fr|MRD", ["cost:mana", "cost:exile"]),  # "Retirez de la partie"
        ("ru", "Arc-Slogger|ru|seed", ["cost:mana", "cost:exile"]),  # "Изгоните"
        ("es", "Greed|es|C13", ["cost:mana", "cost:pay_life"]),
        ("fr", "Greed|fr|C13", ["cost:mana", "cost:pay_life"]),
        ("es", "Zombie Infestation|es|ODY", ["cost:discard"]),
        ("fr", "Zombie Infestation|fr|ODY", ["cost:discard"]),
        ("ru", "Zombie Infestation|ru|M12", ["cost:discard"]),
        ("es", "Triskelion|es|MRD", ["cost:remove_counters"]),
        ("fr", "Triskelion|fr|MRD", ["cost:remove_counters"]),
        ("ru", "Triskelion|ru|M11", ["cost:remove_counters"]),
        ("es", "Devoted Druid|es|SHM", ["cost:put_counters"]),
        ("fr", "Devoted Druid|fr|SHM", ["cost:put_counters"]),
        ("ru", "Devoted Druid|ru|SHM", ["cost:put_counters"]),
        ("es", "Order of Whiteclay|es|SHM", ["cost:mana", "cost:untap"]),
        ("ru", "Order of Whiteclay|ru|SHM", ["cost:mana", "cost:untap"]),
        ("es", "Abandoned Outpost|es|ODY", ["cost:tap", "cost:sacrifice"]),
        ("fr", "Abandoned Outpost|fr|ODY", ["cost:tap", "cost:sacrifice"]),
        ("ru", "Karn Liberated|ru|NPH", ["cost:loyalty"]),
    ],
)
def test_cost_parts_in_every_language(lang: str, ident: str, costs: list[str]) -> None:
    card = card_of(lang, ident)
    assert_parsed(card)
    activated = [a for a in card.abilities if a.kind == "activated"]
    assert activated, [a.kind for a in card.abilities]
    assert [p.kind for p in activated[-1].cost] == costs


@pytest.mark.parametrize(
    ("lang", "ident", "condition_start"),
    [
        ("es", "Stormscape Battlemage|es|C13", "si fue estimulado"),
        ("fr", "Stormscape Battlemage|fr|C13", "s'il a été kické"),
        ("ru", "Ana Battlemage|ru|PLC", "если оплачен Усилитель"),
        ("es", "Felidar Sovereign|es|ZEN", "si tienes 40"),
        ("fr", "Felidar Sovereign|fr|ZEN", "si vous avez au moins 40"),
        ("ru", "Felidar Sovereign|ru|ZEN", "если у вас 40"),
    ],
)
def test_intervening_if_in_every_language(lang: str, ident: str, condition_start: str) -> None:
    card = card_of(lang, ident)
    triggered = [a for a in card.abilities if a.kind == "triggered"]
    assert triggered and triggered[0].condition is not None
    assert triggered[0].condition.text.startswith(condition_start)
    assert original(card, triggered[0].condition).startswith(condition_start)


@pytest.mark.parametrize(
    ("lang", "ident", "canonical", "parameter"),
    [
        ("es", "Stormscape Battlemage|es|C13", "kicker", "{W} y/o {2}{B}"),
        ("fr", "Stormscape Battlemage|fr|C13", "kicker", "{W} et/ou {2}{B}"),
        ("ru", "Ana Battlemage|ru|PLC", "kicker", "{2}{U} и/или {1}{B}"),
        ("fr", "Kavu Titan|fr|INV", "kicker", "{2}{G}"),
        ("es", "Boggart Mob|es|LRW", "champion", "Trasgo"),
        ("fr", "Boggart Mob|fr|LRW", "champion", "gobelin"),
        ("ru", "Boggart Mob|ru|LRW", "champion", "Гоблина"),
        ("es", "Kor Firewalker|es|WWK", "protection", "rojo"),
        ("fr", "Kor Firewalker|fr|WWK", "protection", "rouge"),
        ("ru", "Kor Firewalker|ru|WWK", "protection", "красного"),
        ("es", "Vulshok Morningstar|es|DST", "equip", "{2}"),
        ("fr", "Vulshok Morningstar|fr|DST", "equip", "{2}"),
        ("ru", "Accorder's Shield|ru|SOM", "equip", "{3}"),
        ("es", "Frogmite|es|MRD", "affinity", "artefactos"),
        ("fr", "Frogmite|fr|MRD", "affinity", "artefacts"),
        ("es", "Student of Warfare|es|ROE", "level up", "{W}"),
        ("fr", "Student of Warfare|fr|ROE", "level up", "{W}"),
        ("ru", "Student of Warfare|ru|ROE", "level up", "{W}"),
    ],
)
def test_keyword_parameters_in_every_language(lang: str, ident: str, canonical: str, parameter: str) -> None:
    card = card_of(lang, ident)
    keywords = {k.canonical: k for a in card.abilities for k in a.keywords}
    assert canonical in keywords, list(keywords)
    assert parameter in (keywords[canonical].parameter or "")


@pytest.mark.parametrize(
    ("lang", "ident", "canonicals"),
    [
        ("es", "Serra Angel|es|10E", ["flying", "vigilance"]),
        ("fr", "Serra Angel|fr|10E", ["flying", "vigilance"]),
        ("ru", "Serra Angel|ru|10E", ["flying", "vigilance"]),
        ("fr", "Felidar Sovereign|fr|ZEN", ["vigilance", "lifelink"]),
        ("ru", "Felidar Sovereign|ru|ZEN", ["vigilance", "lifelink"]),
    ],
)
def test_keyword_lines_in_every_language(lang: str, ident: str, canonicals: list[str]) -> None:
    line = card_of(lang, ident).abilities[0]
    assert line.kind == "keyword"
    assert [k.canonical for k in line.keywords] == canonicals


@pytest.mark.parametrize(
    "ident", ["Abzan Charm|es|KTK", "Abzan Charm|fr|KTK", "Abzan Charm|ru|KTK"], ids=["es", "fr", "ru"]
)
def test_modal_bullets_nested(ident: str) -> None:
    lang = ident.split("|")[1]
    card = card_of(lang, ident)
    assert_parsed(card)
    (modal,) = card.abilities
    assert modal.kind == "modal"
    assert len(modal.children) == 3
    assert [c.paragraph for c in modal.children] == [1, 2, 3]


@pytest.mark.parametrize(
    ("lang", "anchors"), [("es", ["Kans", "Dragones"]), ("fr", ["Khans", "Dragons"]), ("ru", ["Ханы", "Драконы"])]
)
def test_siege_anchor_words(lang: str, anchors: list[str]) -> None:
    card = card_of(lang, f"Citadel Siege|{lang}|FRF")
    assert_parsed(card)
    choose, *modes = card.abilities
    assert choose.kind == "replacement"
    assert [(m.label, m.label_kind, m.kind) for m in modes] == [(a, "anchor_word", "triggered") for a in anchors]


@pytest.mark.parametrize(("lang", "label"), [("es", "Ferocidad"), ("fr", "Férocité"), ("ru", "Свирепость")])
def test_ability_words(lang: str, label: str) -> None:
    card = card_of(lang, f"Savage Punch|{lang}|KTK")
    assert (card.abilities[1].label, card.abilities[1].label_kind) == (label, "ability_word")


@pytest.mark.parametrize("lang", FOREIGN)
def test_level_bands(lang: str) -> None:
    card = card_of(lang, f"Student of Warfare|{lang}|ROE")
    assert_parsed(card)
    bands = [a.level for a in card.abilities if a.kind == "level" and not a.normalized[:1].isdigit()]
    assert bands == ["2-6", "7+"]


@pytest.mark.parametrize("lang", FOREIGN)
def test_granted_ability_in_quotes(lang: str) -> None:
    card = card_of(lang, f"Cryptolith Rite|{lang}|SOI")
    assert_parsed(card)
    (grant,) = card.abilities
    (child,) = grant.children
    assert child.granted and child.kind == "activated"
    assert [p.kind for p in child.cost] == ["cost:tap"]


@pytest.mark.parametrize("lang", FOREIGN)
def test_transforming_card_faces(lang: str) -> None:
    card = card_of(lang, f"Huntmaster of the Fells // Ravager of the Fells|{lang}|DKA")
    assert_parsed(card)
    assert len(card.faces) == 2
    assert [a.face for a in card.abilities] == [0, 0, 1, 1, 1]
    assert [a.paragraph for a in card.abilities] == [0, 1, 2, 3, 4]
    assert card.abilities[2].kind == "keyword" and card.abilities[2].keywords[0].canonical == "trample"
    # Each face's own name (inflected in Russian) becomes ~ on that face.
    assert "~" in card.abilities[1].normalized
    assert "~" in card.abilities[4].normalized


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_split_card(lang: str) -> None:
    card = card_of(lang, f"Fire // Ice|{lang}|CMD")
    assert_parsed(card)
    assert [(a.face, a.paragraph) for a in card.abilities] == [(0, 0), (1, 1), (1, 2)]
    assert [a.kind for a in card.abilities] == ["spell"] * 3
    assert card.abilities[0].normalized.lstrip().startswith(("~", "Le ~"))


@pytest.mark.parametrize(
    ("lang", "ident", "phrase"),
    [
        ("es", "Paradise Plume|es|TSP", "en juego"),
        ("es", "Sisters of Stone Death|es|RAV", "Remueve del juego"),
        ("es", "Abandoned Outpost|es|ODY", "reserva de maná"),
        ("fr", "Sisters of Stone Death|fr|RAV", "Retirez de la partie"),
        ("fr", "Archon of Justice|fr|EVE", "retirez le permanent ciblé de la partie"),
        ("fr", "Paradise Plume|fr|TSP", "arrive en jeu"),
        ("ru", "Arc Blade|ru|FUT", "Удалите Серп из игры"),
        ("ru", "Paradise Plume|ru|TSP", "в игру"),
        ("ru", "Sisters of Stone Death|ru|RAV", "Выведите из игры"),
    ],
)
def test_old_templates(lang: str, ident: str, phrase: str) -> None:
    card = card_of(lang, ident)
    assert phrase in card.text
    assert_parsed(card)


@pytest.mark.parametrize(
    ("lang", "ident", "kinds"),
    [
        ("es", "Rest in Peace|es|RTR", ["triggered", "replacement"]),
        ("fr", "Rest in Peace|fr|RTR", ["triggered", "replacement"]),
        ("ru", "Rest in Peace|ru|RTR", ["triggered", "replacement"]),
        ("es", "Glorious Anthem|es|10E", ["static"]),
        ("ru", "Glorious Anthem|ru|10E", ["static"]),
        ("es", "Lightning Bolt|es|M10", ["spell"]),
        ("fr", "Lightning Bolt|fr|M10", ["spell"]),
        ("ru", "Lightning Bolt|ru|M10", ["spell"]),
        ("es", "Triskelion|es|MRD", ["replacement", "activated"]),
        ("fr", "Triskelion|fr|MRD", ["replacement", "activated"]),
        ("ru", "Triskelion|ru|M11", ["replacement", "activated"]),
    ],
)
def test_static_spell_replacement_kinds(lang: str, ident: str, kinds: list[str]) -> None:
    assert [a.kind for a in card_of(lang, ident).abilities] == kinds
