"""The tag record's TypedDicts follow the JSON Schema key for key, and a real record has those keys."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, get_type_hints

import mtglinks
from mtglinks.schema.records import AbilityEntry, LinkEntry, ReviewEntry, SourceEntry, TagRecord


def _schema() -> dict[str, Any]:
    text = resources.files("mtglinks.schema").joinpath("tag-record.schema.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


def _keys(typed: Any) -> tuple[set[str], set[str]]:
    return set(typed.__required_keys__), set(get_type_hints(typed))


def test_the_types_follow_the_schema() -> None:
    schema = _schema()
    required, every = _keys(TagRecord)
    assert required == set(schema["required"])
    assert every == set(schema["properties"])
    for typed, name in (
        (AbilityEntry, "ability"),
        (LinkEntry, "link"),
        (ReviewEntry, "review"),
        (SourceEntry, "source"),
    ):
        definition = schema["$defs"][name]
        assert _keys(typed) == (set(definition["required"]), set(definition["properties"])), name


def test_a_tag_record_has_the_typed_keys() -> None:
    [record] = mtglinks.tag_many(
        [
            {
                "id": 1,
                "name": "Paradise Plume",
                "text": "As Paradise Plume enters, choose a color.\n{T}: Add one mana of the chosen color.",
            }
        ]
    )
    assert set(record) == _keys(TagRecord)[0]
    assert {frozenset(a) for a in record["abilities"]} == {frozenset(_keys(AbilityEntry)[1])}
    assert [set(link) for link in record["links"]] == [_keys(LinkEntry)[1]]
