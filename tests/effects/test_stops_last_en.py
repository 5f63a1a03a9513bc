"""English constructions of grammar/effects-en/3-stops-last.lark on real card text (2026 Oracle wording): the greatest
or least life total among players, a player chosen by it, what an object referred to did said in the passive, the
creatures a player attacked with, counters put on objects this way."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def _object(action: Action) -> ObjectPhrase:
    first = action.objects[0]
    assert isinstance(first, ObjectPhrase)
    return first


def _untyped(text: str) -> bool:
    card = mtglinks.parse(text)
    return not is_typed([n for a in card.iter_abilities() for n in a.effects])


def test_the_least_or_greatest_life_total_among_players() -> None:
    # Repay in Kind
    _, found = read("Each player's life total becomes the lowest life total among all players.")
    (become,) = _actions(found)
    assert become.verb == Verb.BECOME and become.amount == "least:life_total:among"
    assert become.detail[0].startswith("set:life_total")
    assert isinstance(become.per, ObjectPhrase | PlayerPhrase)
    # Sorin, Grim Nemesis
    _, found = read(
        "Create a number of 1/1 black Vampire Knight creature tokens with lifelink equal to the highest life total"
        " among all players."
    )
    (create,) = _actions(found)
    assert create.verb == Verb.CREATE
    # a noun that is no value a player has stays unread
    assert _untyped("Each player's life total becomes the lowest creature among all players.")


def test_a_player_picked_or_chosen_by_life() -> None:
    # Loxodon Peacekeeper
    _, found = read(
        "At the beginning of your upkeep, the player with the lowest life total gains control of this creature.",
        "Loxodon Peacekeeper",
    )
    gain = _actions(found)[-1]
    assert gain.verb == Verb.GAIN_CONTROL
    assert isinstance(gain.actor, ObjectPhrase) and "least:life_total" in gain.actor.qualifiers
    # The Mighty Will Fall
    _, found = read(
        "When you set this scheme in motion, choose an opponent with the highest life total among your opponents."
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "opponent" and choice.options == ["greatest:life_total:among"]
    # The Black Gate
    _, found = read("{1}{B}, {T}: Choose a player with the most life or tied for most life.")
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "player" and choice.options == ["most:life:or_tied"]
    # The Master, Gallifrey's End
    _, found = read("If you do, choose an opponent with the most life among your opponents.")
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.options == ["most:life:among"]
    # a noun that is no value a player has: no choice read
    assert _untyped("Choose an opponent with the lowest card among your opponents.")


def test_what_an_object_referred_to_did_in_the_passive() -> None:
    # Glyph of Doom
    _, found = read(
        "At this turn's next end of combat, destroy all creatures that were blocked by that creature this turn."
    )
    destroy = _actions(found)[-1]
    (blocked,) = _object(destroy).relative
    assert isinstance(blocked, Action) and blocked.verb == Verb.BLOCK
    assert isinstance(blocked.actor, Reference) and blocked.actor.refers == "anaphora"
    assert blocked.duration is not None and blocked.duration.until == "this_turn"
    # Ride Down
    _, found = read("Creatures that were blocked by that creature this combat gain trample until end of turn.")
    assert _actions(found)[0].verb == Verb.GAIN_ABILITY
    # a verb the object cannot have been done by stays unread
    assert _untyped("Destroy all creatures that were destroyed by that creature this turn.")


def test_the_creatures_a_player_attacked_with() -> None:
    # Search Party Captain
    _, found = read(
        "This spell costs {1} less to cast for each creature you attacked with this turn.", "Search Party Captain"
    )
    (cost,) = _actions(found)
    assert isinstance(cost.per, ObjectPhrase)
    (attacked,) = cost.per.relative
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK and attacked.detail == ["with:you"]
    assert attacked.duration is not None and attacked.duration.until == "this_turn"
    # blocking is not done "with"
    assert _untyped("This spell costs {1} less to cast for each creature you blocked with this turn.")


def test_counters_put_on_objects_this_way() -> None:
    # Agitator Ant
    _, found = read("Goad each creature that had counters put on it this way.")
    (goad,) = _actions(found)
    (put,) = _object(goad).relative
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail[-1] == "this_way"
    # Ripples of Potential
    _, found = read(
        "Proliferate, then choose any number of permanents you control that had a counter put on them this way."
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    (permanents,) = choice.objects
    assert isinstance(permanents, ObjectPhrase)
    (put,) = permanents.relative
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and "this_way" in put.detail


def test_an_object_that_did_it_or_had_it_done_by_another() -> None:
    # Time to Reflect
    _, found = read("Exile target creature that blocked or was blocked by a Zombie this turn.")
    (exile,) = _actions(found)
    (either,) = _object(exile).relative
    assert isinstance(either, Action) and either.verb == Verb.BLOCK and either.detail == ["or_by"]
    (zombie,) = either.objects
    assert isinstance(zombie, ObjectPhrase) and zombie.subtypes == ["Zombie"]
    # Venomous Breath: "blocked by it" one phrase
    _, found = read(
        "At this turn's next end of combat, destroy all creatures that blocked or were blocked by it this turn."
    )
    destroy = _actions(found)[-1]
    (either,) = _object(destroy).relative
    assert isinstance(either, Action) and either.verb == Verb.BLOCK
    (it,) = either.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
    # two verbs that differ: not one clause
    assert _untyped("Exile target creature that blocked or was attacked by a Zombie this turn.")


def test_the_players_a_player_attacked() -> None:
    # Militant Angel
    _, found = read(
        "When this creature enters, create a number of 2/2 white Knight creature tokens with vigilance equal to the"
        " number of opponents you attacked this turn."
    )
    assert _actions(found)[-1].verb == Verb.CREATE
    # Custodi Soulcaller
    _, found = read(
        "Whenever this creature attacks, return target creature card with mana value X or less from your graveyard to"
        " the battlefield, where X is the number of players you attacked this combat."
    )
    ret = _actions(found)[-1]
    assert isinstance(ret.per, ObjectPhrase)
    (attacked,) = ret.per.relative
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK
    assert isinstance(attacked.actor, PlayerPhrase) and attacked.actor.who == "you"
    assert attacked.duration is not None and attacked.duration.until == "this_combat"
    # blocking is no player's deed
    assert _untyped("Destroy each creature you blocked this turn.")


def test_creatures_become_blocked() -> None:
    # Fog Patch
    _, found = read("Attacking creatures become blocked.")
    (block,) = _actions(found)
    assert block.verb == Verb.BLOCK and isinstance(block.actor, ObjectPhrase) and block.actor.types == ["creature"]
    # Choking Vines
    _, found = read("X target attacking creatures become blocked.")
    (block,) = _actions(found)
    assert block.verb == Verb.BLOCK
    # Big Spender: the event, as "Whenever this creature becomes blocked" reads
    _, found = read("Whenever one or more creatures you control become blocked, create a Treasure token.")
    assert isinstance(found[0], TriggerEvent) and found[0].event == Verb.BLOCK


def test_cant_be_attacked() -> None:
    # Personal Decoy
    _, found = read("You can't be attacked.")
    (attack,) = _actions(found)
    assert attack.verb == Verb.ATTACK and attack.negated and attack.detail == ["passive"]
    assert isinstance(attack.actor, PlayerPhrase) and attack.actor.who == "you"
    # garbage: another verb's event phrase after "be", or a verb in the present
    assert _untyped("You can't be was blocked.")
    assert _untyped("You can't be attacks.")
