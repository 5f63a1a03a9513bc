"""Notes and the values noted (rule 607.2e) in sentences the effect tree reads whole, on real card text: the
draft-matters cards' "note … as you draft it" and "… you noted for cards named ~", a value noted referred to later,
mana noted."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.tree import Ability


def _halves(ability: Ability) -> set[tuple[str, str | None]]:
    assert all(e.kind != "untyped" for e in ability.effects), ability.effects
    return {(h.kind.value, h.value) for h in cost_queries.halves(ability) if h.kind.value in ("note", "noted_ref")}


def test_a_count_noted_as_the_card_is_drafted_and_the_highest_number_noted() -> None:
    # Garbage Fire (Oracle)
    card = mtglinks.parse(
        "Reveal this card as you draft it and note how many cards you've drafted this draft round, including this "
        "card.\nGarbage Fire deals damage to target creature equal to the highest number you noted for cards named "
        "Garbage Fire.",
        name="Garbage Fire",
    )
    assert _halves(card.abilities[0]) == {("note", "drafted_count")}
    assert _halves(card.abilities[1]) == {("noted_ref", None)}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # Noble Banneret (Oracle): "then turn this card face down" after the note still reads
        (
            "Noble Banneret",
            "As you draft a creature card, you may reveal it, note its name, then turn this card face down.\nAs long "
            "as you control one or more creatures with a name you noted for cards named Noble Banneret, this creature "
            "and those creatures get +1/+1 and have lifelink.",
        ),
        # Cogwork Tracker (Oracle)
        (
            "Cogwork Tracker",
            "Reveal this card as you draft it and note the player who passed it to you.\nThis creature attacks a "
            "player you noted for cards named Cogwork Tracker each combat if able.",
        ),
        # Aether Searcher (Oracle)
        (
            "Aether Searcher",
            "Reveal this card as you draft it. Reveal the next card you draft and note its name.\nWhen this creature "
            "enters, you may search your hand and/or library for a card with a name noted as you drafted cards named "
            "Aether Searcher. You may cast it without paying its mana cost. If you searched your library this way, "
            "shuffle.",
        ),
        # Jeweled Amulet (Oracle): the type of mana noted, added later
        (
            "Jeweled Amulet",
            "{1}, {T}: Put a charge counter on this artifact. Note the type of mana spent to pay this activation cost. "
            "Activate only if there are no charge counters on this artifact.\n{T}, Remove a charge counter from this "
            "artifact: Add one mana of this artifact's last noted type.",
        ),
        # Bell Borca, Spectral Sergeant (Oracle)
        (
            "Bell Borca, Spectral Sergeant",
            "Note the mana value of each card as it's put into exile.\nBell Borca's power is equal to the greatest "
            "number noted for it this turn.",
        ),
    ],
)
def test_a_note_and_the_value_noted(name: str, text: str) -> None:
    card = mtglinks.parse(text, name=name)
    first, second = card.abilities[0], card.abilities[-1]
    assert any(kind == "note" for kind, _ in _halves(first))
    assert _halves(second) == {("noted_ref", None)}
    assert ("607.2e", 0, 1) in {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in mtglinks.analyze(text, name=name).links
    }


def test_a_value_noted_once_each_refers_to_the_notes_before() -> None:
    # Long List of the Ents (Oracle): the chapter notes a creature type not noted yet
    card = mtglinks.parse(
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after VI.)\nI, II, III, IV, V, "
        "VI — Note a creature type that hasn't been noted for this Saga. When you next cast a creature spell of that "
        "type this turn, that creature enters with an additional +1/+1 counter on it.",
        name="Long List of the Ents",
    )
    chapter = next(a for a in card.abilities if "Note a creature type" in a.text)
    halves = {(h.kind.value, h.value) for h in cost_queries.halves(chapter)}
    assert {("note", "creature_type:not:noted"), ("noted_ref", None)} <= halves
