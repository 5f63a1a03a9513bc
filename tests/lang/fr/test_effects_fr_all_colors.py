"""French "est de toutes les couleurs", "devient de toutes les couleurs" (the words of `lang/fr/effect_all_colors.py`),
read as the English Oracle's "is all colors" / "becomes all colors". Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_is_all_colors_transguild_courier() -> None:
    # Messager transguilde (Transguild Courier): "Transguild Courier is all colors."
    (be,) = effects(parse("Messager transguilde", "Le Messager transguilde est de toutes les couleurs."))
    assert isinstance(be, Action) and be.verb == Verb.BECOME and be.detail == ["is", "all_colors"]


def test_becomes_all_colors_until_end_of_turn_scrapbasket() -> None:
    # Corbeiller (Scrapbasket): "{1}: ~ becomes all colors until end of turn."
    text = "{1} : Le Corbeiller devient de toutes les couleurs jusqu'à la fin du tour."
    (become,) = effects(parse("Corbeiller", text))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    (colors,) = become.objects
    assert isinstance(colors, ObjectPhrase) and colors.determiner == "all" and colors.types == ["color"]
    assert become.duration is not None and become.duration.until == "end_of_turn"
