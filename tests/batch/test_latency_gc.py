"""No collector pauses in library use (issue 12, item 4).

The process-wide caches must stay out of the cyclic garbage collector's way: a language's tables
are frozen after loading (gc.freeze), and the caches that grow with use (paragraph parses,
pattern matches) hold only plain tuples of strings and ints, which the collector does not track,
and are bounded. Latency itself is measured by benchmarks/latency.py, not here.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from typing import Any

import mtglinks
from mtglinks.corpus import load_corpus
from mtglinks.features import search
from mtglinks.features.patterns import LanguageData
from mtglinks.lang import codes
from mtglinks.syntax import paragraph


def _analyze_bundled() -> int:
    count = 0
    for lang in codes():
        for record in load_corpus(lang):
            mtglinks.analyze(lang=record["lang"], name=record["name"], faces=record["faces"])
            count += 1
    return count


def _walked(value: Any, walked: set[int]) -> list[Any]:
    """Every object inside `value` (itself included) that a collection walks (`walked`: the ids of
    gc.get_objects(), which leaves out untracked and frozen objects)."""
    found = [value] if id(value) in walked else []
    if isinstance(value, tuple):
        for item in value:
            found.extend(_walked(item, walked))
    return found


def _settle() -> set[int]:
    # A collection untracks a tuple once the tuples inside it are untracked: two settle nesting.
    gc.collect()
    gc.collect()
    return {id(o) for o in gc.get_objects()}


def test_parse_cache_holds_nothing_the_collector_tracks() -> None:
    assert _analyze_bundled() > 100
    walked = _settle()
    for lang in codes():
        cache = [value for (code, _), value in paragraph.PARSES.items() if code == lang]
        assert cache, f"no {lang} paragraph was cached"
        found = [t for value in cache for t in _walked(value, walked)]
        assert found == [], f"{len(found)} objects of the {lang} parse cache are walked, e.g. {found[:1]}"


def test_match_cache_holds_nothing_the_collector_tracks(retired_english: LanguageData) -> None:
    """The cached matches of the English patterns retired last (tests/retired_patterns.py: no language has a pattern
    of its own left), a value each: a reference to the cards exiled with the object and one to a choice."""
    _analyze_bundled()
    # Gustha's Scepter and Caged Sun (Oracle text)
    texts = [
        mtglinks.parse(text, name=name).abilities[0].normalized or ""
        for name, text in (
            ("Gustha's Scepter", "{T}: Return a card you own exiled with this artifact to your hand."),
            ("Caged Sun", "Creatures you control of the chosen color get +1/+1."),
        )
    ]
    cached = [search.matches("en", text) for text in texts]
    assert [[m[:3] for m in matches] for matches in cached] == [
        [("exiled_with_self", "referring", None)],
        [("chosen_ref", "referring", "color")],
    ]
    assert all(
        search.cached_matches("en", text, ()) is matches for text, matches in zip(texts, cached, strict=True)
    )  # the cache's own tuples
    walked = _settle()
    for matches in cached:
        assert _walked(matches, walked) == []
        assert gc.is_tracked(matches) is False or all(not gc.is_tracked(m) for m in matches)


def test_long_paragraphs_are_not_cached() -> None:
    long = "Draw a card. " * (paragraph.CACHED_PARAGRAPH // 13 + 1)
    card = mtglinks.parse(long)
    assert ("en", card.abilities[0].normalized) not in paragraph.PARSES
    short = "Draw two cards."
    mtglinks.parse(short)
    assert ("en", short) in paragraph.PARSES


def _fresh(code: str, env: dict[str, str] | None = None) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env={**os.environ, **(env or {})}
    )
    return out.stdout.strip()


def test_a_language_is_frozen_once_loaded() -> None:
    """In a fresh process, the objects alive after the first card are out of the collector's reach,
    and they include the grammar's parser; MTGLINKS_GC_FREEZE=0 leaves the collector alone."""
    code = (
        "import gc, mtglinks\n"
        "before = gc.get_freeze_count()\n"
        "mtglinks.analyze('Flying')\n"
        "from mtglinks.syntax import paragraph\n"
        "parser = paragraph.paragraph_parser('en').parser\n"
        "print(before, gc.get_freeze_count(), gc.is_tracked(parser), any(o is parser for o in gc.get_objects()))"
    )
    before, after, tracked, visible = _fresh(code).split()
    assert before == "0" and int(after) > 10_000
    assert tracked == "True" and visible == "False"  # tracked, but frozen: no collection walks it
    before, after, tracked, visible = _fresh(code, {"MTGLINKS_GC_FREEZE": "0"}).split()
    assert after == "0" and visible == "True"


def test_tracked_objects_do_not_grow_with_use() -> None:
    """Analysing the same cards again and again leaves no more tracked objects behind."""
    # Twice before counting: a paragraph is kept unpacked too when it is met again (paragraph.UNPACKED), so the
    # second pass fills that bounded cache (alone, or after a test that cleared the caches, one pass left it empty).
    _analyze_bundled()
    _analyze_bundled()
    gc.collect()
    first = len(gc.get_objects())
    for _ in range(3):
        _analyze_bundled()
    gc.collect()
    assert len(gc.get_objects()) <= first + 50
