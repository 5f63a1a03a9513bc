"""Link rules of 607.2: one small unit per clause (filled in by the linked-abilities work)."""

from __future__ import annotations

from mtglinks.tree import Card, Link


def find_links(card: Card) -> list[Link]:
    return []
