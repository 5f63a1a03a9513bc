"""Object phrases of the noun side on real card text (2026 Oracle wording): what objects have told by a word and
a noun, a symbol in their costs, counters more than those before, counts listed, targets counted with no noun,
"the next spell", and a value two objects share; prose with the same words types nothing."""

from __future__ import annotations

import pytest
from helpers import original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Action, Card, Effect, EffectCondition, ObjectPhrase, Reference, Untyped


def read(text: str, name: str | None = None) -> tuple[Card, list[Effect]]:
    """The card and the top effect nodes of all its abilities, each sentence read whole."""
    card = mtglinks.parse(text, name=name)
    top = [node for ability in card.iter_abilities() for node in ability.effects]
    assert is_typed(top), [n.to_dict() for n in top if isinstance(n, Untyped)]
    return card, top


def test_cards_with_different_names_and_cards_with_that_name() -> None:
    # Gifts Ungiven, its first sentence; Cabal Therapy, its last
    card, (search, reveal) = read("Search your library for up to four cards with different names and reveal them.")
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "library"
    (cards,) = search.objects
    assert isinstance(cards, ObjectPhrase) and (cards.determiner, cards.count, cards.types) == ("up_to", "4", ["card"])
    assert cards.qualifiers == ["with:different:name"]
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL
    card, (_reveal, discard) = read("Target player reveals their hand and discards all cards with that name.")
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    (named,) = discard.objects
    assert isinstance(named, ObjectPhrase) and (named.determiner, named.qualifiers) == ("all", ["with:that:name"])
    assert original(card, named) == "all cards with that name"


def test_abilities_with_a_symbol_in_their_costs() -> None:
    # Serra Bestiary
    card, (_cant, activate) = read(
        "Enchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be "
        "activated."
    )
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE and activate.negated
    assert isinstance(activate.actor, ObjectPhrase) and activate.actor.types == ["activated_ability"]
    assert activate.actor.qualifiers == ["cost_with:{T}"]


def test_counters_more_than_those_put_before() -> None:
    # What Must Be Done, its second mode's last sentence
    card, (enter,) = read("It enters with two additional +1/+1 counters on it if it's a creature.")
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:+1/+1:2:additional"] and enter.condition is not None


def test_an_additional_land_is_still_an_object_not_counters() -> None:
    # Fastbond-era printed wording: "one additional land" is a land, counted
    card, (put,) = read("During each player's turn, that player may put one additional land into play.")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    (land,) = put.objects
    assert isinstance(land, ObjectPhrase) and land.types == ["land"] and "additional" in land.qualifiers


@pytest.mark.parametrize(
    ("text", "name", "determiner", "count", "qualifiers"),
    [
        # Magic Missile; Pinnacle of Rage; a "deals X damage to each of up to three targets" spell
        (
            "Magic Missile deals 3 damage divided as you choose among one, two, or three targets.",
            "Magic Missile",
            "target",
            "1_or_2_or_3",
            [],
        ),
        ("Pinnacle of Rage deals 3 damage to each of two targets.", "Pinnacle of Rage", "each", "2", ["target"]),
        ("It deals 7 damage to each of up to three targets.", None, "up_to", "3", ["target"]),
    ],
)
def test_targets_counted_without_a_noun_are_any_targets(
    text: str, name: str | None, determiner: str, count: str, qualifiers: list[str]
) -> None:
    card, (damage,) = read(text, name=name)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (targets,) = damage.objects
    assert isinstance(targets, ObjectPhrase) and targets.types == ["any"]
    assert (targets.determiner, targets.count, targets.qualifiers) == (determiner, count, qualifiers)


def test_a_count_listed_before_target_creatures() -> None:
    # Fireball-style wording: "one, two, or three target creatures"
    card, (tap,) = read("Tap one, two, or three target creatures.")
    (creatures,) = tap.objects if isinstance(tap, Action) else []
    assert isinstance(creatures, ObjectPhrase) and creatures.types == ["creature"]
    assert (creatures.determiner, creatures.count) == ("target", "1_or_2_or_3")


def test_the_next_spell_you_cast() -> None:
    # The Five Stages of Grief, its last chapter
    card, (gain,) = read("The next spell you cast has epic.")
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:epic"]
    assert isinstance(gain.actor, ObjectPhrase)
    assert (gain.actor.determiner, gain.actor.types, gain.actor.controller) == ("next", ["spell"], "cast_by_you")


def test_a_value_two_objects_share() -> None:
    # Hisoka, Minamo Sensei
    card, (counter,) = read("Counter target spell if it has the same mana value as the discarded card.")
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    condition = counter.condition
    assert isinstance(condition, EffectCondition) and condition.test == "same:mana_value"
    it, discarded = condition.about
    assert isinstance(it, Reference) and it.refers == ReferenceKind.ANAPHORA
    assert isinstance(discarded, Reference) and original(card, discarded) == "the discarded card"


@pytest.mark.parametrize(
    "text",
    [
        "We met two targets of the survey with different names and that name again.",
        "The next time you see them, say one, two, or three targets.",
        "It has the same smell as the sea.",
    ],
)
def test_prose_with_these_words_types_nothing(text: str) -> None:
    card = mtglinks.parse(text)
    top = [node for ability in card.iter_abilities() for node in ability.effects]
    assert top and all(isinstance(n, Untyped) for n in top)
