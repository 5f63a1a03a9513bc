"""The effect grammar's compiled LALR table, saved in a form that loads in a few milliseconds.

Lark's own saved form (`Lark.save`) rebuilds every cell of the table through Python calls when it is
loaded (about 0.25 s for English, 0.6 s for Russian, 1.8 CPU-s for the four languages): a batch run
paid that before forking its workers, with every other core idle. The effect parser needs only its own lean
table (`LeanTable`: per state, each symbol's action, each distinct action one shared object), the
grammar's rules and the callbacks Lark builds from those rules and the Transformer, so this module
pickles the lean table with each reduction's rule by its number, and on loading rebuilds the
callbacks as `Lark._prepare_callbacks` does and fills them into the few thousand distinct reductions
(building the lean table from Lark's, 480,000 cells for the four languages, took another 0.27 s).

The file is written on first use, in the user cache folder beside the paragraph grammars' (never
downloaded); its name holds a hash of the grammar's text, the Lark and Python versions and this
format's version, so a file once written never needs rewriting.
"""

from __future__ import annotations

import io
import os
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lark
from lark.parse_tree_builder import ParseTreeBuilder

from mtglinks.syntax.lalr import shared_actions

FORMAT = "effect-table 2"  # part of the file's name: a change of what is saved changes it


@dataclass
class LeanTable:
    """The table as `EffectParser` runs it: per state, each symbol's action, a shift `(True, state)` or a
    reduction `(False, [size, callback, rule's name])`. Each distinct action is one object shared by every
    cell that holds it (the four effect grammars' tables have about 480,000 cells but only a few thousand
    distinct actions: a tuple per cell took about 30 MB of every process); `reductions` holds each distinct
    reduction's list once, so that its callback is filled in or rewritten without visiting every cell."""

    actions: dict[int, dict[str, Any]]
    reductions: list[list[Any]]
    start_states: dict[str, int]
    end_states: dict[str, int]


def _lean(parser: lark.Lark, rule_of: Any) -> LeanTable:
    """The lean table of a compiled parser, each reduction's second item `rule_of(rule)`."""
    table = parser.parser.parser.parser.parse_table  # ParsingFrontend -> LALR_Parser -> _Parser
    # a list, not a tuple: on loading, the callbacks are put in place of the rule numbers
    shared = shared_actions(table.states, lambda rule: [len(rule.expansion), rule_of(rule), str(rule.origin.name)])
    if shared is None:  # never: the reduction above refuses no rule
        raise RuntimeError("the effect grammar's table could not be read")
    actions, reduced = shared
    return LeanTable(actions, reduced, dict(table.start_states), dict(table.end_states))


def lean(parser: lark.Lark) -> LeanTable:
    """The lean table of a compiled parser, with the parser's callbacks."""
    callbacks = parser.parser.parser.parser.callbacks

    def callback(rule: Any) -> Any:
        if rule not in callbacks:
            raise RuntimeError("the effect grammar's table holds a reduction without a callback")
        return callbacks[rule]

    return _lean(parser, callback)


def save(parser: lark.Lark, final: Path, temporary: Path) -> None:
    """Write the lean table of the compiled `parser` to `final` (under `temporary` first, then renamed, so
    that processes starting together never read half a file). A file that cannot be written is skipped."""
    try:
        rules = list(parser.rules)
        number = {rule: i for i, rule in enumerate(rules)}
        table = _lean(parser, number.__getitem__)  # a rule the grammar does not list: nothing saved
        options = parser.options
        content = {
            "rules": rules,
            "actions": table.actions,
            "reductions": table.reductions,
            "start_states": table.start_states,
            "end_states": table.end_states,
            "tree": {
                "propagate_positions": options.propagate_positions,
                "maybe_placeholders": options.maybe_placeholders,
            },
        }
        buffer = io.BytesIO()
        pickle.dump(content, buffer, protocol=pickle.HIGHEST_PROTOCOL)
        with temporary.open("wb") as f:
            f.write(buffer.getvalue())
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)


def load(final: Path, transformer: Any) -> LeanTable | None:
    """The lean table `save` wrote, its reductions holding the callbacks Lark would build for the rules and
    the transformer; None when the file is missing or unreadable."""
    try:
        with final.open("rb") as f:
            content = pickle.load(f)
        rules = content["rules"]
        for rule in rules:  # its hash was the saving process's (Python's string hashes differ per process)
            rule._hash = hash((rule.origin, tuple(rule.expansion)))
        tree = content["tree"]
        # the callbacks as `Lark._prepare_callbacks` builds them for an LALR parser
        positions, placeholders = tree["propagate_positions"], tree["maybe_placeholders"]
        builder = ParseTreeBuilder(rules, lark.Tree, positions, False, placeholders)  # type: ignore[no-untyped-call]
        callbacks = builder.create_callback(transformer)  # type: ignore[no-untyped-call]
        reductions = content["reductions"]
        for cell in reductions:
            cell[1] = callbacks[rules[cell[1]]]
        return LeanTable(content["actions"], reductions, content["start_states"], content["end_states"])
    except Exception:  # noqa: BLE001 - missing, unreadable or of another format: compiled again
        return None
