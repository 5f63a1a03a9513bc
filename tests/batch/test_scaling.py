"""Long and repetitive texts (issues 9 and 12): right results, in time that grows linearly.

Each reproducer of the issues is analysed at the size the issue gives, and the result is checked
against what the text implies (counts computed from the input). The only timing check is a
generous guard, 5 CPU seconds each, that catches a return to quadratic cost (the issues measured
6.6 to 100 s; they now take well under a second). Speed itself is measured by
benchmarks/scaling.py.
"""

from __future__ import annotations

import time
from collections import Counter
from itertools import cycle, islice

import pytest

import mtglinks
from mtglinks.corpus import load_corpus
from mtglinks.links import MAX_LINKS
from mtglinks.tree import Card

GUARD_SECONDS = 5.0


def analyzed(text: str, name: str | None = None) -> Card:
    start = time.process_time()
    card = mtglinks.analyze(text, name=name)
    spent = time.process_time() - start
    assert spent < GUARD_SECONDS, f"{len(text)} characters took {spent:.1f} s of CPU: quadratic again?"
    return card


def features(card: Card) -> Counter[tuple[str, str]]:
    return Counter((f.kind, f.role) for a in card.iter_abilities() for f in a.features)


def test_choice_and_use_repeated_in_one_paragraph() -> None:
    """Issue 12: 10 KB, 6.6 s. One ability that chooses and refers to its own choice: anaphora, no link."""
    unit = "Choose a color. Creatures of the chosen color get +1/+1. "
    text = unit * 170
    card = analyzed(text)
    assert len(card.abilities) == 1
    assert len(card.abilities[0].effect) == 2 * text.count(unit)
    found = features(card)
    # `choose` and `chosen_ref` are read from the effect tree (FROM_TREE), which gives each (kind, value) of an ability
    # once
    assert found[("choose", "acting")] == 1
    assert found[("chosen_ref", "referring")] == 1  # (also read from the tree now)
    assert card.links == [] and card.truncated_links == 0


def test_one_choice_used_by_many_paragraphs() -> None:
    """Every paragraph that uses the choice is linked to the one that makes it (607.2d)."""
    uses = 400
    text = "As ~ enters, choose a color.\n" + "Creatures of the chosen color get +1/+1.\n" * uses
    card = analyzed(text)
    assert [(link.rule, link.source) for link in card.links] == [("607.2d", 0)] * uses
    assert sorted(link.target for link in card.links) == [a.id for a in card.abilities[1:]]
    assert card.truncated_links == 0


def test_exile_repeated_in_one_paragraph() -> None:
    """Issue 12: 100 KB, 7 s. A spell's instructions to exile start no 607.2a link."""
    unit = "Exile target creature. "
    text = unit * 4350
    card = analyzed(text)
    assert len(card.abilities) == 1 and card.abilities[0].kind == "spell"
    assert len(card.abilities[0].effect) == text.count(unit)
    assert features(card)[("exile", "acting")] == 1  # read from the tree: each kind once per ability
    assert card.links == []


def test_quotes_and_reminders_repeated() -> None:
    """Issue 12: 100 KB, 12.7 s. Each (b) is reminder text; each quoted "a" stays in the sentence."""
    text = '"a" (b) ' * 12500
    card = analyzed(text)
    assert len(card.abilities) == 1
    ability = card.abilities[0]
    assert [r.text for r in ability.reminder] == ["b"] * text.count("(b)")
    assert ability.children == []
    for reminder in ability.reminder[:: len(ability.reminder) // 10]:
        assert card.text[slice(*reminder.span)] == "b"


def test_choices_without_a_sentence_end() -> None:
    """Issue 12: 320 KB, 99 s ("choose … and …" patterns retried from every "choose" to the end of
    the sentence). The choice is still found: `choose` is read from the effect tree (FROM_TREE), which gives each (kind,
    value) of an ability once, at its first choice."""
    text = "choose a color, " * 20000
    card = analyzed(text)
    chosen = [f for a in card.iter_abilities() for f in a.features if f.kind == "choose"]
    assert [(f.value, card.text[slice(*f.span)].lower()) for f in chosen] == [("color", "choose a color")]


def test_one_paragraph_of_twenty_thousand_sentences() -> None:
    """Issue 9: a paragraph of 20,000 sentences took 100 s."""
    sentences = [
        "Draw a card.",
        "Target player loses 1 life.",
        "Exile target card from a graveyard.",
        "You gain 2 life.",
        "Create a 1/1 white Soldier creature token.",
    ]
    text = " ".join(islice(cycle(sentences), 20000))
    card = analyzed(text)
    assert len(card.abilities) == 1
    assert len(card.abilities[0].effect) == 20000
    found = features(card)
    assert found[("exile", "acting")] == 1  # read from the tree, as create_token: once per ability
    # English reads tokens created from the effect tree (FROM_TREE): every sentence's action, one half per ability
    creates = [e for e in card.abilities[0].effects if getattr(e, "verb", None) == "create"]
    assert len(creates) == text.count("Create a 1/1")
    assert found[("create_token", "acting")] == 1


def _plain_paragraphs() -> list[str]:
    """Real paragraphs of the bundled English corpus that stand alone (no bullet, no modes after)."""
    out = []
    for record in load_corpus("en"):
        for face in record["faces"]:
            for paragraph in face["text"].split("\n"):
                if (
                    paragraph.strip()
                    and not paragraph.lstrip().startswith("•")
                    and not paragraph.rstrip().endswith("—")
                ):
                    out.append(paragraph)
    return out


@pytest.mark.parametrize("count", [3000, 6000])
def test_thousands_of_real_paragraphs(count: int) -> None:
    """Issue 9: 3,000 and 6,000 paragraphs (0.28 s and 1.96 s, quadratic). Each paragraph reads as
    it does alone, and the links stay within the bound."""
    pool = _plain_paragraphs()
    paragraphs = list(islice(cycle(pool), count))
    # A name the text never uses: with none, analyze would infer one from the names the text repeats.
    card = analyzed("\n".join(paragraphs), name="Test Card")
    assert len(card.abilities) == count
    alone = {}
    for paragraph in pool:
        ability = mtglinks.parse(paragraph).abilities[0]
        alone[paragraph] = (ability.normalized, [(f.kind, f.role, f.value) for f in ability.features])
    for paragraph, ability in zip(paragraphs, card.abilities, strict=True):
        assert (ability.normalized, [(f.kind, f.role, f.value) for f in ability.features]) == alone[paragraph]
    assert len(card.links) <= MAX_LINKS


def test_kicker_pairs_are_cut_at_the_bound() -> None:
    """Issue 9: 500 "Kicker {R}" / "If ~ was kicked, draw a card." pairs (43 KB) wrote 300 MB of links.
    Every kicker paragraph links to every kicked paragraph; the first MAX_LINKS are kept, in the
    order 607.2i finds them (source by source), and the rest are counted up to MAX_LINKS."""
    pairs = 500
    text = "\n".join(["Kicker {R}", "If ~ was kicked, draw a card."] * pairs)
    card = analyzed(text)
    total = pairs * pairs
    assert len(card.links) == MAX_LINKS
    assert card.truncated_links == min(total - MAX_LINKS, MAX_LINKS)
    per_source = pairs  # each kicker paragraph links to every kicked paragraph
    kept = {(card.ability(link.source).paragraph, card.ability(link.target).paragraph) for link in card.links}
    expected = {(2 * s, 2 * t + 1) for s in range(MAX_LINKS // per_source) for t in range(pairs)}
    assert kept == expected
    assert card.to_dict()["truncated_links"] == card.truncated_links


def test_links_within_the_bound_are_all_kept() -> None:
    pairs = 20
    text = "\n".join(["Kicker {R}", "If ~ was kicked, draw a card."] * pairs)
    card = analyzed(text)
    assert len(card.links) == pairs * pairs
    assert card.truncated_links == 0 and "truncated_links" not in card.to_dict()


@pytest.mark.parametrize("pairs", [20, 100])
def test_exile_and_exiled_with_pairs(pairs: int) -> None:
    """A lasting reference ("exiled with ~") links to every exiling ability: pairs² links, cut at
    the bound target by target (607.2a pairs each reference with the sources in order)."""
    text = "\n".join(["{T}: Exile target creature.", "{1}: Return a card exiled with ~ to the battlefield."] * pairs)
    card = analyzed(text, name="Test Card")
    total = pairs * pairs
    assert len(card.links) == min(total, MAX_LINKS)
    assert card.truncated_links == min(max(total - MAX_LINKS, 0), MAX_LINKS)
    assert {link.rule for link in card.links} == {"607.2a"}
    kept = {(card.ability(link.source).paragraph, card.ability(link.target).paragraph) for link in card.links}
    targets = min(total, MAX_LINKS) // pairs
    assert kept == {(2 * s, 2 * t + 1) for t in range(targets) for s in range(pairs)}


def test_a_card_cut_at_the_bound_carries_a_review_flag_in_its_tag_record() -> None:
    from mtglinks.batch.runner import tag_record

    text = "\n".join(["Kicker {R}", "If ~ was kicked, draw a card."] * 100)
    record = tag_record({"id": "many", "name": "Many Kicks", "text": text})
    assert len(record["links"]) == MAX_LINKS
    (flag,) = [entry for entry in record["review"] if "left out" in entry["reason"]]
    assert flag["reason"] == f"at least {MAX_LINKS} more links were left out: a card keeps at most {MAX_LINKS}"
