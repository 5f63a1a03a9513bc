"""Lane "exself" (issue #22): English sentences naming the cards exiled with the object itself, read by the effect
tree as the reference `exiled_with_self` (real Oracle text): a part of them ("one of the cards exiled with ~"), what
a card type is shared with, cards turned face up, a count of different values."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass

import pytest

import mtglinks
from mtglinks.features.cost_queries import halves
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, Untyped

CASES = [
    (
        "Spellweaver Helix",
        "Imprint — When this artifact enters, you may exile two target sorcery cards from a single graveyard.\n"
        "Whenever a player casts a card, if it has the same name as one of the cards exiled with this artifact, you "
        "may copy the other. If you do, you may cast the copy without paying its mana cost.",
    ),
    (
        "Cemetery Prowler",
        "Vigilance\nWhenever this creature enters or attacks, exile a card from a graveyard.\n"
        "Spells you cast cost {1} less to cast for each card type they share with cards exiled with this creature.",
    ),
    (
        "Pyxis of Pandemonium",
        "{T}: Each player exiles the top card of their library face down.\n"
        "{7}, {T}, Sacrifice this artifact: Each player turns face up all cards they own exiled with this artifact, "
        "then puts all permanent cards among them onto the battlefield.",
    ),
    (
        "Azor's Gateway",
        "{1}, {T}: Draw a card, then exile a card from your hand. If cards with five or more different mana values "
        "are exiled with Azor's Gateway, you gain 5 life, untap Azor's Gateway, and transform it.",
    ),
    # Azor's Gateway, printed (Ixalan): the old plural "converted mana costs"
    (
        "Azor's Gateway",
        "{1}, {T}: Draw a card, then exile a card from your hand. If cards with five or more different converted mana "
        "costs are exiled with Azor's Gateway, you gain 5 life, untap Azor's Gateway, and transform it.",
    ),
    (
        "Soulflayer",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\n"
        "If a creature card with flying was exiled with this creature's delve ability, this creature has flying. The "
        "same is true for first strike, double strike, deathtouch, haste, hexproof, indestructible, lifelink, reach, "
        "trample, and vigilance.",
    ),
    (
        "Expert-Level Safe",
        "When this artifact enters, exile the top two cards of your library face down.\n"
        "{1}, {T}: You and target opponent each secretly choose 1, 2, or 3. Then those choices are revealed. If they "
        "match, sacrifice this artifact and put all cards exiled with it into their owners' hands. Otherwise, exile "
        "the top card of your library face down.",
    ),
    # Duplicant, printed (Mirrodin): one card "imprinted on" the object, the old name of a card exiled with it
    (
        "Duplicant",
        "Imprint — When Duplicant comes into play, you may remove target nontoken creature from the game. (The "
        "removed card is imprinted on this artifact.)\nAs long as a creature card is imprinted on Duplicant, "
        "Duplicant has that card's power, toughness, and creature types. It's still a Shapeshifter.",
    ),
]


def _nodes(node: object) -> Iterator[object]:
    """Every node under `node`, through all its fields (a condition's `about` too)."""
    yield node
    if is_dataclass(node):
        for field in fields(node):
            value = getattr(node, field.name)
            for child in value if isinstance(value, list) else [value]:
                if is_dataclass(child):
                    yield from _nodes(child)


def _objects(card: mtglinks.Card) -> list[ObjectPhrase]:
    found = [n for ability in card.iter_abilities() for e in ability.effects for n in _nodes(e)]
    return [n for n in found if isinstance(n, ObjectPhrase)]


def _untyped(card: mtglinks.Card) -> list[str]:
    every = [n for ability in card.iter_abilities() for e in ability.effects for n in _nodes(e)]
    return [n.text for n in every if isinstance(n, Untyped)]


@pytest.mark.parametrize(("name", "text"), CASES)
def test_the_tree_reads_the_cards_exiled_with_self(name: str, text: str) -> None:
    card = mtglinks.parse(text, name=name)
    assert _untyped(card) == []
    found = [half for ability in card.iter_abilities() for half in halves(ability) if half.kind == K.EXILED_WITH_SELF]
    assert found, f"{name}: no exiled_with_self half in the tree"


def test_a_part_keeps_what_the_whole_is() -> None:
    card = mtglinks.parse(CASES[0][1], name=CASES[0][0])
    parts = [node for node in _objects(card) if node.determiner == "of"]
    assert [p.qualifiers for p in parts] == [["of:the", "exiled_with_self"]]


def test_turned_face_up_before_the_objects() -> None:
    card = mtglinks.parse(CASES[2][1], name=CASES[2][0])
    every = [n for ability in card.iter_abilities() for e in ability.effects for n in _nodes(e)]
    turned = [n for n in every if isinstance(n, Action) and n.verb == "turn"]
    assert len(turned) == 1
    (cards,) = turned[0].objects
    assert isinstance(cards, ObjectPhrase)
    assert cards.qualifiers == ["exiled_with_self", "face_up"]


def test_a_count_of_different_values_only() -> None:
    card = mtglinks.parse(CASES[3][1], name=CASES[3][0])
    assert any("with:5:or_more:different:mana_value" in n.qualifiers for n in _objects(card))
    # another word of state in its place is not read as a count of different values
    other = mtglinks.parse(
        "If cards with five or more face-down mana values are exiled with ~, you gain 5 life.", name="X"
    )
    assert _untyped(other) != []


def test_numbers_chosen_secretly_and_matched() -> None:
    card = mtglinks.parse(CASES[6][1], name=CASES[6][0])
    every = [n for ability in card.iter_abilities() for e in ability.effects for n in _nodes(e)]
    assert [(c.what, c.options) for c in every if isinstance(c, Choice)] == [("1_or_2_or_3", ["secretly"])]
    assert [c.test for c in every if isinstance(c, EffectCondition)] == ["same:choice", "otherwise"]


@pytest.mark.parametrize(
    "text",
    [
        "As long as a creature card is imprinted on ~, ~ has flying.",
        "As long as a creature card is exiled with ~, ~ has flying.",
        "~ has flying as long as a creature card is imprinted on it.",
    ],
)
def test_one_card_exiled_with_self_is_a_state(text: str) -> None:
    card = mtglinks.parse(text, name="X")
    assert _untyped(card) == []
    every = [n for ability in card.iter_abilities() for e in ability.effects for n in _nodes(e)]
    tests = [(c.test, [o.types for o in c.about]) for c in every if isinstance(c, EffectCondition)]
    assert tests == [("as_long_as:is:exiled_with_self", [["creature", "card"]])]


def test_a_card_exiled_is_still_an_event_of_a_trigger() -> None:
    card = mtglinks.parse("Whenever a creature card is exiled, you gain 1 life.", name="X")
    (ability,) = card.iter_abilities()
    assert [e.kind for e in ability.effects][0] == "event"
