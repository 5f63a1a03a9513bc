"""The Lark grammar of `grammar/<lang>.lark`: found, compiled once per installation, and loaded.

The grammar (LALR, contextual lexer) finds the structure every language shares: a bullet, labels
before "—" (ability words, anchor words, chapters, "Choose one"), an activation cost before ":",
a trigger clause, intervening "if", and sentences made of comma-separated chunks. Its Transformer
(`transformer.py`) builds that structure while parsing; `paragraph.py` makes an Ability of it.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import lark

from mtglinks.lang import grammar_file
from mtglinks.syntax.transformer import ParagraphTransformer


def grammar_dir() -> Path:
    """The folder of .lark files: inside the installed package, or the checkout's grammar/."""
    packaged = resources.files("mtglinks") / "grammar"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[3] / "grammar"


def _accelerator() -> Any:
    """lark-cython (Lark's LALR parser and lexer compiled; the same parses) when it is installed
    and MTGLINKS_PURE_LARK is not set; None otherwise. Not a dependency: `pip install mtglinks[fast]`."""
    if os.environ.get("MTGLINKS_PURE_LARK"):
        return None
    try:
        return importlib.import_module("lark_cython")
    except ImportError:
        return None


_CYTHON = _accelerator()


def _cache_file(code: str, folder: Path, accelerated: bool) -> tuple[Path, Path] | None:
    """(the compiled grammar's cache file, a private temporary name beside it), in the user cache
    folder ($MTGLINKS_CACHE_DIR if set); None when no folder can be written. The name holds a hash
    of every grammar file, the Lark and Python versions and the accelerator: a file once written
    never needs rewriting."""
    digest = hashlib.sha256(f"{lark.__version__} {sys.version_info[:2]} {accelerated} {code}".encode())
    # The shipped grammars, and the language's own (which may live in a registered folder).
    for path in [*sorted(folder.glob("*.lark")), grammar_file(code)]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    name = f"grammar-{code}-{digest.hexdigest()[:20]}.lark-cache"
    try:
        import platformdirs

        where = Path(os.environ.get("MTGLINKS_CACHE_DIR") or platformdirs.user_cache_dir("mtglinks"))
        where.mkdir(parents=True, exist_ok=True)
        if not os.access(where, os.W_OK | os.X_OK):
            return None
    except Exception:  # noqa: BLE001 - no cache folder: the grammar is compiled in memory
        return None
    return where / name, where / f".{name}.{os.getpid()}.tmp"


@cache
def parser_for(code: str) -> lark.Lark:
    """The language's LALR parser, with lark-cython when it is installed."""
    return build_parser(code, _CYTHON)


def build_parser(code: str, accelerator: Any = None) -> lark.Lark:
    """A language's LALR parser (with `accelerator`'s plugins, lark-cython, if given). Compiled once
    per installation: the compiled parser is saved (`Lark.save`, as Lark's own grammar cache does)
    in the user cache folder, under a temporary name then renamed, so that processes starting
    together never read half a file; without a writable folder it is compiled in memory."""
    folder = grammar_dir()
    source = grammar_file(code).read_text(encoding="utf-8")
    options: dict[str, Any] = {
        "parser": "lalr",
        "lexer": "contextual",
        "import_paths": [str(folder)],
        "start": "start",
        "transformer": ParagraphTransformer(),
        "maybe_placeholders": False,
    }
    if accelerator is not None:
        options["_plugins"] = accelerator.plugins
    files = _cache_file(code, folder, accelerator is not None)
    if files is None:
        return lark.Lark(source, **options)
    final, temporary = files
    # What a saved parser does not hold (Lark's own grammar cache passes the same on loading).
    at_load = {k: v for k, v in options.items() if k in ("transformer", "_plugins")}
    try:
        with final.open("rb") as f:
            loaded: lark.Lark = lark.Lark.__new__(lark.Lark)._load(f, **at_load)
            return loaded
    except Exception:  # noqa: BLE001 - missing or unreadable: compiled again (and saved) below
        pass
    parser = lark.Lark(source, **options)
    try:
        with temporary.open("wb") as f:
            parser.save(f, exclude_options=at_load)
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)
    return parser
