"""English "whose" after an object and the starting player (lang/en/effect_words_whose.py) on real card text (2026
Oracle wording): a number of the object told after it, the player whose turn it is, a coin's result, power and
toughness compared, a card not from the starting deck."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def test_whose_mana_value_is_read_as_with_mana_value() -> None:
    # Enigma Sphinx Avatar: "whose mana value is less than …" reads as "with mana value less than …"
    card, found = read(
        "Whenever you cast a colored artifact spell for the first time each turn, search your library for a colored"
        " artifact card chosen at random whose mana value is less than that spell's mana value.",
        "Enigma Sphinx Avatar",
    )
    search = found[-1]
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    (card_found,) = search.objects
    assert isinstance(card_found, ObjectPhrase) and "mana_value:mana_value:less" in card_found.qualifiers
    assert original(card, card_found).endswith("whose mana value is less than that spell's mana value")
    # and as "with power 2 or less" reads
    _, (destroy,) = read("Destroy each creature whose power is 2 or less.")
    assert isinstance(destroy, Action) and destroy.objects[0].qualifiers == ["power:2:or_less"]  # type: ignore[union-attr]


def test_the_player_whose_turn_it_is_is_the_active_player() -> None:
    # Obeka, Brute Chronologist
    card, (end,) = read("{T}: The player whose turn it is may end the turn.", "Obeka, Brute Chronologist")
    assert isinstance(end, Action) and end.verb == Verb.END_TURN and end.optional
    assert isinstance(end.actor, ObjectPhrase) and end.actor.types == ["player"] and end.actor.qualifiers == ["active"]
    assert original(card, end.actor) == "The player whose turn it is"


def test_whose_coin_comes_up_tails() -> None:
    # Rakdos, the Showstopper (its first sentence, a list of subtypes after "isn't", is not read yet)
    card, found = read("Destroy each creature whose coin comes up tails.", "Rakdos, the Showstopper")
    destroy = found[-1]
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (what,) = destroy.objects
    assert isinstance(what, ObjectPhrase) and what.qualifiers == ["coin_tails"]
    assert original(card, what) == "each creature whose coin comes up tails"


def test_whose_power_and_toughness_are_equal_or_not() -> None:
    # Zimone's Homework, Gilt-Leaf Winnower
    _, found = read("Put a +1/+1 counter on each creature you control whose power and toughness are equal.")
    (what,) = found[-1].objects  # type: ignore[union-attr]
    assert isinstance(what, ObjectPhrase) and what.qualifiers == ["power_toughness_equal"] and what.controller == "you"
    _, found = read(
        "When this creature enters, you may destroy target non-Elf creature whose power and toughness aren't equal.",
        "Gilt-Leaf Winnower",
    )
    destroy = found[-1]
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (what,) = destroy.objects
    assert isinstance(what, ObjectPhrase) and what.qualifiers == ["power_toughness_not_equal"]


def test_the_starting_player_and_the_starting_deck() -> None:
    # Shove Aside: the condition in the present tense, as "you weren't the starting player" reads
    _, found = read(
        "If you aren't the starting player, you may cast Shove Aside as though it had flash.", "Shove Aside"
    )
    cast = found[-1]
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert isinstance(cast.condition, EffectCondition) and cast.condition.test == "not_starting_player"
    # a digital card's spell not from the starting deck
    _, found = read(
        "Whenever you cast a spell that isn't from your starting deck, conjure a card named Bear Cub onto the"
        " battlefield."
    )
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (spell,) = event.actions[0].objects  # type: ignore[union-attr]
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["not_from_starting_deck"]


def test_whose_with_a_player_before_it() -> None:
    # Goblin Assassin's "Each player whose coin comes up tails …": the player keeps what is so of them, its relative a
    # condition `is:coin_tails` (grammar/effects-en/9-gramb.lark; the words are not dropped)
    card = mtglinks.parse("Each player whose coin comes up tails sacrifices a creature of their choice.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(node, Action) and isinstance(node.actor, PlayerPhrase) and node.actor.who == "each_player"
    (what,) = node.actor.relative
    assert isinstance(what, EffectCondition) and what.test == "is:coin_tails"
