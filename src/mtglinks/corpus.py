"""The small curated corpora shipped with mtglinks: `corpora/<lang>/cards.jsonl`.

Each line is a card in the tagger's input format `{id, name, lang, text, faces: [{name, text}]}`.
They cover every kind of ability, old and current templates, in en, es, fr and ru; tests use them,
and `mtglinks coverage` with no file reads them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mtglinks.lang import codes, corpora_dir, corpus_file

__all__ = ["corpora_dir", "corpus_paths", "load_corpus"]


def corpus_paths(lang: str | None = None) -> list[Path]:
    """The curated corpus files, in the order of codes(); only `lang`'s if given."""
    files = (corpus_file(code) for code in ([lang] if lang else codes()))
    return [path for path in files if path is not None]


def load_corpus(lang: str) -> list[dict[str, Any]]:
    """The records of one language's bundled corpus (an empty list if there is none)."""
    from mtglinks.sources.jsonl import json_objects  # here: the CLI starts without the readers

    records: list[dict[str, Any]] = []
    for path in corpus_paths(lang):
        records.extend(json_objects(path))
    return records
