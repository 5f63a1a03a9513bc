"""The lean LALR driver (lalr.py) parses as Lark's own parser does, rejects what Lark rejects, and
declines to drive a parser it could not drive faithfully."""

from __future__ import annotations

from typing import Any

import lark
import pytest
from helpers import EDGE_TEXTS, REJECTED_TEXTS, parser_inputs

from mtglinks.lang import codes
from mtglinks.syntax import grammar, paragraph, transformer
from mtglinks.syntax.lalr import LeanParser, Rejected


def _lark(parser: lark.Lark, text: str) -> object:
    try:
        return transformer.pack(parser.parse(text))  # type: ignore[arg-type]
    except lark.exceptions.LarkError:
        return "rejected"


def _lean(parser: LeanParser, text: str) -> object:
    try:
        return transformer.pack(parser.parse(text))
    except Rejected:
        return "rejected"


@pytest.mark.parametrize("lang", codes())
def test_the_lean_driver_parses_and_rejects_as_lark_does(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    runs = grammar.run_parser_for(lang)
    lean = grammar.lean_parser_for(lang)
    assert lean is not None and paragraph.paragraph_parser(lang).lean is lean  # the one the parser uses
    texts = parser_inputs(lang, monkeypatch) + EDGE_TEXTS[lang] + REJECTED_TEXTS
    texts += [t + " :: ::" for t in texts[:20]] + [t[: len(t) // 2] for t in texts[:40]]
    expected = [_lark(runs, t) for t in texts]
    assert [_lean(lean, t) for t in texts] == expected
    assert expected.count("rejected") >= 20 and len(expected) - expected.count("rejected") > 30


# A grammar of Lark's own kind that is not ours: the lean driver is Lark's table, not our grammar.
CALC = r"""
?start: sum
?sum: product | sum "+" product -> add | sum "-" product -> sub
?product: atom | product "*" atom -> mul
?atom: NUMBER -> number | "-" atom -> neg | "(" sum ")"
%import common.NUMBER
%import common.WS_INLINE
%ignore WS_INLINE
"""


class Calc(lark.Transformer[Any, float]):
    def number(self, items: list[Any]) -> float:
        return float(items[0].value)

    def add(self, items: list[float]) -> float:
        return items[0] + items[1]

    def sub(self, items: list[float]) -> float:
        return items[0] - items[1]

    def mul(self, items: list[float]) -> float:
        return items[0] * items[1]

    def neg(self, items: list[float]) -> float:
        return -items[0]


def test_the_lean_driver_runs_any_lalr_grammar_as_lark_does() -> None:
    calc = lark.Lark(CALC, parser="lalr", lexer="contextual", transformer=Calc())
    lean = LeanParser.of(calc)
    assert lean is not None
    for text in ["1 + 2 * 3", "(1 + 2) * 3", "-(4 - 6) * 2", "2 * * 3", "(1 + 2", "", "7"]:
        try:
            expected: object = calc.parse(text)
        except lark.exceptions.LarkError:
            expected = "rejected"
        try:
            got: object = lean.parse(text)
        except Rejected:
            got = "rejected"
        assert got == expected, text
    assert lean.parse("(1 + 2) * 3") == 9.0


class _WithTerminalMethod(Calc):
    def NUMBER(self, token: Any) -> Any:  # noqa: N802 - Lark calls a terminal's callback by its name
        return token


@pytest.mark.parametrize(
    "options",
    [
        {"parser": "earley"},
        {"parser": "lalr", "lexer": "basic"},
        {"parser": "lalr", "lexer": "contextual", "lexer_callbacks": {"NUMBER": lambda t: t}},
        {"parser": "lalr", "lexer": "contextual", "transformer": _WithTerminalMethod()},
    ],
)
def test_the_lean_driver_declines_what_it_could_not_drive_faithfully(options: dict[str, Any]) -> None:
    assert LeanParser.of(lark.Lark(CALC, **options)) is None


KEYWORDS = r"""
start: item+
item: KW WORD | WORD
KW: "when"
WORD: /[a-z]+/
%ignore " "
"""


class Items(lark.Transformer[Any, Any]):
    def item(self, items: list[Any]) -> tuple[tuple[str, str], ...]:
        return tuple((str(t.type), str(t.value)) for t in items)

    def start(self, items: list[Any]) -> list[Any]:
        return items


def test_where_lark_retypes_a_keyword_the_lean_driver_hands_over() -> None:
    # Lark matches "when" with WORD's regex, then retypes it KW: a scanner this driver does not run.
    parser = lark.Lark(KEYWORDS, parser="lalr", lexer="contextual", transformer=Items())
    lean = LeanParser.of(parser)
    assert lean is not None
    assert parser.parse("when x") == [(("KW", "when"), ("WORD", "x"))]
    with pytest.raises(Rejected):
        lean.parse("when x")
    with pytest.raises(Rejected):
        lean.parse("x")  # and from then on every text: the caller's Lark parses them


@pytest.mark.parametrize("options", [{}, {"transformer": Calc(), "propagate_positions": True}])
def test_the_lean_driver_declines_a_parser_that_builds_trees(options: dict[str, Any]) -> None:
    assert LeanParser.of(lark.Lark(CALC, parser="lalr", lexer="contextual", **options)) is None
