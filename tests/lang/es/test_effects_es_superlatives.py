"""Spanish "con (la) mayor fuerza", "o que empata por la mayor fuerza" (the words of `lang/es/effect_superlatives.py`),
read as the English Oracle's "the creature with the greatest power or tied for the greatest power". Each case quotes
a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Card, ObjectPhrase


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_greatest_power_or_tied_triumph_of_ferocity() -> None:
    # Triunfo de la ferocidad (Triumph of Ferocity): "At the beginning of your upkeep, draw a card if you control the
    # creature with the greatest power or tied for the greatest power."
    text = (
        "Al comienzo de tu mantenimiento, roba una carta si controlas a la criatura con mayor fuerza o que empata por "
        "la mayor fuerza."
    )
    draw = next(e for e in effects(parse(text, name="Triunfo de la ferocidad")) if isinstance(e, Action))
    assert draw.verb == Verb.DRAW and draw.condition is not None
    creature = draw.condition.about[-1]
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["greatest:power", "or_tied"]


def test_greatest_toughness_abzan_beastmaster() -> None:
    # Domador abzano (Abzan Beastmaster): "… if you control the creature with the greatest toughness or tied for the
    # greatest toughness."
    text = (
        "Al comienzo de tu mantenimiento, roba una carta si controlas a la criatura con mayor resistencia o que "
        "empata por la mayor resistencia."
    )
    draw = next(e for e in effects(parse(text, name="Domador abzano")) if isinstance(e, Action))
    assert draw.condition is not None
    creature = draw.condition.about[-1]
    assert isinstance(creature, ObjectPhrase) and "greatest:toughness" in creature.qualifiers


def test_menor_with_no_article_is_not_least_gyrus() -> None:
    # Gyrus, Despertador de Cadáveres: "exile target creature card with lesser power from your graveyard" (the
    # English "lesser", not "the least"): left unread rather than read as least:power
    text = "Puedes exiliar la carta de criatura objetivo con menor fuerza de tu cementerio."
    (found,) = effects(parse(text))
    assert found.kind == EffectKind.UNTYPED
