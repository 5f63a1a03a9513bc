"""English references to a choice read from the effect tree (issue #22, towards `chosen_ref` from the tree): sentences
the grammar stopped in and the value each reference names, on real card text (the cards named;
grammar/effects-en/7-chosen-refs.lark, effects/chosen_ref_shapes.py, lang/en/effect_words_chosen_refs.py,
lang/en/chosen_nouns.py, features/chosen_queries.py), and a choice made before the game (effects/choice_filing.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.features import marker_queries
from mtglinks.features.cost_queries import halves
from mtglinks.kinds import EffectKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.pipeline import analyze
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase


def _refs(text: str, name: str) -> list[list[str | None]]:
    """The values of the `chosen_ref` halves the tree reads, ability by ability."""
    card = mtglinks.parse(text, name=name)
    return [[h.value for h in halves(a) if h.kind == K.CHOSEN_REF] for a in card.iter_abilities()]


def _untyped(text: str) -> bool:
    card = mtglinks.parse(text, name="Foo")
    return any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_the_chosen_noun_names_the_value() -> None:
    # Paradise Plume-like protection (Riders of Gavony, Sanctuary Blade's wording): the mark keeps no noun, the words do
    text = "As this creature enters, choose a color.\nThis creature has protection from the chosen color."
    assert _refs(text, "Foo") == [[], ["color"]]
    # Riders of Gavony
    text = "Human creatures you control have protection from creatures of the chosen type."
    assert _refs(text, "Riders of Gavony") == [["type"]]


def test_had_type_in_addition() -> None:
    # Ashes of the Fallen
    text = "Each creature card in your graveyard has the chosen creature type in addition to its other types."
    (action,) = read(text, name="Ashes of the Fallen")[1]
    assert isinstance(action, Action) and action.verb == "become" and action.detail == ["is", "in_addition"]
    assert _refs(text, "Ashes of the Fallen") == [["creature_type"]]


def test_is_a_copy_of_the_chosen_creature() -> None:
    # Metamorphic Alteration, Paleontologist's Pick-Axe
    (action,) = read("Enchanted creature is a copy of the chosen creature.")[1]
    assert isinstance(action, Action) and action.verb == "become" and action.detail == ["copy"]
    assert _refs("Equipped creature is a copy of the last chosen card.", "Foo") == [["card"]]
    assert _untyped("If it's a copy of a creature, draw a card.")  # a condition it is not


def test_the_last_chosen_number_as_an_amount() -> None:
    # Shapeshifter
    text = "Shapeshifter's power is equal to the last chosen number and its toughness is equal to 7 minus that number."
    power, toughness = read(text, name="Shapeshifter")[1]
    assert isinstance(power, Action) and power.amount == "chosen_number"
    assert _refs(text, "Shapeshifter") == [["number"]]


def test_abilities_chosen_types_ordered_quality() -> None:
    # Rick, Steadfast Leader; Illusionary Terrain; Lavabrink Venturer
    assert _refs("Humans you control have each of the chosen abilities.", "Rick") == [["ability"]]
    text = "Basic lands of the first chosen type are the second chosen type."
    (action,) = read(text, name="Illusionary Terrain")[1]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.qualifiers == ["of:chosen_type"]
    assert _refs(text, "Illusionary Terrain") == [["type"]]
    text = "Lavabrink Venturer has protection from each mana value of the chosen quality."
    assert _refs(text, "Lavabrink Venturer") == [["words"]]


def test_drawn_attacking_nearest() -> None:
    # Booby Trap; Triarch Stalker; Mystic Barrier (2026 Oracle and older printed text)
    text = "When the chosen player draws a card with the chosen name, sacrifice Booby Trap."
    event = read(text, name="Booby Trap")[1][0]
    (drawn,) = event.actions[0].objects
    assert drawn.qualifiers == ["with:chosen_name"]
    assert not _untyped("Whenever an opponent draws a card, you gain 1 life.")  # "a card" alone as before
    assert _refs("Creatures attacking the last chosen player have menace.", "Foo") == [["player"]]
    for text in (
        "Each player may attack only the nearest opponent in the last chosen direction and planeswalkers controlled by"
        " that opponent.",
        "Each player may attack only the opponent seated nearest them in the last chosen direction and planeswalkers"
        " controlled by that player.",
    ):
        assert _refs(text, "Mystic Barrier") == [["words"]]


def test_numbers_compared_and_either_object() -> None:
    # Talion, the Kindly Lord; Close Encounter
    text = (
        "Whenever an opponent casts a spell with mana value, power, or toughness equal to the chosen number, that"
        " player loses 2 life and you draw a card."
    )
    event = read(text, name="Talion, the Kindly Lord")[1][0]
    (spell,) = event.actions[0].objects
    assert spell.qualifiers == ["mana_value_or_power_or_toughness:chosen_number:equal_to"]
    assert _refs(text, "Talion, the Kindly Lord") == [["number"]]
    text = "Close Encounter deals damage equal to the power of the chosen creature or card to target creature."
    (action,) = read(text, name="Close Encounter")[1]
    assert isinstance(action.per, ObjectPhrase) and action.per.qualifiers == ["either_of"]
    assert _refs(text, "Close Encounter") == [["creature"]]


def test_the_object_chosen() -> None:
    # Scheming Fence; Stalking Leonin
    text = "Scheming Fence has all activated abilities of the chosen permanent except for loyalty abilities."
    assert _refs(text, "Scheming Fence") == [["permanent"]]
    text = (
        "Reveal the player you chose: Exile target creature that's attacking you if it's controlled by the chosen"
        " player."
    )
    # the cost's reference, and the effect's, read inside a sentence the grammar does not read whole (partial.py)
    assert _refs(text, "Stalking Leonin") == [["player", "player"]]
    assert _refs("Destroy a creature chosen at random.", "Foo") == [[]]  # no choice referred to


def test_older_printed() -> None:
    # Roots of Life, Mangara's Equity (old printed text)
    text = "Whenever a land of the chosen type that target opponent controls becomes tapped, gain 1 life."
    assert _refs(text, "Roots of Life") == [["type"]]
    text = (
        "For each 1 damage a creature of the chosen color deals to you or a white creature you control, Mangara's"
        " Equity deals 1 damage to that creature."
    )
    (action,) = read(text, name="Mangara's Equity")[1]
    assert isinstance(action.condition, EffectCondition) and action.condition.test == "for_each"
    assert _refs(text, "Mangara's Equity") == [["color"]]


def test_choice_before_the_game() -> None:
    # Faceless One: the choice keeps "before the game begins", the marker before_game
    text = "If Faceless One is your commander, choose a color before the game begins. Faceless One is the chosen color."
    card = mtglinks.parse(text, name="Faceless One")
    (ability,) = card.iter_abilities()
    choice = ability.effects[0]
    assert isinstance(choice, Choice) and "before:game_start" in choice.options
    assert [h.kind for h in marker_queries.halves(ability)] == [K.BEFORE_GAME, K.CDA]
    assert [link.rule for link in analyze(text, lang="en", name="Faceless One").links] == ["607.2p"]
