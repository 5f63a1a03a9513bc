"""`card_from_dict()`: the Card of a `Card.to_dict()` value, so a tree saved as JSON comes back whole.

`to_dict()` leaves out empty and None fields and writes spans as lists; here they come back as the
dataclass defaults and tuples. Unknown keys are an error: the value is not a to_dict() value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Any, TypeVar

from mtglinks.effects.from_dict import effect_from_dict
from mtglinks.kinds import ReviewKind
from mtglinks.links.trigger_halves import REASON as TRIGGER_HALF_REASON
from mtglinks.tree import (
    Ability,
    Card,
    Condition,
    CostPart,
    Evidence,
    Face,
    Feature,
    Keyword,
    Link,
    Reminder,
    Review,
    Sentence,
    TreeNode,
    Trigger,
)

N = TypeVar("N", bound=TreeNode)


def _span(value: Any, where: str) -> tuple[int, int]:
    if not (isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        raise ValueError(f"{where}: span must be [start, end], not {value!r}")
    return int(value[0]), int(value[1])


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValueError(f"{where} must be an object, not {type(value).__name__}")
    return value


def _node(cls: type[N], value: Any, where: str, nested: Mapping[str, Callable[[Any, str], Any]] | None = None) -> N:
    data = _mapping(value, where)
    known = {f.name for f in fields(cls) if f.metadata.get("json", True)}
    unknown = set(data) - known
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(sorted(unknown))} for {cls.__name__}")
    kwargs: dict[str, Any] = {}
    for key, item in data.items():
        if key in ("span", "label_span"):
            kwargs[key] = _span(item, f"{where}.{key}")
        elif nested and key in nested:
            kwargs[key] = nested[key](item, f"{where}.{key}")
        else:
            kwargs[key] = item
    for required in ("kind", "text", "span"):
        if required not in kwargs:
            raise ValueError(f"{where}: missing {required}")
    return cls(**kwargs)


def _list(make: Callable[[Any, str], Any]) -> Callable[[Any, str], list[Any]]:
    def read(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise ValueError(f"{where} must be a list, not {type(value).__name__}")
        return [make(item, f"{where}[{i}]") for i, item in enumerate(value)]

    return read


def _trigger(value: Any, where: str) -> Trigger:
    return _node(Trigger, value, where)


def _sentence(value: Any, where: str) -> Sentence:
    return _node(Sentence, value, where, {"trigger": _trigger})


def ability_from_dict(value: Any, where: str = "ability") -> Ability:
    """One Ability (and everything in it) from its to_dict() value."""
    return _node(
        Ability,
        value,
        where,
        {
            "keywords": _list(lambda v, w: _node(Keyword, v, w)),
            "cost": _list(lambda v, w: _node(CostPart, v, w)),
            "trigger": _trigger,
            "condition": lambda v, w: _node(Condition, v, w),
            "effect": _list(_sentence),
            "restrictions": _list(_sentence),
            "reminder": _list(lambda v, w: _node(Reminder, v, w)),
            "children": _list(ability_from_dict),
            "features": _list(lambda v, w: _node(Feature, v, w)),
            "effects": _list(lambda v, w: effect_from_dict(v, w, _node)),
        },
    )


def _evidence(value: Any, where: str) -> Evidence:
    data = _mapping(value, where)
    if not isinstance(data.get("phrase"), str):
        raise ValueError(f"{where}: phrase must be a string")
    return Evidence(phrase=data["phrase"], span=_span(data.get("span"), where))


def link_from_dict(value: Any, where: str = "link") -> Link:
    """One Link from its to_dict() value."""
    data = _mapping(value, where)
    evidence = _mapping(data.get("evidence"), f"{where}.evidence")
    try:
        return Link(
            rule=str(data["rule"]),
            source=int(data["from"]),
            target=int(data["to"]),
            evidence=(
                _evidence(evidence.get("from"), f"{where}.evidence.from"),
                _evidence(evidence.get("to"), f"{where}.evidence.to"),
            ),
            explanation=str(data.get("explanation", "")),
        )
    except KeyError as err:
        raise ValueError(f"{where}: missing {err.args[0]}") from err


def review_from_dict(value: Any, where: str = "review") -> Review:
    """One Review entry from its to_dict() value."""
    data = _mapping(value, where)
    ability = data.get("ability")
    if not isinstance(data.get("paragraph"), int) or not (ability is None or isinstance(ability, int)):
        raise ValueError(f"{where}: paragraph and ability must be integers")
    if not isinstance(data.get("phrase"), str) or not isinstance(data.get("reason"), str):
        raise ValueError(f"{where}: phrase and reason must be strings")
    reason, span = data["reason"], _span(data.get("span"), where)
    return Review(data["paragraph"], ability, data["phrase"], span, reason, _review_kind(reason))


# The tag record of schema version 1 carries no review kind: read back, an entry's kind is told by the
# wording its maker gives every reason of that kind (tests/schema check each against its maker).
_REVIEW_WORDING = (
    ("links differ from the card's Oracle text", ReviewKind.UNLIKE_ORACLE),
    ("no ability of the card asks whether it was paid", ReviewKind.UNASKED_COST),
    (TRIGGER_HALF_REASON, ReviewKind.HOST_EFFECT),
)


def _review_kind(reason: str) -> ReviewKind:
    for start, kind in _REVIEW_WORDING:
        if reason.startswith(start):
            return kind
    if " more links were left out: a card keeps at most " in reason:
        return ReviewKind.TRUNCATED_LINKS
    return ReviewKind.UNLINKED_CUE


def face_from_dict(value: Any, where: str = "face") -> Face:
    """One Face from its to_dict() value."""
    data = _mapping(value, where)
    if not isinstance(data.get("text"), str):
        raise ValueError(f"{where}: text must be a string")
    name = data.get("name")
    if not isinstance(name, str):
        raise ValueError(f"{where}: name must be a string")
    return Face(name=name, text=data["text"], span=_span(data.get("span"), where), type_line=data.get("type_line"))


def card_from_dict(value: Any) -> Card:
    """The Card of a Card.to_dict() value."""
    data = _mapping(value, "card")
    if data.get("kind", "card") != "card":
        raise ValueError(f"card: kind must be 'card', not {data.get('kind')!r}")
    if not isinstance(data.get("text"), str) or not isinstance(data.get("lang"), str):
        raise ValueError("card: text and lang must be strings")
    warnings = data.get("warnings", [])
    if not isinstance(warnings, list) or not all(isinstance(w, str) for w in warnings):
        raise ValueError("card: warnings must be a list of strings")
    return Card(
        name=data.get("name"),
        lang=data["lang"],
        text=data["text"],
        faces=_list(face_from_dict)(data.get("faces", []), "card.faces"),
        abilities=_list(ability_from_dict)(data.get("abilities", []), "card.abilities"),
        links=_list(link_from_dict)(data.get("links", []), "card.links"),
        review=_list(review_from_dict)(data.get("review", []), "card.review"),
        truncated_links=int(data.get("truncated_links", 0)),
        warnings=list(warnings),
    )
