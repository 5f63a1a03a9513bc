"""A paragraph met again is a copy of its kept build (syntax/built.py): the same ability, its spans in each card.

Real cards: Oracle text of Serra Angel and Ancestor's Chosen (a paragraph many cards share), and of Ravenous
Chupacabra and Flametongue Kavu, whose enters-triggers read alike once their names are "~" (names of other lengths:
every span must point at each card's own words).
"""

from __future__ import annotations

from typing import Any

import pytest

from mtglinks import analyze
from mtglinks.pipeline import clear_caches
from mtglinks.syntax import built

SERRA = ("Serra Angel", "Flying\nVigilance")
CHOSEN = (
    "Ancestor's Chosen",
    "First strike (This creature deals combat damage before creatures without first strike.)\n"
    "When Ancestor's Chosen enters, you gain 1 life for each card in your graveyard.",
)
CHUPACABRA = ("Ravenous Chupacabra", "When Ravenous Chupacabra enters, destroy target creature an opponent controls.")
KAVU = ("Flametongue Kavu", "When Flametongue Kavu enters, destroy target creature an opponent controls.")
MODES = (
    "Boros Charm",
    "Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n"
    "• Permanents you control gain indestructible until end of turn.\n"
    "• Target creature gains double strike until end of turn.",
)
CARDS = [SERRA, CHOSEN, CHUPACABRA, KAVU, MODES]


def _dicts(name: str, text: str) -> list[dict[str, Any]]:
    card = analyze(text, lang="en", name=name)
    return [ability.to_dict() for ability in card.abilities] + [link.to_dict() for link in card.links]


def _fresh(name: str, text: str) -> list[dict[str, Any]]:
    """The card analysed with no parse and no build kept."""
    clear_caches()
    return _dicts(name, text)


@pytest.mark.parametrize("order", [CARDS, CARDS[::-1]])
def test_kept_builds_give_what_a_build_gives(order: list[tuple[str, str]]) -> None:
    expected = {name: _fresh(name, text) for name, text in order}
    clear_caches()
    for _ in range(3):  # met once (built), twice (kept), three times (copied)
        for name, text in order:
            assert _dicts(name, text) == expected[name], name
    assert built.BUILT  # "When ~ enters, destroy target creature an opponent controls." among them


def test_a_copy_points_at_its_own_card() -> None:
    clear_caches()
    for name, text in (CHUPACABRA, KAVU, CHUPACABRA, KAVU):
        card = analyze(text, lang="en", name=name)
        (ability,) = card.abilities
        assert ability.trigger is not None
        start, end = ability.trigger.span
        assert text[start:end] == f"When {name} enters"
        assert text[slice(*ability.effect[0].span)] == "destroy target creature an opponent controls."


def test_a_keyword_cost_in_words_is_not_kept() -> None:
    # a keyword line whose cost is a sentence: its span is counted back from its end, not mapped
    from mtglinks.kinds import AbilityKind, NodeKind
    from mtglinks.text.tracked import TrackedText
    from mtglinks.tree import Ability, Keyword, Sentence

    def build(text: TrackedText) -> Ability:
        ability = Ability(AbilityKind.KEYWORD, text.text, text.span(0, len(text.text)))
        ability.keywords = [Keyword(NodeKind.KEYWORD, "Buyback", text.span(0, 7), canonical="buyback")]
        ability.effect = [Sentence(NodeKind.SENTENCE, "Discard two cards.", text.span(8, len(text.text)))]
        return ability

    built.BUILT.clear()
    text = TrackedText.of("Buyback Discard two cards.", 10)
    assert built.keep(("en", text.text, None), text, build) is None
    assert not built.BUILT
