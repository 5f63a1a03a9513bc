"""The cards exiled before, named where the sentences holding them were not read (issue #22: `the_exiled_card` read from
the effect tree, lane enpat): the sentences are typed, the tree's query gives the referring half, and the card keeps
its link, on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.lang.en.patterns import FROM_TREE, PATTERNS
from mtglinks.tree import Ability, Action, Choice, ObjectPhrase, Reference, TriggerEvent

_JAILED = (
    "When this enchantment enters, exile target creature an opponent controls until this enchantment leaves the "
    "battlefield."
)


def _refers_to_exiled(ability: Ability) -> bool:
    return any(half.kind == K.THE_EXILED_CARD for half in cost_queries.halves(ability))


def _links(card: mtglinks.Card) -> list[tuple[str, int, int]]:
    return [(str(link.rule), link.source, link.target) for link in card.links]


def test_the_kind_is_read_from_the_tree() -> None:
    assert "the_exiled_card" in FROM_TREE
    assert not [entry for entry in PATTERNS if entry[0] == "the_exiled_card"]


def test_the_upkeep_of_the_exiled_cards_owner() -> None:
    # GO TO JAIL (Unfinity): the step of the player who owns the card exiled before
    card = mtglinks.analyze(
        f"{_JAILED}\nAt the beginning of the upkeep of the exiled card's owner, that player rolls two six-sided dice.",
        name="GO TO JAIL",
    )
    event = card.abilities[1].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == "owner_of:exiled_with:upkeep"
    assert _refers_to_exiled(card.abilities[1])
    assert _links(card) == [("607.2a", 0, 1)]


def test_controlled_by_the_owner_of_the_exiled_card() -> None:
    # Out of Town (Unknown Event): the player is the owner of the exiled card, which the object keeps as related
    card = mtglinks.analyze(
        f"{_JAILED}\nWhen a Town controlled by the owner of the exiled card enters, sacrifice this enchantment.",
        name="Out of Town",
    )
    event = card.abilities[1].effects[0]
    assert isinstance(event, TriggerEvent)
    town = event.actions[0].actor
    assert isinstance(town, ObjectPhrase) and town.controller == "owner"
    assert [r.refers for r in town.related if isinstance(r, Reference)] == ["exiled_with"]
    assert _refers_to_exiled(card.abilities[1])
    assert _links(card) == [("607.2a", 0, 1)]


def test_controlled_by_a_player_named_alone_keeps_no_object() -> None:
    # "spells controlled by target player": no object named with the player
    card = mtglinks.analyze("Counter target spell controlled by target player.", name="X")
    spell = card.abilities[0].effects[0].objects[0]  # type: ignore[attr-defined]
    assert isinstance(spell, ObjectPhrase) and not spell.related


def test_introduce_the_exiled_card() -> None:
    # In Residence (Unknown Event): a verb and an option used once a game
    card = mtglinks.analyze(
        "When this enchantment enters, search your library for a legendary creature card with mana value X or less, "
        "exile it, then shuffle.\nAt the beginning of your first main phase, you may introduce the exiled card using "
        "an introduction you haven't used this game. If you do, put that card onto the battlefield.",
        name="In Residence",
    )
    introduce = card.abilities[1].effects[1]
    assert isinstance(introduce, Action) and introduce.verb == "introduce"
    assert introduce.detail == ["using:unused:introduction"]
    assert _refers_to_exiled(card.abilities[1])
    assert _links(card) == [("607.2a", 0, 1)]


def test_name_the_exiled_cards_at_a_sentences_start() -> None:
    # Memory Test (Unfinity): "Name" opening the sentence is the verb (the names said aloud), not the noun
    card = mtglinks.analyze(
        "When this Attraction enters, target opponent exiles cards from the bottom of their library until they exile "
        "five nonland cards, then turns those nonland cards face down.\n"
        "Visit — Name the exiled face-down cards, then look at them.",
        name="Memory Test",
    )
    say = card.abilities[1].effects[0]
    assert isinstance(say, Action) and say.verb == "say"
    assert _refers_to_exiled(card.abilities[1])
    assert _links(card) == [("607.2a", 0, 1)]


def test_name_a_card_keeps_its_reading_at_a_sentences_start() -> None:
    # Cranial Extraction: "Name a nonland card." is still a card name chosen
    chosen = mtglinks.analyze("Name a nonland card.", name="Cranial Extraction").abilities[0].effects[0]
    assert isinstance(chosen, Choice) and chosen.what == "card_name"
