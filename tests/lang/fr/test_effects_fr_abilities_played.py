"""French older wordings of activated abilities (`lang/fr/effect_abilities_played.py`): "ne peuvent pas être jouées"
(the English "can't be activated"), "à moins qu'elles ne soient des capacités de mana" ("unless they're mana
abilities") and "des" after the abilities ("of the"). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_activated_abilities_cant_be_activated_detainment_spell() -> None:
    # Sort de détention (Detainment Spell): "Enchanted creature's activated abilities can't be activated."
    text = "Les capacités activées de la créature enchantée ne peuvent pas être jouées."
    (activate,) = effects(parse("Sort de détention", text))
    assert isinstance(activate, Action) and activate.verb == "activate" and activate.negated


def test_unless_theyre_mana_abilities_pithing_needle() -> None:
    # Aiguille à sectionner (Pithing Needle, 10E): "Activated abilities of sources with the chosen name can't be
    # activated unless they're mana abilities."
    text = (
        "Les capacités activées des sources du nom choisi ne peuvent pas être jouées à moins qu'elles ne soient des "
        "capacités de mana."
    )
    (activate,) = effects(parse("Aiguille à sectionner", text))
    assert isinstance(activate, Action) and activate.verb == "activate" and activate.negated
    assert isinstance(activate.condition, EffectCondition) and activate.condition.test == "unless:is"


def test_cost_more_unless_theyre_mana_abilities_suppression_field() -> None:
    # Champ de suppression (Suppression Field): "Activated abilities cost {2} more to activate unless they're mana
    # abilities."
    text = "Les capacités activées coûtent {2} de plus à jouer à moins qu'elles ne soient des capacités de mana."
    (cost,) = effects(parse("Champ de suppression", text))
    assert isinstance(cost, Action) and cost.verb == "modify_cost"
    assert isinstance(cost.condition, EffectCondition) and cost.condition.test == "unless:is"


def test_a_card_that_cant_be_played_is_not_an_ability() -> None:
    # the singular "ne peut pas être jouée" (a card, cast or played: Meddling Mage, "The named card can't be played" as
    # printed in English) is not read as "activated"
    text = "La carte nommée ne peut pas être jouée."
    (played,) = effects(parse("Ingérence du mage", text))
    assert isinstance(played, Action) and played.verb == "play" and played.negated
