"""The collector's young-generation threshold while the runner tags (batch/gcfreeze.py): raised for the run, set
back after it, and the records the same as tagged at Python's default."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator

import pytest
from helpers import CHEMISTER, PLUME

from mtglinks.batch import gcfreeze, runner
from mtglinks.sources import CardRecord, Where


def _card(ident: str, name: str, text: str) -> CardRecord:
    return CardRecord(Where("test", f"record {ident}"), {"id": ident, "name": name, "lang": "en", "text": text})


@pytest.fixture
def thresholds() -> Iterator[tuple[int, int, int]]:
    before = gc.get_threshold()
    yield before
    gc.set_threshold(*before)


def _tagged(seen: list[int]) -> list[dict[str, object]]:
    # Paradise Plume and Izzet Chemister (real cards): a color chosen, a card exiled with the card
    items = [_card("a", "Paradise Plume", PLUME), _card("b", "Izzet Chemister", CHEMISTER)]
    with runner.Runner(jobs=1, cache_entries=0) as pool:
        seen.append(gc.get_threshold()[0])
        return [json.loads(result.line) for result in pool.run(items) if result.line is not None]


def test_the_run_raises_the_young_threshold_and_sets_it_back(thresholds: tuple[int, int, int]) -> None:
    gc.set_threshold(700, 10, 10)
    seen: list[int] = []
    raised = _tagged(seen)
    assert seen == [gcfreeze.YOUNG_THRESHOLD]
    assert gc.get_threshold() == (700, 10, 10)
    with pytest.MonkeyPatch.context() as patched:  # the same cards at Python's default threshold
        patched.setattr(gcfreeze, "YOUNG_THRESHOLD", 700)
        assert _tagged(seen) == raised
    assert [link["rule"] for record in raised for link in record["links"]] == ["607.2d", "607.2d", "607.2a"]


def test_a_larger_threshold_or_the_collector_off_stays(thresholds: tuple[int, int, int]) -> None:
    seen: list[int] = []
    for young in (gcfreeze.YOUNG_THRESHOLD * 2, 0):
        gc.set_threshold(young, 5, 5)
        _tagged(seen)
        assert gc.get_threshold() == (young, 5, 5)
    assert seen == [gcfreeze.YOUNG_THRESHOLD * 2, 0]
