"""References to a choice the effect tree reads now that a zone keeps its owner and the grammar reads mana of a kind
(towards English `chosen_ref` from the tree, issue #22), on real Oracle text: each with the category of value it names
(`links/choices.py` pairs it with a choice of that category)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Untyped


def _untyped(ability: Ability) -> list[str]:
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, Untyped):
            found.append(node.text)
        for value in getattr(node, "__dict__", {}).values():
            for item in value if isinstance(value, list) else [value]:
                if hasattr(item, "span") and hasattr(item, "kind"):
                    walk(item)

    for node in ability.effects:
        walk(node)
    return found


def _chosen(ability: Ability) -> list[str | None]:
    return [half.value for half in cost_queries.halves(ability) if half.kind == K.CHOSEN_REF]


@pytest.mark.parametrize(
    ("name", "text", "values"),
    [
        # a zone of the chosen player: the owner of the zone is the reference
        (
            "Sewer Nemesis",
            "Sewer Nemesis's power and toughness are each equal to the number of cards in the chosen player's "
            "graveyard.",
            ["player"],
        ),
        (
            "Entropic Specter",
            "Entropic Specter's power and toughness are each equal to the number of cards in the chosen player's hand.",
            ["player"],
        ),
        (
            "Haunting Apparition",
            "Haunting Apparition's power is equal to 1 plus the number of green creature cards in the chosen player's "
            "graveyard.",
            ["player"],
        ),
        # mana of the chosen color in a trigger's event
        (
            "Caged Sun",
            "Whenever a land's ability causes you to add one or more mana of the chosen color, add an additional one "
            "mana of that color.",
            ["color"],
        ),
        (
            "Gauntlet of Power",
            "Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana "
            "of that color.",
            ["color"],
        ),
        # mana paid of each of the chosen colors
        (
            "Guild Pact",
            "At the beginning of your next upkeep, pay one mana of each of the chosen colors. If you don't, you lose "
            "the game.",
            ["color"],
        ),
        # the chosen colors the spell is
        (
            "Seal of the Guildpact",
            "Each spell you cast costs {1} less to cast for each of the chosen colors it is.",
            ["color"],
        ),
    ],
)
def test_a_reference_to_a_choice_read_whole(name: str, text: str, values: list[str]) -> None:
    ability = mtglinks.analyze(text, name=name).abilities[-1]
    assert _untyped(ability) == []
    assert sorted({v for v in _chosen(ability) if v}) == values


def test_tapped_for_mana_keeps_the_kind_of_mana() -> None:
    # Gauntlet of Power: the event `tap`, the mana's kind its detail (as "add one mana of the chosen color")
    ability = mtglinks.analyze(
        "Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of "
        "that color.",
        name="Gauntlet of Power",
    ).abilities[0]
    event = ability.effects[0].to_dict()
    assert event["event"] == "tap" and event["actions"][0]["detail"] == ["mana:chosen_color"]


def test_another_event_takes_no_quality_of_mana() -> None:
    # only "tapped for mana" takes the kind of mana after it: "becomes tapped of the chosen color" is no such event
    ability = mtglinks.analyze(
        "Whenever a creature becomes tapped of the chosen color, draw a card.", name="Probe"
    ).abilities[0]
    assert _untyped(ability) == ["a creature becomes tapped of the chosen color"]


def test_for_each_of_the_chosen_colors_it_is_names_it() -> None:
    # Seal of the Guildpact: the amount counts the chosen colors the spell is, not every chosen color
    ability = mtglinks.analyze(
        "Each spell you cast costs {1} less to cast for each of the chosen colors it is.", name="Seal of the Guildpact"
    ).abilities[0]
    per = ability.effects[0].to_dict()["per"]
    assert per["qualifiers"] == ["of:chosen", "that_is:anaphora"]
    # "them" there is no object the spell is
    other = mtglinks.analyze("You gain 1 life for each of the chosen colors them is.", name="Probe").abilities[0]
    assert _untyped(other)
