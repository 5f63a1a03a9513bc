"""English card types and colours an object is, affinity granted, the greatest mana value of a commander, a
replaced event with a condition of its own, two verbs of one object, a sacrifice said with its choice and the Alchemy
keyword line "double team", on real card text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase


def test_a_card_type_an_object_is_beside_its_other_types() -> None:
    # Biotransference (its second sentence, "The same is true for …", is not read yet)
    card = mtglinks.parse(
        "Creatures you control are artifacts in addition to their other types.", name="Biotransference"
    )
    (become,) = card.abilities[0].effects
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.detail == ["is"]
    (what,) = become.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["artifact"] and what.qualifiers == ["in_addition"]
    # Ygra, Eater of All: a subtype before the type
    card, found = read(
        'Other creatures are Food artifacts in addition to their other types and have "{2}, {T}, Sacrifice this'
        ' permanent: You gain 3 life."',
        "Ygra, Eater of All",
    )
    food = found[0]
    assert isinstance(food, Action) and isinstance(food.objects[0], ObjectPhrase)
    assert food.objects[0].types == ["artifact"] and food.objects[0].subtypes == ["Food"]
    assert original(card, food.objects[0]) == "Food artifacts in addition to their other types"


def test_affinity_granted() -> None:
    # Mycosynth Golem
    _, found = read(
        "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nArtifact creature"
        " spells you cast have affinity for artifacts. (They cost {1} less to cast for each artifact you control.)",
        "Mycosynth Golem",
    )
    (grant,) = [n for n in found if isinstance(n, Action)]
    assert grant.verb == Verb.GAIN_ABILITY and grant.detail == ["keyword:affinity:artifact"]


def test_the_greatest_mana_value_of_a_commander() -> None:
    # Cloudkill
    card, (shrink,) = read(
        "All creatures get -X/-X until end of turn, where X is the greatest mana value of a commander you own on the"
        " battlefield or in the command zone.",
        "Cloudkill",
    )
    assert isinstance(shrink, Action) and isinstance(shrink.per, ObjectPhrase)
    assert shrink.per.types == ["commander"] and "on_battlefield_or_command" in shrink.per.qualifiers
    assert original(card, shrink.per) == "a commander you own on the battlefield or in the command zone"


def test_a_replaced_event_with_a_condition_of_its_own() -> None:
    # Containment Priest
    _, found = read(
        "Flash\nIf a nontoken creature would enter and it wasn't cast, exile it instead.", "Containment Priest"
    )
    exile = found[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    both = exile.condition
    assert isinstance(both, EffectCondition) and both.test == "and"
    would, cast = both.about
    assert isinstance(would, EffectCondition) and would.test == "would"
    assert isinstance(cast, EffectCondition) and cast.test == "paid:not_cast"
    # Primeval Spawn: either of two conditions
    _, found = read(
        "If this creature would enter and it wasn't cast or no mana was spent to cast it, exile it instead.",
        "Primeval Spawn",
    )
    assert isinstance(found[0], Action) and isinstance(found[0].condition, EffectCondition)
    assert [c.test for c in found[0].condition.about if isinstance(c, EffectCondition)] == ["would", "any"]


def test_a_sacrifice_with_its_choice() -> None:
    # Retribution
    _, found = read(
        "Choose two target creatures controlled by the same opponent. That player chooses and sacrifices one of those"
        " creatures. Put a -1/-1 counter on the other.",
        "Retribution",
    )
    assert any(isinstance(n, Action) and n.verb == Verb.SACRIFICE for n in found)


def test_double_team_is_a_keyword() -> None:
    # Ranger Squadron
    card = mtglinks.parse(
        "Flying, double team (When this creature attacks, conjure a duplicate into your hand, then both of them"
        " perpetually lose double team.)",
        name="Ranger Squadron",
    )
    assert card.abilities[0].kind == AbilityKind.KEYWORD


def test_damage_a_source_would_deal_to_an_object_prevented() -> None:
    # Auriok Replica
    card, (prevent,) = read(
        "{W}, Sacrifice this creature: Prevent all damage a source of your choice would deal to you this turn.",
        "Auriok Replica",
    )
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount == "all"
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    (deal,) = prevent.objects
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    assert isinstance(deal.actor, ObjectPhrase) and original(card, deal.actor) == "a source of your choice"
    assert original(card, deal.objects[0]) == "you"


def test_a_stat_out_of_a_few_numbers() -> None:
    # Kozilek's Unsealing
    card, found = read(
        "Whenever you cast a creature spell with mana value 4, 5, or 6, create two 0/1 colorless Eldrazi Spawn creature"
        ' tokens with "Sacrifice this token: Add {C}."',
        "Kozilek's Unsealing",
    )
    cast = found[0].actions[0]  # type: ignore[attr-defined]
    assert isinstance(cast.objects[0], ObjectPhrase) and cast.objects[0].qualifiers == [
        "mana_value:4_or_5_or_6:exactly"
    ]
    # Founding the Third Path
    _, found = read(
        "I — You may cast an instant or sorcery spell with mana value 1 or 2 from your hand without paying its mana"
        " cost.",
        "Founding the Third Path",
    )
    spell = found[0].objects[0]  # type: ignore[attr-defined]
    assert isinstance(spell, ObjectPhrase) and "mana_value:1_or_2:exactly" in spell.qualifiers and spell.zone == "hand"


def test_who_alone_may_activate_an_ability() -> None:
    # Merseine; Well of Knowledge
    _, found = read(
        "Pay enchanted creature's mana cost: Remove a net counter from this Aura. Only the controller of the enchanted"
        " creature may activate this ability.",
        "Merseine",
    )
    assert isinstance(found[-1], Action) and found[-1].detail == ["only:controller_of_enchanted"]
    _, found = read(
        "{2}: Draw a card. Any player may activate this ability but only during their draw step.", "Well of Knowledge"
    )
    assert isinstance(found[-1], Action) and found[-1].detail == ["only:any_player_their_draw_step"]
