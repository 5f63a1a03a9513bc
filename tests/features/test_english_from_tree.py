"""Every English kind of rule 607 is read from the effect tree (issue #22): no English pattern is left, and the
references to a choice or to the cards exiled with the object link on real card text, also in older wordings and
inside sentences the grammar does not read whole (effects/partial.py)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree


def _links(text: str, name: str) -> set[tuple[str, int, int]]:
    return {(str(link.rule), link.source, link.target) for link in mtglinks.analyze(text, name=name).links}


def test_no_english_pattern_is_left() -> None:
    assert not patterns.language_data("en").patterns
    assert {"chosen_ref", "exiled_with_self"} <= tree.tree_kinds("en")


@pytest.mark.parametrize(
    ("name", "text", "link"),
    [
        # printed (Mirage): the labelled 607.2a link of dev-printed-en, its sentence not read whole
        (
            "Purgatory",
            "Whenever a summon card is put into your graveyard from play, put that card face up under Purgatory.\n"
            "During your upkeep, you may pay {4} and 2 life to put any card under Purgatory into play as though it "
            "were just played.",
            ("607.2a", 0, 1),
        ),
        # Oracle: "text box" is no word of the lexicon
        (
            "Do-It-Yourself Seraph",
            "Flying\nWhenever this creature attacks, you may search your library for an artifact card, exile it, "
            "then shuffle.\nThis creature has the text box of each card exiled with this creature in addition to "
            "its own.",
            ("607.2a", 1, 2),
        ),
        # printed (Ice Age): the cards the object itself removed from the game
        (
            "Safe Haven",
            "{2}, {T}: Remove target creature you control from the game. Play this ability as an interrupt.\n"
            "{0}: Sacrifice Safe Haven to return all creatures it has removed from the game directly into play under "
            "their owners' control as though they were just summoned.",
            ("607.2a", 0, 1),
        ),
    ],
)
def test_the_cards_exiled_with_the_object(name: str, text: str, link: tuple[str, int, int]) -> None:
    assert link in _links(text, name)


@pytest.mark.parametrize(
    ("name", "text", "link"),
    [
        # Oracle: a sentence the grammar stops in ("would result in all loyalty counters on it being removed")
        (
            "Deification",
            "As this enchantment enters, choose a planeswalker type.\n"
            "As long as you control a creature, if damage dealt to a planeswalker you control of the chosen type "
            "would result in all loyalty counters on it being removed, instead all but one of those counters are "
            "removed.",
            ("607.2d", 0, 1),
        ),
        # printed (Coldsnap): "that name" in another ability than the naming
        (
            "Declaration of Naught",
            "As Declaration of Naught comes into play, name a card.\n{U}: Counter target spell with that name.",
            ("607.2d", 0, 1),
        ),
        # printed (Morningtide): "of that type"
        (
            "Door of Destinies",
            "As Door of Destinies comes into play, choose a creature type.\n"
            "Whenever you play a spell of that type, put a charge counter on Door of Destinies.\n"
            "Creatures you control of that type get +1/+1 for each charge counter on Door of Destinies.",
            ("607.2d", 0, 2),
        ),
        # printed (Arabian Nights): "this color" in the ability that chose it
        (
            "Jihad",
            "Choose a color. As long as opponent has cards of this color in play, all white creatures gain +2/+1.",
            ("607.2d", 0, 0),
        ),
        # printed (Mirage): "chosen opponent's" with no article
        (
            "Energy Vortex",
            "When you play Energy Vortex, choose target opponent.\n"
            "During chosen opponent's upkeep, he or she pays {1} for each energy counter on Energy Vortex, or it "
            "deals 3 damage to him or her.",
            ("607.2d", 0, 1),
        ),
        # printed (Onslaught): "are of the chosen type"
        (
            "Conspiracy",
            "As Conspiracy comes into play, choose a creature type.\n"
            "Creatures you control and creature cards in your graveyard, hand, and library are of the chosen type.",
            ("607.2d", 0, 1),
        ),
        # printed (Legends): "mana-producing", "instead of its normal color"
        (
            "Hall of Gemstone",
            "During each player's upkeep, that player chooses a color.\nUntil end of turn, each mana-producing land "
            "produces mana of the chosen color instead of its normal color.",
            ("607.2d", 0, 1),
        ),
        # Oracle (2022 wording): "the chosen number of words"
        (
            "Ineffable Blessing",
            "As Ineffable Blessing enters the battlefield, choose a number.\n"
            "Whenever a creature with exactly the chosen number of words in its name enters the battlefield under "
            "your control, draw a card.",
            ("607.2d", 0, 1),
        ),
        # printed (Conspiracy): draft matters
        (
            "Paliano, the High City",
            "Reveal Paliano, the High City as you draft it. The player to your right chooses a color, you choose "
            "another color, then the player to your left chooses a third color.\n"
            "{T}: Add one mana to your mana pool of any color chosen as you drafted cards named Paliano, the High "
            "City.",
            ("607.2d", 0, 1),
        ),
    ],
)
def test_a_reference_to_a_choice(name: str, text: str, link: tuple[str, int, int]) -> None:
    assert link in _links(text, name)


def test_that_color_of_a_value_named_before_is_no_choice() -> None:
    # Tarnation Vista (Oracle): "that color" is the color counted, not the one chosen as it entered
    text = (
        "This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.\n"
        "{1}, {T}: For each color among monocolored permanents you control, add one mana of that color."
    )
    assert _links(text, "Tarnation Vista") == {("607.2d", 0, 1)}
