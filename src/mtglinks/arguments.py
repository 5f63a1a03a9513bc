"""Checks of the library's arguments: a wrong argument is a TypeError (wrong type) or a ValueError
(right type, impossible value) whose message names the argument, never an error from deep inside.

Each public entry point calls these first (`mtglinks.analyze`, `mtglinks.tag_many`, `open_index`, and
the card index's `card`, `search`, `cards_with_links`, `oracle_links`): a few isinstance checks a call.
Nothing here imports the grammar or SQLite: `import mtglinks` and a card lookup stay light.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

# A clause of rule 607.2 as a user may write it: "607.2a" or "2a".
_RULE = re.compile(r"(?:607\.)?(2[a-z])")
# Codes found known once: a language, once found, stays known (languages are added, never removed),
# so `analyze` checks its `lang` without asking the registry every call.
_KNOWN_CODES: set[str] = set()


def _type_name(value: object) -> str:
    return type(value).__name__


def check_text(value: object, argument: str, optional: bool = True) -> None:
    """`argument` must be a string (or None when `optional`)."""
    if value is None and optional:
        return
    if not isinstance(value, str):
        raise TypeError(f"{argument} must be a string{' or None' if optional else ''}, not {_type_name(value)}")


def check_path(value: object, argument: str = "path") -> None:
    """`argument` must be a file path (a string or `os.PathLike`) or None."""
    if value is not None and not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{argument} must be a file path (str or os.PathLike) or None, not {_type_name(value)}")


def check_lang(value: object, argument: str = "lang", optional: bool = True) -> str | None:
    """`argument` must be the code of a language mtglinks reads, in any case (or None when `optional`);
    the code in lower case."""
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{argument} must be a language code (a string), not {_type_name(value)}")
    code = value.lower()
    if code in _KNOWN_CODES:
        return code
    from mtglinks.lang import codes

    known = codes()
    if code not in known:
        raise ValueError(f"{argument}: unknown language code {value!r}: expected one of {', '.join(known)}")
    _KNOWN_CODES.add(code)
    return code


def check_count(value: object, argument: str, minimum: int = 1) -> None:
    """`argument` must be a whole number (not a bool) of at least `minimum`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{argument} must be an int, not {_type_name(value)}")
    if value < minimum:
        raise ValueError(f"{argument} must be at least {minimum}, not {value}")


def check_card_arguments(text: object, lang: object, name: object, faces: object = None) -> None:
    """The arguments of `analyze` (and `parse`): strings where strings go, a known language, faces a list."""
    check_text(text, "text")
    check_lang(lang, optional=False)
    check_text(name, "name")
    if faces is not None and (isinstance(faces, (str, bytes, Mapping)) or not isinstance(faces, Iterable)):
        raise TypeError(f"faces must be a list of {{name, text}} objects, not {_type_name(faces)}")


def normalize_rule(value: object) -> str:
    """A clause of rule 607.2 ("607.2a" or "2a", any case, spaces around allowed) as "607.2a"."""
    if not isinstance(value, str):
        raise TypeError(f"rule must be a string such as '607.2a' or '2a', not {_type_name(value)}")
    from mtglinks.links.base import Rule

    found = _RULE.fullmatch(value.strip().casefold())
    rule = f"607.{found.group(1)}" if found else None
    if rule not in {str(r) for r in Rule}:
        known = ", ".join(str(r).removeprefix("607.") for r in Rule)
        raise ValueError(f"rule: {value!r} is not a clause of rule 607.2 that mtglinks links under ({known})")
    return rule


def check_search_arguments(rule: object, lang: object, text: object) -> tuple[str | None, str | None]:
    """The arguments of `CardIndex.search`: (the rule as "607.2a", the language code in lower case),
    each None when not given."""
    code = check_lang(lang)
    check_text(text, "text")
    return (None if rule is None else normalize_rule(rule)), code


def check_records(records: object) -> None:
    """`records` of `tag_many` must be an iterable of records, not one record or one string."""
    if isinstance(records, (str, bytes, Mapping)) or not isinstance(records, Iterable):
        raise TypeError(
            f"records must be an iterable of card records (mappings or reader items), not {_type_name(records)}"
        )


def checked_records(records: Iterable[Any], record_types: tuple[type, ...]) -> Iterator[Any]:
    """Each item of `records`, checked as it is reached: a mapping ({id, name, lang, text | faces}) or a
    reader's item (`record_types`); anything else is a TypeError naming its position."""
    for position, record in enumerate(records):
        if not isinstance(record, (Mapping, *record_types)):
            raise TypeError(
                f"records[{position}] must be a card record (a mapping such as "
                f"{{'name': ..., 'lang': 'en', 'text': ...}}) or a reader's item, not {_type_name(record)}"
            )
        yield record
