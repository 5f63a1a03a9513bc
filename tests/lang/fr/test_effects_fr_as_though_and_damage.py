"""French "comme si …" wordings (`lang/fr/effect_as_though.py`, the English "as though …") and damage dealt to a
pronoun: "qui devraient lui être infligées" (to it), "qui devraient vous être infligées sont infligées à … à la
place" (to you, dealt elsewhere instead). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, PlayerPhrase, Reference, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_attack_as_though_it_werent_a_wall_mistform_ultimus() -> None:
    # Ultimus changebrume (Mistform Ultimus): "~ can attack as though it weren't a Wall." (the older printed wording)
    (attack,) = effects(parse("Ultimus changebrume", "~ peut attaquer comme s'il n'était pas un mur."))
    assert isinstance(attack, Action) and attack.verb == "attack" and "as_though:no_defender" in attack.detail


def test_prevent_damage_dealt_to_it_enshrouding_mist() -> None:
    # Brume enveloppante (Enshrouding Mist, ORI): "Prevent all damage that would be dealt to it this turn."
    text = "Prévenez toutes les blessures qui devraient lui être infligées ce tour-ci."
    (prevent,) = effects(parse("Brume enveloppante", text))
    assert isinstance(prevent, Action) and prevent.verb == "prevent" and prevent.amount == "all"
    assert [type(o) for o in prevent.objects] == [Reference] and prevent.duration is not None


def test_damage_to_you_dealt_to_equipped_creature_pariahs_shield() -> None:
    # Bouclier du paria (Pariah's Shield, RAV): "All damage that would be dealt to you is dealt to equipped creature
    # instead."
    text = "Toutes les blessures qui devraient vous être infligées sont infligées à la créature équipée à la place."
    (deal,) = effects(parse("Bouclier du paria", text))
    assert isinstance(deal, Action) and deal.verb == "deal_damage" and deal.detail == ["instead"]
    assert isinstance(deal.objects[0], Reference) and deal.objects[0].refers == "attached"
    assert deal.condition is not None
    (would,) = deal.condition.about
    assert isinstance(would, Action) and isinstance(would.objects[0], PlayerPhrase) and would.objects[0].who == "you"


def test_if_it_was_a_creature_enduring_tenacity() -> None:
    # Ténacité perpétuelle (Enduring Tenacity): "When Enduring Tenacity dies, if it was a creature, return it to the
    # battlefield under its owner's control."
    text = (
        "Quand la Ténacité perpétuelle meurt, si c'était une créature, renvoyez-la sur le champ de bataille sous le "
        "contrôle de son propriétaire."
    )
    found = effects(parse("Ténacité perpétuelle", text))
    assert not any(isinstance(e, Untyped) for e in found)
    (condition,) = [e for e in found if isinstance(e, EffectCondition)]
    (was,) = condition.about
    assert condition.test == "did" and isinstance(was, Action) and was.verb == "become"
    assert isinstance(was.actor, Reference) and was.actor.refers == "anaphora"


def test_theyre_still_lands_nissa_worldwaker() -> None:
    # Nissa, éveilleuse de mondes (Nissa, Worldwaker): "They're still lands."; "Le terrain enchanté est un marais."
    # (Contaminated Ground) stays what it was
    (still,) = effects(parse("Nissa, éveilleuse de mondes", "Ce sont toujours des terrains."))
    assert isinstance(still, Action) and (still.verb, still.detail) == ("become", ["is", "still"])
    (swamp,) = effects(parse("Terre contaminée", "Le terrain enchanté est un marais."))
    assert isinstance(swamp, Action) and swamp.verb == "become" and swamp.detail == ["is"]
