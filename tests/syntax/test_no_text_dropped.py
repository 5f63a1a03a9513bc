"""The tree never drops text: every word of a paragraph lies in some node's span."""

from __future__ import annotations

import re

import pytest
from helpers import corpus, parse_record

from mtglinks.tree import Ability, Card

# Punctuation that only separates nodes (the grammar's commas, periods, dashes, bullets, quotes).
_SEPARATORS = re.compile(r"[\s,.;:—–\-•●()\"'«»“”]")


def uncovered(card: Card, ability: Ability) -> str:
    start, end = ability.span
    covered = [False] * (end - start)
    nodes = [*ability.cost, *ability.effect, *ability.restrictions, *ability.keywords, *ability.reminder]
    spans = [n.span for n in nodes]
    spans += [n.span for n in (ability.trigger, ability.condition) if n is not None]
    if ability.label_span:
        spans.append(ability.label_span)
    for a, b in spans:
        for i in range(max(a, start), min(b, end)):
            covered[i - start] = True
    missing = "".join(ch for ch, done in zip(card.text[start:end], covered, strict=True) if not done)
    return _SEPARATORS.sub("", missing)


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_every_word_of_every_paragraph_is_in_a_node(lang: str) -> None:
    checked = 0
    for ident, rec in corpus(lang).items():
        card = parse_record(rec)
        for ability in card.abilities:
            if ability.kind in ("unparsed", "reminder"):
                continue  # their whole text is the node
            assert uncovered(card, ability) == "", (ident, ability.text)
            checked += 1
    assert checked > 50


def test_a_second_label_opens_the_effect() -> None:
    # Life of Toshiro Umezawa, front face (Oracle, 2022): a modal chapter "I, II — Choose one —".
    from mtglinks import parse

    text = (
        "(As this Saga enters and after your draw step, add a lore counter.)\n"
        "I, II — Choose one —\n"
        "• Target creature gets +2/+2 until end of turn.\n"
        "• Target creature gets -1/-1 until end of turn.\n"
        "• You gain 2 life.\n"
        "III — Exile this Saga, then return it to the battlefield transformed under your control."
    )
    card = parse(text, name="Life of Toshiro Umezawa")
    chapter = card.abilities[1]
    assert (chapter.kind, chapter.label) == ("chapter", "I, II")
    assert [s.text for s in chapter.effect] == ["Choose one —"]
    assert card.text[slice(*chapter.label_span)] == "I, II"
    assert len(chapter.children) == 3  # the modes nest under the chapter that opens them
