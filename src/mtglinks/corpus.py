"""The small curated corpora shipped with mtglinks: `corpora/<lang>/cards.jsonl`.

Each line is a card in the tagger's input format `{id, name, lang, text, faces: [{name, text}]}`.
They cover every kind of ability, old and current templates, in en, es, fr and ru; tests use them,
and `mtglinks coverage` with no file reads them.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from mtglinks.lang import codes


def corpora_dir() -> Path:
    """The corpora folder: inside the installed package, or the checkout's corpora/ (like grammar_dir)."""
    packaged = resources.files("mtglinks") / "corpora"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "corpora"


def corpus_paths(lang: str | None = None) -> list[Path]:
    """The bundled corpus files, in the order of codes(); only `lang`'s if given."""
    folder = corpora_dir()
    names = [lang] if lang else list(codes())
    return [folder / code / "cards.jsonl" for code in names if (folder / code / "cards.jsonl").is_file()]


def load_corpus(lang: str) -> list[dict[str, Any]]:
    """The records of one language's bundled corpus (an empty list if there is none)."""
    from mtglinks.sources.jsonl import json_objects  # here: the CLI starts without the readers

    records: list[dict[str, Any]] = []
    for path in corpus_paths(lang):
        records.extend(json_objects(path))
    return records
