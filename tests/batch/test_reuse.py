"""The runner's reuse store: analyses kept on disk by text key, the oldest going first."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from helpers import PLUME, card_records, read_items

from mtglinks.batch import packing, runner
from mtglinks.batch.reuse import ReuseStore, SharedFile


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
    assert packing.unpack(packing.pack(analysis)) == analysis


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
    assert len(analysis.body) >= packing._COMPRESSED_BODY
    packed = packing.pack(analysis)
    assert len(packed) < len(analysis.body) / 2
    assert packing.unpack(packed) == analysis


def test_a_large_store_keeps_the_newest_entries_and_what_was_used_again() -> None:
    store = ReuseStore(entries=1000)
    keys = [i.to_bytes(16, "big") for i in range(3000)]
    for n, key in enumerate(keys):
        store.put(key, b"v%d" % n)
        if n % 100 == 0:
            assert store.get(keys[0]) == b"v0"  # used again and again: never the oldest for long
    assert 1000 <= len(store) <= 1000 + 512
    assert store.get(keys[0]) == b"v0"
    assert store.get(keys[-1]) == b"v2999"
    assert store.get(keys[1]) is None and store.get(keys[1500]) is None  # gone, oldest first
    kept = sum(store.get(key) is not None for key in keys)
    assert 1000 <= kept <= 1000 + 512
    store.close()


def test_a_text_never_kept_is_answered_without_asking_sqlite() -> None:
    store = ReuseStore(entries=10_000)
    for i in range(5000):
        store.put(b"kept%d" % i, b"x")
    store.get(b"kept0")  # the first batches are written: the store has its database
    statements: list[str] = []
    assert store._db is not None
    store._db.set_trace_callback(statements.append)
    assert all(store.get(b"new%d" % i) is None for i in range(2000))
    selects = [s for s in statements if s.startswith("SELECT")]
    assert len(selects) < 2000 * 0.1  # the filter's false positives only
    assert store.get(b"kept4999") == b"x" and store.get(b"kept10") == b"x"


def test_putting_a_text_already_kept_does_not_count_it_twice() -> None:
    store = ReuseStore(entries=100)
    keys = [b"k%d" % i for i in range(100)]
    for key in keys:
        store.put(key, b"one")
    for key in keys:
        store.put(key, b"two")  # the same texts again: replaced, not added
    assert len(store) == 100
    assert all(store.get(key) == b"two" for key in keys)


def _publish(path: str, keys: list[bytes]) -> None:
    shared = SharedFile(path)
    for key in keys:
        shared.put(key, b"analysis of " + key)
    shared.flush()
    shared.close()


def test_a_key_another_worker_published_is_found_and_a_new_one_is_answered_without_sqlite(tmp_path: Path) -> None:
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("the published keys reach workers that are forked")
    path = str(tmp_path / "analyses.sqlite")
    SharedFile.create(path)
    try:
        published = [hashlib.blake2b(b"text %d" % n, digest_size=16).digest() for n in range(40)]
        worker = multiprocessing.get_context("fork").Process(target=_publish, args=(path, published))
        worker.start()
        worker.join(30)
        assert worker.exitcode == 0
        reader = SharedFile(path)
        assert all(reader.get(key) == b"analysis of " + key for key in published)
        statements: list[str] = []
        assert reader._db is not None
        reader._db.set_trace_callback(statements.append)
        new = [hashlib.blake2b(b"other %d" % n, digest_size=16).digest() for n in range(2000)]
        assert all(reader.get(key) is None for key in new)
        assert len([s for s in statements if s.startswith("SELECT")]) < 20  # false positives only
        reader.close()
    finally:
        SharedFile.forget(path)
    # Without the published keys (a worker not forked from the run), every key is asked and found.
    alone = SharedFile(path)
    assert alone.get(published[0]) == b"analysis of " + published[0] and alone.get(new[0]) is None
    alone.close()
