"""A card as the index holds it: its English name, every text it has (tag records), and how it was found."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TagRecord = dict[str, Any]


@dataclass
class Match:
    """How a name was found: the words asked for, the name matched and its language, and how
    (exact, normalized — case, accents or punctuation differed —, short — a legendary's short name)."""

    query: str
    name: str
    lang: str
    how: str
    also_short_name_of: list[str] = field(default_factory=list)  # other cards that go by it as a short name


@dataclass
class IndexedCard:
    """A card of the index: its English name and every text it has, each a tag record; `index` is
    the path of the index it was found in."""

    name: str
    layout: str | None
    records: list[TagRecord]
    match: Match | None = None
    langs: list[str] = field(default_factory=list)
    index: Path | None = None

    def record(self, lang: str | None = None) -> TagRecord | None:
        """The shown text of `lang` (English when None): the first of that language."""
        wanted = lang or "en"
        return next((r for r in self.records if r["lang"] == wanted), None)

    def versions(self, lang: str) -> list[TagRecord]:
        """Every distinct text of one language (printed texts differ between printings)."""
        return [r for r in self.records if r["lang"] == lang]

    @property
    def links(self) -> list[dict[str, Any]]:
        """The links of the English text (of the first text when there is no English one)."""
        shown = self.record("en") or (self.records[0] if self.records else None)
        return list(shown["links"]) if shown else []
