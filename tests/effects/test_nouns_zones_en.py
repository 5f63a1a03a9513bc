"""Zones and nouns of the noun side on real card text (2026 Oracle wording): a place in a library said with
its position ("third from the top", "their choice of the top or bottom"), a digital card's spellbook, the
duplicates digital cards conjure; and lists a possessive covers whole, which stay untyped rather than misread."""

from __future__ import annotations

import pytest
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase, Reference, Untyped


def test_a_place_in_a_library_counted_from_its_top_is_the_library() -> None:
    # Borborygmos and Fblthp
    name = "Borborygmos and Fblthp"
    card, (put,) = read(f"{{1}}{{U}}: Put {name} into its owner's library third from the top.", name=name)
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    (it,) = put.objects
    assert isinstance(it, Reference) and it.refers == ReferenceKind.SELF
    assert original(card, put).endswith("its owner's library third from the top")


def test_the_top_or_bottom_of_a_library_of_a_players_choice_is_the_library() -> None:
    # Aether Gust, its second sentence
    card, (put,) = read("Its owner puts it on their choice of the top or bottom of their library.")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    assert isinstance(put.actor, PlayerPhrase) and put.actor.who == "its_owner"
    (it,) = put.objects
    assert isinstance(it, Reference) and it.refers == ReferenceKind.ANAPHORA
    # Arashin Sovereign: "your choice" of the library of another player
    card, (_dies, put) = read(
        "When this creature dies, you may put it on your choice of the top or bottom of its owner's library."
    )
    assert isinstance(put, Action) and put.optional and put.zone_to == "library"


def test_a_card_drafted_from_a_spellbook_comes_from_outside_the_game() -> None:
    # Big Spender, its activated ability
    card, (draft,) = read("Sacrifice two artifacts: Draft a card from Big Spender's spellbook.", name="Big Spender")
    assert isinstance(draft, Action) and draft.verb == Verb.DRAFT and draft.zone_from == "spellbook"
    (drafted,) = draft.objects
    assert isinstance(drafted, ObjectPhrase) and (drafted.determiner, drafted.types) == ("a", ["card"])


def test_a_conjured_duplicate_is_of_the_object_named_and_the_duplicate_points_back() -> None:
    # Ace Flockbringer
    card, (event, conjure, gain, _timing) = read(
        "Whenever you cast a creature spell without flying, conjure a duplicate of it into your hand. "
        "The duplicate perpetually gains flying. This ability triggers only once each turn."
    )
    assert isinstance(conjure, Action) and conjure.verb == Verb.CONJURE and conjure.zone_to == "hand"
    (duplicate,) = conjure.objects
    assert isinstance(duplicate, ObjectPhrase) and duplicate.types == ["duplicate"]
    assert duplicate.qualifiers == ["of:anaphora"] and original(card, duplicate) == "a duplicate of it"
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:flying"]
    assert isinstance(gain.actor, Reference) and gain.actor.refers == ReferenceKind.ANAPHORA


def test_a_possessive_that_covers_a_whole_list_is_not_misread() -> None:
    # the owner of "target spell or nonland permanent" (a "non-" word on the second side: no one object either noun
    # names), not that owner and "nonland permanent"
    text = (
        "The owner of target spell or nonland permanent puts it on their choice of the top or bottom of their library."
    )
    card = mtglinks.parse(text, name="Retromancer")
    (node,) = [node for ability in card.iter_abilities() for node in ability.effects]
    assert isinstance(node, Untyped) and "the owner of the whole list" in node.reason


@pytest.mark.parametrize(
    ("text", "whose"),
    [
        # Retromancer: the controller of "that spell or ability" (one object pointed back to), not "that spell" and
        # "ability's controller" (effects/owner_list_shapes.py)
        ("Retromancer deals 3 damage to that spell or ability's controller.", Reference),
        # Lost in Space: the owner of either of the two, one object `artifact_or_creature`, not "target artifact"
        (
            "Target artifact or creature's owner puts it on their choice of the top or bottom of their library.",
            ObjectPhrase,
        ),
    ],
)
def test_a_possessive_that_covers_a_whole_list_names_one_player(text: str, whose: type) -> None:
    card = mtglinks.parse(text, name="Retromancer")
    (node,) = [node for ability in card.iter_abilities() for node in ability.effects]
    assert isinstance(node, Action)
    players = [o for o in (node.actor, *node.objects) if isinstance(o, PlayerPhrase)]
    (player,) = players
    assert player.who in ("owner", "controller") and isinstance(player.whose, whose)


def test_a_list_of_players_one_named_by_a_possessive_is_still_read() -> None:
    # Hellrider-style wording: "that player or that planeswalker's controller" are two players
    card, (discard,) = read("That player or that planeswalker's controller discards two cards.")
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "that_player"
    (controller,) = discard.other_actors
    assert isinstance(controller, PlayerPhrase) and controller.who == "controller"


def test_zones_listed_are_all_searched() -> None:
    # Slaughter Games, its last sentence; a Rune tutor's "library and/or graveyard"
    card, (search, exile) = read(
        "Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them."
    )
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "graveyard"
    assert search.detail == ["zones:graveyard,hand,library"]
    (cards,) = search.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["with:that:name"]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    card, (search, _reveal, _put) = read(
        "you may search your library and/or graveyard for a Rune card, reveal it, and put it into your hand."
    )
    assert isinstance(search, Action) and search.detail == ["zones:library,graveyard"] and search.optional
