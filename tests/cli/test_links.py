"""`mtglinks links`: numbered abilities, then each link with its evidence and clause explanation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import CHEMISTER, PLUME, only_the_bundled_index, run_cli

import mtglinks
from mtglinks.index import bundled_index
from mtglinks.links.explain import CLAUSE_SUMMARIES, explain
from mtglinks.tree import Evidence, Link

LINK_LINE = re.compile(r'^  (607\.2[a-q])  (\d+) → (\d+)(?: \(itself\))?  "(.+)" → "(.+)"$')


def link_lines(output: str) -> list[tuple[int, int, str, str, str]]:
    found = []
    for line in output.splitlines():
        match = LINK_LINE.match(line)
        if match:
            rule, a, b, acting, referring = match.groups()
            found.append((int(a), int(b), rule, acting, referring))
    return found


def test_lists_the_numbered_abilities() -> None:
    result = run_cli("links", "--name", "Paradise Plume", PLUME)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Paradise Plume  [en]"
    assert lines[1] == "  0. [replacement] As Paradise Plume enters the battlefield, choose a color."
    assert lines[2].startswith("  1. [triggered] Whenever a player casts a spell of the chosen color")
    assert lines[3] == "  2. [activated] {T}: Add one mana of the chosen color."


def test_paradise_plume_links_the_choice_to_both_users() -> None:
    # Rule 607.4's own example: the first ability is linked to the second and to the third.
    result = run_cli("links", "--name", "Paradise Plume", PLUME)
    assert result.exit_code == 0, result.output
    links = link_lines(result.stdout)
    assert sorted((a, b, rule) for a, b, rule, _, _ in links) == [(0, 1, "607.2d"), (0, 2, "607.2d")]
    for _, _, _, acting, referring in links:
        assert "choose a color" in acting
        assert "chosen color" in referring
    # Each link line is followed by both abilities' text and one line of explanation.
    lines = result.stdout.splitlines()
    starts = [index for index, line in enumerate(lines) if LINK_LINE.match(line)]
    record = json.loads(run_cli("links", "--name", "Paradise Plume", "--json", PLUME).stdout)
    explanation = "      " + record["links"][0]["explanation"]
    assert explanation.strip() and all(link["explanation"] == explanation.strip() for link in record["links"])
    assert [lines[index + 1 : index + 4] for index in starts] == [
        [
            "      0: As Paradise Plume enters the battlefield, choose a color.",
            "      1: Whenever a player casts a spell of the chosen color, you may gain 1 life.",
            explanation,
        ],
        [
            "      0: As Paradise Plume enters the battlefield, choose a color.",
            "      2: {T}: Add one mana of the chosen color.",
            explanation,
        ],
    ]


def test_exiled_with_links_the_exiling_ability() -> None:
    result = run_cli("links", "--name", "Izzet Chemister", CHEMISTER)
    assert result.exit_code == 0, result.output
    links = link_lines(result.stdout)
    assert [(a, b, rule) for a, b, rule, _, _ in links] == [(1, 2, "607.2a")]
    assert "xile" in links[0][3] and "exiled with" in links[0][4]


def test_json_output_is_the_tag_record_format() -> None:
    result = run_cli("links", "--name", "Paradise Plume", "--json", PLUME)
    assert result.exit_code == 0, result.output
    record = json.loads(result.stdout)
    assert record["name"] == "Paradise Plume" and record["lang"] == "en"
    assert [(a["id"], a["paragraph"], a["kind"]) for a in record["abilities"]] == [
        (0, 0, "replacement"),
        (1, 1, "triggered"),
        (2, 2, "activated"),
    ]
    assert list(record) == [
        "schema_version",
        "id",
        "line",
        "name",
        "lang",
        "status",
        "errors",
        "ids",
        "source",
        "abilities",
        "links",
        "review",
    ]
    assert record["source"] == {"file": "<argument>", "position": "the whole text"}


def test_json_links_of_paradise_plume() -> None:
    record = json.loads(run_cli("links", "--name", "Paradise Plume", "--json", PLUME).stdout)
    assert sorted((link["rule"], link["from"], link["to"]) for link in record["links"]) == [
        ("607.2d", 0, 1),
        ("607.2d", 0, 2),
    ]
    for link in record["links"]:
        start, end = link["evidence"]["to"]["span"]
        assert PLUME[start:end] == link["evidence"]["to"]["phrase"]
        assert link["explanation"]


def test_a_card_without_links_says_so() -> None:
    result = run_cli("links", "Flying\n{T}: Add {G}.")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == "links: none"
    assert "  0. [keyword] Flying" in result.stdout


def test_reads_standard_input() -> None:
    result = run_cli("links", "--name", "Paradise Plume", "-", stdin=PLUME)
    assert result.exit_code == 0
    assert "  2. [activated] {T}: Add one mana of the chosen color." in result.stdout


def test_unknown_language_is_a_usage_error() -> None:
    result = run_cli("links", "--lang", "de", "Flugfähigkeit")
    assert result.exit_code == 2
    assert "'de' is not one of 'en', 'es', 'fr', 'ru'" in result.stderr


@pytest.mark.parametrize("letter", "abcdefghijkmnpq")
def test_every_clause_has_a_summary(letter: str) -> None:
    link = Link(f"607.2{letter}", 0, 1, (Evidence("x", (0, 1)), Evidence("y", (2, 3))))
    assert explain(link) == CLAUSE_SUMMARIES[f"607.2{letter}"] != f"linked abilities under rule 607.2{letter}"
    assert explain(Link(f"2{letter}", 0, 1, link.evidence)) == CLAUSE_SUMMARIES[f"607.2{letter}"]


def test_the_rules_own_explanation_comes_first() -> None:
    link = Link("607.2d", 0, 1, (Evidence("x", (0, 1)), Evidence("y", (2, 3))), explanation="a color is chosen")
    assert explain(link) == "a color is chosen"


def test_abilities_are_indented_by_their_depth_in_the_tree() -> None:
    # A mode under "Choose one —" is one level in; the ability its token is granted, one more.
    text = (
        "Choose one —\n"
        "• Burn Down the House deals 5 damage to each creature and each planeswalker.\n"
        '• Create three 1/1 red Devil creature tokens with "When this creature dies, it deals 1 damage to any '
        'target." They gain haste until end of turn.'
    )
    result = run_cli("links", "--name", "Burn Down the House", text)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[1].startswith("  0. [modal] Choose one")
    assert lines[2].startswith("      1. [spell] • Burn Down the House deals 5 damage")
    assert lines[3].startswith("      2. [spell] • Create three 1/1 red Devil creature tokens")
    assert lines[4] == "          3. [triggered] When this creature dies, it deals 1 damage to any target."


def test_a_printed_wording_that_links_unlike_the_oracle_text_is_listed_to_check(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    only_the_bundled_index(monkeypatch, tmp_path)
    # Liquid Fire as printed in Spanish: the damage is divided "como elijas" where the Oracle text has a
    # number chosen as an additional cost and a paragraph that uses it.
    printed = (
        "El Fuego líquido hace 5 puntos de daño divididos como elijas entre la criatura objetivo y el controlador "
        "de esa criatura."
    )
    args = ["links", "--lang", "es", "--name", "Fuego líquido", printed]
    assert "Oracle text" not in run_cli(*args).stdout
    result = run_cli(*args[:-1], "--english-name", "Liquid Fire", printed)
    assert result.exit_code == 0, result.output
    differs = [line for line in result.stdout.splitlines() if "Oracle text" in line]
    assert differs == [
        "  the card: links differ from the card's Oracle text: 607.2d 0 in this text, 1 in the Oracle text"
    ]
    # Only when asked: opening the card index would cost a one-card command a tenth of its time.
    one_line = PLUME.split("\n")[0]
    assert "Oracle text" not in run_cli("links", "--name", "Paradise Plume", one_line).stdout
    english = run_cli("links", "--name", "Paradise Plume", "--english-name", "Paradise Plume", one_line)
    assert "links differ from the card's Oracle text: 607.2d 0 in this text, 2 in the Oracle text" in english.stdout


def test_links_and_card_show_a_card_in_one_layout(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The same text, analysed by `links` and looked up by `card`: the same lines, but `card`'s type line.
    only_the_bundled_index(monkeypatch, tmp_path)
    shown = run_cli("card", "Izzet Chemister").stdout.splitlines()
    assert shown[1] == "  Creature — Goblin Wizard"
    # the card's text as the index holds it (its current Oracle wording)
    with mtglinks.open_index(bundled_index()) as cards:
        record = cards.card("Izzet Chemister").record("en")
    assert record is not None
    text = "\n".join(face["text"] for face in record["faces"])
    analysed = run_cli("links", "--name", "Izzet Chemister", text).stdout.splitlines()
    assert analysed == [shown[0], *shown[2:]]
    assert analysed[0] == "Izzet Chemister  [en]"


def test_an_ability_linked_to_itself_is_printed_once() -> None:
    # Arcane Bombardment (607.1c): one triggered ability exiles cards and copies "each card exiled with" it.
    text = (
        "Whenever you cast your first instant or sorcery spell each turn, exile an instant or sorcery card at "
        "random from your graveyard. Then copy each card exiled with Arcane Bombardment. You may cast any number "
        "of the copies without paying their mana costs."
    )
    result = run_cli("links", "--name", "Arcane Bombardment", text)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    start = lines.index("links (1):")
    assert lines[start + 1] == (
        '  607.2a  0 → 0 (itself)  "exile an instant or sorcery card at random from your graveyard" → '
        '"each card exiled with Arcane Bombardment"'
    )
    assert lines[start + 2] == f"      0: {text}"
    assert len(lines) == start + 4 and not lines[start + 3].startswith("      0:")
