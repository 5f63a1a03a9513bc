"""The library's contract: a wrong argument is a TypeError or ValueError naming it, raised at the call,
never an error from deep inside (an AttributeError, "dictionary update sequence element #0") and never
a silently empty answer; the lookup errors are importable from the top-level package."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import PLUME

import mtglinks

PLUME_RECORD = {"id": "plume", "name": "Paradise Plume", "lang": "en", "text": PLUME}


@pytest.mark.parametrize(
    ("arguments", "error", "message"),
    [
        ({"name": 5}, TypeError, r"^name must be a string or None, not int$"),
        ({"lang": 5}, TypeError, r"^lang must be a language code \(a string\), not int$"),
        ({"lang": "xx"}, ValueError, r"^lang: unknown language code 'xx': expected one of en, es, fr, ru$"),
        ({"faces": "Fire // Ice"}, TypeError, r"^faces must be a list"),
    ],
)
def test_analyze_names_the_wrong_argument(arguments: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        mtglinks.analyze(PLUME, **arguments)


def test_analyze_with_the_index_names_a_wrong_english_name() -> None:
    # The Oracle comparison is the index's step: its english_name is checked at the call too.
    with pytest.raises(TypeError, match=r"^english_name must be a string or None, not int$"):
        mtglinks.open_index().analyze(PLUME, english_name=5)  # type: ignore[arg-type]


def test_analyze_text_of_the_wrong_type() -> None:
    with pytest.raises(TypeError, match=r"^text must be a string or None, not bytes$"):
        mtglinks.analyze(PLUME.encode())


def test_analyze_takes_a_language_code_in_any_case() -> None:
    assert [link.rule for link in mtglinks.analyze(PLUME, lang="EN", name="Paradise Plume").links] == [
        "607.2d",
        "607.2d",
    ]


@pytest.mark.parametrize(
    ("arguments", "error", "message"),
    [
        ({"jobs": 0}, ValueError, r"^jobs must be at least 1, not 0$"),
        ({"jobs": -1}, ValueError, r"^jobs must be at least 1, not -1$"),
        ({"jobs": 1.5}, TypeError, r"^jobs must be an int, not float$"),
        ({"jobs": True}, TypeError, r"^jobs must be an int, not bool$"),
        ({"chunk_size": 0}, ValueError, r"^chunk_size must be at least 1, not 0$"),
    ],
)
def test_tag_many_names_the_wrong_argument_at_the_call(
    arguments: dict[str, Any], error: type[Exception], message: str
) -> None:
    # Raised by the call itself, before any record is read: not when the first result is asked for.
    with pytest.raises(error, match=message):
        mtglinks.tag_many([PLUME_RECORD], **arguments)


def test_tag_many_names_a_record_that_is_not_a_record() -> None:
    results = mtglinks.tag_many([PLUME_RECORD, "Paradise Plume"])
    first = next(results)
    assert [link["rule"] for link in first["links"]] == ["607.2d", "607.2d"]
    with pytest.raises(TypeError, match=r"^records\[1\] must be a card record .* not str$"):
        next(results)


@pytest.mark.parametrize("records", [PLUME_RECORD, "Paradise Plume", 5])
def test_tag_many_refuses_one_record_in_place_of_many(records: Any) -> None:
    with pytest.raises(TypeError, match=r"^records must be an iterable of card records"):
        mtglinks.tag_many(records)


def test_tag_many_still_takes_readers_items(tmp_path: Any) -> None:
    from mtglinks.sources import read_sources

    source = tmp_path / "cards.jsonl"
    source.write_text(json.dumps(PLUME_RECORD) + "\n")
    (record,) = mtglinks.tag_many(read_sources([str(source)]))
    assert (record["status"], [link["rule"] for link in record["links"]]) == ("ok", ["607.2d", "607.2d"])


@pytest.fixture(scope="module")
def index() -> Any:
    with mtglinks.open_index() as cards:
        yield cards


@pytest.mark.parametrize(
    ("arguments", "error", "message"),
    [
        ({"rule": "banana"}, ValueError, r"^rule: 'banana' is not a clause of rule 607\.2"),
        ({"rule": "607.2z"}, ValueError, r"^rule: '607\.2z' is not a clause"),
        ({"rule": 2}, TypeError, r"^rule must be a string"),
        ({"lang": "xx"}, ValueError, r"^lang: unknown language code 'xx'"),
        ({"text": 5}, TypeError, r"^text must be a string or None, not int$"),
    ],
)
def test_search_refuses_what_it_cannot_mean_at_the_call(
    index: Any, arguments: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        index.search(**arguments)


def test_search_reads_a_rule_in_either_spelling(index: Any) -> None:
    short = [r["name"] for r in index.search(rule="2a", lang="es", text="Karn")]
    assert short and short == [r["name"] for r in index.search(rule=" 607.2A ", lang="ES", text="Karn")]


def test_other_index_methods_name_the_wrong_argument(index: Any) -> None:
    with pytest.raises(ValueError, match=r"^lang: unknown language code 'xx'"):
        index.cards_with_links(lang="xx")
    with pytest.raises(ValueError, match=r"^lang: unknown language code 'xx'"):
        index.card("Karn Liberated", lang="xx")
    with pytest.raises(TypeError, match=r"^english_name must be a string, not int$"):
        index.oracle_links(5)
    with pytest.raises(TypeError, match=r"^path must be a file path \(str or os\.PathLike\) or None, not int$"):
        mtglinks.open_index(5)


def test_lookup_errors_come_from_the_top_level_package(index: Any) -> None:
    from mtglinks import AmbiguousName, CardIndexError, CardNotFound, NoTextInLanguage

    with pytest.raises(CardNotFound) as found:
        index.card("karn liberatd")
    assert "Karn Liberated" in found.value.suggestions
    assert issubclass(AmbiguousName, CardNotFound) and issubclass(NoTextInLanguage, LookupError)
    with pytest.raises(CardIndexError):
        mtglinks.open_index("no-such-index.sqlite")
