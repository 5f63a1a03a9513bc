"""More references to a choice the effect tree reads (lane chosen2, issue #22: English `chosen_ref` towards the tree),
on real card text: each sentence read whole, with the category of value it names."""

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
        # Archangel of Strife (Oracle): players qualified by what they chose
        ("Archangel of Strife", "Creatures controlled by players who chose war get +3/+0.", ["words"]),
        # Ashling's Prerogative (Oracle)
        (
            "Ashling's Prerogative",
            "Each creature without mana value of the chosen quality enters tapped.",
            ["words"],
        ),
        # Squall, Gunblade Duelist (Oracle): a condition on either of two numbers
        (
            "Squall, Gunblade Duelist",
            "Whenever one or more creatures attack one of your opponents, if any of those creatures have power or "
            "toughness equal to the chosen number, Squall deals 1 damage to the player being attacked for each of "
            "those creatures.",
            ["number"],
        ),
        # Liquid Fire (Oracle): a second amount of damage less than a number, X the number chosen
        (
            "Liquid Fire",
            "Liquid Fire deals X damage to target creature and 5 minus X damage to that creature's controller, where "
            "X is the chosen number.",
            ["number"],
        ),
        # Censorship (Oracle, an un-card): the word chosen, said
        ("Censorship", "Whenever a player says the chosen word, Censorship deals 2 damage to that player.", ["word"]),
        # Keeper of the Sacred Word (Oracle, an un-card)
        (
            "Keeper of the Sacred Word",
            "Whenever an opponent says the chosen word, this creature gets +3/+3 until end of turn.",
            ["word"],
        ),
        # Eye of Ojer Taq (Oracle): the next spell cast within the turn, of a kind named after it
        (
            "Eye of Ojer Taq",
            "{T}: The next spell you cast this turn of the chosen type can be cast without paying its mana cost.",
            ["type"],
        ),
        # Fluros of Myra's Marvels (Oracle): a planeswalker's loyalty among the numbers compared
        (
            "Fluros of Myra's Marvels",
            "Whenever you cast a spell with power, toughness, or loyalty equal to the chosen number, target artifact "
            "or creature becomes an artifact creature with base power and toughness 4/4 until end of turn.",
            ["number"],
        ),
        # Loose Lips (Oracle, an un-card): the sentence chosen, said aloud
        (
            "Loose Lips",
            "Whenever enchanted creature deals damage to an opponent, that player may say the chosen sentence.",
            ["other:sentence"],
        ),
        # Ineffable Blessing (Oracle, an un-card): the border chosen
        (
            "Ineffable Blessing",
            "Whenever a creature you control with the chosen border enters, draw a card.",
            ["other:border"],
        ),
        # Swirl the Mists (Oracle): a text-changing effect in the passive
        (
            "Swirl the Mists",
            "All instances of color words in the text of spells and permanents are changed to the chosen color word.",
            ["color"],
        ),
        # Look at Me, I'm R&D (Oracle, an un-card)
        (
            "Look at Me, I'm R&D",
            "All instances of the first chosen number in the full text of each permanent, spell, and card in any zone "
            "are changed to the second chosen number.",
            ["number"],
        ),
        # Minnea, Planar Tourist (Oracle, an un-card, its reminder text left aside): a cost changed by one of several
        (
            "Minnea, Planar Tourist",
            "Spells from the chosen plane cost {W}, {U}, {B}, {R}, or {G} less to cast.",
            ["other:plane"],
        ),
    ],
)
def test_a_reference_to_a_choice_read_whole(name: str, text: str, values: list[str]) -> None:
    ability = mtglinks.analyze(text, name=name).abilities[-1]
    assert _typed(ability)
    assert _chosen(ability) == values


def test_the_condition_compares_either_number() -> None:
    # Squall, Gunblade Duelist (Oracle): the test keeps both numbers and what they are compared with
    ability = mtglinks.analyze(
        "Whenever one or more creatures attack one of your opponents, if any of those creatures have power or "
        "toughness equal to the chosen number, Squall deals 1 damage to the player being attacked for each of those "
        "creatures.",
        name="Squall, Gunblade Duelist",
    ).abilities[0]
    tests = [getattr(e, "test", "") for e in ability.effects]
    assert "have:power_or_toughness:chosen_number:equal_to" in tests


def test_a_choice_links_to_players_who_chose() -> None:
    # Archangel of Strife (Oracle): each player's choice is referred to by both static abilities
    card = mtglinks.analyze(
        "Flying\nAs this creature enters, each player chooses war or peace.\n"
        "Creatures controlled by players who chose war get +3/+0.\n"
        "Creatures controlled by players who chose peace get +0/+3.",
        name="Archangel of Strife",
    )
    assert all(_typed(a) for a in card.abilities[1:])
    assert [_chosen(a) for a in card.abilities[2:]] == [["words"], ["words"]]


def test_a_player_who_did_not_choose_is_no_reference() -> None:
    # Birds of Paradise (Oracle): nothing chosen, nothing referred to
    ability = mtglinks.analyze("{T}: Add one mana of any color.", name="Birds of Paradise").abilities[0]
    assert _chosen(ability) == []


def test_no_other_counter_is_a_number_compared() -> None:
    # Fluros of Myra's Marvels (Oracle) with "+1/+1" for "loyalty": a kind of counter is no number of the spell
    ability = mtglinks.analyze(
        "Whenever you cast a spell with power, toughness, or +1/+1 equal to the chosen number, draw a card.",
        name="Fluros of Myra's Marvels",
    ).abilities[0]
    assert not _typed(ability)


def test_the_text_changed_is_an_action_change_text() -> None:
    # Swirl the Mists (Oracle): the verb of rule 612, what is replaced and what replaces it
    ability = mtglinks.analyze(
        "All instances of color words in the text of spells and permanents are changed to the chosen color word.",
        name="Swirl the Mists",
    ).abilities[0]
    (action,) = ability.effects
    assert getattr(action, "verb", None) == "change_text"
    assert getattr(action, "detail", None) == ["replace:color_word", "to:chosen_color_word"]
