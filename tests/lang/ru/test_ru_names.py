"""Russian card names in running text: inflected, shortened, in Latin letters, or absent."""

from __future__ import annotations

from helpers import assert_parsed, card_of

import mtglinks


def test_russian_short_name_of_a_legendary_in_accusative() -> None:
    card = card_of("ru", "Kytheon, Hero of Akros // Gideon, Battle-Forged|ru|ORI")
    first = card.abilities[0]
    assert "Китеона" not in first.normalized  # "изгоните Китеона": the short name, inflected
    assert first.kind == "triggered"
    assert first.condition is not None
    assert [f.name for f in card.faces] == ["Китеон, Герой Акроса", "Гидеон, Закаленный в Битвах"]
    assert [a.face for a in card.abilities] == [0, 0, 1, 1, 1]


def test_mixed_script_latin_name_in_russian_text() -> None:
    card = card_of("ru", "Arc-Slogger|ru|seed")
    assert_parsed(card)
    assert card.abilities[0].effect[0].text.startswith("~ наносит 2 повреждения")


def test_russian_text_without_a_name_still_reads_templates() -> None:
    card = mtglinks.parse("Когда это существо выходит на поле битвы, возьмите карту.", lang="ru")
    assert_parsed(card)
    assert card.abilities[0].kind == "triggered"


def test_russian_name_the_dictionary_does_not_know_inflects_as_a_masculine_noun() -> None:
    # Pentavus (M12): "Пентавус" has no part of speech in the dictionary; "на Пентавуса" is its accusative
    text = "{1}, пожертвуйте одного Пентавита: положите один жетон +1/+1 на Пентавуса."
    card = mtglinks.parse(text, lang="ru", name="Пентавус")
    ability = card.abilities[0]
    assert ability.normalized is not None and ability.normalized.endswith("на ~.")
    assert [e.kind for e in ability.effects] == ["action"]
    assert ability.effects[0].verb == "put_counter"
