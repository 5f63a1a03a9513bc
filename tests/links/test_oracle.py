"""A text whose links differ from its card's Oracle text in the card index is flagged for review
(links/oracle.py); a text that links like its Oracle text, or is it, is not."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import only_the_bundled_index, write_jsonl

import mtglinks
from mtglinks.batch.runner import Limits, Runner, tag_record
from mtglinks.cli.index import tag_inputs
from mtglinks.index import CardIndex, bundled_index, open_index
from mtglinks.index.analysis import oracle_review
from mtglinks.index.build import IndexBuilder
from mtglinks.index.inputs import Input
from mtglinks.links.oracle import REASON, LinkedText, differences
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


def _analyze(*args: Any, **kwargs: Any) -> mtglinks.Card:
    """`CardIndex.analyze` with the bundled index: the library's way to compare with an Oracle text."""
    with CardIndex(bundled_index()) as index:
        return index.analyze(*args, **kwargs)


def oracle_flags(card: mtglinks.Card) -> list[tuple[int, int | None, str, str]]:
    return [(r.paragraph, r.ability, r.phrase, r.reason) for r in card.review if r.reason.startswith(REASON)]


def test_an_old_wording_that_lines_up_is_flagged_on_the_paragraph_that_should_refer() -> None:
    card = _analyze(SHAPESHIFTER_5ED, name="Shapeshifter", english_name="Shapeshifter")
    assert card.links == []
    # The Oracle text links both choices to its third paragraph ("the last chosen number").
    [(paragraph, ability, phrase, reason)] = oracle_flags(card)
    assert paragraph == 2 and ability == card.abilities[2].id
    assert phrase == "During your upkeep, choose Shapeshifter's power and toughness."
    assert reason == f"{REASON}: 607.2d 0 in this text, 2 in the Oracle text"
    [entry] = [r for r in card.review if r.reason.startswith(REASON)]
    assert card.text[slice(*entry.span)] == phrase


def test_a_wording_that_does_not_line_up_is_flagged_on_the_card() -> None:
    card = _analyze(SHAPESHIFTER_ATQ, name="Shapeshifter", english_name="Shapeshifter")
    [entry] = [r for r in card.review if r.reason.startswith(REASON)]
    assert (entry.paragraph, entry.ability, entry.phrase, entry.span) == (0, None, "", (0, len(SHAPESHIFTER_ATQ)))


def test_no_flag_without_an_english_name_nor_for_a_card_the_index_lacks() -> None:
    assert oracle_flags(mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter")) == []
    unknown = _analyze(SHAPESHIFTER_5ED, name="Shapeshifter", english_name="Shapeshifter of a Later Set")
    assert oracle_flags(unknown) == []


def test_the_oracle_text_itself_and_a_translation_that_links_alike_carry_no_flag() -> None:
    with open_index() as index:
        oracle = index.oracle_links("Shapeshifter")
    assert oracle is not None and oracle.paragraphs == 3
    same = _analyze(oracle.text, name="Shapeshifter", english_name="Shapeshifter")
    assert len(same.links) == 2 and oracle_flags(same) == []
    plume = _analyze(PLUME_ES, lang="es", name="Pluma del paraíso", english_name="Paradise Plume")
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


def _altered_shapeshifter_index(tmp_path: Path, *statements: tuple[str, tuple[Any, ...]]) -> Path:
    """An index of Shapeshifter's Oracle text alone, then altered by SQL `statements`."""
    with open_index() as bundled_index:
        oracle = bundled_index.oracle_links("Shapeshifter")
    assert oracle is not None
    built = _build(tmp_path, [{"id": "oracle", "name": "Shapeshifter", "lang": "en", "text": oracle.text}])
    db = sqlite3.connect(built)
    for sql, args in statements:
        db.execute(sql, args)
    db.commit()
    db.close()
    return built


def test_an_index_of_the_first_schema_is_compared_from_its_rows(tmp_path: Path) -> None:
    built = _altered_shapeshifter_index(
        tmp_path,
        ("ALTER TABLE cards DROP COLUMN oracle", ()),
        ("DELETE FROM meta WHERE key = 'oracle_linked'", ()),
        ("UPDATE meta SET value = 1 WHERE key = 'index_schema'", ()),
    )
    with CardIndex(built) as old:
        assert old.schema == 1
        assert old.oracle_links("Shapeshifter", rules=["607.2d"] * 2) is None
        card = mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter")
        [entry] = oracle_review(card, "Shapeshifter", old)
        assert entry.paragraph == 2


class _StaleIndex:
    """An index whose stored reading of a card's Oracle text is not this version's: the same text,
    no links."""

    def __init__(self, text: str) -> None:
        self.text = text

    def oracle_links(self, english_name: str, rules: Any = None) -> LinkedText:
        return LinkedText(self.text, 3, ())


def test_the_index_s_own_oracle_text_is_never_flagged_even_when_the_index_reads_it_otherwise() -> None:
    with open_index() as index:
        oracle = index.oracle_links("Shapeshifter")
    assert oracle is not None
    card = mtglinks.analyze(oracle.text, name="Shapeshifter")
    assert len(card.links) == 2
    assert oracle_review(card, "Shapeshifter", _StaleIndex(oracle.text)) == []
    # The same stale index does flag a text that differs.
    printed = mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter")
    printed.links = card.links[:1]
    assert [r.reason for r in oracle_review(printed, "Shapeshifter", _StaleIndex(oracle.text))] == [
        f"{REASON}: 607.2d 1 in this text, 0 in the Oracle text"
    ]


def test_most_texts_are_settled_without_reading_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    with open_index() as index:
        index.oracle_links("Shapeshifter")  # the map is read once, here

        def no_table(*args: Any) -> Any:
            raise AssertionError("a table was read")

        monkeypatch.setattr(index, "query", no_table)
        monkeypatch.setattr(index, "load", no_table)
        assert index.oracle_links("Shapeshifter", rules=["607.2d", "607.2d"]) is None
        assert index.oracle_links("Llanowar Elves", rules=[]) is None  # links nothing, nor does its Oracle text
        assert index.oracle_links("A Card of a Later Set", rules=[]) is None
        with pytest.raises(AssertionError):
            index.oracle_links("Shapeshifter", rules=[])


def test_a_front_and_back_name_the_index_does_not_know_is_looked_up_by_its_front() -> None:
    card = mtglinks.analyze("Flying", name="Shapeshifter")
    with open_index() as index:
        [entry] = oracle_review(card, "Shapeshifter // A Back Face It Never Had", index)
    assert entry.reason == f"{REASON}: 607.2d 0 in this text, 2 in the Oracle text"


def test_every_key_that_names_the_english_card_is_read() -> None:
    from mtglinks.schema.input_record import read_record

    for key in ("english_name", "en_name", "en_card"):
        assert read_record({"lang": "es", "text": "Vuela.", key: "Shapeshifter"}).english_name == "Shapeshifter"
    assert read_record({"lang": "es", "text": "Vuela.", "ids": {"english_name": "X"}, "en_name": "Y"}).ids == {
        "english_name": "X"
    }
    assert read_record({"lang": "en", "name": "Shapeshifter", "text": "Flying"}).english_name == "Shapeshifter"
    assert read_record({"lang": "es", "name": "Cambiaformas", "text": "Vuela."}).english_name is None


def test_a_text_of_one_face_is_compared_with_that_face() -> None:
    back = (
        "Flying\nWhen this creature transforms into Abolisher of Bloodlines, target opponent sacrifices three "
        "creatures."
    )
    front = (
        "Flying\nSacrifice three other creatures: Transform Voldaren Pariah.\n"
        "Madness {B}{B}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness "
        "cost or put it into your graveyard.)"
    )
    card_name = "Voldaren Pariah // Abolisher of Bloodlines"
    # The back face's own text: nothing differs on it, but the card's madness link is on the other face.
    for english in ("Abolisher of Bloodlines", card_name):
        card = _analyze(back, name="Abolisher of Bloodlines", english_name=english)
        assert [(r.ability, r.reason) for r in card.review] == [
            (None, f"{REASON}: 607.2h 1 on another face of the card, which this text does not hold")
        ]
    front_card = _analyze(front, name="Voldaren Pariah", english_name=card_name)
    assert len(front_card.links) == 1 and oracle_flags(front_card) == []
    # A Spanish face whose name no English face has, named by the whole card: not compared.
    spanish = _analyze("Vuela.", lang="es", name="Abolicionista", english_name=card_name)
    assert oracle_flags(spanish) == []
    whole = _analyze(
        faces=[{"name": "Voldaren Pariah", "text": front}, {"name": "Abolisher of Bloodlines", "text": back}],
        english_name=card_name,
    )
    assert oracle_flags(whole) == []


def test_an_empty_text_is_not_compared() -> None:
    assert tag_record({"lang": "es", "name": "X", "text": "", "en_name": "Shapeshifter"})["review"] == []


def test_a_damaged_map_leaves_the_comparison_to_the_tables(tmp_path: Path) -> None:
    import zlib

    damage = ("UPDATE meta SET value = ? WHERE key = 'oracle_linked'", (zlib.compress(b"[1, 2]"),))
    built = _altered_shapeshifter_index(tmp_path, damage)
    with CardIndex(built) as damaged:
        [entry] = oracle_review(mtglinks.analyze(SHAPESHIFTER_5ED, name="Shapeshifter"), "Shapeshifter", damaged)
        assert entry.paragraph == 2
        assert damaged.oracle_links("Shapeshifter", rules=["607.2d"] * 2) is None


def test_a_forked_worker_opens_its_own_connection() -> None:
    import os

    from mtglinks.index.reader import shared_index

    index = shared_index(bundled_index())
    assert index.oracle_links("Shapeshifter") is not None
    parent = index._state.db
    pid = os.fork()
    if pid == 0:  # the child: exit status 0 when it read through another connection, the parent's kept unused
        found = index.oracle_links("Voldaren Pariah") is not None
        os._exit(0 if found and index._state.db is not parent and parent in index._inherited else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert index._state.db is parent and index.oracle_links("Shapeshifter") is not None


def test_analysis_without_a_name_from_many_threads_matches_the_serial_results() -> None:
    """One index shared by eight threads: each reads through its own connection, and every text gets
    the name, warnings and flags it gets alone (a connection used across threads used to fail, silently)."""
    from concurrent.futures import ThreadPoolExecutor

    with open_index() as index:
        records = [r for r in index.search(rule="607.2a", lang="en") if len(r["faces"]) == 1][:48]
        texts = [(str(r["faces"][0]["text"]), str(r["ids"]["english_name"])) for r in records]
        assert len(texts) == 48

        def outcome(item: tuple[str, str]) -> tuple[Any, ...]:
            card = index.analyze(item[0], english_name=item[1])
            return card.name, tuple(card.warnings), tuple(r.reason for r in card.review), id(index._state.db)

        serial = [outcome(item)[:3] for item in texts]
        with ThreadPoolExecutor(8) as pool:
            threaded = list(pool.map(outcome, texts))
    assert [t[:3] for t in threaded] == serial
    assert sum(name is not None for name, *_ in serial) > 40  # the index named the nameless texts
    assert len({t[3] for t in threaded}) > 1  # the threads read through connections of their own
