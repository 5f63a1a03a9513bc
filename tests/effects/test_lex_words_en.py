"""English words the lexicon lacked in 2026 Oracle sentences (issue #22, the nineteenth round's list), on real card
text (2026 Oracle wording of the cards named): a lure whose blockers are named, what an Equipment can be attached to,
the modal "could", ante, a Room's doors locked or unlocked, a player's guess (grammar/effects-en/5-lex-words.lark,
effects/lex_word_shapes.py, lang/en/effect_words_lex_words.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _untyped(text: str, name: str = "Foo") -> bool:
    card = mtglinks.parse(text, name=name)
    return any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_lure_with_its_blockers_named() -> None:
    # Marble Priest
    _, found = read(
        "All Walls able to block this creature do so.\n"
        "Prevent all combat damage that would be dealt to this creature by Walls.",
        name="Marble Priest",
    )
    lure = _actions(found)[0]
    assert lure.verb == Verb.BLOCK and lure.detail == ["all_able"]
    assert isinstance(lure.actor, ObjectPhrase) and lure.actor.subtypes == ["Wall"] and lure.actor.determiner == "all"
    assert [o.refers for o in lure.objects] == ["self"]  # type: ignore[attr-defined]
    # You Look Upon the Tarrasque: the blockers by their controller, a duration
    _, (lure,) = read("All creatures your opponents control able to block that creature this turn do so.")
    assert isinstance(lure, Action) and isinstance(lure.actor, ObjectPhrase) and lure.actor.controller == "opponent"
    assert lure.duration is not None and lure.duration.until == "this_turn"


def test_attached_only_to() -> None:
    # Konda's Banner
    _, found = read(
        "Konda's Banner can be attached only to a legendary creature.\n"
        "Creatures that share a color with equipped creature get +1/+1.",
        name="Konda's Banner",
    )
    attach = _actions(found)[0]
    assert attach.verb == Verb.ATTACH and attach.detail == ["passive", "only", "can"]
    (creature,) = attach.objects
    assert isinstance(creature, ObjectPhrase) and creature.supertypes == ["legendary"]


def test_could_as_can() -> None:
    # Obsidian Charmaw
    _, found = read(
        "This spell costs {1} less to cast for each land your opponents control that could produce {C}.\nFlying",
        name="Obsidian Charmaw",
    )
    cost = _actions(found)[0]
    assert isinstance(cost.per, ObjectPhrase) and cost.per.types == ["land"]
    (produce,) = cost.per.relative
    assert isinstance(produce, Action) and produce.verb == Verb.ADD_MANA and produce.detail == ["mana:{C}", "could"]


def test_ante() -> None:
    # Contract from Below
    _, found = read(
        "Remove this card from your deck before playing if you're not playing for ante.\n"
        "Discard your hand, ante the top card of your library, then draw seven cards.",
        name="Contract from Below",
    )
    assert [a.verb for a in _actions(found)][1:] == [Verb.DISCARD, Verb.ANTE, Verb.DRAW]
    ante = _actions(found)[2]
    assert ante.zone_from == "library"
    # Demonic Attorney
    _, (ante,) = read("Each player antes the top card of their library.", name="Demonic Attorney")
    assert isinstance(ante, Action) and ante.verb == Verb.ANTE
    assert isinstance(ante.actor, PlayerPhrase) and ante.actor.who == "each_player"


def test_doors_locked_and_unlocked() -> None:
    # Keys to the House
    _, (lock, _) = read(
        "{3}, {T}, Sacrifice this artifact: Lock or unlock a door of target Room you control. Activate only as a "
        "sorcery.",
        name="Keys to the House",
    )
    assert isinstance(lock, Action) and lock.verb == Verb.LOCK
    assert [a.verb for a in lock.alternatives] == [Verb.UNLOCK]  # type: ignore[attr-defined]
    # Ghostly Keybearer: the Room kept beside its door
    _, found = read(
        "Whenever this creature deals combat damage to a player, unlock a locked door of up to one target Room you "
        "control.",
        name="Ghostly Keybearer",
    )
    (unlock,) = [a for a in _actions(found) if a.verb == Verb.UNLOCK]
    (door,) = unlock.objects
    assert isinstance(door, ObjectPhrase) and door.types == ["locked_door"] and door.qualifiers == ["of:Room"]
    (room,) = door.related
    assert isinstance(room, ObjectPhrase) and room.determiner == "up_to" and room.controller == "you"


def test_guess_an_object() -> None:
    # My First Tome (its other sentences, "Say the flavor text on a card in your hand." and "If you do and they guessed
    # wrong, …", are not read yet: left out)
    _, (guess,) = read("Target opponent guesses that card's name.", name="My First Tome")
    assert isinstance(guess, Action) and guess.verb == Verb.GUESS
    assert isinstance(guess.actor, PlayerPhrase) and guess.actor.who == "target_opponent"
    # a guess whether something is so names no object: not read
    assert _untyped("That player guesses whether the card's mana value is greater than 4.")
