"""English digital (Alchemy) card text: the keyword line "Poison Tolerance +N", a card perpetually incorporating mana
symbols, and a card cast from the graveyard as an Adventure, on real card text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action, PlayerPhrase


def test_poison_tolerance_is_a_keyword_line() -> None:
    # Rosewater's Nemesis
    card = mtglinks.parse(
        "Vigilance, protection from Phyrexians\nPoison Tolerance +3 (It takes three additional poison counters for you"
        " to lose the game to poison.)",
        name="Rosewater's Nemesis",
    )
    assert card.abilities[1].kind == AbilityKind.KEYWORD
    (keyword,) = card.abilities[1].keywords
    assert keyword.canonical == "poison tolerance" and keyword.parameter == "+3"


def test_a_card_perpetually_incorporates_mana_symbols() -> None:
    # Guildpact Greenwalker
    card, found = read("If you do, that card perpetually incorporates {1}{G} and gets +4/+4.", "Guildpact Greenwalker")
    incorporate, gets = found
    assert isinstance(incorporate, Action) and incorporate.verb == Verb.INCORPORATE
    assert incorporate.detail == ["mana:{1}{G}"] and incorporate.duration is not None
    assert isinstance(gets, Action) and gets.verb == Verb.MODIFY_PT
    # Inspiring Easel: "and gains" a quoted ability
    card, found = read(
        'It perpetually incorporates {U}{R} and gains "When you cast this spell, copy it."', "Inspiring Easel"
    )
    assert isinstance(found[0], Action) and found[0].verb == Verb.INCORPORATE
    assert original(card, found[0]).endswith("incorporates {U}{R}")


def test_a_card_cast_as_an_adventure() -> None:
    # Hildibrand Manderville
    card, found = read(
        "When Hildibrand Manderville dies, you may cast it from your graveyard as an Adventure until the end of your"
        " next turn.",
        "Hildibrand Manderville",
    )
    cast = found[-1]
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and "cast_as:adventure" in cast.detail
    assert cast.duration is not None and cast.duration.until == "your_next_turn"


def test_a_villainous_choice_and_its_two_options() -> None:
    # Great Intelligence's Plan
    card, found = read(
        "Draw three cards. Then target opponent faces a villainous choice — They discard three cards, or you may cast"
        " a spell from your hand without paying its mana cost.",
        "Great Intelligence's Plan",
    )
    draw, face = found
    assert isinstance(face, Action) and face.verb == Verb.VILLAINOUS_CHOICE
    assert isinstance(face.actor, PlayerPhrase) and face.actor.who == "target_opponent"
    discard, cast = face.objects
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.optional
    assert original(card, cast).startswith("you may cast a spell")


def test_two_clauses_offered_by_a_comma_and_or() -> None:
    # Energy Bolt (printed text): the second clause an alternative of the first
    card, found = read("Energy Bolt deals X damage to target player, or target player gains X life.", "Energy Bolt")
    (deal,) = found
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    (gain,) = deal.alternatives
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE
    assert original(card, gain) == "target player gains X life"
