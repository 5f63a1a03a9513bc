"""`mtglinks links`: one card's abilities and links."""

from __future__ import annotations

from mtglinks.cli import main  # noqa: F401
