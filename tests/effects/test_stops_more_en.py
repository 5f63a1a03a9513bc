"""English constructions where the reading of a card stopped with one sentence left
(grammar/effects-en/3-stops-more.lark) on real card text (2026 Oracle wording): a relative clause with no "that" whose
subject is an object referred to, what an object is doing to another, cards drawn beyond the others or at most so many,
any target with what it is."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def _object(action: Action) -> ObjectPhrase:
    first = action.objects[0]
    assert isinstance(first, ObjectPhrase)
    return first


def test_a_relative_clause_whose_subject_is_referred_to() -> None:
    # Aura Graft: what the Aura could be attached to
    _, found = read(
        "Gain control of target Aura that's attached to a permanent. Attach it to another permanent it can enchant."
    )
    attach = _actions(found)[-1]
    assert attach.verb == Verb.ATTACH
    (can,) = attach.objects[-1].relative  # type: ignore[union-attr]
    assert can.verb == Verb.ATTACH and can.detail == ["can"] and isinstance(can.actor, Reference)
    # Wall of Corpses: what the card itself is blocking
    _, found = read(
        "{B}, Sacrifice this creature: Destroy target creature this creature is blocking.", "Wall of Corpses"
    )
    (destroy,) = _actions(found)
    (blocking,) = _object(destroy).relative
    assert blocking.verb == Verb.BLOCK and blocking.actor.refers == "self"  # type: ignore[union-attr]
    # Battlefield Thaumaturge: the creatures a spell targets, counted
    _, found = read("Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.")
    (cost,) = _actions(found)
    assert cost.per is not None
    (targets,) = cost.per.relative  # type: ignore[attr-defined]
    assert targets.verb == Verb.TARGET and targets.actor.refers == "anaphora"


def test_what_an_object_referred_to_did_and_a_verb_it_cannot_do_stays_untyped() -> None:
    # Defiant Vanguard
    _, found = read("When this creature blocks, at end of combat, destroy it and all creatures it blocked this turn.")
    destroy = _actions(found)[-1]
    (blocked,) = destroy.objects[-1].relative  # type: ignore[union-attr]
    assert blocked.verb == Verb.BLOCK and blocked.duration is not None and blocked.duration.until == "this_turn"
    # a verb not of the table after "it": still not read
    card = mtglinks.parse("Destroy each creature it destroyed this turn.")
    assert not is_typed([n for a in card.iter_abilities() for n in a.effects])


def test_a_token_doing_something_to_another() -> None:
    # Flash Foliage
    _, found = read("Create a 1/1 green Saproling creature token that's blocking target creature attacking you.")
    (create,) = _actions(found)
    (blocking,) = _object(create).relative
    assert blocking.verb == Verb.BLOCK and blocking.actor is None
    (blocked,) = blocking.objects
    assert isinstance(blocked, ObjectPhrase) and blocked.determiner == "target"
    # Mirror Match: a copy, and what it is doing besides
    _, found = read(
        "For each creature attacking you or a planeswalker you control, create a token that's a copy of that creature "
        "and that's blocking that creature."
    )
    create = _actions(found)[-1]
    token = _object(create)
    assert "copy_of" in token.qualifiers and token.relative[0].verb == Verb.BLOCK
    # Gyrus, Waker of Corpses
    _, found = read("If you do, create a token that's a copy of that card and that's tapped and attacking.")
    assert "tapped_attacking" in _object(_actions(found)[-1]).qualifiers


def test_cards_drawn_beyond_the_others_or_at_most_so_many() -> None:
    # Well of Ideas
    _, found = read("At the beginning of your draw step, draw two additional cards.")
    draw = _actions(found)[-1]
    assert draw.verb == Verb.DRAW and draw.amount == "2" and draw.detail == ["additional"]
    # Shah of Naar Isle
    _, found = read("When this creature's echo cost is paid, each opponent may draw up to three cards.")
    (draw,) = _actions(found)
    assert draw.amount == "up_to:3"


def test_any_target_with_what_it_is() -> None:
    # Cuombajj Witches
    _, found = read(
        "{T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
        "Cuombajj Witches",
    )
    (deal,) = _actions(found)
    chosen = deal.objects[-1]
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["any"] and "choice:opponent" in chosen.qualifiers


def test_colours_both_still_lands_and_what_objects_are() -> None:
    # Woodlurker Mimic
    _, found = read(
        "Whenever you cast a spell that's both black and green, this creature has base power and toughness 4/5 until "
        "end of turn and gains wither until end of turn."
    )
    event = found[0]
    assert isinstance(event, TriggerEvent)
    assert "is:black+green" in _object(event.actions[0]).qualifiers
    # Living Plane
    _, found = read("All lands are 1/1 creatures that are still lands.")
    (are,) = _actions(found)
    assert are.verb == Verb.BECOME and are.detail == ["is"]
    assert isinstance(are.actor, ObjectPhrase) and are.actor.types == ["land"]
    assert _object(are).qualifiers == ["1/1", "is:land"] and _object(are).types == ["creature"]


def test_the_last_counter_removed() -> None:
    # Riftmarked Knight (its token's keywords are not all read yet: the event only)
    card = mtglinks.parse(
        "When the last time counter is removed from this card while it's exiled, create a 2/2 black Knight creature "
        "token with flanking, protection from white, and haste.",
        name="Riftmarked Knight",
    )
    event = next(n for a in card.iter_abilities() for n in a.effects)
    assert isinstance(event, TriggerEvent) and event.event == Verb.REMOVE_COUNTER
    assert event.actions[0].detail == ["counter:time", "last"] and event.actions[0].condition is not None
    # Nullstone Gargoyle (printed): "the first" before a noun still reads as it did
    read("Whenever the first noncreature spell each turn is played, counter that spell.")
    # "the first" counter is no such shape
    card = mtglinks.parse("When the first time counter is removed from this card, draw a card.")
    assert not is_typed([n for a in card.iter_abilities() for n in a.effects])


def test_what_a_creature_did_to_one_referred_to_and_life_totals_exchanged() -> None:
    # Fortune, Loyal Steed
    _, found = read(
        "Whenever Fortune attacks while saddled, at end of combat, exile it and up to one creature that saddled it "
        "this turn, then return those cards to the battlefield under their owner's control.",
        "Fortune, Loyal Steed",
    )
    exile = next(a for a in _actions(found) if a.verb == Verb.EXILE)
    (saddled,) = exile.objects[-1].relative  # type: ignore[union-attr]
    assert saddled.verb == Verb.SADDLE and isinstance(saddled.objects[0], Reference)
    # Mirror Universe
    _, found = read("{T}, Sacrifice this artifact: Exchange life totals with target opponent.", "Mirror Universe")
    (exchange,) = _actions(found)
    assert exchange.verb == Verb.EXCHANGE
    totals, player = exchange.objects
    assert isinstance(totals, ObjectPhrase) and totals.types == ["life_total"]
    assert isinstance(player, PlayerPhrase) and player.who == "target_opponent"


def test_a_cost_paid_by_its_mana_and_mana_of_colours_among_objects() -> None:
    # Baleful Mastery
    _, found = read("If the {1}{B} cost was paid, an opponent draws a card.")
    (draw,) = _actions(found)
    assert draw.condition is not None and draw.condition.test == "paid:cost:{1}{B}"
    # Plaza of Heroes
    _, found = read("{T}: Add one mana of any color among legendary permanents you control.", "Plaza of Heroes")
    (add,) = _actions(found)
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:any_color"]
    assert add.condition is not None and add.condition.test == "colors_among"
    (permanents,) = add.condition.about
    assert isinstance(permanents, ObjectPhrase) and permanents.supertypes == ["legendary"]


def test_at_most_so_many_and_a_bound_of_x_computed() -> None:
    # Judoon Enforcers
    _, found = read("No more than one creature can attack you each combat.")
    (attack,) = _actions(found)
    assert attack.verb == Verb.ATTACK and isinstance(attack.actor, ObjectPhrase)
    assert (attack.actor.determiner, attack.actor.count) == ("at_most", "1")
    # Winter's Chill
    _, found = read("X can't be greater than the number of snow lands you control.")
    (bound,) = _actions(found)
    assert bound.verb == Verb.CANT and bound.amount == "X" and bound.detail == ["be:greater_than:number_of"]
    assert isinstance(bound.per, ObjectPhrase) and bound.per.supertypes == ["snow"]


def test_control_kept_while_two_things_hold_and_a_cost_with_more() -> None:
    # Rubinia Soulsinger
    _, found = read(
        "You may choose not to untap Rubinia Soulsinger during your untap step.\n{T}: Gain control of target creature "
        "for as long as you control Rubinia Soulsinger and Rubinia Soulsinger remains tapped.",
        "Rubinia Soulsinger",
    )
    gain = _actions(found)[-1]
    assert gain.duration is not None and gain.duration.until == "you_control+remains_tapped"
    # Underworld Breach
    _, found = read(
        "Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile "
        "three other cards from your graveyard.",
        "Underworld Breach",
    )
    cost = _actions(found)[-1]
    assert cost.verb == Verb.MODIFY_COST and cost.detail == ["keyword:escape", "set:mana_cost"]
    assert cost.condition is not None and cost.condition.test == "plus_cost"
    (exile,) = cost.condition.about
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.zone_from == "graveyard"


def test_a_name_shared_or_not() -> None:
    # Central Elevator // Promising Stairs
    _, found = read(
        "When you unlock this door, search your library for a Room card that doesn't have the same name as a Room you "
        "control, reveal it, put it into your hand, then shuffle."
    )
    search = next(a for a in _actions(found) if a.verb == Verb.SEARCH)
    room = _object(search)
    assert room.qualifiers == ["not_same:name"] and room.related[0].subtypes == ["Room"]  # type: ignore[attr-defined]
    # Pyromancer Ascension
    _, found = read(
        "Whenever you cast an instant or sorcery spell that has the same name as a card in your graveyard, you may put "
        "a quest counter on this enchantment.",
        "Pyromancer Ascension",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and "same:name" in _object(event.actions[0]).qualifiers
    # Guardian Project: either of two objects, denied
    _, found = read(
        "Whenever a nontoken creature you control enters, if it doesn't have the same name as another creature you "
        "control or a creature card in your graveyard, draw a card."
    )
    (condition,) = [n for n in found if isinstance(n, EffectCondition)]
    assert condition.test == "not_same:name:either" and len(condition.about) == 3


def test_a_value_bounded_by_an_amount_referred_to() -> None:
    # Covert Technician
    _, found = read(
        "Whenever this creature deals combat damage to a player, you may put an artifact card with mana value less "
        "than or equal to that damage from your hand onto the battlefield."
    )
    put = _actions(found)[-1]
    card = _object(put)
    assert put.verb == Verb.PUT and put.zone_to == "battlefield" and card.zone == "hand"
    assert card.qualifiers == ["mana_value:anaphora:at_most"]
    (damage,) = card.related
    assert isinstance(damage, Reference) and damage.refers == "anaphora"
