"""The Lark grammar of `grammar/<lang>.lark` and its run grammar (runs.py): found, compiled once per
installation, and loaded.

The grammar (LALR, contextual lexer) finds the structure every language shares: a bullet, labels
before "—" (ability words, anchor words, chapters, "Choose one"), an activation cost before ":",
a trigger clause, intervening "if", and sentences made of comma-separated chunks. Its Transformer
(`transformer.py`) builds that structure while parsing; `paragraph.py` makes an Ability of it.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import lark

from mtglinks.lang import grammar_dir as grammar_dir  # the shipped .lark files' folder
from mtglinks.lang import grammar_file
from mtglinks.syntax import runs
from mtglinks.syntax.lalr import LeanParser
from mtglinks.syntax.transformer import ParagraphTransformer


def _cache_file(code: str, folder: Path, with_runs: bool) -> tuple[Path, Path] | None:
    """(the compiled grammar's cache file, a private temporary name beside it), in the user cache
    folder ($MTGLINKS_CACHE_DIR if set); None when no folder can be written. The name holds a hash
    of every grammar file, the Lark and Python versions and, for the run grammar, the code that
    derives it: a file once written never needs rewriting."""
    digest = hashlib.sha256(f"{lark.__version__} {sys.version_info[:2]} {with_runs} {code}".encode())
    # The shipped grammars, and the language's own (which may live in a registered folder).
    for path in [*sorted(folder.glob("*.lark")), grammar_file(code)]:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    if with_runs:  # and the code that derives the run grammar, wherever the package is loaded from
        digest.update(b"runs.py\0" + (resources.files("mtglinks.syntax") / "runs.py").read_bytes())
    variant = "runs-" if with_runs else ""
    return cache_place(f"grammar-{variant}{code}-{digest.hexdigest()[:20]}.lark-cache")


def cache_place(name: str) -> tuple[Path, Path] | None:
    """(the cache file `name`, a private temporary name beside it) in the user cache folder
    ($MTGLINKS_CACHE_DIR if set); None when no folder can be written."""
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
    """The language's exact LALR parser (one token per word)."""
    return build_parser(code)


@cache
def run_parser_for(code: str) -> lark.Lark:
    """The language's run grammar parser (`runs.py`: the words of a chunk are one token), in plain
    Lark: its tables are what the lean driver runs."""
    return build_parser(code, with_runs=True)


@cache
def lean_parser_for(code: str) -> LeanParser | None:
    """The lean driver (`lalr.py`) of the language's run grammar; None where it cannot drive it."""
    return LeanParser.of(run_parser_for(code))


@cache
def token_counter(code: str) -> runs.TokenCounter:
    """Counts a chunk's tokens as the language's exact lexer cuts them."""
    conf = parser_for(code).lexer_conf
    return runs.TokenCounter.of(conf.terminals, conf.ignore)


def load_grammars(code: str) -> None:
    """The language's run grammar (and its lean driver), exact grammar and token counter loaded, and every state's
    scanner of both parsers built (Lark builds each on first use, compiling its regex): all of it a process's
    loading, which the paragraphs of its first few thousand cards would otherwise do one by one."""
    lean = lean_parser_for(code)
    if lean is not None:
        lean.prepare()
    lexers = getattr(getattr(parser_for(code).parser, "lexer", None), "lexers", None)
    for lexer in lexers.values() if isinstance(lexers, dict) else ():
        getattr(lexer, "scanner", None)
    token_counter(code)


def _source(code: str, with_runs: bool) -> str:
    """The grammar's text: the language's file, or the run grammar derived from its terminals."""
    source = grammar_file(code).read_text(encoding="utf-8")
    if not with_runs:
        return source
    exact = build_parser(code)
    return runs.run_grammar(source, exact.lexer_conf.terminals, exact.rules)


def build_parser(code: str, *, with_runs: bool = False) -> lark.Lark:
    """A language's LALR parser, of its grammar or of its run grammar. Compiled once per
    installation: the compiled parser is saved (`Lark.save`, as Lark's own grammar cache does) in
    the user cache folder, under a temporary name then renamed, so that processes starting together
    never read half a file; without a writable folder it is compiled in memory."""
    folder = grammar_dir()
    options: dict[str, Any] = {
        "parser": "lalr",
        "lexer": "contextual",
        "import_paths": [str(folder)],
        "start": "start",
        "transformer": ParagraphTransformer(),
        "maybe_placeholders": False,
    }
    files = _cache_file(code, folder, with_runs)
    return compiled(lambda: _source(code, with_runs), options, files)


def compiled(source: Callable[[], str], options: dict[str, Any], files: tuple[Path, Path] | None) -> lark.Lark:
    """A Lark parser of the grammar `source` gives, loaded from its saved form in `files` (the cache file
    and a private temporary name beside it) when it is there, else compiled and saved (`Lark.save`, under
    the temporary name then renamed, so that processes starting together never read half a file).
    Without `files` it is compiled in memory. The transformer is passed on loading."""
    if files is None:
        return lark.Lark(source(), **options)
    final, temporary = files
    # What a saved parser does not hold (Lark's own grammar cache passes the same on loading).
    at_load = {"transformer": options["transformer"]}  # a custom lexer class is saved by reference
    try:
        with final.open("rb") as f:
            loaded: lark.Lark = lark.Lark.__new__(lark.Lark)._load(f, **at_load)
            return loaded
    except Exception:  # noqa: BLE001 - missing or unreadable: compiled again (and saved) below
        pass
    parser = lark.Lark(source(), **options)
    try:
        with temporary.open("wb") as f:
            parser.save(f, exclude_options=at_load)
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)
    return parser
