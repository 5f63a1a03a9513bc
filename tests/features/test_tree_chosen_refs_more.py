"""References to a choice the effect tree reads (towards English `chosen_ref` from the tree, issue #22: still read by
the patterns), in sentences the grammar now reads whole, on real card text: each with the category of value it names."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability


def _typed(ability: Ability) -> bool:
    return all(e.kind != "untyped" for e in ability.effects)


def _chosen(ability: Ability) -> list[str | None]:
    return [half.value for half in cost_queries.halves(ability) if half.kind == K.CHOSEN_REF]


@pytest.mark.parametrize(
    ("name", "text", "values"),
    [
        # Sanctuary Blade (Oracle)
        (
            "Sanctuary Blade",
            "Equipped creature gets +2/+0 and has protection from the last chosen color.",
            ["color"],
        ),
        # Serra's Emissary (Oracle)
        (
            "Serra's Emissary",
            "You and creatures you control have protection from the chosen card type.",
            ["card_type"],
        ),
        # Runed Halo (Oracle, its reminder text left aside)
        ("Runed Halo", "You have protection from the chosen card name.", ["card_name"]),
        # Haktos the Unscarred (Oracle, its short name "Haktos" given whole: a card analysed alone has no type line)
        (
            "Haktos the Unscarred",
            "Haktos the Unscarred has protection from each mana value other than the chosen number.",
            ["number"],
        ),
        # Desert Cenote (Oracle): a choice of up to two colors
        ("Desert Cenote", "{T}: Add one mana of a chosen color.", ["color"]),
        # Guild Pact (Oracle)
        ("Guild Pact", "Choose two colors. Add a mana of each of the chosen colors.", ["color"]),
        # Curse of Silence (Oracle)
        (
            "Curse of Silence",
            "Spells with the chosen name enchanted player casts cost {2} more to cast.",
            ["card_name"],
        ),
        # Lydari Elephant (Oracle)
        (
            "Lydari Elephant",
            "Lydari Elephant's power is equal to the first number chosen and its toughness equal to the second number "
            "chosen.",
            ["number"],
        ),
        # Throne of Eldraine (Oracle)
        (
            "Throne of Eldraine",
            "{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability.",
            ["color"],
        ),
        # Regicide (Oracle, a draft-matters card)
        (
            "Regicide",
            "Destroy target creature that's one or more of the colors chosen as you drafted cards named Regicide.",
            ["color"],
        ),
        # Paliano, the High City (Oracle)
        (
            "Paliano, the High City",
            "{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High City.",
            ["color"],
        ),
    ],
)
def test_a_reference_to_a_choice_read_whole(name: str, text: str, values: list[str]) -> None:
    ability = mtglinks.analyze(text, name=name).abilities[-1]
    assert _typed(ability)
    assert sorted(set(_chosen(ability))) == values


def test_two_names_chosen_each_referred_to() -> None:
    # Summoner's Bond (Oracle): "one of the chosen names" and "the other chosen name", qualifiers of the objects
    ability = mtglinks.analyze(
        "Whenever you cast a creature spell with one of the chosen names, you may search your library for a creature "
        "card with the other chosen name, reveal it, put it into your hand, then shuffle.",
        name="Summoner's Bond",
    ).abilities[0]
    assert _typed(ability)
    assert _chosen(ability) == ["card_name"]


def test_a_color_not_chosen_is_no_reference() -> None:
    # Birds of Paradise (Oracle): mana of any color chooses nothing before
    ability = mtglinks.analyze("{T}: Add one mana of any color.", name="Birds of Paradise").abilities[0]
    assert _typed(ability)
    assert _chosen(ability) == []
