"""A language's effect lexicon (`lexer.Lexicon`), saved once built and read back on later starts.

Building the Russian lexicon imports its tables of inflected forms and keys about 150,000 phrases
(about 0.5 s, 0.7 s for the four languages with their imports), which a batch run paid serially
before forking its workers; unpickled, it takes a few hundredths of a second. The file is written on
first use, in the user cache folder beside the grammars' (never downloaded). Its name holds a hash of
everything the lexicon is made of: every file of the language packages (`lang/`, and the language's
own folder where it is registered from elsewhere), `kinds.py`, `effects/lexer*.py` and
`effects/build.py` (which put the tables together), and the Python version: an edit of any of them
makes a new file, so a file once written never needs rewriting.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from mtglinks import _started
from mtglinks.effects.lexer import Lexicon
from mtglinks.syntax.grammar import cache_place

FORMAT = "lexicon 1"


def _files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            yield path


def _sources(code: str) -> list[Path]:
    """Every file the language's lexicon is made of."""
    from mtglinks.lang import package_dir

    package = Path(__file__).resolve().parents[1]
    lang = package / "lang"
    lexer = sorted((package / "effects").glob("lexer*.py"))  # the lexer and the modules split from it
    sources = [*_files(lang), package / "kinds.py", *lexer, package / "effects" / "build.py"]
    own = package_dir(code).resolve()
    if lang not in own.parents:  # a language registered from another folder
        sources += _files(own)
    return sources


def _changed_since_import(code: str) -> bool:
    """Whether a file of the lexicon changed after this process imported the package (see `_started`)."""
    try:
        return any(path.stat().st_mtime > _started.IMPORTED_AT for path in _sources(code))
    except OSError:
        return True


@cache
def _digest(code: str) -> str:
    digest = hashlib.sha256(f"{FORMAT} {sys.version_info[:2]} {code}".encode())
    for path in _sources(code):
        digest.update(str(path.relative_to(path.anchor)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def _place(code: str) -> tuple[Path, Path] | None:
    try:
        return cache_place(f"lexicon-{code}-{_digest(code)}.pickle")
    except OSError:  # a file that cannot be read: no saved lexicon
        return None


def load(code: str) -> Lexicon | None:
    """The language's lexicon as `save` left it; None when there is none (or it cannot be read)."""
    files = _place(code)
    if files is None:
        return None
    try:
        with files[0].open("rb") as f:
            found = pickle.load(f)
    except Exception:  # noqa: BLE001 - missing, unreadable or half a file: built again
        return None
    return found if isinstance(found, Lexicon) and found.code == code else None


def save(code: str, lexicon: Lexicon) -> None:
    """Save the lexicon for later starts (under a temporary name, then renamed: processes starting together
    never read half a file). A lexicon that cannot be saved is only built again next time; one built from
    modules whose files changed since they were imported is not saved (it may not be what the files now say)."""
    files = _place(code)
    if files is None or _changed_since_import(code):
        return
    final, temporary = files
    try:
        buffer = io.BytesIO()
        pickle.dump(lexicon, buffer, protocol=pickle.HIGHEST_PROTOCOL)
        with temporary.open("wb") as f:
            f.write(buffer.getvalue())
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)
