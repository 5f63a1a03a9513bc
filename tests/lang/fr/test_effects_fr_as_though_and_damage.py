"""French "comme si …" wordings (`lang/fr/effect_as_though.py`, the English "as though …") and damage dealt to a
pronoun: "qui devraient lui être infligées" (to it), "qui devraient vous être infligées sont infligées à … à la
place" (to you, dealt elsewhere instead). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, PlayerPhrase, Reference, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_block_shadow_as_though_it_didnt_have_it_aether_web() -> None:
    # Toile d'Æther (Aether Web, TSP): "can block creatures with shadow as though they didn't have shadow"
    text = (
        "La créature enchantée gagne +1/+1, peut bloquer comme si elle avait le vol, et peut bloquer les créatures "
        "avec la distorsion comme si elles n'avaient pas la distorsion."
    )
    found = effects(parse("Toile d'Æther", text))
    assert not any(isinstance(e, Untyped) for e in found)
    assert any(isinstance(e, Action) and "as_though:no_shadow" in e.detail for e in found)


def test_block_as_though_untapped_masako_the_humorless() -> None:
    # Masako la taciturne (Masako the Humorless, CHK): "Tapped creatures you control can block as though they were
    # untapped."
    text = "Les créatures engagées que vous contrôlez peuvent bloquer comme si elles étaient dégagées."
    (block,) = effects(parse("Masako la taciturne", text))
    assert isinstance(block, Action) and block.verb == "block" and "as_though:untapped" in block.detail


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


def test_its_still_an_enchantment_and_theyre_still_lands() -> None:
    # Vernis d'alcyon (Halcyon Glaze): "It's still an enchantment."; Nissa, éveilleuse de mondes (Nissa, Worldwaker):
    # "They're still lands."; "Le terrain enchanté est un marais." (Contaminated Ground) stays what it was
    found = effects(parse("Vernis d'alcyon", "Elle est toujours un enchantement. Ce sont toujours des terrains."))
    assert [(a.verb, a.detail) for a in found if isinstance(a, Action)] == [("become", ["is", "still"])] * 2
    (swamp,) = effects(parse("Terre contaminée", "Le terrain enchanté est un marais."))
    assert isinstance(swamp, Action) and swamp.verb == "become" and swamp.detail == ["is"]
