"""The run grammar (runs.py) parses every paragraph as the exact grammar does, with fewer tokens;
where it fails, the exact grammar's failure is the one reported; chunk token counts are exact."""

from __future__ import annotations

from pathlib import Path

import lark
import pytest
from helpers import EDGE_TEXTS, REJECTED_TEXTS, parser_inputs

import mtglinks
from mtglinks.lang import codes
from mtglinks.syntax import errors, grammar, paragraph, runs, transformer


def _inputs(lang: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts = parser_inputs(lang, monkeypatch) + EDGE_TEXTS[lang] + REJECTED_TEXTS
    return texts + [t + " :: ::" for t in texts[:20]]


def _exact(lang: str, text: str) -> object:
    try:
        return transformer.pack(grammar.parser_for(lang).parse(text))  # type: ignore[arg-type]
    except lark.exceptions.LarkError as err:
        return errors.from_lark(err)


def _through_runs(lang: str, text: str) -> object:
    raw = paragraph.paragraph_parser(lang)._parsed(text)
    return raw if isinstance(raw, errors.ParseFailure) else transformer.pack(raw)


@pytest.mark.parametrize("lang", codes())
def test_the_run_grammar_parses_as_the_exact_grammar(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _inputs(lang, monkeypatch)
    results = [_exact(lang, t) for t in texts]
    assert [_through_runs(lang, t) for t in texts] == results
    failures = [r for r in results if isinstance(r, errors.ParseFailure)]
    assert len(failures) >= len(REJECTED_TEXTS) + 15  # the failures compared are real ones
    assert len(results) - len(failures) > 30


@pytest.mark.parametrize("lang", codes())
def test_runs_are_fewer_tokens(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = parser_inputs(lang, monkeypatch)

    def tokens(parser: lark.Lark) -> int:
        return sum(len(list(parser.lex(t))) for t in texts)

    assert tokens(grammar.run_parser_for(lang)) * 2 < tokens(grammar.parser_for(lang))


class _CountingTokens(transformer.ParagraphTransformer):
    """Chunks as (text span, how many tokens the exact lexer made)."""

    def chunk(self, items: list[lark.Token]) -> tuple[int, int, int]:  # type: ignore[override]
        return (items[0].start_pos, items[-1].end_pos, len(items))  # type: ignore[return-value]


@pytest.mark.parametrize("lang", codes())
def test_the_token_counter_counts_as_the_exact_lexer(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    exact = lark.Lark(
        grammar.grammar_file(lang).read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        import_paths=[str(grammar.grammar_dir())],
        maybe_placeholders=False,
    )
    counter = grammar.token_counter(lang)
    counts: list[tuple[int, int]] = []
    for text in parser_inputs(lang, monkeypatch) + EDGE_TEXTS[lang]:
        try:
            tree = exact.parse(text)
        except lark.exceptions.LarkError:
            continue
        for node in tree.find_data("chunk"):
            tokens = node.children
            a, b = tokens[0].start_pos, tokens[-1].end_pos  # type: ignore[union-attr]
            counts.append((counter.count(text[a:b]), len(tokens)))
    assert len(counts) > 100
    assert all(ours == exact for ours, exact in counts)
    assert any(n > 3 for n, _ in counts)  # long chunks too, not only one-word ones


def test_a_listed_trigger_event_is_joined_only_when_its_items_are_short() -> None:
    card = mtglinks.analyze(
        "Whenever an artifact, creature, or enchantment you control enters, you gain 1 life.\n"
        "When ~ enters, tap target creature an opponent controls, and its controller loses 2 life, "
        "and you gain 2 life.",
        name="Test Card",
    )
    listed, long_items = card.abilities
    assert listed.trigger is not None and listed.trigger.text == (
        "Whenever an artifact, creature, or enchantment you control enters"
    )
    assert long_items.trigger is not None and long_items.trigger.text == "When ~ enters"


@pytest.mark.parametrize("lang", codes())
def test_the_run_grammar_is_compiled_once_into_its_own_cache_file(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    compiled = grammar.build_parser(lang, with_runs=True)
    names = sorted(p.name for p in tmp_path.iterdir())
    # the exact grammar, from which the runs were derived, and the run grammar; no temporary file
    assert [n.split("-")[1] for n in names] == sorted([lang, "runs"])
    runs_file = next(tmp_path.glob(f"grammar-runs-{lang}-*"))
    written = runs_file.stat().st_mtime_ns
    loaded = grammar.build_parser(lang, with_runs=True)
    assert runs_file.stat().st_mtime_ns == written
    texts = EDGE_TEXTS[lang] + REJECTED_TEXTS
    assert [_packed(loaded, t) for t in texts] == [_packed(compiled, t) for t in texts]


def _packed(parser: lark.Lark, text: str) -> object:
    try:
        return transformer.pack(parser.parse(text))  # type: ignore[arg-type]
    except lark.exceptions.LarkError as err:
        return type(err).__name__


def test_a_rejected_paragraph_reports_the_exact_grammars_failure() -> None:
    # Mr. Monopoly, On the Go: a label after a loyalty cost, which the grammar does not read (an augment card's trigger
    # half, "At the beginning of each end step, if an opponent lost 3 or more life this turn,", was the example
    # before the grammar read it: test_trigger_halves.py)
    text = (
        "[−2]: Heist! — Exile the top two cards of target opponent's library. Until end of turn, you may play those "
        "cards, and mana of any type can be spent to cast them."
    )
    (ability,) = mtglinks.analyze(text, name="Test Card").abilities
    exact, runs_only = _exact("en", text), _failure(grammar.run_parser_for("en"), text)
    assert isinstance(exact, errors.ParseFailure) and exact != runs_only  # the run grammar fails otherwise
    expected = "unexpected Token('WORD', 'Until') at column 70; expected <END-OF-FILE>"
    assert ability.kind == "unparsed" and ability.reason == exact.render() == expected


def _failure(parser: lark.Lark, text: str) -> errors.ParseFailure | None:
    try:
        parser.parse(text)
    except lark.exceptions.LarkError as err:
        return errors.from_lark(err)
    return None


def test_a_run_goes_over_numbers_and_stops_where_the_structure_reads() -> None:
    parser = grammar.run_parser_for("en")
    tokens = [
        (t.type.rpartition("__")[2], str(t))
        for t in parser.lex("~ deals 3 damage to any target if it attacks, then draw.")
    ]
    assert tokens == [
        ("SELF", "~"),
        ("WORD", "deals 3 damage to any target"),  # NUMBER is only ever a word of a chunk
        ("IF", "if"),  # "if" opens a condition: the run stops before it
        ("WORD", "it attacks"),
        ("COMMA", ","),
        ("WORD", "then draw"),
        ("PERIOD", "."),
    ]
    reads = {name.rpartition("__")[2] for name in runs.structural(grammar.parser_for("en").rules)}
    assert {"TRIGGER", "IF", "COMMA", "PERIOD", "DASH", "COLON"} <= reads
    assert not reads & {"WORD", "NUMBER", "PT", "SYMBOLS", "QUOTED", "SELF"}
