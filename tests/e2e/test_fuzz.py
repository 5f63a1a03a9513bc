"""The fuzz harness (benchmarks/fuzz.py): its small fast case, and that its checks can fail.

The small case fuzzes 300 texts per language, made from the bundled corpora so that it reads the
same cards with or without ../shared, and asserts no exception, valid spans and strict JSON. The
full run (100,000 texts per language, ../shared's corpora) is `python benchmarks/fuzz.py -j 2`.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from types import ModuleType
from typing import Any

import pytest
from helpers import CHECKOUT, CHEMISTER, PLUME

import mtglinks
from mtglinks.batch.runner import tag_record
from mtglinks.tree import Evidence, Link

TEXTS = 300
SEED = 12


def _load_fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mtglinks_fuzz", CHECKOUT / "benchmarks" / "fuzz.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


fuzz = _load_fuzz()


@pytest.fixture(scope="module")
def pools() -> dict[str, Any]:
    seeds = {lang: fuzz.load_seeds(lang, fuzz.source_files(lang, bundled=True)) for lang in fuzz.LANGS}
    return fuzz.make_pools(seeds)  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def small_run(pools: dict[str, Any]) -> dict[str, Any]:
    return fuzz.run(pools, TEXTS, SEED, jobs=1, timeout=30.0, keep=5)  # type: ignore[no-any-return]


def _failures(stats: Any) -> str:
    lines = []
    for result in stats.failures:
        case = result.case
        lines.append(
            f"#{result.index} id={case.record.get('id')!r} name={case.name!r} text={case.text[:200]!r} "
            f"mutations={case.mutations}"
        )
        lines += [f"    {p.check} in {p.where}: {p.message[:300]}" for p in result.problems]
    return "\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_small_fuzz_run_has_no_exception_invalid_span_or_invalid_json(small_run: dict[str, Any], lang: str) -> None:
    stats = small_run[lang]
    assert stats.texts == TEXTS
    assert stats.counts == dict.fromkeys(fuzz.CHECKS, 0), _failures(stats)
    # Every text was timed, in both calls.
    assert len(stats.analyze_times) == len(stats.tag_times) == TEXTS


def test_the_fuzz_texts_are_mutated_in_every_way_the_harness_promises(pools: dict[str, Any]) -> None:
    families: set[str] = set()
    names: set[str] = set()
    texts = []
    for lang, pool in pools.items():
        originals = {seed.text for seed in pool.seeds}
        for i in range(TEXTS):
            case = fuzz.make_case(pool, SEED, i, fuzz.DEFAULT_MAX_CHARS)
            families.update(case.mutations)
            names.add(case.name_kind)
            texts.append(case.text)
            assert len(case.text) <= fuzz.DEFAULT_MAX_CHARS
            assert case.record["lang"] == lang
        changed = sum(fuzz.make_case(pool, SEED, i, 4096).text not in originals for i in range(100))
        assert changed >= 90, lang
    assert families == {name for name, _, _ in fuzz.MUTATIONS}
    assert names >= {"real", "none", "empty", "regex", "whole text", "long", "common word", "substring"}
    joined = "".join(texts)
    for odd in ("\ud800", "\u200b", "\u202e", "\u0301", "\x00", "«", "「", "{", "•", "—"):
        assert any(ch in joined for ch in odd), repr(odd)
    assert any(any("\ud800" <= ch <= "\udfff" for ch in t) for t in texts)  # lone surrogates
    assert any(any("\uff01" <= ch <= "\uff5e" for ch in t) for t in texts)  # full-width forms
    assert max(len(t) for t in texts) == fuzz.DEFAULT_MAX_CHARS  # long texts, cut at the cap


def test_fuzz_texts_depend_only_on_the_seed_and_not_on_jobs(pools: dict[str, Any]) -> None:
    pool = pools["fr"]
    a = fuzz.make_case(pool, SEED, 7, 4096)
    assert (a.name, a.text, a.record) == (lambda c: (c.name, c.text, c.record))(fuzz.make_case(pool, SEED, 7, 4096))
    others = {fuzz.make_case(pool, SEED + 1, i, 4096).text for i in range(20)}
    mine = {fuzz.make_case(pool, SEED, i, 4096).text for i in range(20)}
    assert others != mine
    subset = {lang: pools[lang] for lang in ("es", "ru")}
    one = fuzz.run(subset, 40, SEED, jobs=1)
    two = fuzz.run(subset, 40, SEED, jobs=2)
    assert {k: v.fingerprint for k, v in one.items()} == {k: v.fingerprint for k, v in two.items()}
    assert all(v.fingerprint for v in one.values())


def test_the_span_validator_accepts_real_cards_and_catches_broken_spans() -> None:
    card = mtglinks.analyze(CHEMISTER, name="Izzet Chemister")
    assert card.links and fuzz.validate_card(card, CHEMISTER) == []

    def broken(change: Any) -> list[str]:
        fresh = mtglinks.analyze(CHEMISTER, name="Izzet Chemister")
        change(fresh)
        return fuzz.validate_card(fresh, CHEMISTER)  # type: ignore[no-any-return]

    def past_the_end(c: Any) -> None:
        c.abilities[2].span = (c.abilities[2].span[0], len(CHEMISTER) + 1)

    def parts_swapped(c: Any) -> None:
        c.abilities[2].cost.reverse()

    def evidence_elsewhere(c: Any) -> None:
        link = c.links[0]
        c.links[0] = Link(link.rule, link.source, link.target, (link.evidence[0], Evidence("Haste", (0, 5))))

    def unknown_ability(c: Any) -> None:
        link = c.links[0]
        c.links[0] = Link(link.rule, link.source, 99, link.evidence)

    def feature_outside(c: Any) -> None:
        c.abilities[1].features[0].span = (0, 3)

    def reversed_span(c: Any) -> None:
        c.abilities[1].effect[0].span = (40, 30)

    assert any("outside" in p for p in broken(past_the_end))
    assert any("starts before" in p for p in broken(parts_swapped))
    assert any("outside ability" in p for p in broken(evidence_elsewhere))
    assert any("not abilities of the card" in p for p in broken(unknown_ability))
    assert any("feature" in p for p in broken(feature_outside))
    assert any("malformed" in p for p in broken(reversed_span))
    assert any("differs from the input" in p for p in fuzz.validate_card(card, CHEMISTER + "x"))


def test_modes_and_granted_abilities_are_checked_against_their_parent() -> None:
    text = 'Choose one —\n• Target creature gains "{T}: Add {G}." until end of turn.\n• Draw a card.'
    card = mtglinks.analyze(text, name="Test")
    modal = card.abilities[0]
    assert len(modal.children) == 2 and fuzz.validate_card(card, text) == []
    modal.children.reverse()
    assert any("starts before" in p for p in fuzz.validate_card(card, text))


def test_a_tag_record_whose_links_disagree_is_caught() -> None:
    record = {"id": 1, "name": "Paradise Plume", "lang": "en", "text": PLUME}
    out = tag_record(record)
    assert out["links"] and fuzz.validate_tag_record(out, record) == []
    out["links"][0]["to_paragraph"] = 7
    out["links"][0]["evidence"]["from"]["span"] = [0, len(PLUME) + 1]
    problems = fuzz.validate_tag_record(out, record)
    assert any("to_paragraph" in p for p in problems) and any("outside the text" in p for p in problems)


def test_strict_json_check() -> None:
    assert fuzz.check_json({"id": "\ud800", "span": (1, 2)}) is None  # a lone surrogate is written escaped
    # Two lone halves side by side read back as the one character they spell: the same JSON value.
    assert fuzz.check_json({"text": "a\ud83d\ude00b"}) is None
    assert fuzz.check_json({"text": float("nan")}) is not None
    assert "allow_nan" in fuzz.check_json({"id": float("inf")})
    with pytest.raises(ValueError, match="NaN"):
        fuzz.strict_loads('{"id": NaN}')
    with pytest.raises(ValueError, match="duplicate"):
        fuzz.strict_loads('{"id": 1, "id": 2}')


def test_an_exception_is_reported_with_its_traceback(monkeypatch: pytest.MonkeyPatch, pools: dict[str, Any]) -> None:
    case = fuzz.make_case(pools["en"], SEED, 0, 4096)

    def boom(*args: Any, **kwargs: Any) -> Any:
        raise IndexError("fuzz test")

    monkeypatch.setattr(mtglinks, "analyze", boom)
    result = fuzz.run_case(case)
    assert [(p.check, p.where) for p in result.problems] == [("exception", "analyze")]
    assert "IndexError: fuzz test" in result.problems[0].trace and result.case is case
    monkeypatch.setattr(fuzz, "tag_record", boom)
    result = fuzz.run_case(case)
    assert [(p.check, p.where) for p in result.problems][-1] == ("exception", "tag_record (raised)")


def test_a_text_past_the_time_limit_is_stopped_and_reported(
    monkeypatch: pytest.MonkeyPatch, pools: dict[str, Any]
) -> None:
    case = fuzz.make_case(pools["ru"], SEED, 0, 4096)

    def slow(*args: Any, **kwargs: Any) -> Any:
        time.sleep(5)

    monkeypatch.setattr(mtglinks, "analyze", slow)
    started = time.monotonic()
    result = fuzz.run_case(case, timeout=0.2)
    assert time.monotonic() - started < 2
    assert [p.check for p in result.problems] == ["timeout"]


def test_the_minimizer_keeps_the_failure_and_cuts_the_text(
    monkeypatch: pytest.MonkeyPatch, pools: dict[str, Any]
) -> None:
    real = mtglinks.analyze

    def fails_on_braces(text: str, **kwargs: Any) -> Any:
        if "{{" in text:
            raise KeyError("braces")
        return real(text, **kwargs)

    monkeypatch.setattr(mtglinks, "analyze", fails_on_braces)
    case = fuzz.Case("en", 0, "Paradise Plume", PLUME.replace("{T}", "{{T}"), {"lang": "en", "text": PLUME})
    small, result = fuzz.minimize(case, budget=20)
    assert small.text == "{{"
    assert [p.check for p in result.problems] == ["exception"]
