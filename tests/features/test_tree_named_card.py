"""Old printed "the named card" (a card name chosen by naming it, rule 607.2d) read by the effect tree: the sentences
that hold it are typed, the reference is `named_card`, and the tree's query gives the `named_ref` half the patterns
give, on real printed card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries, patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind, Role
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
    condition = card.abilities[0].effects[2].condition  # type: ignore[attr-defined]
    assert isinstance(condition, EffectCondition) and condition.test == "is" and condition.text == "If it is,"
    assert _named_halves(card.abilities[0]) == ["card_name", "card_name"]


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


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_english_reads_the_named_card_from_the_tree() -> None:
    assert K.NAMED_REF in tree.tree_kinds("en")
    assert K.NAMED_REF not in {p.kind for p in patterns.language_data("en").patterns}


def test_the_named_card_is_linked_to_the_naming() -> None:
    # Nevermore (printed, Innistrad): 607.2d, the static ability refers to the name chosen as it entered
    card = mtglinks.analyze(
        "As Nevermore enters the battlefield, name a nonland card.\nThe named card can't be cast.", name="Nevermore"
    )
    assert [(f.kind, f.value, f.role) for f in card.abilities[1].features] == [
        (K.NAMED_REF, "card_name", Role.REFERRING)
    ]
    assert _links(card) == {("607.2d", 0, 1)}


def test_each_named_card_of_an_ability_is_a_cue() -> None:
    # Tunnel Vision (printed, Ravnica): both "the named card" are referring halves inside the naming ability, each a
    # review cue of its own (as the patterns found them)
    card = mtglinks.analyze(
        "Name a card. Target player reveals cards from the top of his or her library until the named card is "
        "revealed. If it is, that player puts the rest of the revealed cards into his or her graveyard and puts the "
        "named card on top of his or her library. Otherwise, the player shuffles his or her library.",
        name="Tunnel Vision",
    )
    assert [r.phrase for r in card.review] == ["the named card", "the named card"]


def test_old_printed_sentences_that_hold_the_named_card_are_read_whole() -> None:
    # Mindblaze (Champions of Kamigawa), Nebuchadnezzar (Chronicles), Smart Ass (Unhinged), Demonic Consultation (Ice
    # Age), Booby Trap (Tenth Edition): the sentence with the reference is typed, and the reference found
    sentences = {
        "Mindblaze": "If that library contains exactly the chosen number of the named card, Mindblaze deals 8 damage "
        "to that player.",
        "Nebuchadnezzar": "Opponent then discards any of those cards that match the named card.",
        "Smart Ass": "Defending player may reveal his or her hand and show you that the named card isn't there.",
        "Demonic Consultation": "If not, remove that card from the game and continue revealing the top card of your "
        "library and removing it from the game until the named card appears.",
        "Booby Trap": "When the chosen player draws the named card, sacrifice Booby Trap.",
    }
    for name, text in sentences.items():
        card = mtglinks.analyze(text, name=name)
        assert _typed(card), name
        assert _named_halves(card.abilities[0]) == ["card_name"], name


def test_opponent_then_discards_keeps_then_as_an_adverb() -> None:
    # Nebuchadnezzar (printed, Chronicles): "then" after a one-word subject, as after a player
    card = mtglinks.analyze(
        "Opponent then discards any of those cards that match the named card.", name="Nebuchadnezzar"
    )
    (discard,) = card.abilities[0].effects
    assert discard.verb == "discard" and discard.detail == ["then"]  # type: ignore[attr-defined]
    (cards,) = discard.objects  # type: ignore[attr-defined]
    assert cards.qualifiers == ["of:anaphora", "share:name"]
    assert isinstance(cards.related[0], Reference) and cards.related[0].refers == ReferenceKind.NAMED_CARD


def test_the_chosen_letter_appears_is_still_untyped() -> None:
    # Oracle text where "appears" is no reveal: only "until the named card appears" is read
    card = mtglinks.analyze(
        "Whenever you cast a spell, it deals damage equal to the number of times the chosen letter appears in that "
        "spell's name to any target."
    )
    assert [e.kind for e in card.abilities[0].effects][-1] == "untyped"
