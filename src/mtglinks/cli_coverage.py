"""`mtglinks coverage`: the share of paragraphs the grammar parses, per corpus file."""

from __future__ import annotations

from mtglinks.cli import main  # noqa: F401
