"""The passes the speed lane skips, and what it keeps, give what running them gives, on real card text.

- The effect lexer's capitalised-kinds pass runs only where a sentence holds a counter's kind, its series pass only
  where it holds "can't", "is" or "it's": where they run they still retype, elsewhere the tokens are those of the pass.
- `features/tree.opened` keeps the kinds a text's gate words open: the kept answer is the uncached one.
- `text.keys.normalize_name` folds a run of punctuation and underscores in one match: the names fold as before.
- A face's text that is not a string is still refused with its face and key named.
- A run of words (`syntax/runs.py`) tries its stops only where the character may open one (`runs.first_chars`, asked
  of the regex engine): the runs end where they ended.
"""

from __future__ import annotations

import re

import pytest

from mtglinks.effects.build import lexicon
from mtglinks.effects.lexer_names import capitalised_kinds
from mtglinks.effects.lexer_series import series
from mtglinks.features import tree
from mtglinks.schema.input_record import RecordError, read_record
from mtglinks.syntax import runs
from mtglinks.text.keys import normalize_name

# Real cards' Oracle text: Atsushi, the Blazing Sky ("• Create three Treasure tokens.": "treasure" is a counter's kind
# too), Bound by Moonsilver, Liliana, Waker of the Dead (+1).
TREASURE = "Create three Treasure tokens."
SERIES = "Enchanted creature can't attack, block, or transform."
CANT_ALONE = "Each opponent who can't loses 3 life."
NO_KIND = "Each player discards a card."


def _kinds(text: str) -> list[tuple[str, str]]:
    words = lexicon("en")
    assert words is not None
    return [(token.type, token.text) for token in words.tokens(text)]


def test_a_capitalised_counter_kind_is_still_a_subtype() -> None:
    assert ("SUBTYPE", "Treasure") in _kinds(TREASURE)
    words = lexicon("en")
    assert words is not None
    words._capitalised_kinds = False  # without the pass, the word is the counter's kind: the pass still runs here
    try:
        assert ("COUNTER_KIND", "Treasure") in _kinds(TREASURE)
    finally:
        words._capitalised_kinds = True


def test_a_sentence_without_a_counter_kind_keeps_its_tokens_as_they_are() -> None:
    words = lexicon("en")
    assert words is not None
    tokens = words.tokens(NO_KIND)
    before = [(t.type, t.value, t.text, t.start_pos, t.end_pos) for t in tokens]
    assert capitalised_kinds(tokens, frozenset()) is tokens  # nothing to read: the list itself, not a copy
    assert [(t.type, t.value, t.text, t.start_pos, t.end_pos) for t in tokens] == before


def test_the_series_pass_still_reads_the_commas_after_cant() -> None:
    kinds = [kind for kind, _ in _kinds(SERIES)]
    assert "SERIES" in kinds
    assert "_COMMA" not in kinds
    assert ("CANT_ALONE", "can't") in _kinds(CANT_ALONE)


def test_the_series_pass_leaves_a_sentence_without_cant_or_be_alone() -> None:
    words = lexicon("en")
    assert words is not None
    tokens = words.tokens(NO_KIND)
    before = [t.type for t in tokens]
    series(tokens, ("s",), (), frozenset({"V_OBJ"}))
    assert [t.type for t in tokens] == before


@pytest.mark.parametrize(
    "low",
    [
        "as voice of all enters, choose a color.",  # Voice of All's "choose": a gate word
        "flying",  # no gate word
        "at the beginning of the game, you may pay any amount of life.",  # Maralen of the Mornsong Avatar
    ],
)
def test_the_kept_gate_answer_is_the_uncached_one(low: str) -> None:
    tree._opened.cache_clear()
    first = tree.opened("en", low)
    assert first == tree._gated("en", low)
    assert tree.opened("en", low) == first  # from the cache now
    assert tree._opened.cache_info().hits >= 1


def test_a_text_longer_than_the_cached_ones_is_answered_too() -> None:
    low = "as ~ enters, choose a color. " * 100
    assert len(low) > tree._CACHED_TEXT
    assert tree.opened("en", low) == tree._gated("en", low) == tree.opened("en", low[:29])


def test_names_fold_as_before() -> None:
    assert normalize_name("Pluma del Paraíso!") == "pluma del paraiso"
    assert normalize_name("Borrowing 100,000 Arrows") == "borrowing 100 000 arrows"
    assert normalize_name("Circle of Protection: Red") == "circle of protection red"
    assert normalize_name("_____") == "_____"  # the Unhinged card named by underscores alone stays itself
    assert normalize_name("Ach! Hans, Run!") == "ach hans run"
    assert normalize_name('Kongming, "Sleeping Dragon"') == "kongming sleeping dragon"


def test_a_face_text_that_is_not_a_string_names_its_face_and_key() -> None:
    with pytest.raises(RecordError, match="face 1: oracle_text must be a string, not int"):
        read_record(
            {"name": "Fire // Ice", "faces": [{"name": "Fire", "text": "x"}, {"name": "Ice", "oracle_text": 3}]}
        )
    with pytest.raises(RecordError, match="face 0: name must be a string, not list"):
        read_record({"faces": [{"name": ["Fire"], "text": "Fire deals 2 damage divided as you choose."}]})
    with pytest.raises(RecordError, match="face 0: type_line must be a string, not int"):
        read_record({"faces": [{"name": "Fire", "text": "x", "type_line": 5}]})


def test_a_run_tries_its_stops_only_where_a_character_may_open_one() -> None:
    # The English stops: TRIGGER and IF, ignoring case (so the Turkish dotted and dotless i too, as the engine reads
    # them), and the run of a real sentence still stops before "if" (Armageddon's "Destroy all lands." has none).
    first = runs.first_chars(r"(?:(?i:whenever|when|at)(?![\w'’\-]))|(?:(?i:if)(?![\w'’\-]))")
    assert first is not None
    opens = re.compile(f"[{first}]")
    assert all(opens.match(c) for c in "wWaAiI\u0130\u0131")
    assert not any(opens.match(c) for c in "dDtTcC ~{")
    assert runs.first_chars(r"(?:x)?") is None  # may match nothing: no class
    assert runs.first_chars(r".") is None  # any character: no class
    run = re.compile(run_pattern_of("en"))
    # Growth Spiral's "You may put a land card from your hand onto the battlefield.": no stop, one run to the period;
    # Divination-like "draw a card if …": the run ends before "if"; "attack" opens with a stop's letter, but is a word.
    assert _run(run, "You may put a land card from your hand onto the battlefield.") == (
        "You may put a land card from your hand onto the battlefield"
    )
    assert _run(run, "draw a card if you control a Forest") == "draw a card"
    assert _run(run, "untap it and attack with it") == "untap it and attack with it"


def _run(pattern: re.Pattern[str], text: str) -> str:
    m = pattern.match(text)
    return m.group() if m is not None else ""


def run_pattern_of(code: str) -> str:
    from mtglinks.syntax.grammar import parser_for

    exact = parser_for(code)
    return runs.run_pattern(exact.lexer_conf.terminals, exact.rules)
