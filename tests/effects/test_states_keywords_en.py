"""What an object is (a colour, a supertype, a creature with keywords), the damage the card itself would deal
prevented, a rule of the game set aside and the keyword "bands with other", on real English card text (2026 Oracle
wording)."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase, Reference, TriggerEvent


def test_a_colour_an_object_is_reads_as_becomes() -> None:
    # Darkest Hour
    card, action = only_action("All creatures are black.", name="Darkest Hour")
    assert action.verb == Verb.BECOME and action.detail == ["is"]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["creature"]
    (what,) = action.objects
    assert isinstance(what, ObjectPhrase) and what.colors == ["black"] and original(card, what) == "black"
    # Ghostfire: the card itself
    card, action = only_action("Ghostfire is colorless.", name="Ghostfire")
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"
    assert isinstance(action.objects[0], ObjectPhrase) and action.objects[0].colors == ["colorless"]


def test_the_cards_own_colour_printed_as_a_sentence_is_no_effect() -> None:
    # Ancestral Vision as printed in 2006 (its Oracle text has a colour indicator instead)
    card = mtglinks.parse("Ancestral Vision is blue.", name="Ancestral Vision")
    (node,) = card.abilities[0].effects
    assert node.kind == EffectKind.UNTYPED and "colour indicators" in node.reason  # type: ignore[attr-defined]


def test_a_supertype_an_object_is_reads_as_becomes() -> None:
    # In Bolas's Clutches, its second paragraph
    card, action = only_action("Enchanted permanent is legendary.", name="In Bolas's Clutches")
    assert action.verb == Verb.BECOME and action.detail == ["is"]
    (what,) = action.objects
    assert isinstance(what, ObjectPhrase) and what.supertypes == ["legendary"]
    # Rimefeather Owl, its second ability
    card, action = only_action("Permanents with ice counters on them are snow.", name="Rimefeather Owl")
    assert isinstance(action.objects[0], ObjectPhrase) and action.objects[0].supertypes == ["snow"]


def test_what_an_object_is_with_keywords() -> None:
    # Harmonious Emergence, its second paragraph
    card, action = only_action(
        "Enchanted land is a 4/5 green Spirit creature with vigilance and haste.", name="Harmonious Emergence"
    )
    assert action.verb == Verb.BECOME and action.detail == ["is"]
    (what,) = action.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["creature"] and what.subtypes == ["Spirit"]
    assert "with:vigilance,haste" in what.qualifiers and "4/5" in what.qualifiers


def test_the_damage_the_card_itself_would_deal_prevented() -> None:
    # Indentured Oaf: the card, then those the damage would be dealt to (as the Spanish printing reads)
    text = "Prevent all damage that Indentured Oaf would deal to red creatures."
    card, action = only_action(text, name="Indentured Oaf")
    assert action.verb == Verb.PREVENT and action.amount == "all" and action.detail == ["dealt_by"]
    source, victims = action.objects
    assert isinstance(source, Reference) and source.refers == "self"
    assert isinstance(victims, ObjectPhrase) and victims.colors == ["red"]
    assert original(card, victims) == "red creatures"


def test_losing_for_zero_life_set_aside() -> None:
    # Lich, its second paragraph
    card, action = only_action("You don't lose the game for having 0 or less life.", name="Lich")
    assert action.verb == Verb.LOSE and action.negated and action.detail == ["not_for_zero_or_less_life"]
    # Pact Weapon: under a condition
    card, action = only_action(
        "As long as Pact Weapon is attached to a creature, you don't lose the game for having 0 or less life.",
        name="Pact Weapon",
    )
    assert action.verb == Verb.LOSE and action.negated and action.condition is not None


def test_bands_with_other_granted_with_its_objects() -> None:
    # Adventurers' Guildhouse
    card, found = read(
        'Green legendary creatures you control have "bands with other legendary creatures."',
        name="Adventurers' Guildhouse",
    )
    bands = found[-1]
    assert isinstance(bands, Action) and bands.verb == Verb.GAIN_ABILITY
    assert bands.detail == ["keyword:bands_with_other"]
    (what,) = bands.objects
    assert isinstance(what, ObjectPhrase) and what.supertypes == ["legendary"] and what.types == ["creature"]


def test_damage_not_removed_during_cleanup_steps() -> None:
    # Patient Zero, its second paragraph
    card, action = only_action(
        "Damage isn't removed from creatures your opponents control during cleanup steps.", name="Patient Zero"
    )
    assert action.verb == Verb.APPLY_RULE and action.negated
    assert action.detail == ["rule:damage_removal", "during:cleanup"]
    (what,) = action.objects
    assert isinstance(what, ObjectPhrase) and what.controller == "opponent"
    # Melt Through: under a condition, the creature itself
    card, action = only_action(
        "As long as this creature is on the battlefield, damage isn't removed from it during cleanup steps.",
        name="Melt Through",
    )
    assert action.condition is not None and original(card, action.condition).startswith("As long as")
    assert isinstance(action.objects[0], Reference) and original(card, action.objects[0]) == "it"


def test_a_cumulative_upkeep_paid() -> None:
    # Heart of Bogardan, its second paragraph
    card, found = read(
        "Whenever a player doesn't pay Heart of Bogardan's cumulative upkeep, Heart of Bogardan deals X damage to "
        "target player or planeswalker and each creature that player or that planeswalker's controller controls, "
        "where X is twice the number of age counters on Heart of Bogardan minus 2.",
        name="Heart of Bogardan",
    )
    (paid,) = found[0].actions  # type: ignore[attr-defined]
    assert paid.verb == Verb.PAY and paid.negated and paid.detail == ["cost:cumulative_upkeep"]
    assert isinstance(paid.objects[0], Reference) and paid.objects[0].refers == "self"
    # Snowfall: any cumulative upkeep, the purpose the mana is kept for
    card, spend = only_action("Spend this mana only to pay cumulative upkeep costs.", name="Snowfall")
    assert spend.condition is not None
    (pay,) = spend.condition.about
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.detail == ["cost:cumulative_upkeep"]


def test_either_of_two_events_with_their_own_subjects() -> None:
    # Staff of the Death Magus
    card, found = read(
        "Whenever you cast a black spell or a Swamp you control enters, you gain 1 life.",
        name="Staff of the Death Magus",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    cast, enter = event.actions
    assert cast.verb == Verb.CAST and original(card, cast.objects[0]) == "a black spell"
    assert enter.verb == Verb.ENTER and original(card, enter.actor) == "a Swamp you control"
    # Norin the Wary: the second event an attack
    card, found = read(
        "When a player casts a spell or a creature attacks, exile Norin the Wary. Return it to the battlefield under "
        "its owner's control at the beginning of the next end step.",
        name="Norin the Wary",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent)
    assert [a.verb for a in event.actions] == [Verb.CAST, Verb.ATTACK]
    assert original(card, event.actions[1].actor) == "a creature"


def test_a_cost_paid_by_an_action_to_cast_a_spell_another_way() -> None:
    # Dragon Man, Reformed Robot (its last paragraph)
    card, cast = only_action(
        "You may cast Dragon Man from your graveyard by discarding a card in addition to paying its other costs.",
        name="Dragon Man",
    )
    assert cast.verb == Verb.CAST and "in_addition:other_costs" in cast.detail
    assert cast.condition is not None and cast.condition.test == "by_paying"
    (paid,) = cast.condition.about
    assert isinstance(paid, Action) and paid.verb == Verb.DISCARD and original(card, paid.objects[0]) == "a card"
    # Scourge of Nel Toth: mana and an action, rather than the mana cost
    card, cast = only_action(
        "You may cast Scourge of Nel Toth from your graveyard by paying {B}{B} and sacrificing two creatures rather "
        "than paying its mana cost.",
        name="Scourge of Nel Toth",
    )
    assert "by_paying:{B}{B}" in cast.detail and cast.condition is not None
    (paid,) = cast.condition.about
    assert isinstance(paid, Action) and paid.verb == Verb.SACRIFICE
    assert original(card, paid.objects[0]) == "two creatures"
