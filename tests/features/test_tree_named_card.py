"""Old printed "the named card" (a card name chosen by naming it, rule 607.2d) read by the effect tree: the sentences that
hold it are typed, the reference is `named_card`, and the tree's query gives the `named_ref` half the patterns give, on
real printed card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind
from mtglinks.tree import Ability, Choice, EffectCondition, ObjectPhrase, Reference


def _named_halves(ability: Ability) -> list[str | None]:
    return [half.value for half in cost_queries.halves(ability) if half.kind == K.NAMED_REF]


def _typed(card: mtglinks.Card) -> bool:
    return all(e.kind != "untyped" for a in card.iter_abilities() for e in a.effects)


def test_the_named_card_is_a_reference_of_its_own_kind() -> None:
    # Meddling Mage (printed, 8th Edition): the referring half is the tree's, with the patterns' value
    card = mtglinks.analyze(
        "As Meddling Mage comes into play, name a nonland card.\nThe named card can't be played.", name="Meddling Mage"
    )
    play = card.abilities[1].effects[0]
    assert isinstance(play.actor, Reference) and play.actor.refers == ReferenceKind.NAMED_CARD  # type: ignore[attr-defined]
    assert _named_halves(card.abilities[1]) == ["card_name"]


def test_activated_abilities_of_the_named_card() -> None:
    # Pithing Needle (printed, Saviors of Kamigawa): the reference as what the abilities are of
    card = mtglinks.analyze(
        "As Pithing Needle comes into play, name a card.\n"
        "Activated abilities of the named card can't be played unless they're mana abilities.",
        name="Pithing Needle",
    )
    assert _named_halves(card.abilities[1]) == ["card_name"]


def test_if_its_the_named_card() -> None:
    # Cursed Scroll (printed, Masters Edition): "If it's the named card" tests the card revealed
    card = mtglinks.analyze(
        "{3}, {T}: Name a card. Reveal a card at random from your hand. If it's the named card, Cursed Scroll deals 2 "
        "damage to target creature or player.",
        name="Cursed Scroll",
    )
    assert _typed(card)
    condition = card.abilities[0].effects[-1].condition  # type: ignore[attr-defined]
    assert isinstance(condition, EffectCondition) and condition.test == "is"
    assert _named_halves(card.abilities[0]) == ["card_name"]


def test_if_he_or_she_chooses_the_named_card() -> None:
    # Cursed Scroll (printed, Tempest): a choice that was made, with its chooser (an internal error before)
    card = mtglinks.analyze(
        "{3}, {T}: Name a card. Target opponent chooses a card at random from your hand. If he or she chooses the "
        "named card, Cursed Scroll deals 2 damage to target creature or player.",
        name="Cursed Scroll",
    )
    assert _typed(card)
    condition = card.abilities[0].effects[-1].condition  # type: ignore[attr-defined]
    (chose,) = condition.about
    assert isinstance(chose, Choice) and chose.chooser is not None and chose.chooser.text == "he or she"
    assert _named_halves(card.abilities[0]) == ["card_name"]


def test_it_matches_the_named_card_and_the_graveyard() -> None:
    # Petra Sphinx (printed, Legends): "matches" is having the named card's name; "put in", "the graveyard"
    card = mtglinks.analyze(
        "{T}: Target player names a card and then turns over the top card of his or her library. If it matches the "
        "named card, the card is put in the player's hand; otherwise it is put into the graveyard.",
        name="Petra Sphinx",
    )
    last = card.abilities[0].effects[-1]
    assert last.kind != "untyped"
    assert _named_halves(card.abilities[0]) == ["card_name"]


def test_a_creature_card_that_isnt_the_named_card() -> None:
    # Sphinx Ambassador (printed, Magic 2010): "you searched for" a card that isn't the named card
    card = mtglinks.analyze(
        "Flying\nWhenever Sphinx Ambassador deals combat damage to a player, search that player's library for a card, "
        "then that player names a card. If you searched for a creature card that isn't the named card, you may put it "
        "onto the battlefield under your control. Then that player shuffles his or her library.",
        name="Sphinx Ambassador",
    )
    put = card.abilities[1].effects[-2]
    searched = put.condition.about[0]  # type: ignore[attr-defined]
    assert searched.verb == "search"
    (card_searched,) = searched.objects
    assert isinstance(card_searched, ObjectPhrase) and card_searched.qualifiers == ["is_not"]
    assert _named_halves(card.abilities[1]) == ["card_name"]


def test_if_it_is_says_the_test_again() -> None:
    # Tunnel Vision (printed, Ravnica): "If it is, …" after "until the named card is revealed"
    card = mtglinks.analyze(
        "Name a card. Target player reveals cards from the top of his or her library until the named card is "
        "revealed. If it is, that player puts the rest of the revealed cards into his or her graveyard and puts the "
        "named card on top of his or her library. Otherwise, the player shuffles his or her library.",
        name="Tunnel Vision",
    )
    assert _typed(card)
    assert _named_halves(card.abilities[0]) == ["card_name"]


def test_it_is_before_more_words_is_no_elided_test() -> None:
    # Mise (printed): "If that card is the named card" keeps its subject and object
    card = mtglinks.analyze(
        "Name a nonland card, then reveal the top card of your library. If that card is the named card, draw three "
        "cards.",
        name="Mise",
    )
    draw = card.abilities[0].effects[-1]
    (became,) = draw.condition.about  # type: ignore[attr-defined]
    assert became.verb == "become" and became.objects[0].refers == ReferenceKind.NAMED_CARD
