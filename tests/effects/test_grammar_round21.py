"""Sentences of the 2026 Oracle text whose reading stopped in the grammar after round 20 (issue #22, round 21), on
real card text: the shapes of grammar/effects-en/8-round21-stops.lark (effects/round21_shapes.py) and the subjects of
their own determiner opening a clause after a comma or "and" (effects/lexer_subject_after.py)."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, Reference


def _actions(text: str, name: str | None = None) -> list[Action]:
    card, found = read(text, name)
    return [node for node in found if isinstance(node, Action)]


def test_gains_this_ability() -> None:
    # Sibsig's Artisan, Snarlfang Vermin (Alchemy): the ability being read, gained as "loses this ability" is lost
    (got,) = _actions("It perpetually gains this ability.")
    assert got.verb == Verb.GAIN_ABILITY and got.detail == ["keyword:this_ability"]
    assert isinstance(got.actor, Reference) and got.actor.refers == "anaphora"
    # "has this ability" after "except" keeps its reading: the copy's condition, not a gained keyword
    (got,) = _actions("You may have ~ enter as a copy of a creature, except it has this ability.")
    assert got.verb == Verb.ENTER and "keyword:this_ability" not in got.detail


def test_draw_another_card() -> None:
    # Imoen, Mystic Trickster; Tevesh Szat, Doom of Fools
    (got,) = _actions("Draw another card if you've completed a dungeon.")
    assert got.verb == Verb.DRAW and got.amount == "1" and got.detail == ["another"]
    assert isinstance(got.condition, EffectCondition)
    first, second = _actions(
        "If you do, draw two cards, then draw another card if the sacrificed permanent was a commander."
    )
    assert first.verb == second.verb == Verb.DRAW
    assert first.amount == "2" and second.amount == "1" and second.detail == ["another"]


def test_costs_raised_in_life() -> None:
    # Phyrexian Purge, Terror of the Peaks, Thran Portal
    (got,) = _actions("~ costs 3 life more to cast for each target.", "Phyrexian Purge")
    assert got.verb == Verb.MODIFY_COST and got.amount == "3" and got.detail == ["more", "life"]
    assert isinstance(got.per, ObjectPhrase)
    (got,) = _actions(
        "Spells your opponents cast that target ~ cost an additional 3 life to cast.", "Terror of the Peaks"
    )
    assert got.verb == Verb.MODIFY_COST and got.amount == "3" and got.detail == ["more", "life"]
    assert isinstance(got.actor, ObjectPhrase) and got.actor.types == ["spell"]
    (got,) = _actions("Mana abilities of ~ cost an additional 1 life to activate.", "Thran Portal")
    assert got.verb == Verb.MODIFY_COST and got.amount == "1" and got.detail == ["more", "life"]


def test_enters_as_a_creature() -> None:
    # Molten Sentry, Teferi's Time Twist
    (got,) = _actions("If the coin comes up heads, ~ enters as a 5/2 creature with haste.", "Molten Sentry")
    assert got.verb == Verb.ENTER and got.detail == ["as"]
    (what,) = got.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["creature"] and "5/2" in what.qualifiers
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "coin_heads"
    (got,) = _actions("If it enters as a creature, it enters with an additional +1/+1 counter on it.")
    assert got.verb == Verb.ENTER and isinstance(got.condition, EffectCondition)
    (entered,) = got.condition.about
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and entered.detail == ["as"]


def test_for_each_then_an_object_as_subject() -> None:
    # Pyretic Charge, Woodvine Elemental: the object after the comma is the subject, not the list's next item
    (got,) = _actions("For each card discarded this way, creatures you control get +1/+0 until end of turn.")
    assert got.verb == Verb.MODIFY_PT and got.amount == "+1/+0"
    assert isinstance(got.actor, ObjectPhrase) and got.actor.types == ["creature"] and got.actor.controller == "you"
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "for_each"
    (each,) = got.condition.about
    assert isinstance(each, ObjectPhrase) and each.types == ["card"]
    # a list after "for each" keeps its reading
    (got,) = _actions("For each creature, artifact, and enchantment you control, draw a card.")
    assert got.verb == Verb.DRAW and isinstance(got.condition, EffectCondition)
    assert len(got.condition.about) == 3


def test_one_of_them_with_no_noun() -> None:
    # Memories Returning, Eye of Yawgmoth
    (got,) = _actions("Then they put one on the bottom of your library.")
    assert got.verb == Verb.PUT and got.zone_to == "library"
    (one,) = got.objects
    assert isinstance(one, ObjectPhrase) and one.count == "1" and one.qualifiers == ["of:anaphora"]
    put, exile = _actions("Put one into your hand and exile the rest.")
    assert put.verb == Verb.PUT and put.zone_to == "hand" and exile.verb == Verb.EXILE


def test_remove_all_of_them() -> None:
    # Ludevic's Test Subject, Lightning Coils
    remove, transform = _actions(
        "Then if there are five or more hatchling counters on it, remove all of them and transform it."
    )
    assert remove.verb == Verb.REMOVE_COUNTER and remove.amount == "all" and remove.detail == ["of:anaphora"]
    assert transform.verb == Verb.TRANSFORM
    remove, create = _actions(
        "remove all of them from it and create that many 3/1 red Elemental creature tokens with haste."
    )
    assert remove.verb == Verb.REMOVE_COUNTER and isinstance(remove.objects[0], Reference)
    assert create.verb == Verb.CREATE


def test_new_targets_for_the_copies_a_player_controls() -> None:
    # Tempt with Mayhem
    card, found = read("You may choose new targets for the copies you control.")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "targets"
    copy, choice = read("Each opponent may copy that spell and may choose new targets for the copy they control.")[1]
    assert isinstance(copy, Action) and copy.verb == Verb.COPY
    assert isinstance(choice, Choice) and choice.what == "targets"


def test_a_subject_of_its_own_after_a_comma_or_and() -> None:
    # Edgar, Master Machinist: "that artifact" opens the clause after the condition
    (got,) = _actions("If you cast a spell this way, that artifact enters tapped.")
    assert got.verb == Verb.ENTER and got.detail == ["tapped"]
    assert isinstance(got.actor, Reference) and got.actor.text == "that artifact"
    assert isinstance(got.condition, EffectCondition)
    # Harmonious Emergence: after "and"
    sacrifice, gain = _actions(
        "If enchanted land would be destroyed, instead sacrifice ~ and that land gains indestructible until end of "
        "turn.",
        "Harmonious Emergence",
    )
    assert sacrifice.verb == Verb.SACRIFICE and gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, Reference) and gain.actor.text == "that land"
    # Gideon's Phalanx: a noun and who controls it after a lone comma
    (got,) = _actions(
        "If there are two or more instant and/or sorcery cards in your graveyard, creatures you control gain "
        "indestructible until end of turn."
    )
    assert got.verb == Verb.GAIN_ABILITY and isinstance(got.actor, ObjectPhrase) and got.actor.controller == "you"
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "there_are"
    # a list of objects keeps its reading
    (got,) = _actions("Destroy target artifact, target creature, and target land.")
    assert got.verb == Verb.DESTROY and len(got.objects) == 3


def test_what_a_player_did_said_with_a_participle() -> None:
    # Werewhat, Idol of Oblivion
    (got,) = _actions("If you exiled a card from your hand this way, draw a card.")
    assert got.verb == Verb.DRAW and isinstance(got.condition, EffectCondition) and got.condition.test == "did"
    (exiled,) = got.condition.about
    assert isinstance(exiled, Action) and exiled.verb == Verb.EXILE and exiled.zone_from == "hand"
    (got,) = _actions("Activate only if you created a token this turn.")
    assert isinstance(got.condition, EffectCondition)
    (created,) = got.condition.about
    assert isinstance(created, Action) and created.verb == Verb.CREATE
    assert created.duration is not None and created.duration.until == "this_turn"
    # the cards a player exiled keep their reading as a relative
    (got,) = _actions("Each player may play the card they exiled this way.")
    assert got.verb == Verb.PLAY and got.condition is None


def test_a_stat_lesser_or_greater_than_a_reference() -> None:
    # Cackling Observer, Kami of Mourning's trigger, Triple Triad
    (got,) = _actions("the exiled card's owner seeks a nonland card with lesser mana value than the exiled card.")
    assert got.verb == Verb.SEEK
    (card,) = got.objects
    assert isinstance(card, ObjectPhrase) and "lesser:mana_value:than:exiled_with" in card.qualifiers
    card, found = read("Whenever a creature you control with greater mana value than this card dies, draw a card.")
    event = found[0]
    dies = event.actions[0]  # type: ignore[attr-defined]
    assert isinstance(dies.actor, ObjectPhrase) and "greater:mana_value:than:self" in dies.actor.qualifiers


def test_then_set_off_by_a_comma_at_the_start() -> None:
    # Whammy Burn: "Then," set off at the sentence's start joins as a bare "Then" does
    (got,) = _actions(
        "Then, if no Islands were revealed this way, ~ deals X damage to any target, where X is the number of cards "
        "revealed."
    )
    assert got.verb == Verb.DEAL_DAMAGE and isinstance(got.condition, EffectCondition)
