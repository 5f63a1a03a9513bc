"""A put with several destinations keeps each: one action per group of objects (real Oracle text)."""

from __future__ import annotations

import pytest
from helpers import walk

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Reference


def actions(text: str, name: str) -> list[Action]:
    card = mtglinks.parse(text, name=name)
    return [node for ability in card.abilities for node in ability.effects if isinstance(node, Action)]


def test_each_group_is_put_into_its_own_zone() -> None:
    # Jalira, Master Polymorphist (its second sentence)
    text = "Put that card onto the battlefield and the rest on the bottom of your library in a random order."
    first, rest = actions(text, "Jalira, Master Polymorphist")
    assert (first.verb, first.zone_to, rest.verb, rest.zone_to) == (Verb.PUT, "battlefield", Verb.PUT, "library")
    assert isinstance(rest.objects[0], Reference) and text[slice(*rest.objects[0].span)] == "the rest"
    assert text[slice(*first.span)] == "Put that card onto the battlefield"


def test_tapped_stays_with_its_group() -> None:
    # Viewpoint Synchronization (its second sentence)
    text = "Put two of them onto the battlefield tapped and the other into your hand, then shuffle."
    puts = [action for action in actions(text, "Viewpoint Synchronization") if action.verb == Verb.PUT]
    assert [(put.zone_to, put.detail) for put in puts] == [("battlefield", ["tapped"]), ("hand", [])]


def test_a_put_with_one_destination_is_one_action() -> None:
    # Elvish Piper (its ability, after its cost)
    (put,) = actions("You may put a creature card from your hand onto the battlefield.", "Elvish Piper")
    assert (put.zone_from, put.zone_to, put.optional) == ("hand", "battlefield", True)


def test_a_sentence_read_in_part_leaves_no_group_behind() -> None:
    # the grammar reads the put with two destinations, then stops at a word it cannot place: the second group,
    # kept for its sentence, must not stay held for the rest of the run (the parser is called directly: the
    # tree's cache of readings would skip the second parse)
    from mtglinks.effects.build import lexicon
    from mtglinks.effects.parser import NotRead, effect_parser
    from mtglinks.effects.transformer import EffectTransformer

    words, parser = lexicon("en"), effect_parser("en")
    assert words is not None
    with pytest.raises(NotRead):
        parser.parse(
            words.tokens("Put that card onto the battlefield and the rest on the bottom of your library, then the.")
        )
    parser.parse(words.tokens("Draw a card."))
    assert not EffectTransformer._also_put


@pytest.mark.parametrize(
    ("name", "text", "verb", "zone"),
    [
        (
            "Gravecrawler",
            "You may cast this card from your graveyard as long as you control a Zombie.",
            Verb.CAST,
            "graveyard",
        ),
        (
            "Phage the Untouchable",
            "When Phage enters, if you didn't cast it from your hand, you lose the game.",
            Verb.CAST,
            "hand",
        ),
    ],
)
def test_a_zone_after_from_is_where_the_card_comes_from(name: str, text: str, verb: Verb, zone: str) -> None:
    card = mtglinks.parse(text, name=name)
    found = [
        node
        for ability in card.iter_abilities()
        for top in ability.effects
        for node in walk(top)
        if isinstance(node, Action) and node.verb == verb
    ]
    assert [(action.zone_from, action.zone_to) for action in found] == [(zone, None)]
