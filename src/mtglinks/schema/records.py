"""The tag record's types: what `mtglinks tag`, `mtglinks.tag_many` and the sinks pass around, as
`TypedDict`s that follow `tag-record.schema.json` key for key (schema_version 1).

The records stay plain dicts (JSON in, JSON out, nothing to convert); these types let a type checker
see a misspelt key or a wrong value where the record is built and where the sinks read it.
"""

from typing import Any, Literal, NotRequired, TypedDict


class AbilityEntry(TypedDict):
    """One entry of `abilities`."""

    id: int
    paragraph: int
    face: int
    parent: int | None  # the ability it is a mode of or granted by
    kind: str
    text: str
    # the ability's effect tree (`effects/`): one dict per node; left out by records of the card index
    effects: NotRequired[list[dict[str, Any]]]


class EvidenceEntry(TypedDict):
    """The words a link rests on, with their span in the card text."""

    phrase: str
    span: list[int]


# Both halves' evidence ("from" is a Python keyword: the functional form names it).
LinkEvidence = TypedDict("LinkEvidence", {"from": EvidenceEntry, "to": EvidenceEntry})

LinkEntry = TypedDict(
    "LinkEntry",
    {
        "rule": str,
        "from": int,
        "to": int,
        "from_paragraph": int | None,
        "to_paragraph": int | None,
        "evidence": LinkEvidence,
        "explanation": str,
    },
)


class ReviewEntry(TypedDict):
    """One entry of `review`: what could not be resolved, where and why."""

    paragraph: int
    ability: int | None
    phrase: str
    span: list[int]
    reason: str


class SourceEntry(TypedDict):
    """Where the input record came from."""

    file: str | None
    position: str | None


class TagRecord(TypedDict):
    """One output record of `mtglinks tag` (one per input record, in input order)."""

    schema_version: int
    id: Any  # the input's own id: any JSON value, or null
    line: int | None
    name: str | None
    lang: str | None
    status: Literal["ok", "error"]
    errors: list[str]
    abilities: list[AbilityEntry]
    links: list[LinkEntry]
    review: list[ReviewEntry]
    ids: dict[str, Any]
    source: SourceEntry
    faces: NotRequired[list[dict[str, Any]]]  # card --json and the index
    warnings: NotRequired[list[str]]
