"""French "Si ce joueur ne peut pas le faire", "de cette couleur" (`lang/fr/effect_cant_do_it.py`) and "autant de
blessures que sa force" (`as_much_as_shapes.py`), each read as the English Oracle's wording. Each case quotes a real
printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, ObjectPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_if_that_player_cant_woebringer_demon() -> None:
    # Démon porteur de malheur (Woebringer Demon): "If the player can't, sacrifice Woebringer Demon."
    text = "Si ce joueur ne peut pas le faire, sacrifiez le Démon porteur de malheur."
    (sacrifice,) = effects(parse("Démon porteur de malheur", text))
    assert isinstance(sacrifice, Action) and sacrifice.verb == "sacrifice" and sacrifice.condition is not None


def test_all_creatures_of_that_color_dromar() -> None:
    # Dromar le bannisseur (Dromar, the Banisher): "… return all creatures of that color to their owners' hands."
    text = "Renvoyez toutes les créatures de cette couleur dans les mains de leurs propriétaires."
    (ret,) = effects(parse("Dromar le bannisseur", text))
    assert isinstance(ret, Action) and ret.verb == "return"
    (creatures,) = ret.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["of:that_color"]


def test_damage_as_much_as_its_power_minotaur_illusionist() -> None:
    # Illusionniste minotaure (Minotaur Illusionist): "… deals damage equal to its power to target creature."
    text = (
        "{R}, sacrifiez l'Illusionniste minotaure : L'Illusionniste minotaure inflige autant de blessures que sa force "
        "à la créature ciblée."
    )
    (damage,) = effects(parse("Illusionniste minotaure", text))
    assert isinstance(damage, Action) and damage.verb == "deal_damage" and damage.amount == "power"


def test_that_much_damage_keeps_its_amount() -> None:
    # "autant de blessures" with no "que" after it is "that much damage"
    (damage,) = effects(parse("x", "~ inflige autant de blessures à la créature ciblée."))
    assert isinstance(damage, Action) and damage.amount == "that_many"
