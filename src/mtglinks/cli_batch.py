"""`mtglinks tag` and `mtglinks eval`: the batch tagger and its evaluation."""

from __future__ import annotations

from mtglinks.cli import main  # noqa: F401
