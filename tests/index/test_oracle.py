"""A text whose links differ from its card's Oracle text in the card index is flagged for review
(index/oracle.py); a text that links like its Oracle text, or is it, is not."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import only_the_bundled_index, write_jsonl

import mtglinks
from mtglinks.batch.runner import Limits, Runner, tag_record
from mtglinks.index import CardIndex, open_index
from mtglinks.index.build import IndexBuilder
from mtglinks.index.inputs import Input, tag_inputs
from mtglinks.index.oracle import REASON, LinkedText, differences, oracle_review
from mtglinks.sources import CardRecord, Where

# Shapeshifter as printed in Fifth Edition: three paragraphs, as in the Oracle text, but the choice of
# a number is "choose its power and toughness", which nothing refers to as "the chosen number".
SHAPESHIFTER_5ED = (
    "Shapeshifter has total power and toughness of 7, divided any way you choose, though neither can be more than 7.\n"
    "When you play Shapeshifter, choose its power and toughness.\n"
    "During your upkeep, choose Shapeshifter's power and toughness."
)
# Antiquities: one paragraph where the Oracle text has three.
SHAPESHIFTER_ATQ = (
    "The *s below represent any number from 0 to 6. You set * when Shapeshifter is cast, and you may change it "
    "during your upkeep."
)
PLUME_ES = (
    "En cuanto la Pluma del paraíso entre en juego, elige un color.\n"
    "Siempre que un jugador juegue un hechizo del color elegido, puedes ganar 1 vida.\n"
    "{T}: Agrega un maná del color elegido a tu reserva de maná."
)


@pytest.fixture(autouse=True)
def bundled(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    only_the_bundled_index(monkeypatch, tmp_path)


def oracle_flags(card: mtglinks.Card) -> list[tuple[int, int | None, str, str]]:
    return [(r.paragraph, r.ability, r.phrase, r.reason) for r in card.review if r.reason.startswith(REASON)]


def test_an_old_wording_that_lines_up_is_flagged_on_the_paragraph_that_should_refer() -> None:
    card = mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter", english_name="Shapeshifter")
    assert card.links == []
    # The Oracle text links both choices to its third paragraph ("the last chosen number").
    [(paragraph, ability, phrase, reason)] = oracle_flags(card)
    assert paragraph == 2 and ability == card.abilities[2].id
    assert phrase == "During your upkeep, choose Shapeshifter's power and toughness."
    assert reason == f"{REASON}: 607.2d 0 in this text, 2 in the Oracle text"
    [entry] = [r for r in card.review if r.reason.startswith(REASON)]
    assert card.text[slice(*entry.span)] == phrase


def test_a_wording_that_does_not_line_up_is_flagged_on_the_card() -> None:
    card = mtglinks.analyze(SHAPESHIFTER_ATQ, name="Shapeshifter", english_name="Shapeshifter")
    [entry] = [r for r in card.review if r.reason.startswith(REASON)]
    assert (entry.paragraph, entry.ability, entry.phrase, entry.span) == (0, None, "", (0, len(SHAPESHIFTER_ATQ)))


def test_no_flag_without_an_english_name_nor_for_a_card_the_index_lacks() -> None:
    assert oracle_flags(mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter")) == []
    unknown = mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter", english_name="Shapeshifter of a Later Set")
    assert oracle_flags(unknown) == []


def test_the_oracle_text_itself_and_a_translation_that_links_alike_carry_no_flag() -> None:
    with open_index() as index:
        oracle = index.oracle_links("Shapeshifter")
    assert oracle is not None and oracle.paragraphs == 3
    same = mtglinks.analyze(oracle.text, name="Shapeshifter", english_name="Shapeshifter")
    assert len(same.links) == 2 and oracle_flags(same) == []
    plume = mtglinks.analyze(PLUME_ES, lang="es", name="Pluma del paraíso", english_name="Paradise Plume")
    assert len(plume.links) == 2 and oracle_flags(plume) == []


def test_the_fast_path_reads_no_row_when_the_rules_agree() -> None:
    with open_index() as index:
        assert index.schema >= 2
        assert index.oracle_links("Shapeshifter", rules=["607.2d", "607.2d"]) is None
        found = index.oracle_links("Shapeshifter", rules=["607.2d"])
        assert found is not None and found.rules == {"607.2d": 2}
        # A face's name finds its card; "Front // Back" finds it by the front.
        back = index.oracle_links("Abolisher of Bloodlines")
        both = index.oracle_links("Voldaren Pariah // Abolisher of Bloodlines")
        assert back is not None and back == both and back.rules == {"607.2h": 1}


def test_differences_count_each_rule_and_place_unmatched_links_when_paragraphs_line_up() -> None:
    oracle = LinkedText("a\nb\nc", 3, (("607.2d", 0, 2), ("607.2d", 1, 2), ("607.2a", 0, 1)))
    text = LinkedText("a\nb\nc", 3, (("607.2a", 0, 1), ("607.2a", 0, 2)))
    found = differences(text, oracle)
    assert [(d.rule, d.here, d.oracle, d.paragraphs) for d in found] == [
        ("607.2a", 2, 1, (2,)),  # one more here: the extra link's referring paragraph
        ("607.2d", 0, 2, (2,)),
    ]
    two_paragraphs = LinkedText("a b\nc", 2, ())
    [missing] = [d for d in differences(two_paragraphs, oracle) if d.rule == "607.2d"]
    assert missing.paragraphs == ()


def _printed(record_id: str, english: str | None, text: str, lang: str = "en", name: str = "Shapeshifter") -> Any:
    record: dict[str, Any] = {"id": record_id, "name": name, "lang": lang, "text": text}
    if english is not None:
        record["en_name"] = english
    return record


def test_batch_records_name_their_english_card_and_carry_the_flag() -> None:
    out = tag_record(_printed("Shapeshifter|5ED", "Shapeshifter", SHAPESHIFTER_5ED))
    assert out["ids"]["english_name"] == "Shapeshifter"
    assert [e["paragraph"] for e in out["review"] if e["reason"].startswith(REASON)] == [2]
    # An English record's own name is its English name.
    own = tag_record({"id": 1, "name": "Shapeshifter", "text": SHAPESHIFTER_ATQ})
    assert [e["ability"] for e in own["review"] if e["reason"].startswith(REASON)] == [None]


def test_reuse_does_not_carry_one_cards_comparison_to_another_card_with_the_same_text() -> None:
    records = [
        _printed("a", "Shapeshifter", SHAPESHIFTER_5ED),
        _printed("b", "A Card Nobody Printed", SHAPESHIFTER_5ED),
        _printed("c", "Shapeshifter", SHAPESHIFTER_5ED),
    ]
    items = [CardRecord(Where("-", f"line {i}", i), r) for i, r in enumerate(records, 1)]
    with Runner() as runner:
        results = [r for r in runner.run(items)]
    assert [r.review for r in results] == [1, 0, 1]
    assert [r.reused for r in results] == [False, False, True]
    with Runner(limits=Limits(compare_oracle=False)) as runner:
        assert [r.review for r in runner.run(items)] == [0, 0, 0]


def _build(tmp_path: Path, records: list[dict[str, Any]]) -> Path:
    path = write_jsonl(tmp_path / "cards.jsonl", records)
    builder = IndexBuilder()
    inputs = [Input(r, str(path), f"line {i}", i) for i, r in enumerate(records, 1)]
    builder.add_all(tag_inputs(inputs))
    out = tmp_path / "cards.sqlite"
    builder.write(out, [{"file": str(path), "bytes": path.stat().st_size}], mtglinks.__version__)
    return out


def test_an_index_build_flags_the_texts_that_link_unlike_the_cards_oracle_text(tmp_path: Path) -> None:
    with open_index() as bundled_index:
        oracle = bundled_index.oracle_links("Shapeshifter")
    assert oracle is not None
    records = [
        {"id": "oracle", "name": "Shapeshifter", "lang": "en", "text": oracle.text},
        {"id": "es", "name": "Cambiaformas", "lang": "es", "text": "Vuela.", "ids": {"english_name": "Shapeshifter"}},
    ]
    built = _build(tmp_path, records)
    with CardIndex(built) as index:
        card = index.card("Shapeshifter")
        english, spanish = card.record("en"), card.record("es")
        assert english is not None and spanish is not None
        assert [e for e in english["review"] if e["reason"].startswith(REASON)] == []
        [entry] = [e for e in spanish["review"] if e["reason"].startswith(REASON)]
        assert entry["reason"] == f"{REASON}: 607.2d 0 in this text, 2 in the Oracle text"
        assert index.oracle_links("Shapeshifter", rules=["607.2d"] * 2) is None
    db = sqlite3.connect(built)
    assert db.execute("SELECT oracle FROM cards WHERE name = 'Shapeshifter'").fetchone() == ("607.2d 607.2d",)
    db.close()


def test_an_index_of_the_first_schema_is_compared_from_its_rows(tmp_path: Path) -> None:
    with open_index() as bundled_index:
        oracle = bundled_index.oracle_links("Shapeshifter")
    assert oracle is not None
    built = _build(tmp_path, [{"id": "oracle", "name": "Shapeshifter", "lang": "en", "text": oracle.text}])
    db = sqlite3.connect(built)
    db.execute("ALTER TABLE cards DROP COLUMN oracle")
    db.execute("UPDATE meta SET value = 1 WHERE key = 'index_schema'")
    db.commit()
    db.close()
    with CardIndex(built) as old:
        assert old.schema == 1
        assert old.oracle_links("Shapeshifter", rules=["607.2d"] * 2) is None
        card = mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter")
        [entry] = oracle_review(card, "Shapeshifter", old)
        assert entry.paragraph == 2
