"""The runner's reuse store: analyses kept on disk by text key, the oldest going first."""

from __future__ import annotations

import json

from helpers import PLUME, card_records, read_items

from mtglinks.batch import runner
from mtglinks.batch.reuse import ReuseStore


def test_what_is_kept_comes_back_and_the_oldest_goes_first() -> None:
    store = ReuseStore(entries=2)
    store.put(b"a", b"first")
    store.put(b"b", b"second")
    assert store.get(b"a") == b"first"  # now the newest
    store.put(b"c", b"third")  # full: "b", the least recently used, goes
    assert (store.get(b"b"), store.get(b"a"), store.get(b"c")) == (None, b"first", b"third")
    assert len(store) == 2
    store.close()
    assert store.get(b"a") is None and len(store) == 0


def test_a_store_of_no_entries_keeps_nothing() -> None:
    store = ReuseStore(entries=0)
    store.put(b"a", b"first")
    assert store.get(b"a") is None and len(store) == 0


def test_an_analysis_comes_back_from_the_store_byte_for_byte() -> None:
    record = {"id": "p", "name": "Paradise Plume", "lang": "en", "text": PLUME}
    analysis = runner.analyze_input(runner.read_record(record))
    assert analysis.rules  # the card has links: rules are `Rule` members, stored as strings
    assert runner._unpack(runner._pack(analysis)) == analysis


def test_the_runner_reuses_a_text_seen_long_before() -> None:
    # Paradise Plume, then 30 other texts, then Plume again: the store still has it.
    items = read_items("corpora/en/cards.jsonl")
    records = card_records(items)[:30]
    plume = {"id": "p1", "name": "Paradise Plume", "lang": "en", "text": PLUME}
    stream = [plume, *records, {**plume, "id": "p2"}]
    with runner.Runner(jobs=1) as pool:
        results = list(pool.run(runner_items(stream)))
    assert [r.reused for r in results][0] is False and results[-1].reused is True
    first, last = (json.loads(r.line or "") for r in (results[0], results[-1]))
    assert last["links"] and all(first[k] == last[k] for k in ("abilities", "links", "review"))


def runner_items(records: list[dict[str, object]]) -> list[object]:
    from mtglinks.sources import CardRecord, Where

    return [CardRecord(Where("-", f"line {n}", n), record) for n, record in enumerate(records, 1)]


def test_a_long_body_is_kept_compressed_and_comes_back_whole() -> None:
    # A card of many paragraphs: its body is longer than what is kept as it is.
    text = "\n".join(["Kicker {R}", "If ~ was kicked, draw a card."] * 12)
    analysis = runner.analyze_input(runner.read_record({"id": "k", "name": "Test Card", "lang": "en", "text": text}))
    assert len(analysis.body) >= runner._COMPRESSED_BODY
    packed = runner._pack(analysis)
    assert len(packed) < len(analysis.body) / 2
    assert runner._unpack(packed) == analysis
