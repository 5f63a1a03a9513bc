"""The effect grammar's compiled LALR table, saved in a form that loads in a few milliseconds.

Lark's own saved form (`Lark.save`) rebuilds every cell of the table through Python calls when it is
loaded (about 0.25 s for English, 0.6 s for Russian, 1.8 CPU-s for the four languages): a batch run
paid that before forking its workers, with every other core idle. The effect parser needs only the
table (its states, start and end states), the grammar's rules and the callbacks Lark builds from
those rules and the Transformer, so this module pickles the first two and rebuilds the callbacks on
loading as `Lark._prepare_callbacks` does. Lark's two action markers (`Shift`, `Reduce`) are module
singletons compared by identity: they are saved by name and loaded as the same objects.

The file is written on first use, in the user cache folder beside the paragraph grammars' (never
downloaded); its name holds a hash of the grammar's text, the Lark and Python versions and this
format's version, so a file once written never needs rewriting.
"""

from __future__ import annotations

import io
import os
import pickle
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import lark
from lark.parse_tree_builder import ParseTreeBuilder
from lark.parsers.lalr_analysis import Reduce, Shift

FORMAT = "effect-table 1"  # part of the file's name: a change of what is saved changes it

_MARKERS = {"Shift": Shift, "Reduce": Reduce}


class _Pickler(pickle.Pickler):
    def persistent_id(self, obj: Any) -> str | None:
        if obj is Shift:
            return "Shift"
        if obj is Reduce:
            return "Reduce"
        return None


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        return _MARKERS[pid]


def save(parser: lark.Lark, final: Path, temporary: Path) -> None:
    """Write the table of the compiled `parser` to `final` (under `temporary` first, then renamed, so that
    processes starting together never read half a file). A file that cannot be written is skipped."""
    inner = parser.parser.parser.parser  # ParsingFrontend -> LALR_Parser -> _Parser
    table = inner.parse_table
    # Each distinct action once (Lark holds a tuple per cell): the file is smaller and loads faster.
    shared: dict[tuple[Any, Any], tuple[Any, Any]] = {}
    states = {
        state: {
            str(symbol): shared.setdefault((action, id(arg)), (action, arg)) for symbol, (action, arg) in row.items()
        }
        for state, row in table.states.items()
    }
    options = parser.options
    content = {
        "rules": parser.rules,
        "states": states,
        "start_states": dict(table.start_states),
        "end_states": dict(table.end_states),
        "tree": {"propagate_positions": options.propagate_positions, "maybe_placeholders": options.maybe_placeholders},
    }
    try:
        buffer = io.BytesIO()
        _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(content)
        with temporary.open("wb") as f:
            f.write(buffer.getvalue())
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)


def load(final: Path, transformer: Any) -> Any | None:
    """What `EffectParser` reads of a compiled Lark parser (`parser.parser.parser.parser`: the table and the
    callbacks), from the file `save` wrote; None when it is missing or unreadable."""
    try:
        with final.open("rb") as f:
            content = _Unpickler(f).load()
        rules = content["rules"]
        for rule in rules:  # its hash was the saving process's (Python's string hashes differ per process)
            rule._hash = hash((rule.origin, tuple(rule.expansion)))
        tree = content["tree"]
        # the callbacks as `Lark._prepare_callbacks` builds them for an LALR parser
        positions, placeholders = tree["propagate_positions"], tree["maybe_placeholders"]
        builder = ParseTreeBuilder(rules, lark.Tree, positions, False, placeholders)  # type: ignore[no-untyped-call]
        callbacks = builder.create_callback(transformer)  # type: ignore[no-untyped-call]
        table = SimpleNamespace(
            states=content["states"], start_states=content["start_states"], end_states=content["end_states"]
        )
    except Exception:  # noqa: BLE001 - missing, unreadable or of another format: compiled again
        return None
    inner = SimpleNamespace(parse_table=table, callbacks=callbacks)
    return SimpleNamespace(parser=SimpleNamespace(parser=SimpleNamespace(parser=inner)))
