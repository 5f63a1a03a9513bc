"""Helpers every reader shares: language names and codes, field checks, the vanilla-card rule."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from typing import Any

from mtglinks.lang import codes, language_names, mtgjson_languages

SUPPORTED = frozenset(codes())

# MTGJSON `language` values (v3, v4 and v5 spellings) -> Scryfall language codes: the languages read
# (their names are fields of their `Language`), then the others.
MTGJSON_LANGUAGES: dict[str, str] = {
    **mtgjson_languages(),
    "German": "de",
    "Italian": "it",
    "Portuguese": "pt",
    "Portuguese (Brazil)": "pt",
    "Japanese": "ja",
    "Korean": "ko",
    "Chinese Simplified": "zhs",
    "Simplified Chinese": "zhs",
    "Chinese Traditional": "zht",
    "Traditional Chinese": "zht",
    "Hebrew": "he",
    "Latin": "la",
    "Ancient Greek": "grc",
    "Arabic": "ar",
    "Sanskrit": "sa",
    "Phyrexian": "ph",
    "Quenya": "qya",
}
LANGUAGE_NAMES: dict[str, str] = language_names()

# Scryfall's language codes (https://scryfall.com/docs/api/languages) that mtglinks does not read.
OTHER_LANGUAGE_CODES = frozenset(
    {"de", "it", "pt", "ja", "ko", "zhs", "zht", "he", "la", "grc", "ar", "sa", "ph", "px", "qya"}
)


def mtgjson_lang(language: str) -> str:
    """A Scryfall-style code for an MTGJSON language name ("Spanish" -> "es"); unknown names lower-cased."""
    return MTGJSON_LANGUAGES.get(language, language.strip().lower())


class FieldError(ValueError):
    """A field of a record has the wrong type; the message names the field."""


def opt_str(record: Mapping[str, Any], key: str, what: str | None = None) -> str | None:
    """record[key] as a string, None when absent or null; FieldError for any other type."""
    value = record.get(key)
    if value is None or isinstance(value, str):
        return value
    raise FieldError(f"field `{what or key}` must be a string, not {type(value).__name__}")


def opt_list(record: Mapping[str, Any], key: str, what: str | None = None) -> list[Any]:
    """record[key] as a list, [] when absent or null; FieldError for any other type."""
    value = record.get(key)
    if value is None:
        return []
    if isinstance(value, list):
        return value
    raise FieldError(f"field `{what or key}` must be a list, not {type(value).__name__}")


def opt_map(record: Mapping[str, Any], key: str, what: str | None = None) -> Mapping[str, Any]:
    """record[key] as an object, {} when absent or null; FieldError for any other type."""
    value = record.get(key)
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return value
    raise FieldError(f"field `{what or key}` must be an object, not {type(value).__name__}")


def id_value(value: Any) -> str | None:
    """An identifier as a string (MTGJSON writes some as numbers), None when absent or not scalar."""
    if isinstance(value, str):
        return value or None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return None


def multiverse_id(value: Any) -> int | None:
    """A multiverse id as an int: MTGJSON writes it as a string in `identifiers`, as a number elsewhere."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def drop_empty(ids: Mapping[str, Any]) -> dict[str, Any]:
    """Only the ids that are known."""
    return {k: v for k, v in ids.items() if v is not None and v != "" and v != []}


_REMINDER = re.compile(r"\([^()]*\)")


def no_rules_text(text: str | None, type_line: str | None) -> bool:
    """True when a face has nothing a printing must print in its text box: no English rules text
    (a vanilla creature), or only reminder text on a basic land ("({T}: Add {G}.)"), whose printed
    card has no text box. A non-basic land whose Oracle text is only reminder text (Bayou) has that
    ability printed, so its foreign printings without text are missing text, not vanilla."""
    if text is None or not text.strip():
        return True
    if type_line is not None and re.search(r"\bBasic\b", type_line):
        return not _REMINDER.sub("", text).strip()
    return False


def language_skip_reason(lang: str, langs: Collection[str] | None) -> str | None:
    """Why a record of this language is not read, or None when it is."""
    if lang not in SUPPORTED:
        return "unsupported language"
    if langs is not None and lang not in langs:
        return "language not selected"
    return None
