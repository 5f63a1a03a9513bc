"""The card's own name in its text: short names, epithets, articles and contractions, inflection."""

from __future__ import annotations

import pytest

from mtglinks.lang import get_language
from mtglinks.text.names import name_matcher, name_variants

EN_SEPARATORS = (" of the ", " the ", " of ")


def test_a_legendary_name_has_its_short_name() -> None:
    assert name_variants("Narset, Enlightened Master", EN_SEPARATORS) == [
        ("Narset, Enlightened Master", False),
        ("Narset", False),
    ]


def test_an_epithet_head_counts_only_when_asked_for() -> None:
    assert name_variants("Crovax the Cursed", EN_SEPARATORS) == [("Crovax the Cursed", False), ("Crovax", True)]
    matcher = name_matcher(get_language("en").name_rules, "Crovax the Cursed")
    assert matcher is not None and matcher.has_epithet
    assert matcher.spans("Crovax gets +1/+1. Crovax the Cursed attacks.") == [(0, 6, "~"), (19, 36, "~")]
    plain = name_matcher(get_language("en").name_rules, "Crovax the Cursed", epithets=False)
    assert plain is not None and plain.spans("Crovax gets +1/+1.") == []


def test_no_name_no_matcher() -> None:
    assert name_matcher(get_language("en").name_rules, "") is None


@pytest.mark.parametrize(
    ("code", "name", "text", "span"),
    [
        # the article goes with the name
        ("es", "Pluma del paraíso", "En cuanto la Pluma del paraíso entre en juego, elige un color.", (10, 30, "~")),
        # a contraction keeps its preposition
        ("fr", "Triskèle", "Retirez un marqueur du Triskèle : il inflige 1 blessure.", (20, 31, "de ~")),
        # every case of every word of the name
        ("ru", "Карн Освобожденный", "изгнанные Карном Освобожденным", (10, 30, "~")),
    ],
)
def test_the_name_with_its_article_contraction_or_case(
    code: str, name: str, text: str, span: tuple[int, int, str]
) -> None:
    matcher = name_matcher(get_language(code).name_rules, name)
    assert matcher is not None and matcher.spans(text) == [span]
