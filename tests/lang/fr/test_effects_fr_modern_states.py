"""French words of `lang/fr/effect_modern_templates.py` for states and steps: "arrive préparée" (the English "enters
prepared"), "À la fin du tour de chaque joueur" (each player's end step). Quotes real cards of printed-fr-modern."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, TriggerEvent


def test_this_creature_enters_prepared_infirmary_healer() -> None:
    # Guérisseuse de l'infirmerie: "This creature enters prepared." (its reminder text is left aside)
    text = (
        "Cette créature arrive préparée. (Tant qu'elle est préparée, vous pouvez lancer une copie de son sort. Faire "
        "ainsi déprépare la créature.)"
    )
    (enter,) = effects(mtglinks.parse(text, lang="fr", name="Guérisseuse de l'infirmerie"))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["prepared"]


def test_at_the_end_of_each_players_turn_monsoon() -> None:
    # Mousson (Monsoon): "At the beginning of each player's end step, tap all untapped Islands that player controls
    # …" (the event only; the rest of the sentence is the grammar's as before)
    text = "À la fin du tour de chaque joueur, engagez toutes les îles dégagées que ce joueur contrôle."
    event, tap = effects(mtglinks.parse(text, lang="fr", name="Mousson"))
    assert isinstance(event, TriggerEvent) and event.event == "each:end_step"
    assert isinstance(tap, Action) and tap.verb == Verb.TAP


def test_spells_you_have_cast_this_turn_april_oneil() -> None:
    # April O'Neil, hacktiviste: "… draw a card for each card type among spells you've cast this turn."
    text = (
        "Au début de votre étape de fin, piochez une carte pour chaque type de carte parmi les sorts que vous avez "
        "lancés ce tour-ci."
    )
    _event, draw = effects(mtglinks.parse(text, lang="fr", name="April O'Neil, hacktiviste"))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.per is not None and "lancés" in draw.per.text


def test_a_hero_token_dragon_knights_wyvern() -> None:
    # Wyvern du chevalier dragon: "When this creature enters, create a 1/1 colorless Hero creature token."
    # (lang/fr/subtypes.txt)
    text = "Quand cette créature arrive, créez un jeton de créature 1/1 incolore Héros."
    _event, create = effects(mtglinks.parse(text, lang="fr", name="Wyvern du chevalier dragon"))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert create.objects[0].text.endswith("Héros") and "Héros" in getattr(create.objects[0], "subtypes", [])
