"""Which card index a command reads, named by its path.

- `mtglinks card` (`find_index`, `lookup_indexes`): `--db PATH`, else $MTGLINKS_DB, else the user's
  own index (what `mtglinks index` writes) in front of the bundled one — a card the user's index
  lacks is still found in the bundled one;
- `mtglinks tag` (`tag_index`): `--index PATH`, else $MTGLINKS_DB, else the bundled index: building a
  user index never changes what `tag` writes.

A path given (or set in the environment) that does not exist is an error, not a fall-through: a typo
must not quietly give answers from another index. A user data folder that cannot be read (a HOME of
another user) is taken as holding no user index.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from mtglinks.index.errors import CardIndexError

ENV_VAR = "MTGLINKS_DB"
INDEX_FILE = "cards.sqlite"


def bundled_index() -> Path:
    """The index shipped in the package (data/cards.sqlite)."""
    return Path(__file__).resolve().parent.parent / "data" / INDEX_FILE


def user_index() -> Path:
    """The user's own index, which `mtglinks index` writes by default."""
    import platformdirs

    return Path(platformdirs.user_data_dir("mtglinks")) / INDEX_FILE


def _is_file(path: Path) -> bool:
    """Whether `path` is a file; False when a folder on the way cannot be read."""
    try:
        return path.is_file()
    except OSError:
        return False


def _given(path: str | os.PathLike[str] | None, option: str) -> Path | None:
    """The index named by `path` (the option `option`) or $MTGLINKS_DB; CardIndexError when it is not a file."""
    for given, what in ((path, f"the index given ({option})"), (os.environ.get(ENV_VAR) or None, f"${ENV_VAR}")):
        if given is not None:
            chosen = Path(given)
            if not _is_file(chosen):
                problem = "is a directory" if chosen.is_dir() else "does not exist or cannot be read"
                raise CardIndexError(f"{what}, {chosen}, {problem} (build one with `mtglinks index FILE… -o {chosen}`)")
            return chosen
    return None


def lookup_indexes(path: str | os.PathLike[str] | None = None) -> list[Path]:
    """The indexes a name lookup reads, in order: `path` or $MTGLINKS_DB alone, else the user's index
    (when there is one) then the bundled one. CardIndexError when there is none."""
    chosen = _given(path, "--db")
    if chosen is not None:
        return [chosen]
    found = [candidate for candidate in (user_index(), bundled_index()) if _is_file(candidate)]
    if not found:
        raise CardIndexError(
            f"no card index: neither {user_index()} nor the bundled {bundled_index()} exists "
            "(build one with `mtglinks index FILE…`)"
        )
    return found


def find_index(path: str | os.PathLike[str] | None = None) -> Path:
    """The first index a lookup reads (see `lookup_indexes`)."""
    return lookup_indexes(path)[0]


def tag_index(path: str | os.PathLike[str] | None = None) -> Path:
    """The index a tag run compares with and finds names in: `path`, else $MTGLINKS_DB, else the
    bundled one (never the user's own unless named). CardIndexError when that one does not exist."""
    chosen = _given(path, "--index")
    if chosen is not None:
        return chosen
    bundled = bundled_index()
    if not _is_file(bundled):
        raise CardIndexError(f"the bundled card index {bundled} is missing: give one with --index PATH")
    return bundled


def content_hash(path: str | os.PathLike[str]) -> str:
    """The SHA-256 of a file's bytes, in hex: which index (or input) a run read, whatever its name."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def identity(path: str | os.PathLike[str]) -> dict[str, str]:
    """{path, sha256} of an index: what a journal, a summary and SQLite `meta` name it by."""
    return {"path": str(Path(path).resolve()), "sha256": content_hash(path)}
